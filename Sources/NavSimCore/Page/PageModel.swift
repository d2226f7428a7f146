/// What a page does once committed: its iframes, its own script, and how it answers the app's scripts.
///
/// Attach one to a ``PageResponse``. Its steps run in order at their times after commit, on the web
/// view's clock; a panel or an awaited reply blocks the script until answered. Subresource loads and
/// new windows do not block it. The app's `evaluateJavaScript` and `callAsyncJavaScript` are ordered with
/// the page's steps: they wait for a blocked script.
///
/// ```swift
/// let page = PageModel(
///     frames: [PageFrame(id: FrameID(1), url: "https://ads.example.net/frame")],
///     script: [
///         PageScriptStep(at: .milliseconds(10), .confirm("Leave?")),
///         PageScriptStep(at: .milliseconds(20), frame: FrameID(1), .postMessage(name: "bridge", body: .string("hi"))),
///     ],
///     javaScript: ["document.title": .value(.string("Home"))]
/// )
/// ```
public struct PageModel: Sendable, Hashable {
    /// The page's iframes.
    public var frames: [PageFrame]
    /// The page's script, run in order of time.
    public var script: [PageScriptStep]
    /// How the page answers scripts the app evaluates, by source (or function body).
    public var javaScript: [String: JavaScriptAnswer]

    /// Creates a page model.
    ///
    /// - Parameters:
    ///   - frames: The page's iframes.
    ///   - script: The page's script.
    ///   - javaScript: How the page answers the app's scripts.
    public init(frames: [PageFrame] = [], script: [PageScriptStep] = [], javaScript: [String: JavaScriptAnswer] = [:]) {
        self.frames = frames
        self.script = script
        self.javaScript = javaScript
    }

    /// The frame with an identifier, if the page has it.
    ///
    /// - Parameter id: The frame's identifier.
    /// - Returns: The frame.
    public func frame(_ id: FrameID) -> PageFrame? { frames.first { $0.id == id } }
}
