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
    /// The run's time.
    let time: MonotonicTime
    let webViews: [WebView]
    let probe: DecisionProbe
    /// How many events the lane has run in the current phase, for the progress line: set every 256
    /// events, read by the progress task.
    let progress: LoadCounter
    /// The run's sleepers, woken before every event of every lane.
    let sleepers: SleeperQueue
    var random: SplitMix64
    var next = 0
    var metrics: LoadMetrics

    /// Runs events until the budget is spent, on the lane's only web view's actor.
    ///
    /// With one web view per lane (the default: as many lanes as web views), the whole loop is isolated to
    /// that web view, so an event's calls into it are plain calls on the same actor: no executor switch
    /// there and back per event, as when the loop was isolated to a `#isolation` the compiler could not
    /// prove to be the web view (measured alone: 1.26 µs a navigation against 1.42–1.55 µs).
    ///
    /// - Parameters:
    ///   - webView: The lane's only web view.
    ///   - budget: When the phase ends.
    ///   - start: The phase's start, in ``MonotonicTime`` nanoseconds; open-loop due times count from it.
    mutating func run(on webView: isolated WebView, budget: Budget, start: UInt64) async {
        precondition(webViews.count == 1 && webViews[0] === webView, "a lane runs on its only web view")
        var pacer = Pacer(plan: plan, lane: index, budget: budget, start: start, sleepers: sleepers, time: time)
        while let event = pacer.next(&metrics) {
            guard case .issue(let began) = event else {
                await event.wait()
                continue
            }
            let ended = await step(on: webView, began: began)
            if pacer.issued(progress, endedAt: ended) { await Task.yield() }
        }
        progress.set(pacer.done)
    }

    /// Runs events until the budget is spent, taking the lane's web views in turn (one call to each web
    /// view's actor per event).
    ///
    /// - Parameters:
    ///   - budget: When the phase ends.
    ///   - start: The phase's start, in ``MonotonicTime`` nanoseconds; open-loop due times count from it.
    mutating func run(budget: Budget, start: UInt64) async {
        var pacer = Pacer(plan: plan, lane: index, budget: budget, start: start, sleepers: sleepers, time: time)
        while let event = pacer.next(&metrics) {
            guard case .issue(let began) = event else {
                await event.wait()
                continue
            }
            let webView = webViews[next]
            next = next + 1 == webViews.count ? 0 : next + 1
            let ended = await step(on: webView, began: began)
            if pacer.issued(progress, endedAt: ended) { await Task.yield() }
        }
        progress.set(pacer.done)
    }

    /// When the lane's events are due, and when the lane stops: the loops' synchronous part.
    struct Pacer {
        /// What the loop does next.
        enum Next {
            /// Wait this long for the next event to be due, then ask again.
            case sleep(UInt64)
            /// Issue an event; latency counts from `began`.
            case issue(began: UInt64)

            /// Sleeps when told to.
            func wait() async {
                if case .sleep(let nanoseconds) = self {
                    try? await Task.sleep(for: .nanoseconds(nanoseconds), clock: .continuous)
                }
            }
        }

        let plan: Plan
        let lane: Int
        let budget: Budget
        let start: UInt64
        /// The run's sleepers: the pacer wakes those that are due whenever it reads the time.
        let sleepers: SleeperQueue
        /// The run's time, read when the lane did not just end an event.
        let time: MonotonicTime
        /// Nanoseconds between two of this lane's due times; 0 in a closed loop.
        let interval: Double
        var sequence = 0
        /// Events issued or dropped in this phase.
        private(set) var done = 0
        /// The due time of the event the loop sleeps for.
        private var due: UInt64?
        /// When the last event ended, if the lane went straight on: the time ``next(_:)`` takes as now
        /// instead of reading the clock again.
        private var ended: UInt64?

        init(plan: Plan, lane: Int, budget: Budget, start: UInt64, sleepers: SleeperQueue, time: MonotonicTime) {
            self.plan = plan
            self.time = time
            self.lane = lane
            self.budget = budget
            self.start = start
            self.sleepers = sleepers
            if case .open(let rate) = plan.mode { interval = 1e9 / rate } else { interval = 0 }
        }

        /// What the loop does next, or `nil` when the budget is spent or the task cancelled. An event due
        /// so long ago that it is dropped (open loop) is counted in `metrics` and passed over.
        ///
        /// - Parameter metrics: Counts dropped events.
        /// - Returns: The next thing to do, or `nil` to stop.
        mutating func next(_ metrics: inout LoadMetrics) -> Next? {
            while true {
                if Task.isCancelled { return nil }
                if case .events(let count) = budget, done >= count { return nil }
                let now = ended ?? time.now()
                ended = nil
                sleepers.fire(now: Int64(bitPattern: now))
                guard interval > 0 else {
                    if case .deadline(let end) = budget, now >= end { return nil }
                    return .issue(began: now)
                }
                // Open loop: an event the lane slept for is issued when the sleep ends, on time.
                if let due = self.due {
                    self.due = nil
                    return .issue(began: due)
                }
                let due = start &+ UInt64(Double(lane + sequence * plan.lanes) * interval)
                sequence += 1
                if case .deadline(let end) = budget, due >= end { return nil }
                if due > now {
                    self.due = due
                    return .sleep(due - now)
                }
                if now - due > plan.dropAfter {
                    metrics.dropped += 1
                    done += 1
                    continue
                }
                if now - due > plan.lateAfter { metrics.late += 1 }
                return .issue(began: due)
            }
        }

        /// Counts an issued event; reports progress every 256 events.
        ///
        /// - Parameters:
        ///   - progress: Where the lane reports how many events it ran.
        ///   - endedAt: When the event ended, in ``MonotonicTime`` nanoseconds: the next ``next(_:)``
        ///     takes it as now unless the lane yields first (one clock read fewer per event).
        /// - Returns: Whether the lane should yield its thread now.
        mutating func issued(_ progress: LoadCounter, endedAt: UInt64) -> Bool {
            done += 1
            if done & 255 == 0 { progress.set(done) }
            // A call to an idle actor runs on the caller's thread without suspending, so a lane would
            // otherwise keep its thread for the whole phase: yield so lanes interleave (N really in
            // flight) and timers that fired (deferred decisions, open-loop due times) get a thread.
            let yields = done % plan.eventsPerYield == 0
            ended = yields ? nil : endedAt
            return yields
        }
    }

    /// Issues one event on `webView` and records it.
    ///
    /// - Returns: The time the event ended, in ``MonotonicTime`` nanoseconds.
    @inline(__always)
    private mutating func step(on webView: isolated WebView, began: UInt64) async -> UInt64 {
        let draw = random.next()
        if plan.allMessages || draw < plan.messageThreshold {
            let kind = plan.messageChoice.pick(random.next())
            let message = plan.messages[kind]
            let outcome = webView.postMessage(name: message.name, body: message.body)
            let end = time.now()
            metrics.record(outcome, kind: kind, nanoseconds: end &- began)
            return end
        } else if plan.historyThreshold > 0, random.next() < plan.historyThreshold {
            let outcome: NavigationOutcome
            switch plan.historyActions[plan.historyChoice.pick(random.next())] {
            case .back: outcome = await webView.goBack()
            case .forward: outcome = await webView.goForward()
            case .reload: outcome = await webView.reload()
            }
            let end = time.now()
            metrics.record(outcome, nanoseconds: end &- began)
            return end
        } else {
            let entry = plan.urls[plan.urlChoice.pick(random.next())]
            let outcome = await webView.load(entry.url, type: entry.type)
            let end = time.now()
            metrics.record(outcome, nanoseconds: end &- began)
            return end
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
