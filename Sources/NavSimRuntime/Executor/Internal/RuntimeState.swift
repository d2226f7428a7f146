/// A task the simulation knows by name: the root task and every task started with `spawn`.
struct KnownTask {
    var name: String
    /// Where it was spawned (`#fileID`), or `root`.
    var file: String
    /// The line it was spawned at; 0 for the root task.
    var line: Int = 0
    var finished = false
    /// The known task it awaits (an index into the run's tasks), for deadlock detection: kept here rather than in
    /// a dictionary of the run's, which allocated its storage in every run that awaited a task.
    var awaiting: Int?
    /// The index in the trace's entries of the last event it recorded: a report reads the event and its
    /// time there (keeping a copy of the event per record cost a copy and a destroy of each).
    var lastEntry: Int?

    /// Where it was spawned, `File.swift:12`, or `root`: rendered only when a report names the task.
    var origin: String { line == 0 ? file : "\(file):\(line)" }

    init(name: String, origin: String) {
        self.name = name
        self.file = origin
    }

    init(name: String, file: String, line: Int) {
        self.name = name
        self.file = file
        self.line = line
    }
}

/// A sleeping task waiting for virtual time to reach its deadline.
///
/// Plain numbers and a pointer: the label its wake-up is recorded under stays in the task table (or, for a task the
/// table has no name for, in `RuntimeState.timerLabels`), so that keeping, moving and firing a timer retains nothing.
struct PendingTimer {
    var deadline: Duration
    var id: Int
    var continuation: UnsafeContinuation<Void, any Error>
    /// The sleeper's position in the task table, whose name is its label; `nil` when `timerLabels` keeps the label.
    var namedTask: Int?
}

/// Everything a simulation mutates, kept together under the executor's one lock.
struct RuntimeState {
    let name: String
    var queue: [QueuedJob] = []
    /// Sorted by deadline, then by registration order: timers fire deterministically.
    var timers: [PendingTimer] = []
    /// The labels of sleepers the task table has no name for, by timer (a label the sleeper's context gave).
    var timerLabels: [Int: String] = [:]
    /// Timers cancelled before they were registered (cancellation raced the sleep call).
    var cancelledTimers: Set<Int> = []
    var nextTimerID = 0
    var now: Duration = .zero
    var step = 0
    /// The step limit of the run, for loops nested in a job (`SimulationExecutor.waitInPlace`).
    var maxSteps = 1_000_000
    var chooser: Chooser
    var steps: [UInt32] = []
    var entries: [Trace.Entry] = []
    /// Whether events are kept as the trace's entries; if not, the run keeps only its digest: each event is
    /// fed to `taped` as it happens, and `entries` stays empty (``Simulation/runRecording(_:name:capacity:keepsEntries:_:)``).
    let keepsEntries: Bool
    /// In a run that keeps only its digest, the words its entries feed the digest, in order (``digest``).
    var taped: TraceDigester
    /// The time of the last event taped, converted once per distinct time.
    var tapedTime = Trace.TimeInNanoseconds()
    /// The task and actor pairs seen last (`tapeEntry`; the words they fed the digest are in the tape's
    /// `headerWords`, `TapedHeader.maxWords` per slot), the slot to take next when they are all taken, and the
    /// slot found last.
    var tapedHeaders: [TapedHeader] = []
    /// Each slot's pair and word count (the strings stay in `tapedHeaders`, which says how many slots are taken),
    /// in the tape's memory: made once per exploration thread, not once per run.
    let tapedSlots: UnsafeMutablePointer<TapedHeader.Slot>?
    let tapedHeaderWords: UnsafeMutablePointer<UInt64>?
    var nextTapedHeader = 0
    var lastTapedHeader = 0
    /// The tasks seen in the schedule, in order of first appearance: a task's number is its position plus 1
    /// (see `taskNumber(_:)`), and the table keeps the name a task records events under.
    var numberedTasks = NumberedTasks(capacity: 8)
    /// The last task looked up in `numberedTasks`: jobs of one task often run back to back.
    var lastTask: (id: UInt64, number: UInt32) = (0, 0)
    /// The job running now: its runtime task number (0 for a drain job), its owner and its lane.
    var currentTaskID: UInt64 = 0
    var currentOwner: UInt64 = 0
    /// The task of the code that called `Simulation.run` (0 from a plain thread): never a job's owner.
    var outerTask: UInt64 = 0
    var currentLane = QueuedJob.noLane
    /// Serial lanes (the main actor's): their waiting jobs, holders and executors.
    var lanes: [LaneState] = []
    var mainLaneIndex: Int?
    /// Names of tasks seen blocking or holding, for reports (`label(ofTask:)`).
    var taskNames: [UInt64: String] = [:]
    /// Set while a task parked at a scheduling point is resumed: the job its resumption enqueues runs
    /// at once, in the same step, instead of waiting for a choice of its own.
    var directing = false
    var directLane = QueuedJob.noLane
    var direct: QueuedJob?
    /// The simulated primitives' shared bookkeeping: owners, waiters, clocks.
    var sync = SyncState()
    var failures: [RuntimeFailure] = []
    var tasks: [KnownTask]
    var rootFinished = false
    /// Whether the first failure ends the run (``SimulationOptions/endsAtFirstFailure``).
    var endsAtFirstFailure = false
    /// Why the run ended before quiescence, once it has: no job runs and nothing is recorded after.
    var endReason: String?
    /// Why this run is a warm-up whose schedule a later run would not repeat (``SimulationContext/markWarmUp(_:)``).
    var warmUp: String?
    /// Tasks that were started on the global executor from inside the simulation.
    var escapedTasks: Set<UInt64> = []
    /// Whether the trace records causes (``SimulationOptions/recordsCauses``), and what it recorded.
    let recordsCauses: Bool
    var causes = Trace.Causes()
    /// Set while timers fire, between steps: the jobs their wake-ups enqueue have no step as their cause.
    var firingTimers = false
    /// The tasks started for a concurrent queue's items, with the queue's label (when recording causes).
    var queueItemTasks: [UInt64: String] = [:]

    init(
        name: String, options: SimulationOptions, capacity: TraceCapacity = TraceCapacity(), keepsEntries: Bool = true
    ) {
        self.name = name
        self.keepsEntries = keepsEntries
        let tape = keepsEntries ? nil : capacity.tape ?? DigestTape()
        tape?.handOver()
        self.taped = tape.map(TraceDigester.init(taping:)) ?? TraceDigester()
        self.tapedHeaderWords = tape?.headerWords
        self.tapedSlots = tape?.headerSlots
        self.chooser = Chooser(
            seed: options.seed,
            strategy: options.strategy,
            prefix: options.prefix,
            oldestFirstAfterPrefix: options.afterPrefix == .oldestFirst,
            plan: options.pctPlan
        )
        var tasks: [KnownTask] = []
        tasks.reserveCapacity(capacity.tasks)
        tasks.append(KnownTask(name: name, origin: "root"))
        self.tasks = tasks
        self.endsAtFirstFailure = options.endsAtFirstFailure
        self.recordsCauses = options.recordsCauses
        // Room for a small program's run by default (a shipped race scenario records 20 to 60 entries in 100
        // to 300 steps), for the largest run so far in an exploration: the arrays grow once or never instead of
        // six or eight times, each growth a copy.
        steps.reserveCapacity(capacity.steps)
        if keepsEntries { entries.reserveCapacity(capacity.entries) }
        // The arrays a run appends to from its first jobs, made at the size they reached before: growing them
        // from empty cost a race scenario's schedule about eight allocations and copies.
        chooser.reserveChoices(capacity.choices)
        queue.reserveCapacity(capacity.queue)
        if tape != nil { tapedHeaders.reserveCapacity(TapedHeader.slots) }
    }

    /// The trace's digest, equal to ``Trace/digest`` of the trace the run would have kept, its events' words still
    /// to be mixed; `nil` for a run that keeps its entries (their trace computes it).
    var tapedDigest: PendingDigest? {
        guard let tape = taped.tape else { return nil }
        var digester = TraceDigester()
        digester.combine(steps)
        return PendingDigest(start: digester.value, tape: tape, count: taped.tapeCount, generation: tape.generation)
    }

    /// Keeps an event, at the current time and step: as an entry, or in a run that keeps only its digest, as
    /// what the entry would feed the digest.
    ///
    /// - Returns: Whether it was kept as an entry (`entries.count - 1` is its index).
    @discardableResult
    mutating func keep(task: String, actor: String?, event: Trace.Event) -> Bool {
        guard keepsEntries else {
            tapeEntry(task: task, actor: actor)
            event.digest(into: &taped)
            return false
        }
        entries.append(Trace.Entry(time: now, step: step, task: task, actor: actor, event: event))
        return true
    }

    /// Tapes a domain event in a run that keeps only its digest, without boxing it into a ``Trace/Event``: what
    /// ``keep(task:actor:event:)`` tapes for `.value(value)` under the recording task's label, the value given by
    /// the words its ``TraceEventValue/digest(into:)`` feeds (a value's own, or a lent one's).
    ///
    /// - Parameters:
    ///   - taskID: The recording task's runtime number (see ``label(ofRecordingTask:known:)``).
    ///   - known: Its known task, read only when its label is not its name.
    ///   - actor: The actor it happened on.
    ///   - digest: Feeds the value's words.
    mutating func tape(
        recordingTask taskID: UInt64, known: @autoclosure () -> Int, actor: String?,
        digest: @Sendable (inout TraceDigester) -> Void
    ) {
        if let slot = rememberedSlot(ofRecordingTask: taskID, actor: actor), endReason == nil {
            // What `tapeEntry` tapes for the pair, found without copying the task's name.
            tapeStepAndTime()
            tapeWords(ofSlot: slot)
        } else {
            let task = label(ofRecordingTask: taskID, known: known())
            guard endReason == nil else { return }
            tapeEntry(task: task, actor: actor)
        }
        Trace.Event.digest(valueDigest: digest, into: &taped)
    }

    /// The slot remembering the pair of a recording task's name (read before, as its label) and `actor`, found by
    /// the name's bits where the task table keeps it; `nil` when the task has no such name or the pair is not
    /// remembered.
    private mutating func rememberedSlot(ofRecordingTask taskID: UInt64, actor: String?) -> Int? {
        guard tapedSlots != nil, TapedHeader.Key.isComparable, let position = tablePosition(of: taskID) else {
            return nil
        }
        let name = numberedTasks.recordingNameBits(at: position)
        return takenSlot(matching: TapedHeader.Key(taskBits: name, actor: actor))
    }

    /// The taken slot whose pair is `key` (the one found last tried first), or `nil`.
    private mutating func takenSlot(matching key: TapedHeader.Key) -> Int? {
        guard let slots = tapedSlots else { return nil }
        if tapedHeaders.indices.contains(lastTapedHeader), slots[lastTapedHeader].key == key { return lastTapedHeader }
        for slot in tapedHeaders.indices where slots[slot].key == key {
            lastTapedHeader = slot
            return slot
        }
        return nil
    }

    /// Tapes what an entry's header mixes first: its step and its time.
    @inline(__always)
    private mutating func tapeStepAndTime() {
        taped.combine(step)
        taped.combine(UInt64(bitPattern: tapedTime.of(now)))
    }

    /// Tapes the words the pair in `slot` fed the digest when it was first seen.
    private mutating func tapeWords(ofSlot slot: Int) {
        let words = tapedHeaderWords.unsafelyUnwrapped + slot * TapedHeader.maxWords
        taped.tape(words, count: tapedSlots.unsafelyUnwrapped[slot].count)
    }

    /// Tapes what ``Trace/digest`` mixes for an entry before its event: its step, time, task and actor (as
    /// `Trace.combine(nanoseconds:task:actor:into:)` does).
    private mutating func tapeEntry(task: String, actor: String?) {
        tapeStepAndTime()
        // A run records under a few tasks and actors: their words are taped again from the last pairs seen rather
        // than read from the strings' bytes at every entry (the pair last found first).
        guard let headerWords = tapedHeaderWords, let slots = tapedSlots else {
            return Trace.combine(task: task, actor: actor, into: &taped)
        }
        let key = TapedHeader.Key(task: task, actor: actor)
        if let slot = takenSlot(matching: key) { return tapeWords(ofSlot: slot) }
        let start = taped.tapeCount
        Trace.combine(task: task, actor: actor, into: &taped)
        let count = taped.tapeCount - start
        guard TapedHeader.Key.isComparable, count <= TapedHeader.maxWords else { return }
        let slot: Int
        if tapedHeaders.count < TapedHeader.slots {
            slot = tapedHeaders.count
            tapedHeaders.append(TapedHeader(task: task, actor: actor))
            slots[slot] = TapedHeader.Slot(key: key, count: count)
        } else {
            slot = nextTapedHeader
            tapedHeaders[slot] = TapedHeader(task: task, actor: actor)
            slots[slot] = TapedHeader.Slot(key: key, count: count)
            nextTapedHeader = (slot + 1) % TapedHeader.slots
        }
        lastTapedHeader = slot
        taped.copyTapedWords(from: start, count: count, to: headerWords + slot * TapedHeader.maxWords)
    }

    /// Takes in a job: it becomes runnable now, or when its lane offers it.
    ///
    /// - Parameters:
    ///   - work: The job or the parked task.
    ///   - taskID: The runtime's task number of the job (0 for a drain job).
    ///   - owner: The task the job runs for (see `SimulationExecutor.owner(raw:current:)`).
    ///   - lane: The lane it was sent to, or `QueuedJob.noLane`.
    ///   - object: The simulated primitive a parked task operates on when it resumes, or 0.
    mutating func enqueue(
        _ work: Work, taskID: UInt64, owner: UInt64, lane: Int = QueuedJob.noLane, object: UInt = 0
    ) {
        let entry = QueuedJob(
            work: work,
            taskID: taskID,
            owner: owner,
            priority: chooser.priority(forTask: owner),
            lane: lane,
            object: object,
            enqueuedAt: firingTimers ? 0 : step
        )
        if directing && direct == nil && (lane == QueuedJob.noLane || lane == directLane || isFree(lane, for: owner)) {
            direct = entry
        } else if lane == QueuedJob.noLane {
            queue.append(entry)
        } else if taskID != 0 && taskID == currentTaskID && lane == currentLane {
            // The running task sent itself to the lane it runs on (a task started on the main actor
            // switches to it first thing, and finds the task executor differs): it goes on in its turn.
            lanes[lane].pending.insert(entry, at: 0)
        } else {
            lanes[lane].pending.append(entry)
            offer(lane)
        }
    }

    /// The owner of the job running now, for a job whose own task number is 0: the task running the
    /// code that enqueued it (a yield's continuation, an actor's drain job), else the running job's owner.
    func owner(raw taskID: UInt64, current: UInt64) -> UInt64 {
        if taskID != 0 { return taskID }
        return current != 0 ? current : currentOwner
    }

    /// Takes the job the strategy picks, or `nil` when none is runnable.
    mutating func takeNext() -> QueuedJob? {
        guard !queue.isEmpty else { return nil }
        step += 1
        let index = chooser.choose(in: &queue, step: step)
        let entry = queue.remove(at: index)
        steps.append(taskNumber(entry.taskID))
        if recordsCauses { recordCause(of: entry) }
        return entry
    }

    /// Records how the job of the step just taken came to run (``Trace/causes``).
    mutating func recordCause(of entry: QueuedJob) {
        firingTimers = false
        causes.enqueuedAt.append(UInt32(clamping: entry.enqueuedAt))
        if entry.lane != QueuedJob.noLane, entry.lane == mainLaneIndex {
            causes.mainActorSteps.append(UInt32(clamping: step))
        }
    }

    /// The causes recorded, with each queue's tasks named by their numbers; `nil` when not recording.
    mutating func recordedCauses() -> Trace.Causes? {
        guard recordsCauses else { return nil }
        var causes = causes
        for queue in sync.queues where queue.worker != 0 {
            if let number = knownNumber(of: queue.worker) { causes.queueTasks[number] = queue.label }
        }
        for (task, label) in queueItemTasks {
            if let number = knownNumber(of: task) { causes.queueTasks[number] = label }
        }
        return causes
    }

    /// The job taken by a resumption (see `directing`), if any.
    mutating func takeDirect() -> QueuedJob? {
        directing = false
        directLane = QueuedJob.noLane
        defer { direct = nil }
        return direct
    }

    /// The number of a task in order of first appearance (0 for drain jobs).
    mutating func taskNumber(_ taskID: UInt64) -> UInt32 {
        guard taskID != 0 else { return 0 }
        if taskID == lastTask.id { return lastTask.number }
        let position = numberedTasks.positionAdding(taskID)
        let number = UInt32(position + 1)
        lastTask = (taskID, number)
        return number
    }

    /// The number of a task already seen in the schedule, or `nil`.
    func knownNumber(of taskID: UInt64) -> UInt32? {
        numberedTasks.position(of: taskID).map { UInt32($0 + 1) }
    }

    /// Advances virtual time to the earliest deadline and adds the continuations of the timers due then to `due`.
    ///
    /// - Parameter due: Where the continuations to resume go.
    /// - Returns: Whether time advanced (`false` when no timer is pending).
    mutating func fireDueTimers(into due: inout [UnsafeContinuation<Void, any Error>]) -> Bool {
        guard let first = timers.first else { return false }
        // No job runs while timers fire: a wake-up has no cause, and must not inherit the last job's task as
        // the enqueuer of the sleeper's job (a happens-before edge from whatever ran last, which hid races).
        currentTaskID = 0
        currentOwner = 0
        firingTimers = recordsCauses
        now = max(now, first.deadline)
        // The first timer's deadline is read in place and the timer moved out of the list, not copied.
        while !timers.isEmpty, timers[0].deadline <= now {
            let timer = timers.removeFirst()
            due.append(timer.continuation)
            keepWake(of: timer)
        }
        return true
    }

    /// Keeps a timer's wake-up under its sleeper's label. A named sleeper's pair of words is taped again from the
    /// slot that remembers it, found by the bits of the name where the task table keeps it (what `tapeEntry` finds
    /// by the name, without copying it).
    private mutating func keepWake(of timer: PendingTimer) {
        let event = Trace.Event.wakes(timer: timer.id)
        guard let position = timer.namedTask else {
            keep(task: timerLabels.removeValue(forKey: timer.id) ?? "task", actor: nil, event: event)
            return
        }
        if tapedSlots != nil, TapedHeader.Key.isComparable,
            let slot = takenSlot(
                matching: TapedHeader.Key(taskBits: numberedTasks.recordingNameBits(at: position), actor: nil))
        {
            tapeStepAndTime()
            tapeWords(ofSlot: slot)
            event.digest(into: &taped)
            return
        }
        keep(task: numberedTasks.entries[position].recordingName ?? "task", actor: nil, event: event)
    }

    /// Registers a sleeper's timer, its wake-up to be recorded under the label the sleeping task records events
    /// under (``label(ofRecordingTask:known:)``, read now, in the sleeper's context).
    ///
    /// - Parameters:
    ///   - deadline: When it fires.
    ///   - id: The timer's number.
    ///   - continuation: The sleeper's.
    ///   - taskID: The sleeping task's runtime number.
    ///   - known: Its known task, read only when its label is not its name.
    /// - Returns: `false` when the sleeper was cancelled before it registered.
    mutating func addTimer(
        deadline: Duration, id: Int, continuation: UnsafeContinuation<Void, any Error>,
        recordingTask taskID: UInt64, known: @autoclosure () -> Int
    ) -> Bool {
        // Checked for emptiness first: removing from an empty set still hashes the key.
        if !cancelledTimers.isEmpty, cancelledTimers.remove(id) != nil { return false }
        var namedTask = tablePosition(of: taskID)
        if let position = namedTask, numberedTasks.entries[position].recordingName == nil {
            // Read now (the name is kept in the table once read); kept aside when the table still has no name.
            let label = label(ofRecordingTask: taskID, known: known())
            if numberedTasks.entries[position].recordingName == nil {
                namedTask = nil
                timerLabels[id] = label
            }
        } else if namedTask == nil {
            timerLabels[id] = label(ofRecordingTask: taskID, known: known())
        }
        insert(PendingTimer(deadline: deadline, id: id, continuation: continuation, namedTask: namedTask))
        return true
    }

    /// Puts a timer in the list, by deadline, then by registration order.
    private mutating func insert(_ timer: PendingTimer) {
        var low = 0
        var high = timers.count
        while low < high {
            let mid = (low + high) / 2
            let deadline = timers[mid].deadline
            if deadline < timer.deadline || (deadline == timer.deadline && timers[mid].id < timer.id) {
                low = mid + 1
            } else {
                high = mid
            }
        }
        timers.insert(timer, at: low)
    }

    mutating func removeTimer(_ id: Int) -> UnsafeContinuation<Void, any Error>? {
        guard let index = timers.firstIndex(where: { $0.id == id }) else {
            cancelledTimers.insert(id)
            return nil
        }
        if !timerLabels.isEmpty { timerLabels[id] = nil }
        return timers.remove(at: index).continuation
    }

    /// A task's label in reports: its name when known, else `T<number>`.
    func label(ofTask taskID: UInt64) -> String {
        if let name = taskNames[taskID] { return name }
        if let number = knownNumber(of: taskID) { return "T\(number)" }
        return "a task"
    }

    /// The label of the running task: its name, else its number.
    func label(taskName: String?, known: Int) -> String {
        if let taskName { return taskName }
        if currentTaskID != 0, let number = knownNumber(of: currentTaskID) { return "T\(number)" }
        return tasks.indices.contains(known) ? tasks[known].name : "task"
    }

    /// A task's position in `numberedTasks` (the last task looked up first), or `nil` for 0 or a task not in it.
    @inline(__always)
    private func tablePosition(of taskID: UInt64) -> Int? {
        guard taskID != 0 else { return nil }
        return taskID == lastTask.id ? Int(lastTask.number) - 1 : numberedTasks.position(of: taskID)
    }

    /// The label of the task recording an event: its name (read once per task: a task's name never changes,
    /// and reading it copies it), else its number, else its known task's name.
    ///
    /// `known` is read only when the task has no name (a task-local read, not needed in the common case).
    mutating func label(ofRecordingTask taskID: UInt64, known: @autoclosure () -> Int) -> String {
        let position = tablePosition(of: taskID)
        if let position, let name = numberedTasks.entries[position].recordingName { return name }
        let taskName = Task.name
        if let position, let taskName { numberedTasks.setRecordingName(taskName, at: position) }
        return label(taskName: taskName, known: known())
    }

    /// The label of a task calling the runtime: its name, else its number, else its known task's name.
    mutating func label(taskName: String?, known: Int, task: UInt64) -> String {
        if let taskName { return taskName }
        if task != 0 { return "T\(taskNumber(task))" }
        return tasks.indices.contains(known) ? tasks[known].name : "task"
    }

    mutating func record(_ event: Trace.Event, task: String, actor: String?, known: Int) {
        guard endReason == nil else { return }
        if keep(task: task, actor: actor, event: event), tasks.indices.contains(known) {
            tasks[known].lastEntry = entries.count - 1
        }
    }

    /// Marks a spawned task finished and says how in the trace.
    mutating func finish(_ index: Int, _ how: Trace.Event) {
        tasks[index].finished = true
        keep(task: tasks[index].name, actor: nil, event: how)
    }

    mutating func fail(_ kind: RuntimeFailure.Kind, _ message: String, task: String?) {
        guard endReason == nil else { return }
        keep(task: task ?? "runtime", actor: nil, event: .failed(kind, message))
        failures.append(RuntimeFailure(kind: kind, message: message, time: now, step: step, task: task))
        if endsAtFirstFailure { end("\(kind): \(message)", task: task) }
    }

    /// Ends the run as a crash ends a process: the job running now is the last, and nothing is recorded
    /// after this.
    mutating func end(_ reason: String, task: String?) {
        guard endReason == nil else { return }
        keep(task: task ?? "runtime", actor: nil, event: .note("ENDED: \(reason)"))
        endReason = reason
    }

    /// Unfinished known tasks, described with their last event, then blocked tasks and stuck lanes.
    func pendingTasks() -> [String] {
        knownPendingTasks() + blockedTasks() + stuckLanes()
    }

    private func knownPendingTasks() -> [String] {
        tasks.indices.filter { !tasks[$0].finished }.map { index in
            let task = tasks[index]
            var text = "\(task.name) (\(index == 0 ? "root" : "spawned at \(task.origin)"))"
            if let awaited = task.awaiting { text += ", awaiting \(tasks[awaited].name)" }
            if let last = task.lastEntry {
                text += ", last event '\(entries[last].event)' at \(Trace.milliseconds(entries[last].time)) ms"
            }
            return text
        }
    }

    /// A cycle in the wait-for graph among unfinished tasks, as names, if any.
    func waitCycle() -> [String]? {
        for start in tasks.indices where tasks[start].awaiting != nil {
            var path = [start]
            var current = start
            while let next = tasks[current].awaiting, !tasks[next].finished {
                if let loopStart = path.firstIndex(of: next) {
                    return (path[loopStart...] + [next]).map { tasks[$0].name }
                }
                path.append(next)
                current = next
            }
        }
        return nil
    }
}
