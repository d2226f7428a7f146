import Foundation
import NavSim
import Testing

/// The committed reports in `docs/orderings/` are what the analysis says today.
///
/// After a deliberate change (a new rule, the real URL parser), regenerate them with
/// `NAVSIM_REGENERATE_ORDERINGS=1 swift test --filter OrderingsReportFileTests` and review the diff.
@Suite("Committed ordering reports")
struct OrderingsReportFileTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/orderings")

    /// The examples of issue 7 besides the presets: RACE-CASES 2 and `/product/:id` before `/product/new`.
    static func example(_ name: String) throws -> OrderingReport {
        switch name {
        case "race-case-2":
            let chain = NavigationChain {
                DeepLinkHandler(matchesEverything: true)
                HomeTabSwitchHandler(homeURL: Preset.homeURL, navigationTypes: .userInitiated)
                Preset.nativePageHandler()
                AllowAllHandler()
            }
            return OrderingAnalysis.analyze(chain, corpus: Preset.orderingCorpus)
        default:
            let chain = try NavigationChain {
                try NativePageHandler(name: "ProductDetail", patterns: ["/product/:id"])
                try NativePageHandler(name: "NewProduct", patterns: ["/product/new"])
                AllowAllHandler()
            }
            return OrderingAnalysis.analyze(chain, corpus: ["https://example.com/", "https://example.com/product/42"])
        }
    }

    private func check(_ rendered: String, file name: String) throws {
        let file = Self.directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["NAVSIM_REGENERATE_ORDERINGS"] == "1" {
            try rendered.write(to: file, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: file, encoding: .utf8)
        #expect(committed == rendered, "docs/orderings/\(name) is stale: regenerate it")
    }

    @Test("The committed report of each preset is the one the analysis renders", arguments: Preset.allCases)
    func presetReport(preset: Preset) throws {
        try check(preset.orderingReport().render(), file: "\(preset.rawValue).txt")
    }

    @Test(
        "The committed example reports are the ones the analysis renders", arguments: ["race-case-2", "product-routes"])
    func exampleReport(name: String) throws {
        try check(try Self.example(name).render(), file: "\(name).txt")
    }

    @Test("The committed timing report is the one the exploration renders")
    func timingReport() throws {
        let report = OrderingTiming.explore(
            NavigationChain(Preset.defaultHandlers(deepLinkLatency: .milliseconds(30))),
            loads: [
                OrderingTimedLoad("https://link.example.com/product/1234", type: .other),
                OrderingTimedLoad(
                    "https://example.com/about", type: .linkActivated, at: .milliseconds(5), jitter: .milliseconds(50)),
            ],
            seeds: 0..<100
        )
        try check(report.render(), file: "timing-deep-link.txt")
    }
}
