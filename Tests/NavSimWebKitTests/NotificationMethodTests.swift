import NavSim
import NavSimWebKit
import Testing

/// Implements one notification, in its plain spelling.
final class FinishOnlyDelegate: NSObject, WKNavigationDelegate {
    var finished: [WKNavigation] = []

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation) {
        finished.append(navigation)
    }
}

/// Implements no method.
final class SilentDelegate: NSObject, WKNavigationDelegate {}

/// Forwards `didCommit` to another delegate, which does not implement it: its default runs inside this one's.
final class ForwardingDelegate: NSObject, WKNavigationDelegate {
    let inner = SilentDelegate()
    var commits = 0

    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
        commits += 1
        inner.webView(webView, didCommit: navigation as WKNavigation?)
    }
}

/// The adapter calls a notification only while the delegate may implement it, learnt at its first call (WebKit's
/// `respondsToSelector:`): what the delegate implements is still called for every navigation.
@Suite("Notifications the delegate implements, learnt once")
struct NotificationMethodTests {
    @Test("One implemented notification is called for every navigation, with the WKNavigation load returned")
    @MainActor
    func oneNotification() async throws {
        let delegate = FinishOnlyDelegate()
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.navigationDelegate = delegate
        var returned: [WKNavigation] = []
        for path in ["/1", "/2", "/3"] {
            returned.append(try #require(webView.load(URLRequest(url: URL(string: "https://example.com\(path)")!))))
            await webView.navigationsSettled()
        }
        #expect(delegate.finished.count == 3)
        #expect(zip(delegate.finished, returned).allSatisfy { $0 === $1 })
    }

    @Test("A delegate that forwards a notification to another's default still implements it")
    @MainActor
    func forwarding() async {
        let delegate = ForwardingDelegate()
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.navigationDelegate = delegate
        for path in ["/1", "/2", "/3"] {
            webView.load(URLRequest(url: URL(string: "https://example.com\(path)")!))
            await webView.navigationsSettled()
        }
        #expect(delegate.commits == 3)
    }

    @Test("In a simulation, too: learnt at the first navigation, called at every one")
    func inASimulation() {
        let outcome = Simulation.run(SimulationOptions(seed: 3), name: "notifications") { sim in
            await sim.withWebKit { () -> [Int] in
                let finishing = FinishOnlyDelegate()
                let forwarding = ForwardingDelegate()
                let first = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
                let second = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
                first.navigationDelegate = finishing
                second.navigationDelegate = forwarding
                for path in ["/1", "/2"] {
                    first.load(URLRequest(url: URL(string: "https://example.com\(path)")!))
                    second.load(URLRequest(url: URL(string: "https://example.org\(path)")!))
                    await first.navigationsSettled()
                    await second.navigationsSettled()
                }
                return [finishing.finished.count, forwarding.commits]
            }
        }
        #expect(outcome.failures.isEmpty)
        #expect(outcome.value == [2, 2])
    }
}
