import Benchmark
import BenchmarkSupport
import Foundation
import NavSim
import Synchronization

/// The standard profile's URLs, so every peer decides the same requests.
private let corpus = LoadProfile.standard.urls.map { ($0.url, $0.type) }

/// Non-ASCII and `xn--` hosts, for the IDNA path.
private let idnaCorpus = [
    "https://bücher.example/a", "https://ЕХАМРLЕ.рф/", "https://例え.テスト/path", "https://straße.de/",
    "https://ｅｘａｍｐｌｅ．com/", "https://عربي.example/", "https://xn--bcher-kva.example/a",
    "https://xn--e1afmkfd.xn--p1ai/", "https://xn--r8jz45g.xn--zckzah/path", "https://a.b.c.xn--tda/x?y#z",
]

/// The standard chain, deciding at once (the deferred deep-link check would measure the clock).
private let chain = NavigationChain(LoadProfile.standardHandlers(deepLinkLatency: .zero))

/// The committed malloc counts may move by 5 % or 10 allocations, whichever is more (see below).
var mallocThresholds: [BenchmarkMetric: BenchmarkThresholds] {
    [.mallocCountTotal: .init(relative: [.p90: 5.0], absolute: [.p90: 10])]
}

// Names have no spaces: `thresholds check` looks for `Thresholds/NavSimBenchmarks.<name>.p90.json` verbatim.
let benchmarks: @Sendable () -> Void = {
    // Brief in CI's threshold check (BriefRuns); as written here everywhere else.
    Benchmark.defaultConfiguration = BriefRuns.capped(
        .init(
            metrics: [.wallClock, .throughput, .mallocCountTotal],
            warmupIterations: 2,
            scalingFactor: .kilo,
            maxDuration: .seconds(2),
            maxIterations: 10_000,
            // Malloc counts are the committed thresholds (Benchmarks/Thresholds), per 1,000 operations. They
            // are nearly deterministic: a whole navigation allocates 0.26 times on average (the back-forward
            // list's and the report's occasional growth), which moves a sample by up to 3 %; 5 % or 10
            // allocations of slack absorb that, while one more allocation per operation (+1,000) fails.
            thresholds: mallocThresholds
        ))
    let context = DecisionContext(clock: ContinuousClock())

    // Each iteration decides one URL of the standard mix (1,000 per scaled iteration): parse once, then
    // the seven-handler chain.
    Benchmark("Decision_parse_and_7_handler_chain") { benchmark in
        for index in benchmark.scaledIterations {
            let (url, type) = corpus[index % corpus.count]
            let action = NavigationAction(url: url, navigationType: type)
            blackHole(try await chain.decide(action, context: context))
        }
    }

    // The same decisions on a request parsed beforehand: the chain alone.
    Benchmark("Decision_preparsed_7_handler_chain") { benchmark in
        let actions = corpus.map { NavigationAction(url: $0.0, navigationType: $0.1) }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(try await chain.decide(actions[index % actions.count], context: context))
        }
    }

    // Peer (a): the article's linked classes, escaping closures, Foundation URL read in each handler.
    Benchmark("Decision_peer_article_linked_chain_Foundation_URL") { benchmark in
        let head = makeArticleChain()
        for index in benchmark.scaledIterations {
            let (url, type) = corpus[index % corpus.count]
            blackHole(articleDecision(head, url, type))
        }
    }

    // Peer (b): an async responder chain that starts a task per decision.
    Benchmark("Decision_peer_Task_per_decision") { benchmark in
        for index in benchmark.scaledIterations {
            let (url, type) = corpus[index % corpus.count]
            let decision = try await Task {
                try await chain.decide(NavigationAction(url: url, navigationType: type), context: context)
            }.value
            blackHole(decision)
        }
    }

    // Floor (c): an indexed walk of seven existential handlers.
    Benchmark("Decision_floor_indexed_any_Handler_walk_of_7") { benchmark in
        let handlers: [any FloorHandler] = (0..<7).map { FloorPassHandler(claimed: $0) }
        for index in benchmark.scaledIterations {
            blackHole(floorWalk(handlers, index % 8))
        }
    }

    // Dispatch through the dispatcher's snapshot: one atomic load, one lookup, one call.
    Benchmark("Dispatch_ScriptMessageDispatcher") { benchmark in
        let controller = UserContentController()
        let strategies = [PageScriptMessageStrategy(), UserScriptMessageStrategy()] as [any ScriptMessageStrategy]
        controller.add(strategies[0], name: "page")
        controller.add(strategies[1], name: "user")
        controller.add(CountingScriptMessageStrategy(), name: "analytics")
        var dispatcher = ScriptMessageDispatcher(controller: controller)
        let frame = FrameInfo(request: ParsedURL("https://example.com/"))
        let messages = ["page", "user", "analytics"].map { ScriptMessage(name: $0, body: .number(1), frame: frame) }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(dispatcher.dispatch(messages[index % 3]))
        }
    }

    // Floor (c): a dictionary lookup and an existential call.
    Benchmark("Dispatch_floor_String_any_Strategy_lookup_and_call") { benchmark in
        let strategies: [String: any FloorStrategy] = [
            "page": FloorCountingStrategy(), "user": FloorCountingStrategy(), "analytics": FloorCountingStrategy(),
        ]
        let frame = FrameInfo(request: ParsedURL("https://example.com/"))
        let messages = ["page", "user", "analytics"].map { ScriptMessage(name: $0, body: .number(1), frame: frame) }
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(floorDispatch(strategies, messages[index % 3]))
        }
    }

    Benchmark("Parse_ParsedURL") { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(ParsedURL(corpus[index % corpus.count].0))
        }
    }

    // Hosts that take the UTS #46 path (mapping, NFC, validity, Bidi, Punycode), beside the ASCII ones above,
    // which never read its tables.
    Benchmark("Parse_ParsedURL_IDNA_hosts") { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(ParsedURL(idnaCorpus[index % idnaCorpus.count]))
        }
    }

    Benchmark("Parse_peer_Foundation_URL") { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(URL(string: corpus[index % corpus.count].0))
        }
    }

    OrderingsBenchmark.register()
    WebKitBenchmark.register()

    // A whole navigation on one web view actor: action policy through the chain, response policy, commit,
    // finish, back-forward list, batched observation (no observer subscribed).
    Benchmark("Navigation_WebView_load_on_the_actor") { benchmark in
        let configuration = Preset.default.builder().set(navigationChain: chain).build()
        let webView = WebView(configuration: configuration)
        for index in benchmark.scaledIterations {
            let (url, type) = corpus[index % corpus.count]
            blackHole(await webView.load(url, type: type))
        }
    }

    // The same, observed as an app's UI observes a `WKWebView` (KVO): a change handler on every property,
    // called within each step. The difference with the benchmark above is the cost of observing.
    Benchmark("Navigation_WebView_load_observed_by_a_change_handler") { benchmark in
        let configuration = Preset.default.builder().set(navigationChain: chain).build()
        let webView = WebView(configuration: configuration)
        let batches = BatchCount()
        let observation = await webView.observe { _ in batches.add() }
        for index in benchmark.scaledIterations {
            let (url, type) = corpus[index % corpus.count]
            blackHole(await webView.load(url, type: type))
        }
        observation.invalidate()
        blackHole(batches.value)
    }
}

/// Batches a benchmark's change handler received.
private final class BatchCount: Sendable {
    private let count = Atomic<Int>(0)

    func add() { count.wrappingAdd(1, ordering: .relaxed) }

    var value: Int { count.load(ordering: .relaxed) }
}
