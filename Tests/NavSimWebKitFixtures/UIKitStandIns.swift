// swift-format-ignore-file
// What UIKit supplies to the article's code, and nothing more: NavSim renders nothing, so a view controller
// is an object with `viewDidLoad`, and opening a URL outside the app is left to the test.
import WebKit

/// UIKit's view controller, as far as the article's code uses it.
@MainActor
open class UIViewController: NSObject {
    public override init() {}

    /// Called by the test where UIKit would call it, once the view is loaded.
    open func viewDidLoad() {}
}

/// UIKit's application, as far as apps' WebKit code uses it: `UIApplication.shared.open(url)`.
@MainActor
public final class UIApplication {
    public static let shared = UIApplication()

    /// What the test does with a URL the app opens outside itself; the URLs opened, in order.
    public var openHandler: (URL) -> Bool = { _ in true }
    public private(set) var opened: [URL] = []

    public func canOpenURL(_ url: URL) -> Bool { true }

    public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        opened.append(url)
        completionHandler?(openHandler(url))
    }
}
