import Benchmark
import NavSim

/// The orderings analysis at the size issue 7 asks about: 8 handlers and 100,000 URLs.
///
/// The chain is the standard one (with its tracker deny list) plus a blog `NativePage` whose `/blog/:slug`
/// shadows `/blog/new`; the URLs are generated from a fixed mix of sites, paths and schemes, so every run
/// analyses the same corpus (plus the boundary URLs the analysis generates).
enum OrderingsBenchmark {
    static let urlCount = 100_000

    static func chain() throws -> NavigationChain {
        try NavigationChain {
            SchemeFilterHandler()
            HostListHandler.deny([
                HostPattern("tracker.example", includeSubdomains: true),
                HostPattern("ads.example.net", includeSubdomains: true),
            ])
            Preset.deepLinkHandler()
            Preset.paymentHandler()
            HomeTabSwitchHandler(homeURL: Preset.homeURL, navigationTypes: .userInitiated)
            Preset.nativePageHandler()
            NativePageHandler(
                name: "BlogPage",
                routes: [.init(try RoutePattern("/blog/:slug")), .init(try RoutePattern("/blog/new"))]
            )
            AllowAllHandler()
        }
    }

    /// 100,000 distinct URLs: products, shops, blog posts, articles, help pages, trackers, payment, deep
    /// links, third-party sites, account pages and `tel:`/`mailto:`, each with its own number.
    static func corpus() -> [String] {
        (0..<urlCount).map { index in
            switch index % 12 {
            case 0: "https://example.com/product/\(index)"
            case 1: "https://example.com/shop/\(index)"
            case 2: "https://example.com/blog/post-\(index)"
            case 3: "https://example.com/articles/\(2000 + index % 25)/\(index % 12 + 1)/story-\(index)"
            case 4: "https://help.example.com/faq/\(index)#answer"
            case 5: "https://pixel.tracker.example/p?id=\(index)"
            case 6: "https://pay.example.com/checkout/session/\(index)"
            case 7: "https://link.example.com/open/promo-\(index)"
            case 8: "https://news.example.org/story/\(index)?utm_source=app"
            case 9: "https://www.example.com/search?q=item+\(index)"
            case 10: index % 2 == 0 ? "tel:+1555\(index)" : "mailto:user\(index)@example.com"
            default: "https://example.com/account/orders/\(index)"
            }
        }
    }
}

extension OrderingsBenchmark {
    /// Registers the benchmark: one analysis per iteration, a few iterations (each takes about a second).
    static func register() {
        Benchmark(
            "Orderings_8_handlers_100k_URLs",
            configuration: .init(
                metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
                warmupIterations: 0,
                scalingFactor: .one,
                maxDuration: .seconds(10),
                maxIterations: 3,
                // The count is not exact from process to process: CI measured one within 1 K of the
                // committed 1,474,113 but more than the shared 10-allocation slack away, and failed. Only a
                // relative 0.5 % (about 7,400) applies here; one more allocation per URL (+100,000) fails.
                thresholds: [.mallocCountTotal: .init(relative: [.p90: 0.5])]
            )
        ) { benchmark in
            let chain = try chain()
            let corpus = corpus()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(OrderingAnalysis.analyze(chain, corpus: corpus))
            }
        }
    }
}
