/// A frame taking part in a navigation or posting a message (`WKFrameInfo`).
public struct FrameInfo: Sendable, Hashable, CustomStringConvertible {
    /// The frame within its page.
    public var id: FrameID
    /// Whether this is the page's main frame.
    public var isMainFrame: Bool
    /// The frame's current request.
    public var request: ParsedURL
    /// The frame's security origin: derived from its URL when read (no strings are built for frames
    /// whose origin nobody asks for), unless set.
    public var securityOrigin: URLOrigin {
        get { originOverride?.origin ?? request.origin }
        set { originOverride = OriginOverride(newValue) }
    }
    /// A set origin behind a reference: a frame without one (nearly every frame) carries 8 bytes for it, not
    /// an optional origin's 42, and every action holds two frames by value.
    private var originOverride: OriginOverride?

    private final class OriginOverride: Sendable, Hashable {
        let origin: URLOrigin

        init(_ origin: URLOrigin) { self.origin = origin }

        static func == (lhs: OriginOverride, rhs: OriginOverride) -> Bool { lhs.origin == rhs.origin }

        func hash(into hasher: inout Hasher) { hasher.combine(origin) }
    }

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - id: The frame within its page.
    ///   - request: The frame's current request; its origin becomes the security origin.
    public init(id: FrameID = .main, request: ParsedURL) {
        self.id = id
        self.isMainFrame = id == .main
        self.request = request
    }

    public var description: String { "\(id) \(securityOrigin)" }
}
