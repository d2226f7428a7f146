import NavSim
import Synchronization

extension OrderingProbe {
    /// Probes a navigation-action handler written against WebKit: run alone on every action of the corpus,
    /// with a `WKWebView`, a `WKNavigationAction` and a `decisionHandler` as WebKit gives them.
    ///
    /// The entry point for chains of the app's own protocol (the article's `NavigationActionHandler` with its
    /// `nextHandler`): probe each handler by name, in order, and analyse the probed chain. `handle` runs the
    /// handler's own step, never its next one, and returns whether it handled the action.
    ///
    /// ```swift
    /// let corpus = OrderingCorpus(chain: NavigationChain([]), userURLs: ["https://example.com/checkout"])
    /// let payment = OrderingProbe.probe(webKitHandler: "Payment", corpus: corpus) { webView, action, decide in
    ///     paymentHandler.handle(webView: webView, decidePolicyFor: action, decisionHandler: decide)
    /// }
    /// let report = OrderingAnalysis.analyze(NavigationChain([payment, deepLink, fallback]), corpus: corpus)
    /// ```
    ///
    /// The probe runs one call at a time in a simulation of its own, where nothing else runs. Each call runs
    /// on that simulation's main actor, with the handler's main-actor objects (the web view, the action) made
    /// for it there, while the probe waits; the web view is never loaded.
    ///
    /// - Parameters:
    ///   - name: The handler's name in the report.
    ///   - corpus: The URLs to ask it about.
    ///   - options: The navigation types each URL is asked as, and the probe's deadline.
    ///   - handle: Runs the handler on one action; returns whether it handled it.
    /// - Returns: The handler's probed claims.
    public static func probe(
        webKitHandler name: String,
        corpus: OrderingCorpus,
        options: OrderingOptions = OrderingOptions(),
        handle:
            @escaping @MainActor (WKWebView, WKNavigationAction, @escaping (WKNavigationActionPolicy) -> Void)
            -> Bool
    ) -> ProbedHandler {
        probe(name: name, corpus: corpus, options: options) { sim, _, action, decisionHandler in
            let handled = HandlerAnswer()
            let ran = sim.runOnMainActorAndWait("the \(name) handler") {
                let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
                let answer = handle(webView, WKNavigationAction(action, webView: webView)) { decisionHandler($0.core) }
                handled.value.withLock { $0 = answer }
            }
            return ran && handled.value.withLock { $0 }
        }
    }
}

/// Whether the probed handler handled the action, carried out of its main-actor call.
private final class HandlerAnswer: Sendable {
    let value = Mutex(false)
}
