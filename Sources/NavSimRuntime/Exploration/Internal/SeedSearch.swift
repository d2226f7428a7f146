import Synchronization

/// The seeds of one exploration handed out to its threads in chunks, in increasing order, until the
/// first failure: what the threads found is combined into the report one thread would have made.
final class SeedSearch: Sendable {
    /// A failing run: its failure, schedule and trace.
    typealias Failing = (failure: RuntimeFailure, schedule: Schedule, trace: Trace)

    /// Seeds per chunk: small enough that threads stop soon after a failure, large enough that taking a
    /// chunk costs nothing beside its runs.
    static let chunk: UInt64 = 4

    private let first: UInt64
    private let stride: UInt64
    /// How many seeds of the range belong to the shard.
    let count: Int
    private let nextChunk = Atomic<UInt64>(0)
    /// The smallest failing seed found so far (`.max`: none).
    private let bound = Atomic<UInt64>(.max)
    private let found = Mutex<(ran: [(seed: UInt64, digest: UInt64)], failures: [(UInt64, Failing)])>(([], []))

    init(seeds: Range<UInt64>, shard: Shard) {
        let n = UInt64(shard.count)
        let index = UInt64(shard.index)
        let remainder = seeds.lowerBound % n
        let offset = (index + n - remainder) % n
        let (start, overflow) = seeds.lowerBound.addingReportingOverflow(offset)
        first = start
        stride = n
        count = overflow || start >= seeds.upperBound ? 0 : Int((seeds.upperBound - 1 - start) / n + 1)
    }

    /// Runs seeds until none is left or every seed left is past a failure; `run` returns the run's digest
    /// and its failure, if any.
    ///
    /// A run may leave its digest to be read later (`nil`): at the end of its chunk, `resolve` gives the digests
    /// left so, in the order of their runs (a chunk's digests mixed together, ``PendingDigest/mix(_:into:)``).
    func work(
        _ run: (UInt64) -> (digest: UInt64?, failing: Failing?), resolve: () -> [UInt64]
    ) {
        var ran: [(seed: UInt64, digest: UInt64)] = []
        var failures: [(UInt64, Failing)] = []
        var unresolved: [Int] = []
        unresolved.reserveCapacity(Int(Self.chunk))
        var stop = false
        while !stop {
            let chunk = nextChunk.wrappingAdd(1, ordering: .relaxed).oldValue
            let low = chunk * Self.chunk
            guard low < UInt64(count) else { break }
            for position in low..<min(UInt64(count), low + Self.chunk) {
                let seed = first + position * stride
                if seed > bound.load(ordering: .acquiring) {
                    stop = true
                    break
                }
                let (digest, failing) = run(seed)
                if digest == nil { unresolved.append(ran.count) }
                ran.append((seed, digest ?? 0))
                if let failing {
                    failures.append((seed, failing))
                    lower(to: seed)
                    stop = true
                    break
                }
            }
            if !unresolved.isEmpty {
                let digests = resolve()
                precondition(digests.count == unresolved.count, "a chunk's runs left \(unresolved.count) digests")
                for (index, digest) in zip(unresolved, digests) { ran[index].digest = digest }
                unresolved.removeAll(keepingCapacity: true)
            }
        }
        found.withLock { found in
            found.ran += ran
            found.failures += failures
        }
    }

    private func lower(to seed: UInt64) {
        var current = bound.load(ordering: .relaxed)
        while seed < current {
            let (exchanged, original) = bound.compareExchange(
                expected: current, desired: seed, ordering: .acquiringAndReleasing)
            if exchanged { return }
            current = original
        }
    }

    /// What a single thread would have found: the seeds up to the first failure, their digests, and it.
    func result() -> (schedulesRun: Int, digests: Set<UInt64>, failure: (UInt64, RuntimeFailure, Schedule, Trace)?) {
        found.withLock { found in
            let failure = found.failures.min { $0.0 < $1.0 }
            let limit = failure?.0 ?? .max
            var digests = Set<UInt64>()
            var runs = 0
            for run in found.ran where run.seed <= limit {
                runs += 1
                digests.insert(run.digest)
            }
            return (runs, digests, failure.map { ($0.0, $0.1.failure, $0.1.schedule, $0.1.trace) })
        }
    }
}
