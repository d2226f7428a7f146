import NavSim

/// An item of the back-forward list (`WKBackForwardListItem`).
@preconcurrency @MainActor
public final class WKBackForwardListItem: NSObject {
    /// The item's URL.
    public let url: URL
    /// The URL first requested for the item.
    public var initialURL: URL { url }
    /// The page's title.
    public let title: String?

    init(_ item: BackForwardList.Item) {
        self.url = URL(string: item.url.href) ?? URL(string: "about:blank")!
        self.title = item.title
    }
}
