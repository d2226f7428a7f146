/// The deterministic runtime's identity: the version recorded in every schedule.
///
/// A schedule replays exactly only on the runtime that recorded it, so ``Schedule`` stores
/// ``version`` and refuses to replay on another one.
public enum NavSimRuntime {
    /// The NavSim version that records and replays schedules, for example `"0.2.0"`.
    ///
    /// 0.2.0: PCT keeps each task's priority through its yields and its actors' drain jobs, and its
    /// horizon is measured over more than one run; the main actor and the simulated primitives are in the
    /// schedule. A PCT schedule of 0.1.0 would not replay the same run, so 0.1.0 schedules are refused.
    public static let version = "0.2.0"
}
