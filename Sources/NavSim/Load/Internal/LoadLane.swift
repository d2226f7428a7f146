import Synchronization

/// One lane of a load run: a fixed set of web views driven one event at a time, by one long-lived task.
///
/// A lane owns its web views (no other lane touches them), its random generator and its metrics, so
/// nothing on the hot path is shared: no task per event, no lock or actor for metrics.
struct LoadLane: Sendable {
    /// What a lane drives: its own copy of the profile's URLs and messages, read-only.
    struct Plan: Sendable {
        let urls: [LoadProfile.WeightedURL]
        let urlChoice: WeightedChoice
        let messages: [LoadProfile.WeightedMessage]
        let messageChoice: WeightedChoice
        /// A message when `random < messageThreshold`; every event when `allMessages`.
        let messageThreshold: UInt64
        let allMessages: Bool
        /// Of the events that are not messages, a history action when `random < historyThreshold`.
        let historyThreshold: UInt64
        let historyActions: [LoadProfile.HistoryAction]
        let historyChoice: WeightedChoice
        let mode: LoadProfile.Mode
        let lanes: Int
        let lateAfter: UInt64
        let dropAfter: UInt64
        let handlers: Int
        /// Events between two yields of the lane's thread.
        let eventsPerYield: Int
    }

    /// When a phase ends for this lane.
    enum Budget: Sendable {
        /// After this many events (issued or dropped).
        case events(Int)
        /// When the clock reaches this time, in ``MonotonicTime`` nanoseconds.
        case deadline(UInt64)
    }

    let index: Int
    let plan: Plan
    let webViews: [WebView]
    let probe: DecisionProbe
    let progress: ProgressCounter
    var random: SplitMix64
    var next = 0
    var metrics: LoadMetrics

    /// Runs events until the budget is spent, on the lane's only web view's actor.
    ///
    /// With one web view per lane (the default: as many lanes as web views), the lane's task stays on that
    /// actor between its yields, so an event's calls into the web view need no hop there and back.
    ///
    /// - Parameters:
    ///   - webView: The lane's only web view.
    ///   - budget: When the phase ends.
    ///   - start: The phase's start, in ``MonotonicTime`` nanoseconds; open-loop due times count from it.
    mutating func run(on webView: isolated WebView, budget: Budget, start: UInt64) async {
        precondition(webViews.count == 1 && webViews[0] === webView, "a lane runs on its only web view")
        await run(budget: budget, start: start)
    }

    /// Runs events until the budget is spent, on the caller's actor if it has one.
    ///
    /// - Parameters:
    ///   - budget: When the phase ends.
    ///   - start: The phase's start, in ``MonotonicTime`` nanoseconds; open-loop due times count from it.
    ///   - isolation: The caller's actor, kept for the whole run.
    mutating func run(budget: Budget, start: UInt64, isolation: isolated (any Actor)? = #isolation) async {
        var sequence = 0
        var done = 0
        let interval: Double
        if case .open(let rate) = plan.mode { interval = 1e9 / rate } else { interval = 0 }
        while !Task.isCancelled {
            if case .events(let count) = budget, done >= count { break }
            var now = MonotonicTime.now()
            var began = now
            if interval > 0 {
                let due = start &+ UInt64(Double(index + sequence * plan.lanes) * interval)
                sequence += 1
                if case .deadline(let end) = budget, due >= end { break }
                if due > now {
                    try? await Task.sleep(for: .nanoseconds(due - now), clock: .continuous)
                    now = MonotonicTime.now()
                } else if now - due > plan.dropAfter {
                    metrics.dropped += 1
                    done += 1
                    continue
                } else if now - due > plan.lateAfter {
                    metrics.late += 1
                }
                began = due
            } else if case .deadline(let end) = budget, now >= end {
                break
            }
            await step(began: began)
            done += 1
            // A call to an idle actor runs on the caller's thread without suspending, so a lane would
            // otherwise keep its thread for the whole phase: yield so lanes interleave (N really in
            // flight) and timers that fired (deferred decisions, open-loop due times) get a thread.
            if done % plan.eventsPerYield == 0 { await Task.yield() }
            if done & 255 == 0 { progress.set(done) }
        }
        progress.set(done)
    }

    /// Issues one event on the lane's next web view and records it.
    private mutating func step(began: UInt64, isolation: isolated (any Actor)? = #isolation) async {
        let webView = webViews[next]
        next += 1
        if next == webViews.count { next = 0 }
        let draw = random.next()
        if plan.allMessages || draw < plan.messageThreshold {
            let kind = plan.messageChoice.pick(random.next())
            let message = plan.messages[kind]
            let outcome = await webView.postMessage(name: message.name, body: message.body)
            metrics.record(outcome, kind: kind, nanoseconds: MonotonicTime.now() &- began)
        } else if plan.historyThreshold > 0, random.next() < plan.historyThreshold {
            let outcome: NavigationOutcome
            switch plan.historyActions[plan.historyChoice.pick(random.next())] {
            case .back: outcome = await webView.goBack()
            case .forward: outcome = await webView.goForward()
            case .reload: outcome = await webView.reload()
            }
            metrics.record(outcome, nanoseconds: MonotonicTime.now() &- began)
        } else {
            let entry = plan.urls[plan.urlChoice.pick(random.next())]
            let outcome = await webView.load(entry.url, type: entry.type)
            metrics.record(outcome, nanoseconds: MonotonicTime.now() &- began)
        }
    }

    /// Starts a measured phase: clears what the warm-up recorded.
    mutating func startMeasuring() {
        metrics = LoadMetrics(
            handlers: metrics.handlerLatency.count - 1,
            messageKinds: metrics.messagesDelivered.count
        )
        probe.reset(recording: true)
    }

    /// The lane's metrics with the probe's decision timings folded in.
    var collected: LoadMetrics {
        var metrics = self.metrics
        let probed = probe.snapshot
        metrics.decisionLatency = probed.decisions
        metrics.handlerLatency = probed.perHandler
        return metrics
    }
}

/// How many events a lane has run in the current phase, for the progress line; written by the lane every
/// 256 events, read by the progress task.
final class ProgressCounter: Sendable {
    private let value = Atomic<Int>(0)

    func set(_ done: Int) { value.store(done, ordering: .relaxed) }

    var done: Int { value.load(ordering: .relaxed) }
}
