import Benchmark
import Foundation
import NavSim
import NavSimWebKit

/// A whole navigation through `WKWebView.load` beside the same navigation through the core's `WebView.load`,
/// both on the main actor with a delegate that allows: the facade's cost is the difference (the
/// `WKNavigation`, `WKNavigationAction` and `WKNavigationResponse` it hands the app, the main actor's work
/// queue `load` leaves the navigation in, as WebKit's returns at once). Each iteration loads one URL of the
/// standard mix and waits for the navigation to end: `navigationsSettled()` runs it on the benchmark's task.
enum WebKitBenchmark {
    /// The standard mix, as the requests an app builds once.
    private static let requests = LoadProfile.standard.urls.map { URLRequest(url: URL(string: $0.url)!) }
    private static let urls = LoadProfile.standard.urls.map(\.url)

    static func register() {
        // Tasks and main-actor hops allocate a few more or fewer times from run to run (a check measured the
        // facade's count within 1 K of its threshold per 1,000 navigations but more than 10 away): only a
        // relative 1 % applies, and one more allocation per navigation (+1,000) still fails.
        var configuration = Benchmark.defaultConfiguration
        configuration.thresholds = [.mallocCountTotal: .init(relative: [.p90: 1.0])]
        Benchmark("Navigation_WKWebView_load_with_a_delegate", configuration: configuration) { benchmark in
            await loadThroughWebKit(benchmark.scaledIterations)
        }

        Benchmark("Navigation_core_WebView_load_with_a_delegate_on_the_main_actor", configuration: configuration) {
            benchmark in
            await loadThroughCore(benchmark.scaledIterations)
        }
    }

    @MainActor
    private static func loadThroughWebKit(_ iterations: Range<Int>) async {
        let delegate = AllowingWebKitDelegate()
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.navigationDelegate = delegate
        for index in iterations {
            blackHole(webView.load(requests[index % requests.count]))
            await webView.navigationsSettled()
        }
    }

    @MainActor
    private static func loadThroughCore(_ iterations: Range<Int>) async {
        let webView = WebView(navigationDelegate: AllowingCoreDelegate(), isolation: .mainActor)
        for index in iterations {
            blackHole(await webView.load(urls[index % urls.count]))
        }
    }
}

/// Allows every action and response, as an app's delegate that checks nothing.
private final class AllowingWebKitDelegate: NSObject, WKNavigationDelegate {
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        decisionHandler(.allow)
    }

    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
    ) {
        decisionHandler(.allow)
    }
}

/// The same delegate written against the core.
private final class AllowingCoreDelegate: NavigationDelegate {
    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: DecisionHandler<NavigationActionPolicy>
    ) {
        decisionHandler(.allow)
    }

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor response: NavigationResponse,
        decisionHandler: DecisionHandler<NavigationResponsePolicy>
    ) {
        decisionHandler(.allow)
    }
}
