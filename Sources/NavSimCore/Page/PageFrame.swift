/// An iframe of a page, possibly of another origin.
public struct PageFrame: Sendable, Hashable {
    /// The frame's identifier; never ``FrameID/main``.
    public var id: FrameID
    /// The frame's document URL; its origin is the frame's security origin.
    public var url: String

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - id: The frame's identifier.
    ///   - url: The frame's document URL.
    public init(id: FrameID, url: String) {
        self.id = id
        self.url = url
    }

    /// The frame as script messages and panels report it.
    public var info: FrameInfo { FrameInfo(id: id, request: ParsedURL(url)) }
}
