/// The deterministic runtime's identity: the version recorded in every schedule.
///
/// A schedule replays exactly only on the runtime that recorded it, so ``Schedule`` stores
/// ``version`` and refuses to replay on another one.
public enum NavSimRuntime {
    /// The NavSim version that records and replays schedules, for example `"0.1.0"`.
    public static let version = "0.1.0"
}
