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
        var started: UInt64 = 0
        var recording = false
        var perHandler: [LatencyHistogram]
    }

    /// What the probe recorded.
    struct Snapshot {
        var decisions = LatencyHistogram()
        var perHandler: [LatencyHistogram]
    }

    private let state: Mutex<State>

    /// - Parameter slots: The number of handlers plus one for the chain's fallback.
    init(slots: Int) {
        state = Mutex(State(perHandler: Array(repeating: LatencyHistogram(), count: slots)))
    }

    func walkStarted() {
        let now = MonotonicTime.now()
        state.withLock { $0.started = now }
    }

    func decided(by slot: Int) {
        let now = MonotonicTime.now()
        state.withLock { state in
            guard state.recording else { return }
            state.perHandler[slot].record(nanoseconds: now &- state.started)
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
