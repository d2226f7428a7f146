import NavSimCore
import Testing

struct ThrowingHandler: NavigationActionHandler {
    struct Failure: Error {}
    let name = "Throwing"
    func decide(_ action: NavigationAction, context: DecisionContext) async throws -> HandlerVerdict {
        throw Failure()
    }
}

@Suite("Navigation chain and built-in handlers")
struct ChainTests {
    let context = DecisionContext(clock: ContinuousClock())

    @Test("The first handler that claims an action decides it; the decision names it")
    func firstClaimWins() async throws {
        let chain = try NavigationChain {
            SchemeFilterHandler()
            try NativePageHandler(patterns: ["/product/:id"])
            AllowAllHandler()
        }
        let phone = try await chain.decide(NavigationAction(url: "tel:+15550100"), context: context)
        #expect(phone.policy == .cancel)
        #expect(phone.handlerName == "SchemeFilter")
        let product = try await chain.decide(NavigationAction(url: "https://example.com/product/42"), context: context)
        #expect(product.handlerIndex == 1)
        #expect(product.effect?.argument == "42")
        let page = try await chain.decide(NavigationAction(url: "https://example.com/about"), context: context)
        #expect(page.handlerName == "AllowAll")
        #expect(page.policy == .allow)
    }

    @Test("No claim: the fallback decides")
    func fallback() async throws {
        let chain = NavigationChain(fallback: .cancel) { SchemeFilterHandler() }
        let decision = try await chain.decide(NavigationAction(url: "https://example.com/"), context: context)
        #expect(decision.policy == .cancel)
        #expect(decision.handlerIndex == nil)
        #expect(decision.handlerName == "(fallback)")
    }

    @Test("A throwing handler surfaces with its name")
    func throwingHandler() async {
        let chain = NavigationChain { ThrowingHandler() }
        await #expect(throws: HandlerError.self) {
            try await chain.decide(NavigationAction(url: "https://example.com/"), context: context)
        }
    }

    @Test("In a web view, a throwing handler is a finding and the chain's error policy applies")
    func throwingHandlerInWebView() async {
        let configuration = WebViewConfigurationBuilder()
            .set(navigationChain: NavigationChain { ThrowingHandler() })
            .set(chainErrorPolicy: .cancel)
            .build()
        let webView = WebView(configuration: configuration)
        let outcome = await webView.load("https://example.com/")
        #expect(outcome.result == .cancelled)
        #expect(webView.findings.first?.kind == .handlerThrew)
    }

    @Test("The result builder supports if, else and for")
    func builder() {
        let strict = true
        let chain = NavigationChain {
            if strict { CancelAllHandler() } else { AllowAllHandler() }
            for name in ["a", "b"] { AllowAllHandler(name: name) }
        }
        #expect(chain.names == ["CancelAll", "a", "b"])
    }

    @Test(
        "Route patterns",
        arguments: [
            ("/product/:id", "https://e.com/product/1234", "1234" as String?),
            ("/product/:id", "https://e.com/product/1234/", "1234"),
            ("/product/:id", "https://e.com/product/", nil),
            ("/product/:id", "https://e.com/product/1/reviews", nil),
            ("/product/:id(int)", "https://e.com/product/new", nil),
            ("/product/:id(int)", "https://e.com/product/77", "77"),
            ("/product/new", "https://e.com/product/new", ""),
            ("/docs/*", "https://e.com/docs/a/b/c", ""),
            ("/docs/*", "https://e.com/docs", ""),
            ("/Product/:id", "https://e.com/product/1", nil),
        ]
    )
    func routes(pattern: String, url: String, expected: String?) throws {
        let route = try RoutePattern(pattern)
        #expect(route.match(ParsedURL(url).pathSegments).map(String.init) == expected)
    }

    @Test("Bad route patterns say what is wrong and how to fix it")
    func badRoutes() {
        #expect(throws: RoutePatternError.self) { try RoutePattern("product/:id") }
        #expect(throws: RoutePatternError.self) { try RoutePattern("/a/*/b") }
        #expect(throws: RoutePatternError.self) { try RoutePattern("/a/:") }
    }

    @Test("Deep link defers on the injected clock and still claims statically")
    func deepLink() async throws {
        let handler = DeepLinkHandler(
            hosts: [HostPattern("link.example.com", includeSubdomains: false)], latency: .zero)
        let action = NavigationAction(url: "https://link.example.com/open/5")
        #expect(handler.claim(action).policy == .cancel)
        #expect(try await handler.decide(action, context: context).policy == .cancel)
        #expect(handler.claim(NavigationAction(url: "https://example.com/")).policy == nil)
        #expect(DeepLinkHandler(latency: .milliseconds(30)).mayDefer)
        #expect(DeepLinkHandler(matchesEverything: true).claim(NavigationAction(url: "https://x.y/")).policy == .cancel)
    }

    @Test("Host lists resist suffix confusion and user-info tricks")
    func hostLists() {
        let deny = HostListHandler.deny([HostPattern("example.com", includeSubdomains: true)])
        #expect(deny.claim(NavigationAction(url: "https://example.com/")).policy == .cancel)
        #expect(deny.claim(NavigationAction(url: "https://shop.example.com/")).policy == .cancel)
        #expect(deny.claim(NavigationAction(url: "https://EXAMPLE.com/")).policy == .cancel)
        #expect(deny.claim(NavigationAction(url: "https://evil-example.com/")).policy == nil)
        #expect(deny.claim(NavigationAction(url: "https://example.com.evil.net/")).policy == nil)
        #expect(deny.claim(NavigationAction(url: "https://example.com@evil.net/")).policy == nil)
        let exact = HostListHandler.allow([HostPattern("example.com", includeSubdomains: false)])
        #expect(exact.claim(NavigationAction(url: "https://shop.example.com/")).policy == nil)
    }

    @Test("The linked chain of the article runs as apps write it")
    func linkedChain() async {
        final class ProductHandler: LinkedNavigationActionHandler {
            var nextHandler: (any LinkedNavigationActionHandler)?
            func handle(
                webView: WebView,
                decidePolicyFor action: NavigationAction,
                decisionHandler: DecisionHandler<NavigationActionPolicy>
            ) -> Bool {
                guard action.request.pathSegments.first == "product" else { return false }
                decisionHandler(.cancel)
                return true
            }
        }
        let head = ProductHandler()
        let webView = WebView(navigationDelegate: LinkedChainDelegate(head: head))
        #expect(await webView.load("https://example.com/product/1").result == .cancelled)
        #expect(await webView.load("https://example.com/").result == .finished)
        #expect(webView.findings.isEmpty)
    }
}
