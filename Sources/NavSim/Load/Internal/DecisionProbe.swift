import Synchronization

/// Times the decisions of one lane's web views, as their chains' `DecisionTimer`: a walk over the
/// handlers marks the start, the decision records the latency for the handler that made it (the last
/// slot for the fallback). The histogram of all decisions is their merge, which is exact: every
/// histogram has the same buckets.
///
/// One probe per lane: a lane has one navigation in flight, so the lock is never contended; the run reads
/// the probe after the lane ends.
final class DecisionProbe: DecisionTimer {
    struct State: Sendable {
        var recording = false
        var perHandler: [LatencyHistogram]
    }

    /// What the probe recorded.
    struct Snapshot {
        var decisions = LatencyHistogram()
        var perHandler: [LatencyHistogram]
    }

    private let state: Mutex<State>
    /// When the current walk started: written and read by the lane's web views one decision at a time,
    /// so an atomic (relaxed) suffices, where the lock would cost a turn per decision.
    private let started = Atomic<UInt64>(0)

    /// The run's time.
    private let time: MonotonicTime

    /// - Parameters:
    ///   - slots: The number of handlers plus one for the chain's fallback.
    ///   - time: The run's time.
    init(slots: Int, time: MonotonicTime) {
        state = Mutex(State(perHandler: Array(repeating: LatencyHistogram(), count: slots)))
        self.time = time
    }

    func walkStarted() {
        started.store(time.now(), ordering: .relaxed)
    }

    func decided(by slot: Int) {
        let latency = time.now() &- started.load(ordering: .relaxed)
        state.withLock { state in
            guard state.recording else { return }
            state.perHandler[slot].record(nanoseconds: latency)
        }
    }

    /// Starts or stops recording (the warm-up is not recorded), clearing what was recorded.
    func reset(recording: Bool) {
        state.withLock { state in
            state.recording = recording
            for index in state.perHandler.indices { state.perHandler[index] = LatencyHistogram() }
        }
    }

    var snapshot: Snapshot {
        var snapshot = Snapshot(perHandler: state.withLock { $0.perHandler })
        for handler in snapshot.perHandler { snapshot.decisions.merge(handler) }
        return snapshot
    }
}
