import NavSim

/// The features a page asked a new window to have (`WKWindowFeatures`).
@preconcurrency @MainActor
public final class WKWindowFeatures: NSObject {
    /// The width asked for.
    public let width: NSNumber?
    /// The height asked for.
    public let height: NSNumber?

    init(_ core: WindowFeatures) {
        self.width = core.width.map { NSNumber(value: $0) }
        self.height = core.height.map { NSNumber(value: $0) }
    }
}
