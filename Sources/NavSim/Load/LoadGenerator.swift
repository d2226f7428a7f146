/// Drives a ``LoadProfile`` through real web views on the global executor and measures it.
///
/// The run creates the profile's web views, each with its own configuration, and splits them into
/// ``LoadProfile/concurrency`` lanes. Each lane is one task of a task group that drives its web views one
/// event at a time: there is no task per event, and each lane records into its own metrics and
/// histograms, merged when the run ends. Time is `ContinuousClock`'s; the deep-link handler's deferred
/// decisions really sleep, on the run's `LoadClock`, whose sleepers the lanes wake before their events.
///
/// The run has two phases: a warm-up, not recorded, then the measured phase. In closed-loop mode a lane
/// starts its next event when the previous one ends; in open-loop mode events are due at the profile's
/// rate, latency counts from when an event was due (so a stall is not hidden), and events that start
/// more than ``lateAfter`` after they were due are late, more than ``dropAfter`` dropped.
///
/// ```swift
/// var profile = LoadProfile.standard
/// profile.measure = .events(100_000)
/// let report = try await LoadGenerator(profile: profile).run()
/// print(report.table)
/// ```
public struct LoadGenerator: Sendable {
    /// The profile to run.
    public var profile: LoadProfile
    /// Open loop: an event that starts later than this after it was due is counted late.
    public var lateAfter: Duration = .milliseconds(1)
    /// Open loop: an event that would start later than this after it was due is dropped, not issued.
    public var dropAfter: Duration = .seconds(1)
    /// Called about every ``progressInterval`` while the run lasts; `nil` for no progress.
    public var progress: (@Sendable (LoadProgress) -> Void)?
    /// How often ``progress`` is called.
    public var progressInterval: Duration = .milliseconds(200)

    /// Creates a generator.
    ///
    /// - Parameters:
    ///   - profile: The profile to run.
    ///   - progress: Called with the run's progress; `nil` for none.
    public init(profile: LoadProfile, progress: (@Sendable (LoadProgress) -> Void)? = nil) {
        self.profile = profile
        self.progress = progress
    }

    /// Runs the warm-up and the measured phase and reports what the measured phase did.
    ///
    /// - Returns: The report.
    /// - Throws: ``LoadProfileError`` when the profile cannot run.
    public func run() async throws(LoadProfileError) -> LoadReport {
        try profile.validate()
        let handlerNames = profile.configuration().currentNavigationChain?.names ?? []
        let time = MonotonicTime.calibrated()
        let sleepers = SleeperQueue(lanes: profile.concurrency, time: time)
        let lanes = makeLanes(handlers: handlerNames.count, sleepers: sleepers)
        let logs = lanes.map { $0.webViews.first?.log }
        let webViews = lanes.flatMap(\.webViews)

        // A change handler per web view, each counting into a counter of its own (no two cores share one)...
        var observations: [WebViewObservation] = []
        var handled: [LoadCounter] = []
        if profile.observation == .handler {
            for webView in webViews {
                let counter = LoadCounter()
                observations.append(await webView.observe { _ in counter.add() })
                handled.append(counter)
            }
        }
        // ... or one long-lived observer task per web view, for the whole run, counting the batches it reads.
        let streamed = profile.observation == .stream ? webViews : []
        let timeline = LoadTimeline()
        let (finished, residentAfterWarmUp, elapsed, streamedChanges) = await withTaskGroup(of: Int.self) { group in
            // The clock's sleepers are woken by the lanes before every event, or by the last lane to fall
            // asleep; the ticker is the safety net for a lane that waits on something other than the clock.
            if case .closed = profile.mode {
                group.addTask {
                    await sleepers.tick(every: .milliseconds(1))
                    return 0
                }
            }
            for webView in streamed {
                let changes = await webView.stateChanges()
                group.addTask {
                    var batches = 0
                    for await _ in changes { batches += 1 }
                    return batches
                }
            }
            var running = await runPhase(lanes, limit: profile.warmUp, phase: .warmUp, time: time)
            let residentAfterWarmUp = ProcessResources.residentBytes
            for index in running.indices { running[index].startMeasuring() }
            let start = time.now()
            running = await runPhase(
                running, limit: profile.measure, phase: .measure, time: time, timeline: timeline)
            let elapsed = time.now() &- start
            group.cancelAll()
            var streamedChanges = 0
            for await batches in group { streamedChanges += batches }
            return (running, residentAfterWarmUp, elapsed, streamedChanges)
        }
        let stateChanges = streamedChanges + handled.reduce(0) { $0 + $1.value }
        for observation in observations { observation.invalidate() }

        var total = LoadMetrics(handlers: handlerNames.count, messageKinds: profile.messages.count)
        for lane in finished { total.merge(lane.collected) }
        let findings = logs.compactMap { $0 }.flatMap { $0.all }
        var report = LoadReport(
            profile: profile,
            handlerNames: handlerNames,
            metrics: total,
            elapsedNanoseconds: elapsed,
            findings: findings,
            stateChanges: stateChanges,
            memory: LoadReport.Memory(
                peakBytes: ProcessResources.peakResidentBytes,
                residentAfterWarmUpBytes: residentAfterWarmUp,
                residentAtEndBytes: ProcessResources.residentBytes
            )
        )
        report.distribution = LoadDistribution(
            navigation: total.navigationLatency, decision: total.decisionLatency, message: total.messageLatency,
            handlers: total.handlerLatency,
            timeline: timeline.samples + [LoadDistribution.Sample(seconds: Double(elapsed) / 1e9, events: total.issued)]
        )
        return report
    }

    /// A lane's own copy of what to drive: fresh arrays and message bodies, so lanes on different cores
    /// never retain and release the same objects.
    private func makePlan(handlers: Int) -> LoadLane.Plan {
        let fraction = profile.messageFraction
        return LoadLane.Plan(
            urls: profile.urls.map { $0 },
            urlChoice: WeightedChoice(profile.urls.map(\.weight)),
            messages: profile.messages.map {
                LoadProfile.WeightedMessage($0.name, body: $0.body.copied, weight: $0.weight)
            },
            messageChoice: WeightedChoice(profile.messages.map(\.weight)),
            messageThreshold: fraction >= 1 ? .max : UInt64(fraction * 18_446_744_073_709_551_615.0),
            allMessages: fraction >= 1,
            historyThreshold: historyThreshold(messageFraction: fraction),
            historyActions: LoadProfile.HistoryAction.allCases,
            historyChoice: WeightedChoice(
                LoadProfile.HistoryAction.allCases.map { Int((profile.history[$0, default: 0] * 1e6).rounded()) }),
            mode: profile.mode,
            lanes: profile.concurrency,
            lateAfter: LatencyHistogram.nanoseconds(lateAfter),
            dropAfter: LatencyHistogram.nanoseconds(dropAfter),
            handlers: handlers,
            eventsPerYield: max(1, profile.eventsPerYield)
        )
    }

    /// Of the events that are not messages, the share that are history actions, as a threshold on a
    /// random 64-bit number.
    private func historyThreshold(messageFraction: Double) -> UInt64 {
        let history = profile.history.values.reduce(0, +)
        guard history > 0, messageFraction < 1 else { return 0 }
        let share = min(1, history / (1 - messageFraction))
        return share >= 1 ? .max : UInt64(share * 18_446_744_073_709_551_615.0)
    }

    /// The clock the run's web views wait on: in a closed loop the lanes are always running events, and
    /// wake the sleepers themselves (``LoadClock``); in an open loop they wait for their next due time
    /// between events, and a sleep takes a real timer.
    private func clock(_ sleepers: SleeperQueue) -> any Clock<Duration> {
        if case .closed = profile.mode { return LoadClock(sleepers: sleepers) }
        return ContinuousClock()
    }

    /// Creates the web views, each with its own configuration and its chain timed by the lane's probe, and
    /// deals them to lanes: web view *i* to lane *i* mod lanes. A lane's web views share its finding log.
    private func makeLanes(handlers: Int, sleepers: SleeperQueue) -> [LoadLane] {
        (0..<profile.concurrency).map { lane in
            let probe = DecisionProbe(slots: handlers + 1, time: sleepers.time)
            let log = FindingLog()
            let webViews = stride(from: lane, to: profile.webViews, by: profile.concurrency).map { index in
                var builder = profile.configuration()
                if var chain = builder.currentNavigationChain {
                    chain.timer = probe
                    builder = builder.set(navigationChain: chain)
                }
                return WebView(
                    id: WebViewID(index + 1),
                    configuration: builder.build(log: log),
                    clock: clock(sleepers),
                    pageSource: profile.pageSource,
                    log: log,
                    isolation: profile.webViewIsolation
                )
            }
            return LoadLane(
                index: lane,
                plan: makePlan(handlers: handlers),
                time: sleepers.time,
                webViews: webViews,
                probe: probe,
                progress: LoadCounter(),
                sleepers: sleepers,
                random: SplitMix64(seed: profile.seed &+ UInt64(lane) &* 0x9E37_79B9_7F4A_7C15),
                metrics: LoadMetrics(handlers: handlers, messageKinds: profile.messages.count)
            )
        }
    }

    /// Runs every lane for one phase in a task group, with a progress task when asked for, and one that
    /// samples the events issued over time when given a timeline.
    private func runPhase(
        _ lanes: [LoadLane],
        limit: LoadProfile.Limit,
        phase: LoadProgress.Phase,
        time: MonotonicTime,
        timeline: LoadTimeline? = nil
    ) async -> [LoadLane] {
        if case .events(0) = limit { return lanes }
        if case .duration(let duration) = limit, duration <= .zero { return lanes }
        let start = time.now()
        let counters = lanes.map(\.progress)
        for counter in counters { counter.set(0) }
        let progress = self.progress
        let interval = progressInterval
        return await withTaskGroup(of: LoadLane?.self) { group in
            for lane in lanes {
                let budget: LoadLane.Budget
                switch limit {
                case .events(let count):
                    budget = .events(count / lanes.count + (lane.index < count % lanes.count ? 1 : 0))
                case .duration(let duration):
                    budget = .deadline(start &+ LatencyHistogram.nanoseconds(duration))
                }
                group.addTask {
                    var lane = lane
                    if lane.webViews.count == 1 {
                        let webView = lane.webViews[0]
                        await lane.run(on: webView, budget: budget, start: start)
                    } else {
                        await lane.run(budget: budget, start: start)
                    }
                    return lane
                }
            }
            if let progress {
                group.addTask {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: interval)
                        let events = counters.reduce(0) { $0 + $1.value }
                        let elapsed = Duration.nanoseconds(time.now() &- start)
                        progress(LoadProgress(phase: phase, events: events, elapsed: elapsed, limit: limit))
                    }
                    return nil
                }
            }
            if let timeline {
                group.addTask {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: LoadTimeline.interval)
                        let events = counters.reduce(0) { $0 + $1.value }
                        timeline.append(seconds: Double(time.now() &- start) / 1e9, events: events)
                    }
                    return nil
                }
            }
            var finished = [LoadLane?](repeating: nil, count: lanes.count)
            var remaining = lanes.count
            while remaining > 0, let result = await group.next() {
                guard let lane = result else { continue }
                finished[lane.index] = lane
                remaining -= 1
            }
            group.cancelAll()
            return finished.map { $0! }
        }
    }
}
