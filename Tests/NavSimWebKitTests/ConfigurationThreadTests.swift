import NavSim
import NavSimWebKit
import NavSimWebKitFixtures
import Testing

/// WebKit's API is main-thread-only, the configuration's too: every setter it exposes, called from another
/// simulated task, is the Main Thread Checker's finding; on the main actor, none is.
@Suite("The configuration's thread rule")
struct ConfigurationThreadTests {
    static let checker = "Main Thread Checker: UI API called on a background thread: "

    /// Every selector `BackgroundConfigurator.configure` calls, in its order.
    static let configureSelectors = [
        "-[WKWebViewConfiguration setURLSchemeHandler:forURLScheme:]",
        "-[WKWebViewConfiguration urlSchemeHandlerForURLScheme:]",
        "-[WKPreferences setJavaScriptCanOpenWindowsAutomatically:]",
        "-[WKPreferences setFraudulentWebsiteWarningEnabled:]",
        "-[WKPreferences setMinimumFontSize:]",
        "-[WKPreferences setElementFullscreenEnabled:]",
        "-[WKWebpagePreferences setPreferredContentMode:]",
        "-[WKWebpagePreferences setAllowsContentJavaScript:]",
    ]

    /// Makes a configuration on the main actor, with the simulation's WebKit environment in effect, then runs
    /// `configure` on it from a task of its own.
    static func runOffTheMainActor(
        _ configure: @escaping @Sendable (WKWebViewConfiguration, MemorySchemeHandler) -> Void
    ) -> SimulationOutcome<Void> {
        Simulation.run(SimulationOptions(seed: 3), name: "app") { sim in
            let (configuration, handler) = await WebKitEnvironment.$current.withValue(sim.webKitEnvironment()) {
                await MainActor.run { (WKWebViewConfiguration(), MemorySchemeHandler()) }
            }
            try await sim.spawn(name: "background") { configure(configuration, handler) }.value
        }
    }

    @Test("Setting up a configuration from another task: a finding per call, with the checker's message")
    func offTheMainThread() {
        let outcome = Self.runOffTheMainActor { configuration, handler in
            BackgroundConfigurator.configure(configuration, schemeHandler: handler)
        }
        #expect(messages(outcome) == Self.configureSelectors.map { Self.checker + $0 })
        #expect(outcome.failures.allSatisfy { $0.kind == .finding })
    }

    @Test("Replacing the controller or the preferences from another task: a finding per setter")
    func replacingOffTheMainThread() {
        let outcome = Self.runOffTheMainActor { configuration, _ in
            BackgroundConfigurator.replaceParts(of: configuration)
        }
        #expect(
            messages(outcome)
                == [
                    "-[WKWebViewConfiguration setPreferences:]",
                    "-[WKWebViewConfiguration setDefaultWebpagePreferences:]",
                    "-[WKWebViewConfiguration setUserContentController:]",
                ].map { Self.checker + $0 })
    }

    @Test("The same calls on the main actor: no finding, and the values are set")
    func onTheMainActor() {
        let outcome = Simulation.run(SimulationOptions(seed: 3), name: "app") { sim in
            await WebKitEnvironment.$current.withValue(sim.webKitEnvironment()) {
                await MainActor.run {
                    let configuration = WKWebViewConfiguration()
                    let handler = MemorySchemeHandler()
                    BackgroundConfigurator.configure(configuration, schemeHandler: handler)
                    BackgroundConfigurator.replaceParts(of: configuration)
                    return [
                        (configuration.urlSchemeHandler(forURLScheme: "APP") as? MemorySchemeHandler) === handler,
                        configuration.preferences.minimumFontSize == 12,
                        !configuration.defaultWebpagePreferences.allowsContentJavaScript,
                    ]
                }
            }
        }
        #expect(outcome.succeeded, "\(outcome.failures)")
        #expect(outcome.value == [true, true, true])
    }

    @Test("A web view's copy of the configuration is held to the rule too")
    func aWebViewsConfiguration() {
        let outcome = Simulation.run(SimulationOptions(seed: 3), name: "app") { sim in
            let webView = await WebKitEnvironment.$current.withValue(sim.webKitEnvironment()) {
                await MainActor.run { WKWebView(frame: .zero, configuration: WKWebViewConfiguration()) }
            }
            let configuration = await MainActor.run { webView.configuration }
            try await sim.spawn(name: "background") { BackgroundConfigurator.replaceParts(of: configuration) }.value
        }
        #expect(messages(outcome).first == Self.checker + "-[WKWebViewConfiguration setPreferences:]")
    }
}
