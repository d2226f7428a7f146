/// The features a page asked for when opening a window (`WKWindowFeatures`).
public struct WindowFeatures: Sendable, Hashable {
    /// The requested width, if any.
    public var width: Double?
    /// The requested height, if any.
    public var height: Double?

    /// Creates window features.
    ///
    /// - Parameters:
    ///   - width: The requested width.
    ///   - height: The requested height.
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}
