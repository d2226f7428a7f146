import NavSim
import NavSimWebKit
import Testing

@testable import NavSimWebKitFixtures

/// RACE-CASES 2 in WebKit's spelling: the article's default preset, whose deep-link handler decides every URL.
@Suite("RACE-CASES 2 in WebKit's spelling: a handler that decides everything")
struct WebKitRaceCase2Tests {
    static func program(checksDeepLinks: Bool) -> @Sendable (SimulationContext) async throws -> String? {
        { sim in
            await sim.withWebKit {
                let url = URL(string: "https://zhgchg.li/blog")!
                let configuration: MyWKWebViewConfiguration
                if checksDeepLinks {
                    let deepLink = CheckingDeeplinkHandler()
                    let homeTab = HomePageTabSwitchNavigationActionHandler()
                    let native = NativeViewControllerNavigationActionHandler()
                    deepLink.nextHandler = homeTab
                    homeTab.nextHandler = native
                    native.nextHandler = DefaultNavigationActionHandler()
                    configuration = MyWKWebViewConfigurator().set(headNavigationHandler: deepLink).build(url: url)
                } else {
                    configuration = MyWKWebViewConfiguratorFactory.make(for: .default).build(url: url)
                }
                let controller = MyWKWebViewController(configuration: configuration)
                controller.viewDidLoad()
                await controller.webView.navigationsSettled()
                sim.expect(controller.webView.url == url, "the first load commits")
                return controller.webView.url?.absoluteString
            }
        }
    }

    @Test("Found by exploration (the first load is cancelled), replayed, and the fix passes 10,000 schedules")
    func raceCase2() throws {
        try checkRaceCase(
            "webkit-race2",
            buggy: Self.program(checksDeepLinks: false),
            fixed: Self.program(checksDeepLinks: true),
            kind: .expectation,
            message: "the first load commits"
        )
    }
}
