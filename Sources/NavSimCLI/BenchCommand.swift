import Foundation
import NavSim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `navsim bench [FILE]`: the main job. Drives the built-in profile (or a scenario's workload) through
/// real web views on every core and reports throughput, latency percentiles, per-handler decisions,
/// messages per strategy, findings and memory; compares with a baseline.
enum BenchCommand: Subcommand {
    static let name = "bench"
    static let summary = "Load-test the navigation pipeline: throughput, latency percentiles, regressions."
    static let usage =
        "bench [FILE] [--events N | --duration SECONDS] [--rate R] [--repeat N] [--json] [--output FILE] [--html FILE] [--hgrm FILE] [--baseline FILE [--force]]"
    static let discussion = """
        Without FILE, runs the built-in profile: 64 web views with the default preset's chain extended to
        seven handlers (a deep-link check defers 500µs), an app's URL mix and 20% script messages, each
        web view's state changes observed by a change handler (as KVO), one event in flight per web view
        (closed loop) on the global executor, 1 s warm-up, 5 s measured.
        With FILE, runs the scenario's workload (chain form): its web views, configuration, URLs, messages,
        mix of navigate/back/forward/reload/scriptMessage events, concurrency and count or duration, back
        to back (the timeline and think times are not driven). With --rate, runs open loop: events are due
        at R per second and latency counts from when each was due.
        --baseline compares with an earlier --json report of the same profile and parameters (another is
        refused, exit 2, unless --force), one line per metric with the rule it is judged by: a metric
        regresses when it is worse by more than --threshold and by more than the noise, the spread of the
        runs' samples; --repeat N takes N runs and reports the median run and every metric's spread.
        Exit status: 0 success, 1 an event is unaccounted for or a metric regressed, 2 bad usage or input.
        """
    static let options: [OptionSpec] = [
        .value("--events", short: "-n", "N", "Measure N events (instead of 5 seconds)."),
        .value("--duration", short: "-d", "SECONDS", "Measure for SECONDS (default 5)."),
        .value("--warmup", "SECONDS", "Warm up for SECONDS, not measured (default 1)."),
        .value("--warmup-events", "N", "Warm up for N events instead."),
        .value("--concurrency", "N", "Events in flight at once, at most one per web view (default: web views)."),
        .value("--rate", "R", "Open loop: R events per second in total."),
        .value("--web-views", "N", "Number of web views (default 64)."),
        .value("--messages", "PERCENT", "Share of events that are script messages (default 20)."),
        .value("--defer", "MICROSECONDS", "How long the deep-link check defers its decision (default 500)."),
        .value(
            "--yield-every", "N",
            "Events a lane runs before yielding its thread (default 8; 1 alternates lanes event by event)."),
        .value(
            "--observe", "MODE",
            "How state changes are observed: handler (default: a change handler, as KVO), stream (a task each) or none.",
            choices: ["handler", "stream", "none"]),
        .flag("--no-observe", "No observer subscribed to the web views' state changes (--observe none)."),
        .value("--seed", "S", "Seed of the URL and message choice (default 1)."),
        .value("--cores", "N", "Run on N cores only (Linux: CPU affinity, then re-exec)."),
        .value(
            "--repeat", short: "-r", "N", "Take N runs; report the median run and each metric's spread (default 1)."),
        .flag("--json", "Print the report as JSON (schema navsim.bench/2) instead of a table."),
        .value("--output", short: "-o", "FILE", "Also write the JSON report to FILE, atomically."),
        .value(
            "--html", "FILE", "Also write a self-contained HTML report (latency distributions, throughput) to FILE."),
        .value("--hgrm", "FILE", "Also write the navigations' latency distribution as HdrHistogram text (µs) to FILE."),
        .value("--baseline", short: "-b", "FILE", "Compare with an earlier JSON report; exit 1 on a regression."),
        .value("--threshold", "PERCENT", "Largest tolerated regression against the baseline (default 10)."),
        .flag("--force", "Compare with a baseline of another profile or other parameters anyway."),
        .flag("--no-progress", "No progress line, even on a terminal."),
    ]

    /// The environment variable marking a process already restricted by `--cores`.
    static let pinnedVariable = "NAVSIM_BENCH_PINNED"

    static func run(_ arguments: ParsedArguments, output: Output) async throws -> ExitStatus {
        guard arguments.positionals.count <= 1 else {
            throw UsageError(message: "bench takes at most one FILE", command: name)
        }
        if let cores = arguments.value("--cores") {
            if let status = try restrict(toCores: cores, arguments: arguments) { return status }
        }
        let profile = try profile(from: arguments, base: baseProfile(arguments))
        let threshold = try percent(arguments, "--threshold", default: 10) / 100
        let repeats = try arguments.integer("--repeat", default: 1, in: 1...1_000)
        if arguments.has("--force"), arguments.value("--baseline") == nil {
            throw UsageError(message: "--force applies with --baseline FILE", command: name)
        }
        let baseline = try arguments.value("--baseline").map { path in
            do { return try LoadReport(contentsOfFile: path) } catch { throw InputError(description: "\(error)") }
        }
        if let baseline, let path = arguments.value("--baseline"), !arguments.has("--force") {
            let differences = LoadReport.differences(of: profile, from: baseline)
            guard differences.isEmpty else {
                throw InputError(
                    description: "\(path) is a run of another profile or other parameters: "
                        + differences.joined(separator: "; ")
                        + ". Fix: run the baseline's command again to record a new baseline, or pass --force")
            }
        }

        let showProgress = StandardError.isTerminal && !arguments.has("--no-progress")
        var runs: [LoadReport] = []
        for index in 0..<repeats {
            var generator = LoadGenerator(profile: profile)
            if showProgress {
                let prefix = repeats > 1 ? "run \(index + 1)/\(repeats): " : ""
                generator.progress = { (progress: LoadProgress) in
                    StandardError.write("\r\u{1B}[2K" + prefix + progress.line)
                }
            }
            do { runs.append(try await generator.run()) } catch { throw InputError(description: "\(error)") }
        }
        if showProgress { StandardError.write("\r\u{1B}[2K") }
        var report = LoadReport.combining(runs)

        var comparison: BaselineComparison?
        if let baseline {
            comparison = BaselineComparison(baseline: baseline, current: report, threshold: threshold)
            report.comparison = comparison
        }
        if let path = arguments.value("--output") {
            do { try report.write(toFile: path) } catch { throw InputError(description: "\(error)") }
        }
        if let path = arguments.value("--html") { try ReportCommand.write(HTMLReport(bench: report), to: path) }
        if let path = arguments.value("--hgrm"), let histogram = report.distribution?.navigation {
            try ReportCommand.write(text: histogram.hgrm(), to: path)
        }
        if arguments.has("--json") {
            output.json(String(decoding: try report.jsonData(), as: UTF8.self))
        } else {
            output.out(report.table)
            if let comparison { output.out("\n" + comparison.table) }
        }
        var status = ExitStatus.success
        for run in runs where !run.isConserved {
            output.err("error: events are not conserved: \(run.events)")
            status = .checkFailed
        }
        if let comparison {
            if arguments.has("--json") {
                output.err(comparison.table.split(separator: "\n").last.map(String.init) ?? "")
            }
            if comparison.hasRegressions { status = .checkFailed }
        }
        return status
    }

    /// The scenario's workload when a FILE is given, the built-in profile otherwise.
    static func baseProfile(_ arguments: ParsedArguments) throws -> LoadProfile {
        guard let file = arguments.positionals.first else {
            let deferral = try arguments.integer("--defer", default: 500, in: 0...10_000_000)
            return LoadProfile.standard(deepLinkLatency: .microseconds(deferral))
        }
        guard arguments.value("--defer") == nil else {
            throw UsageError(message: "--defer applies to the built-in profile, not to a scenario", command: name)
        }
        let scenario = try RunCommand.load(file)
        do { return try LoadProfile(scenario: scenario) } catch { throw InputError(description: "\(error)") }
    }

    /// A profile with the command line's changes.
    static func profile(from arguments: ParsedArguments, base: LoadProfile) throws -> LoadProfile {
        var profile = base
        profile.webViews = try arguments.integer("--web-views", default: profile.webViews, in: 1...100_000)
        profile.concurrency = try arguments.integer(
            "--concurrency", default: min(profile.concurrency, profile.webViews), in: 1...profile.webViews)
        if arguments.value("--web-views") != nil, arguments.value("--concurrency") == nil {
            profile.concurrency = profile.webViews
        }
        if let mode = arguments.value("--observe") {
            guard let observation = LoadProfile.StateObservation(rawValue: mode) else {
                throw UsageError(message: "--observe takes handler, stream or none, not '\(mode)'", command: name)
            }
            guard !arguments.has("--no-observe") || observation == .none else {
                throw UsageError(message: "--no-observe and --observe \(mode) exclude each other", command: name)
            }
            profile.observation = observation
        } else if arguments.has("--no-observe") {
            profile.observation = .none
        }
        profile.eventsPerYield = try arguments.integer(
            "--yield-every", default: LoadProfile.defaultEventsPerYield, in: 1...1_000_000)
        profile.seed = UInt64(try arguments.integer("--seed", default: Int(clamping: profile.seed), in: 0...Int.max))
        profile.messageFraction = try percent(arguments, "--messages", default: profile.messageFraction * 100) / 100
        guard profile.messageFraction <= 1 else {
            throw UsageError(message: "--messages takes a percentage from 0 to 100", command: name)
        }
        if arguments.value("--events") != nil, arguments.value("--duration") != nil {
            throw UsageError(message: "--events and --duration exclude each other", command: name)
        }
        if arguments.value("--events") != nil {
            profile.measure = .events(try arguments.integer("--events", default: 0, in: 1...Int.max))
        } else if arguments.value("--duration") != nil {
            profile.measure = .duration(try seconds(arguments, "--duration"))
        }
        if arguments.value("--warmup-events") != nil {
            profile.warmUp = .events(try arguments.integer("--warmup-events", default: 0, in: 0...Int.max))
        } else if arguments.value("--warmup") != nil {
            profile.warmUp = .duration(try seconds(arguments, "--warmup"))
        }
        if let text = arguments.value("--rate") {
            guard let rate = Double(text), rate > 0, rate.isFinite else {
                throw UsageError(
                    message: "--rate takes a positive number of events per second, not '\(text)'", command: name)
            }
            profile.mode = .open(rate: rate)
        }
        return profile
    }

    private static func seconds(_ arguments: ParsedArguments, _ option: String) throws -> Duration {
        let text = arguments.value(option) ?? ""
        guard let value = Double(text), value >= 0, value <= 86_400 else {
            throw UsageError(
                message: "\(option) takes a number of seconds from 0 to 86400, not '\(text)'", command: name)
        }
        return .nanoseconds(Int64(value * 1e9))
    }

    private static func percent(_ arguments: ParsedArguments, _ option: String, default value: Double) throws -> Double
    {
        guard let text = arguments.value(option) else { return value }
        let trimmed = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard let percent = Double(trimmed), percent >= 0, percent.isFinite else {
            throw UsageError(message: "\(option) takes a percentage such as 10, not '\(text)'", command: name)
        }
        return percent
    }

    /// Restricts the process to its first N allowed CPUs and runs itself again, so the runtime's
    /// cooperative pool (sized from the CPUs the process may use) has N threads. Returns `nil` when
    /// already restricted (the run goes on here).
    private static func restrict(toCores text: String, arguments: ParsedArguments) throws -> ExitStatus? {
        guard let cores = Int(text), cores >= 1 else {
            throw UsageError(message: "--cores takes a whole number from 1, not '\(text)'", command: name)
        }
        if ProcessInfo.processInfo.environment[pinnedVariable] != nil { return nil }
        #if os(Linux)
            // `sched_{get,set}affinity` are GNU extensions Glibc's module does not import; look them up.
            typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
            guard let process = dlopen(nil, RTLD_NOW),
                let getSymbol = dlsym(process, "sched_getaffinity"),
                let setSymbol = dlsym(process, "sched_setaffinity")
            else { throw InputError(description: "--cores: CPU affinity is not available here") }
            let getAffinity = unsafeBitCast(getSymbol, to: Affinity.self)
            let setAffinity = unsafeBitCast(setSymbol, to: Affinity.self)
            var allowed = [UInt8](repeating: 0, count: 128)
            var chosen = [UInt8](repeating: 0, count: 128)
            guard allowed.withUnsafeMutableBytes({ getAffinity(0, 128, $0.baseAddress!) }) == 0 else {
                throw InputError(
                    description: "--cores: cannot read the CPU affinity: \(String(cString: strerror(errno)))")
            }
            var count = 0
            for cpu in 0..<(allowed.count * 8) where count < cores && allowed[cpu / 8] & (1 << (cpu % 8)) != 0 {
                chosen[cpu / 8] |= 1 << (cpu % 8)
                count += 1
            }
            guard count == cores else {
                throw InputError(description: "--cores \(cores): this process may use \(count) cores only")
            }
            guard chosen.withUnsafeMutableBytes({ setAffinity(0, 128, $0.baseAddress!) }) == 0 else {
                throw InputError(
                    description: "--cores: cannot set the CPU affinity: \(String(cString: strerror(errno)))")
            }
            setenv(pinnedVariable, "\(cores)", 1)
            var cArguments = CommandLine.arguments.map { strdup($0) } + [nil]
            execv("/proc/self/exe", &cArguments)
            throw InputError(description: "--cores: cannot run again: \(String(cString: strerror(errno)))")
        #else
            throw InputError(description: "--cores needs Linux; on macOS the run uses every core")
        #endif
    }
}
