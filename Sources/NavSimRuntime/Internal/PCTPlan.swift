/// PCT's random draws fixed from outside, so that a test can enumerate them all and compute a strategy's
/// exact probability of finding a bug (`PCTExactSCTBenchTests`) instead of sampling seeds.
struct PCTPlan: Hashable, Sendable {
    /// The rank of each task's priority, in order of the tasks' first jobs (the root task first): a
    /// permutation of `0..<n`, the highest rank running first.
    var ranks: [Int]
    /// The change points as drawn (`d - 1` of them, each a step); the `i`-th lowers the task to priority `i`.
    var changePoints: [Int]
    /// Whether change points count only the steps with at least two runnable jobs (the steps where a
    /// preemption can happen, as PCT runs without a plan) instead of every step (the paper's count).
    var countsChoicesOnly = true
}
