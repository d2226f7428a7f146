import Benchmark
import Foundation

/// Shortens benchmarks when `NAVSIM_BENCHMARK_ITERATIONS` asks for it, so that CI's `thresholds check` reads
/// the committed malloc counts without spending minutes on timings nobody reads there.
///
/// A benchmark runs until its `maxDuration` or its `maxIterations`, whichever comes first: two or three
/// seconds each here, which a timing needs and a malloc count does not (a count is the same in the 20th
/// iteration as in the 2,000th, within the slack the thresholds give). With the variable set to a positive
/// number, a configuration passed through ``capped(_:)`` stops after that many measured iterations or one
/// second, and keeps its warm-up iterations, which take the one-off allocations (caches, growing buffers) out
/// of the sample. Unset, nothing changes: `thresholds update` and timed runs measure as configured.
public enum BriefRuns {
    /// The environment variable that asks for brief runs, as a count of measured iterations.
    public static let variable = "NAVSIM_BENCHMARK_ITERATIONS"

    /// `configuration`, with at most the requested iterations and one second when brief runs are asked for.
    public static func capped(_ configuration: Benchmark.Configuration) -> Benchmark.Configuration {
        guard let iterations = requestedIterations else { return configuration }
        var capped = configuration
        capped.maxIterations = min(configuration.maxIterations, iterations)
        capped.maxDuration = min(configuration.maxDuration, .seconds(1))
        return capped
    }

    /// The count the environment asks for; a value that is not a positive count is reported and ignored.
    private static var requestedIterations: Int? {
        guard let text = ProcessInfo.processInfo.environment[variable] else { return nil }
        guard let iterations = Int(text), iterations > 0 else {
            let message = "\(variable)=\(text) is not a positive count of iterations: benchmarks run as configured\n"
            FileHandle.standardError.write(Data(message.utf8))
            return nil
        }
        return iterations
    }
}
