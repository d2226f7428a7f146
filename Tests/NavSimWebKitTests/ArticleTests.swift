import NavSim
import NavSimWebKit
import Testing

@testable import NavSimWebKitFixtures

/// ZhgChg.Li's "Design Patterns in WKWebView", compiled as written (`Tests/NavSimWebKitFixtures/Article`) and
/// run on the simulator.
@Suite("The article's code, as written")
struct ArticleTests {
    @Test("The payment preset cancels every navigation, the first load included")
    func paymentPresetCancelsEverything() {
        let outcome = runWebKit { () -> [String] in
            var urls: [String] = []
            for path in ["/", "/checkout", "/product/1234"] {
                let configuration = MyWKWebViewConfiguratorFactory.make(for: .payment)
                    .build(url: URL(string: "https://zhgchg.li\(path)")!)
                let controller = MyWKWebViewController(configuration: configuration)
                controller.viewDidLoad()
                await controller.webView.navigationsSettled()
                let decided = await controller.webView.core.decisionsByHandler
                urls.append("\(controller.webView.url?.absoluteString ?? "cancelled") \(decided)")
            }
            return urls
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(
            outcome.value == Array(repeating: "cancelled [\"NavSimWebKitFixtures.MyWKWebViewController\": 1]", count: 3)
        )
    }

    @Test("The default preset cancels a page its other handlers pass: its deep-link handler decides every URL")
    func defaultPresetDeepLinkDecidesAll() {
        let outcome = runWebKit { () -> String in
            let configuration = MyWKWebViewConfiguratorFactory.make(for: .default)
                .build(url: URL(string: "https://zhgchg.li/blog")!)
            let controller = MyWKWebViewController(configuration: configuration)
            controller.viewDidLoad()
            await controller.webView.navigationsSettled()
            return controller.webView.url?.absoluteString ?? "cancelled"
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value == "cancelled")
    }

    @Test("The flag-driven delegate's missing return is reported with WebKit's message, naming the app's class")
    func flagDrivenMissingReturn() {
        let outcome = runWebKit { () -> String? in
            let controller = WKWebViewController(
                noNeedNativePresent: false,
                deeplinkCheck: false,
                isHomePage: false,
                url: URL(string: "https://zhgchg.li/product/1234")!
            )
            controller.viewDidLoad()
            await controller.webView.navigationsSettled()
            return controller.webView.url?.absoluteString
        }
        #expect(
            messages(outcome) == [
                "Completion handler passed to -[NavSimWebKitFixtures.WKWebViewController webView:decidePolicyForNavigationAction:decisionHandler:] was called more than once"
            ]
        )
        #expect(outcome.value == .some(nil), "the first call, .cancel, decided")
    }

    @Test("The flag-driven delegate passes a page none of its flags concern")
    func flagDrivenPlainPage() {
        let outcome = runWebKit { () -> String? in
            let controller = WKWebViewController(
                noNeedNativePresent: false,
                deeplinkCheck: false,
                isHomePage: true,
                url: URL(string: "https://zhgchg.li/about")!
            )
            controller.viewDidLoad()
            await controller.webView.navigationsSettled()
            return controller.webView.url?.absoluteString
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value == "https://zhgchg.li/about")
    }

    @Test("The default preset's script message strategies receive the page's messages")
    func strategiesReceiveMessages() {
        let outcome = runWebKit { () -> [String] in
            let configuration = MyWKWebViewConfiguratorFactory.make(for: .productPage)
                .build(url: URL(string: "https://zhgchg.li/blog")!)
            let controller = MyWKWebViewController(configuration: configuration)
            controller.viewDidLoad()
            await controller.webView.navigationsSettled()
            let names = controller.webView.configuration.userContentController.core.names()
            let posted = await controller.webView.core.postMessage(name: "page", body: .string("Close"))
            return names + ["\(posted)", "\(controller.webView.configuration.userContentController.userScripts.count)"]
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value == ["page", "user", "delivered", "1"])
    }
}
