import Synchronization

/// Collects events, failures and spawned tasks of a real-mode run (global executor, real clock).
final class RealModeRecorder: Sendable {
    struct State {
        var entries: [Trace.Entry] = []
        var failures: [RuntimeFailure] = []
        var tasks: [KnownTask]
        /// Why the run ended (``SimulationContext/end(_:)``): nothing is recorded after. Real tasks cannot be
        /// stopped, so they run on, unrecorded.
        var endReason: String?
    }

    let state: Mutex<State>
    let start: ContinuousClock.Instant

    init(name: String) {
        self.state = Mutex(State(tasks: [KnownTask(name: name, origin: "root")]))
        self.start = ContinuousClock.now
    }

    var elapsed: Duration {
        start.duration(to: ContinuousClock.now)
    }
}
