import NavSim

/// The back-forward list (`WKBackForwardList`).
@preconcurrency @MainActor
public final class WKBackForwardList: NSObject {
    private let core: BackForwardList

    init(_ core: BackForwardList) { self.core = core }

    /// The current item.
    public var currentItem: WKBackForwardListItem? { core.currentItem.map(WKBackForwardListItem.init) }
    /// The item before the current one.
    public var backItem: WKBackForwardListItem? { core.backItem.map(WKBackForwardListItem.init) }
    /// The item after the current one.
    public var forwardItem: WKBackForwardListItem? { core.forwardItem.map(WKBackForwardListItem.init) }
    /// The items before the current one, oldest first.
    public var backList: [WKBackForwardListItem] { core.backList.map(WKBackForwardListItem.init) }
    /// The items after the current one.
    public var forwardList: [WKBackForwardListItem] { core.forwardList.map(WKBackForwardListItem.init) }

    /// The item at an offset from the current one.
    ///
    /// - Parameter index: The offset: negative for back, positive for forward.
    /// - Returns: The item, if any.
    public func item(at index: Int) -> WKBackForwardListItem? { core.item(at: index).map(WKBackForwardListItem.init) }
}
