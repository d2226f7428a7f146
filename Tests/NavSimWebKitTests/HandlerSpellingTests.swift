import NavSim
import NavSimWebKit
import Testing

// One delegate per spelling apps write; each cancels, so a call that reached WebKit's default instead
// (which allows) shows as a committed page.

final class PlainSpelling: NSObject, WKNavigationDelegate {
    var calls = 0
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        calls += 1
        decisionHandler(.cancel)
    }
}

final class SendableSpelling: NSObject, WKNavigationDelegate {
    var calls = 0
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @Sendable (WKNavigationActionPolicy) -> Void
    ) {
        calls += 1
        decisionHandler(.cancel)
    }
}

final class MainActorSpelling: NSObject, WKNavigationDelegate {
    var calls = 0
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
    ) {
        calls += 1
        decisionHandler(.cancel)
    }
}

final class MainActorSendableSpelling: NSObject, WKNavigationDelegate {
    var calls = 0
    @MainActor
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
        calls += 1
        decisionHandler(.cancel)
    }
}

final class AsyncSpelling: NSObject, WKNavigationDelegate {
    var calls = 0
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async
        -> WKNavigationActionPolicy
    {
        calls += 1
        return .cancel
    }
}

final class PreferencesSpelling: NSObject, WKNavigationDelegate {
    var calls = 0
    var plainCalls = 0
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        preferences: WKWebpagePreferences,
        decisionHandler: @escaping (WKNavigationActionPolicy, WKWebpagePreferences) -> Void
    ) {
        calls += 1
        decisionHandler(.cancel, preferences)
    }

    // WebKit never calls the plain method when the `preferences:` one is implemented.
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        plainCalls += 1
        decisionHandler(.allow)
    }
}

final class PreferencesMainActorSpelling: NSObject, WKNavigationDelegate {
    var calls = 0
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        preferences: WKWebpagePreferences,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void
    ) {
        calls += 1
        decisionHandler(.cancel, preferences)
    }
}

final class PreferencesAsyncSpelling: NSObject, WKNavigationDelegate {
    var calls = 0
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        preferences: WKWebpagePreferences
    ) async -> (WKNavigationActionPolicy, WKWebpagePreferences) {
        calls += 1
        return (.cancel, preferences)
    }
}

/// Declares its conformance in an extension, its class nonisolated, as older apps do.
final class ExtensionSpelling: NSObject {
    var calls = 0
}

extension ExtensionSpelling: WKNavigationDelegate {
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        calls += 1
        decisionHandler(.cancel)
    }
}

/// Implements nothing: WebKit's defaults decide.
final class NoMethods: NSObject, WKNavigationDelegate {}

@MainActor
protocol CountingDelegate: WKNavigationDelegate {
    var calls: Int { get }
}

extension PlainSpelling: CountingDelegate {}
extension SendableSpelling: CountingDelegate {}
extension MainActorSpelling: CountingDelegate {}
extension MainActorSendableSpelling: CountingDelegate {}
extension AsyncSpelling: CountingDelegate {}
extension PreferencesSpelling: CountingDelegate {}
extension PreferencesMainActorSpelling: CountingDelegate {}
extension PreferencesAsyncSpelling: CountingDelegate {}
extension ExtensionSpelling: CountingDelegate {}

@Suite("WKNavigationDelegate: every spelling apps write conforms and is called")
struct HandlerSpellingTests {
    static let spellings: [String] = [
        "plain", "sendable", "mainActor", "mainActorSendable", "async", "preferences", "preferencesMainActor",
        "preferencesAsync", "extension",
    ]

    @MainActor
    static func delegate(_ spelling: String) -> any CountingDelegate {
        switch spelling {
        case "plain": PlainSpelling()
        case "sendable": SendableSpelling()
        case "mainActor": MainActorSpelling()
        case "mainActorSendable": MainActorSendableSpelling()
        case "async": AsyncSpelling()
        case "preferences": PreferencesSpelling()
        case "preferencesMainActor": PreferencesMainActorSpelling()
        case "preferencesAsync": PreferencesAsyncSpelling()
        default: ExtensionSpelling()
        }
    }

    @Test("The app's method decides, twice over (learnt, then known), in a simulation", arguments: spellings)
    func spellingDecides(_ spelling: String) {
        let outcome = runWebKit { () -> [String] in
            let delegate = Self.delegate(spelling)
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            webView.navigationDelegate = delegate
            var seen: [String] = []
            for path in ["/a", "/b"] {
                webView.load(URLRequest(url: URL(string: "https://example.com\(path)")!))
                await webView.navigationsSettled()
                seen.append("\(delegate.calls) \(webView.url?.absoluteString ?? "nil")")
            }
            if let preferences = delegate as? PreferencesSpelling { seen.append("plain \(preferences.plainCalls)") }
            return seen
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        var expected = ["1 nil", "2 nil"]
        if spelling == "preferences" { expected.append("plain 0") }
        #expect(outcome.value == expected)
    }

    @Test("A delegate that implements nothing gets WebKit's defaults: the page loads")
    func noMethods() {
        let outcome = runWebKit { () -> String? in
            let delegate = NoMethods()
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            webView.navigationDelegate = delegate
            webView.load(URLRequest(url: URL(string: "https://example.com/")!))
            await webView.navigationsSettled()
            webView.load(URLRequest(url: URL(string: "https://example.com/next")!))
            await webView.navigationsSettled()
            return webView.url?.absoluteString
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value == "https://example.com/next")
    }
}
