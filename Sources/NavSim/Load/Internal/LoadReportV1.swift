/// A report of schema `navsim.bench/1` (NavSim 0.1 until issue 17), as written: units implied by the
/// field names' meaning (latencies in nanoseconds, throughput per second), the NavSim version and the
/// machine at the top level. Read only, and converted to the current form, so that an old baseline stays
/// usable. Frozen: never change these types; a new schema gets a reader of its own.
struct LoadReportV1: Decodable {
    struct Profile: Decodable {
        var name: String
        var webViews: Int
        var concurrency: Int
        var mode: String
        var rate: Double?
        var messageFraction: Double
        var warmUp: String
        var measure: String
        var seed: UInt64
        var observesState: Bool
        var observation: String?
        var eventsPerYield: Int
    }

    struct Machine: Decodable {
        var os: String
        var activeProcessors: Int
    }

    struct Throughput: Decodable {
        var events: Double
        var navigations: Double
        var messages: Double
        var decisions: Double
    }

    struct Latency: Decodable {
        var count: UInt64
        var mean: Double
        var p50: UInt64
        var p90: UInt64
        var p99: UInt64
        var p999: UInt64
        var max: UInt64

        var current: LatencySummary {
            LatencySummary(count: count, mean: mean, p50: p50, p90: p90, p99: p99, p999: p999, max: max)
        }
    }

    struct Latencies: Decodable {
        var decision: Latency
        var navigation: Latency
        var message: Latency
    }

    struct Handler: Decodable {
        var name: String
        var decisions: UInt64
        var latency: Latency
    }

    struct Events: Decodable {
        var issued: Int
        var completed: Int
        var cancelled: Int
        var failed: Int
        var dropped: Int
        var late: Int
        var navigations: Int
        var messages: Int
        var conserved: Bool
    }

    struct Strategy: Decodable {
        var name: String
        var delivered: Int
        var undefined: Int
    }

    struct Findings: Decodable {
        var kind: String
        var count: Int
        var example: String
    }

    struct Memory: Decodable {
        var peakBytes: Int?
        var residentAfterWarmUpBytes: Int?
        var residentAtEndBytes: Int?
    }

    var schema: String
    var navsimVersion: String
    var profile: Profile
    var machine: Machine
    var elapsedSeconds: Double
    var events: Events
    var throughput: Throughput
    var latency: Latencies
    var outcomes: [String: Int]
    var handlers: [Handler]
    var strategies: [Strategy]
    var findings: [Findings]
    var stateChanges: Int
    var memory: Memory

    /// The report in the current form; what version 1 did not record (date, commit, compiler) is empty.
    var current: LoadReport {
        LoadReport(
            schema: schema,
            run: RunMetadata(
                date: "", navsimVersion: navsimVersion, commit: nil, swift: "", os: machine.os,
                cores: machine.activeProcessors),
            profile: LoadReport.Profile(
                name: profile.name, webViews: profile.webViews, concurrency: profile.concurrency, mode: profile.mode,
                rate: profile.rate, messageFraction: profile.messageFraction, warmUp: profile.warmUp,
                measure: profile.measure, seed: profile.seed, observesState: profile.observesState,
                observation: profile.observation, eventsPerYield: profile.eventsPerYield),
            elapsedSeconds: elapsedSeconds,
            events: LoadReport.Events(
                issued: events.issued, completed: events.completed, cancelled: events.cancelled, failed: events.failed,
                dropped: events.dropped, late: events.late, navigations: events.navigations, messages: events.messages,
                conserved: events.conserved),
            throughput: LoadReport.Throughput(
                events: throughput.events, navigations: throughput.navigations, messages: throughput.messages,
                decisions: throughput.decisions),
            latency: LoadReport.Latencies(
                decision: latency.decision.current, navigation: latency.navigation.current,
                message: latency.message.current),
            outcomes: outcomes,
            handlers: handlers.map { .init(name: $0.name, decisions: $0.decisions, latency: $0.latency.current) },
            strategies: strategies.map { .init(name: $0.name, delivered: $0.delivered, undefined: $0.undefined) },
            findings: findings.map { .init(kind: $0.kind, count: $0.count, example: $0.example) },
            stateChanges: stateChanges,
            memory: LoadReport.Memory(
                peakBytes: memory.peakBytes, residentAfterWarmUpBytes: memory.residentAfterWarmUpBytes,
                residentAtEndBytes: memory.residentAtEndBytes)
        )
    }
}
