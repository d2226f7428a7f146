import Testing

@testable import NavSimCore

/// `decisionsByHandler` counts the chain's decisions by handler index (at once or after waiting) and
/// the others (WebKit's default, a delegate, a deadline) by name; they must add up by name.
@Suite("Decisions counted by handler")
struct DecisionCountTests {
    /// A handler that must be awaited (no exact claim), named like another handler in the chain.
    struct AwaitedNativePage: NavigationActionHandler {
        let name = "NativePage"

        func decide(_ action: NavigationAction, context: DecisionContext) async throws -> HandlerVerdict {
            action.request.path == "/later" ? .decide(.cancel, nil) : .pass
        }
    }

    static func chain(awaited: Bool) throws -> NavigationChain {
        var handlers: [any NavigationActionHandler] = [
            HostListHandler.deny([HostPattern("tracker.example", includeSubdomains: true)]),
            try NativePageHandler(patterns: ["/product/:id"]),
        ]
        if awaited { handlers.append(AwaitedNativePage()) }
        return NavigationChain(handlers)
    }

    @Test func decisionsMadeAtOnceAreCountedPerHandlerAndFallback() async throws {
        let webView = WebView(
            configuration: WebViewConfigurationBuilder().set(navigationChain: try Self.chain(awaited: false)).build())
        for url in [
            "https://tracker.example/p", "https://example.com/product/7", "https://example.com/product/8",
            "https://example.com/", "https://example.com/a", "https://example.com/b",
        ] {
            await webView.load(url)
        }
        #expect(await webView.decisionsByHandler == ["HostDeny": 1, "NativePage": 2, "(fallback)": 3])
    }

    @Test func countsAtOnceAndAfterWaitingAddUpByName() async throws {
        let webView = WebView(
            configuration: WebViewConfigurationBuilder().set(navigationChain: try Self.chain(awaited: true)).build())
        for url in ["https://example.com/product/7", "https://example.com/later", "https://example.com/other"] {
            await webView.load(url)
        }
        // The route decides at once; "/later" is decided by the awaited handler of the same name; "/other"
        // reaches the fallback after the awaited handler passes.
        #expect(await webView.decisionsByHandler == ["NativePage": 2, "(fallback)": 1])
    }

    /// A delegate that allows everything, under the class name WebKit's messages would give it.
    class NamedDelegate: NavigationDelegate, ClassNamedInMessages {
        let classNameInMessages: String

        init(_ name: String) { classNameInMessages = name }

        func webView(
            _ webView: isolated WebView, decidePolicyFor action: NavigationAction,
            decisionHandler: DecisionHandler<NavigationActionPolicy>
        ) { decisionHandler(.allow) }

        func webView(
            _ webView: isolated WebView, decidePolicyFor response: NavigationResponse,
            decisionHandler: DecisionHandler<NavigationResponsePolicy>
        ) { decisionHandler(.allow) }
    }

    @Test func deciderNamesAreCountedApartAndTogetherWhateverTheirOrder() async {
        let webView = WebView(configuration: WebViewConfigurationBuilder().build())
        let loads: [String?] = ["AppDelegate", nil, "AppDelegate", "OtherDelegate", nil, "AppDelegate"]
        for (index, name) in loads.enumerated() {
            await webView.setNavigationDelegate(name.map(NamedDelegate.init))
            await webView.load("https://example.com/\(index)")
        }
        #expect(
            await webView.decisionsByHandler == ["AppDelegate": 3, "(WebKit default)": 2, "OtherDelegate": 1])
    }

    /// A delegate that inherits its name from a named delegate, and one that names itself anew.
    final class InheritingDelegate: NamedDelegate {}
    class RenamingBase: NavigationDelegate, ClassNamedInMessages {
        var classNameInMessages: String { "RenamingBase" }

        func webView(
            _ webView: isolated WebView, decidePolicyFor action: NavigationAction,
            decisionHandler: DecisionHandler<NavigationActionPolicy>
        ) { decisionHandler(.allow) }
    }
    final class Renaming: RenamingBase {
        override var classNameInMessages: String { "Renaming" }
    }

    @Test func aSubclassOfANamedDelegateIsNamedAsItsInstanceSays() async {
        let webView = WebView(configuration: WebViewConfigurationBuilder().build())
        await webView.setNavigationDelegate(InheritingDelegate("Inherited"))
        await webView.load("https://example.com/1")
        await webView.setNavigationDelegate(Renaming())
        await webView.load("https://example.com/2")
        await webView.setNavigationDelegate(RenamingBase())
        await webView.load("https://example.com/3")
        #expect(await webView.decisionsByHandler == ["Inherited": 1, "Renaming": 1, "RenamingBase": 1])
    }

    @Test func withoutAChainWebKitsDefaultIsCountedByName() async {
        let webView = WebView(configuration: WebViewConfigurationBuilder().build())
        await webView.load("https://example.com/")
        await webView.load("tel:+15551234567")
        #expect(await webView.decisionsByHandler == ["(WebKit default)": 2])
    }
}
