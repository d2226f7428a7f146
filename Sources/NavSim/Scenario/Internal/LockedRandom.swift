import NavSimRuntime
import Synchronization

/// A random source in a class, shared by the value types of a run (handlers, page sources, the driver):
/// ``Locked`` of a `SplitMix64`, without its generic parameter.
///
/// Making a `LockedRandom` asks the runtime for its class's metadata, a hash lookup of hundreds of
/// instructions, and a scenario run makes several; this class's metadata is static.
final class LockedRandom: Sendable {
    // `Mutex<SplitMix64>` would serve as well; the lock beside the state keeps `Locked`'s shape. The state
    // is accessed only under `lock`.
    private let lock = Mutex<Void>(())
    nonisolated(unsafe) private var random: SplitMix64

    init(_ random: SplitMix64) { self.random = random }

    func withLock<Result>(_ body: (inout SplitMix64) -> Result) -> Result { lock.withLock { _ in body(&random) } }
}
