import Synchronization

/// A dispatch queue in the schedule, spelled like `DispatchQueue` so that ported code changes little.
///
/// A serial queue runs its work items one at a time, in the order they were sent, on a worker of its
/// own: they never overlap and their order holds in every schedule; between two items the worker
/// stops at a scheduling point, as a thread may be preempted between two blocks. A concurrent queue
/// (``global()``, or `attributes: .concurrent`) starts each item as a task of its own; on a concurrent
/// queue of your own an item sent with `flags: .barrier` waits for every item before it to end, runs
/// alone, and the items after it wait for its end. ``main`` is the main queue: its items run on the
/// simulated main actor, first come first served together with the main actor's jobs, and keep the main
/// actor until they end, as the main thread runs a block.
///
/// Each `async` is a choice point: the item can start at the next step, or much later. Items are
/// `async` closures, so the simulated primitives (``SimulatedMutex``, ``SimulatedSemaphore``, …) can
/// block inside them, and `sync` is awaited: it waits for its turn as `dispatch_sync` does (after the
/// items sent before it on a serial queue, after a barrier on a concurrent one) and runs its block on
/// the caller. `sync` onto the queue that runs the caller is reported as a deadlock with libdispatch's
/// message, as libdispatch traps; a `sync` cycle between queues and locks is a deadlock naming the cycle.
///
/// ```swift
/// let replies = SimulatedQueue(label: "replies")
/// replies.async { await handlers.withLock { … } }
/// replies.asyncAfter(deadline: .now() + .milliseconds(300)) { timeOut(id) }
/// SimulatedQueue.main.async { MainActor.assumeIsolated { label.text = "done" } }
/// let count = await replies.sync { pending.count }
/// let cache = SimulatedQueue(label: "cache", attributes: .concurrent)
/// cache.async(flags: .barrier) { store.write(updated) }
/// ```
public final class SimulatedQueue: Sendable {
    /// Queue attributes, as `DispatchQueue.Attributes`.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: Int

        /// Creates attributes from their raw value.
        ///
        /// - Parameter rawValue: The raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Items may run at the same time, each as a task of its own.
        public static let concurrent = Attributes(rawValue: 1)
    }

    /// Work item flags, as `DispatchWorkItemFlags`.
    public struct Flags: OptionSet, Sendable {
        public let rawValue: Int

        /// Creates flags from their raw value.
        ///
        /// - Parameter rawValue: The raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// On a concurrent queue of your own, the block waits for every block sent before it to end, runs
        /// alone, and blocks sent after it wait for its end.
        public static let barrier = Flags(rawValue: 1)
    }

    enum Kind {
        case serial(Int)
        case main(Int)
        /// A concurrent queue, by index in `SyncState.concurrentQueues`.
        case concurrent(Int)
    }

    /// The queue's label.
    public let label: String
    let simulation: SimulationExecutor
    let kind: Kind
    /// Whether `.barrier` applies: not on the global queue, where libdispatch ignores it.
    let barriersApply: Bool
    let state = Mutex(WorkerState())

    /// One work item waiting in a serial queue.
    struct Item: Sendable {
        var work: @Sendable () async -> Void
        var group: SimulatedGroup?
        var workItem: SimulatedWorkItem?
        /// What the enqueuing task knew (data-race tracking only).
        var clock: VectorClock?
        /// Whether it is a barrier block (concurrent queues only).
        var barrier = false
    }

    struct WorkerState {
        /// Items not started yet, from `head` on (taken by index: a long line is not shifted per item).
        var items: [Item] = []
        var head = 0
        var worker: UInt64 = 0
        var parked: UnsafeContinuation<Void, Never>?
        var started = false
        var stopped = false
        /// The task running a `sync` block on the queue now, or 0.
        var turnHolder: UInt64 = 0
    }

    /// Creates a queue in the running simulation.
    ///
    /// - Parameters:
    ///   - label: The label in traces and reports.
    ///   - attributes: `.concurrent` for a concurrent queue; serial by default.
    public init(label: String, attributes: Attributes = []) {
        let simulation = SimulationExecutor.current(for: "SimulatedQueue")
        self.simulation = simulation
        self.label = label
        self.barriersApply = true
        if attributes.contains(.concurrent) {
            self.kind = .concurrent(simulation.registerConcurrentQueue(label))
        } else {
            self.kind = .serial(simulation.registerQueue(label))
        }
    }

    private init(main simulation: SimulationExecutor) {
        self.simulation = simulation
        self.label = "com.apple.main-thread"
        self.barriersApply = false
        self.kind = .main(simulation.registerQueue("com.apple.main-thread"))
    }

    private init(global simulation: SimulationExecutor) {
        self.simulation = simulation
        self.label = "com.apple.root.default-qos"
        self.barriersApply = false
        self.kind = .concurrent(simulation.registerConcurrentQueue("com.apple.root.default-qos"))
    }

    /// The running simulation's main queue: the main actor's.
    public static var main: SimulatedQueue {
        let simulation = SimulationExecutor.current(for: "SimulatedQueue.main")
        return simulation.queues.withLock { registry in
            if let main = registry.main { return main }
            let main = SimulatedQueue(main: simulation)
            registry.main = main
            return main
        }
    }

    /// The running simulation's global concurrent queue.
    ///
    /// - Returns: The queue.
    public static func global() -> SimulatedQueue {
        let simulation = SimulationExecutor.current(for: "SimulatedQueue.global()")
        return simulation.queues.withLock { registry in
            if let global = registry.global { return global }
            let global = SimulatedQueue(global: simulation)
            registry.global = global
            return global
        }
    }

    /// Sends `work` to the queue and returns at once.
    ///
    /// - Parameters:
    ///   - group: A group the item belongs to: entered now, left when the item ends.
    ///   - flags: `.barrier` on a concurrent queue of your own: the item starts once every item sent before
    ///     it has ended, runs alone, and items sent after it wait for its end. Serial queues and the main
    ///     and global queues run it as any item, as libdispatch does.
    ///   - work: The work item.
    public func async(
        group: SimulatedGroup? = nil,
        flags: Flags = [],
        execute work: @escaping @Sendable () async -> Void
    ) {
        group?.enter()
        submit(Item(work: work, group: group, workItem: nil, clock: nil, barrier: isBarrier(flags)))
    }

    /// Sends a work item to the queue; it is skipped if cancelled before it starts.
    ///
    /// - Parameter item: The work item.
    public func async(execute item: SimulatedWorkItem) {
        submit(Item(work: { await item.perform() }, group: nil, workItem: item, clock: nil))
    }

    /// Sends `work` to the queue when virtual time reaches `deadline`, with `flags` (see
    /// ``async(group:flags:execute:)``).
    ///
    /// - Parameters:
    ///   - deadline: When, for example `.now() + .milliseconds(300)`.
    ///   - flags: `.barrier` for a barrier item.
    ///   - work: The work item.
    public func asyncAfter(
        deadline: VirtualClock.Instant,
        flags: Flags = [],
        execute work: @escaping @Sendable () async -> Void
    ) {
        guard isBarrier(flags) else {
            asyncAfter(deadline: deadline, execute: SimulatedWorkItem(block: work))
            return
        }
        let clock = VirtualClock(executor: simulation)
        Task(name: "\(label).asyncAfter", executorPreference: simulation) {
            try? await clock.sleep(until: deadline)
            self.async(flags: .barrier, execute: work)
        }
    }

    /// Sends a work item to the queue when virtual time reaches `deadline`; cancelling it before then
    /// (or before it starts) skips it.
    ///
    /// - Parameters:
    ///   - deadline: When, for example `.now() + .milliseconds(300)`.
    ///   - item: The work item.
    public func asyncAfter(deadline: VirtualClock.Instant, execute item: SimulatedWorkItem) {
        let clock = VirtualClock(executor: simulation)
        Task(name: "\(label).asyncAfter", executorPreference: simulation) {
            try? await clock.sleep(until: deadline)
            self.async(execute: item)
        }
    }

    var isMain: Bool {
        if case .main = kind { return true }
        return false
    }

    /// Whether `flags` make a barrier on this queue.
    func isBarrier(_ flags: Flags) -> Bool {
        guard barriersApply, flags.contains(.barrier), case .concurrent = kind else { return false }
        return true
    }

    /// Queues an item: a task of its own on a concurrent queue (once no barrier holds it back), else the
    /// worker's next.
    func submit(_ item: Item) {
        var item = item
        let task = JobIdentity.currentTaskID
        simulation.happensBefore(task) { tracker, number, _ in
            item.clock = tracker.release(number)
        }
        switch kind {
        case .concurrent(let index):
            let startsNow = simulation.state.withLock { state in
                let startsNow = state.sync.concurrentQueues[index].canStart(barrier: item.barrier)
                if startsNow {
                    state.sync.concurrentQueues[index].start(barrier: item.barrier)
                } else {
                    state.sync.concurrentQueues[index].pending.append(.item(item))
                }
                return startsNow
            }
            if startsNow { startConcurrent(item, index: index) }
        case .main:
            // Each item joins the main actor's line now, as a block sent to the main queue does.
            Task { @MainActor in await self.runOnMain(item) }
        case .serial:
            let (start, parked) = state.withLock { state -> (Bool, UnsafeContinuation<Void, Never>?) in
                state.items.append(item)
                let start = !state.started
                state.started = true
                defer { state.parked = nil }
                return (start, state.parked)
            }
            if start {
                startWorker()
            } else if let parked {
                let worker = state.withLock { $0.worker }
                simulation.state.withLock { state in
                    simulation.wake(worker, parked, lane: QueuedJob.noLane, in: &state)
                }
            }
        }
    }

    /// Runs a main-queue item on the main actor, keeping it to the end, as the main thread runs a block.
    func runOnMain(_ item: Item) async {
        let me = JobIdentity.currentTaskID
        let lane = simulation.mainLaneIndexCreating
        simulation.state.withLock { $0.holdForItem(lane, by: me, true) }
        if let clock = item.clock {
            simulation.happensBefore(me) { tracker, number, _ in tracker.acquire(number, clock) }
        }
        await Self.run(item)
        simulation.state.withLock { $0.holdForItem(lane, by: me, false) }
    }

    static func run(_ item: Item) async {
        if item.workItem?.isCancelled == true {
            item.group?.leave()
            return
        }
        await item.work()
        item.group?.leave()
    }

    private func startWorker() {
        simulation.queues.withLock { $0.withWorkers.append(self) }
        Task(name: label, executorPreference: simulation) { await self.work() }
    }

    /// The worker of a serial queue: takes the items in order and runs each to its end.
    private func work() async {
        let me = JobIdentity.currentTaskID
        state.withLock { $0.worker = me }
        if case .serial(let index) = kind { simulation.setWorker(me, of: index) }
        var first = true
        while true {
            let next = state.withLock { state -> Item? in
                guard state.head < state.items.count else {
                    state.items.removeAll(keepingCapacity: true)
                    state.head = 0
                    return nil
                }
                defer { state.head += 1 }
                return state.items[state.head]
            }
            guard let item = next else {
                if state.withLock({ $0.stopped }) { return }
                simulation.setBusy(false, queue: kind)
                await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
                    state.withLock { $0.parked = continuation }
                }
                first = true
                continue
            }
            if !first {
                // Between two items the thread may be preempted, as any thread between two blocks.
                await simulation.schedulingPoint(Caller(task: me, name: label, number: 0, lane: QueuedJob.noLane))
            }
            first = false
            simulation.setBusy(true, queue: kind)
            if let clock = item.clock {
                simulation.happensBefore(me) { tracker, number, _ in tracker.acquire(number, clock) }
            }
            await Self.run(item)
        }
    }

    /// Ends a parked worker (the run is over).
    func stopWorker() {
        let (parked, worker) = state.withLock { state -> (UnsafeContinuation<Void, Never>?, UInt64) in
            state.stopped = true
            defer { state.parked = nil }
            return (state.parked, state.worker)
        }
        guard let parked else { return }
        simulation.state.withLock { state in
            simulation.wake(worker, parked, lane: QueuedJob.noLane, in: &state)
        }
    }
}

extension SimulationExecutor {
    /// Registers a serial queue with the runtime, for `sync` waits and deadlock cycles.
    func registerQueue(_ label: String) -> Int {
        state.withLock { state in
            state.sync.queues.append(QueueInfo(label: label))
            return state.sync.queues.count - 1
        }
    }

    /// Registers a concurrent queue with the runtime, for barriers, `sync` waits and deadlock cycles.
    func registerConcurrentQueue(_ label: String) -> Int {
        state.withLock { state in
            state.sync.concurrentQueues.append(ConcurrentQueueState(label: label))
            return state.sync.concurrentQueues.count - 1
        }
    }

    /// Notes that the running task runs an item of the concurrent queue `label`, for ``Trace/causes``.
    func noteQueueItem(of label: String) {
        let task = JobIdentity.currentTaskID
        state.withLock { state in
            if state.recordsCauses { state.queueItemTasks[task] = label }
        }
    }

    func setWorker(_ worker: UInt64, of queue: Int) {
        state.withLock { $0.sync.queues[queue].worker = worker }
    }

    func setBusy(_ busy: Bool, queue kind: SimulatedQueue.Kind) {
        switch kind {
        case .serial(let index), .main(let index):
            state.withLock { $0.sync.queues[index].busy = busy }
        case .concurrent:
            break
        }
    }

    /// The main lane's index, if the main actor was used.
    var mainLaneIndex: Int? {
        state.withLock { $0.mainLaneIndex }
    }

    /// The main lane's index, creating the lane if needed.
    var mainLaneIndexCreating: Int {
        state.withLock { $0.mainLane(for: self) }
    }
}
