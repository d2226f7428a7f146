/// A frame taking part in a navigation or posting a message (`WKFrameInfo`).
public struct FrameInfo: Sendable, Hashable, CustomStringConvertible {
    /// The frame within its page.
    public var id: FrameID
    /// Whether this is the page's main frame.
    public var isMainFrame: Bool
    /// The frame's current request.
    public var request: ParsedURL
    /// The frame's security origin, derived from its URL.
    public var securityOrigin: URLOrigin

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - id: The frame within its page.
    ///   - request: The frame's current request; its origin becomes the security origin.
    public init(id: FrameID = .main, request: ParsedURL) {
        self.id = id
        self.isMainFrame = id == .main
        self.request = request
        self.securityOrigin = request.origin
    }

    public var description: String { "\(id) \(securityOrigin)" }
}
