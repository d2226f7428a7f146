import Synchronization

extension SimulatedQueue {
    /// Starts a concurrent queue's item, marked started already, as a task of its own.
    func startConcurrent(_ item: Item, index: Int) {
        Task(name: label, executorPreference: simulation) { [item, simulation, label] in
            simulation.noteQueueItem(of: label)
            let me = JobIdentity.currentTaskID
            simulation.state.withLock { state in
                if item.barrier {
                    state.sync.concurrentQueues[index].barrierHolder = me
                } else {
                    state.sync.concurrentQueues[index].holders.append(me)
                }
            }
            self.beginConcurrentBlock(me, barrier: item.barrier)
            await Self.run(item)
            self.endConcurrentBlock(me, barrier: item.barrier, index: index)
        }
    }

    /// Takes a concurrent queue's turn for a `sync` block of `caller`: at once if nothing holds it back,
    /// else after the barrier before it. Returns the turn; it is granted already when it starts at once.
    func takeConcurrentTurn(_ caller: Caller, barrier: Bool, index: Int) -> SyncTurn {
        let turn = SyncTurn(caller: caller, barrier: barrier)
        simulation.state.withLock { state in
            if state.sync.concurrentQueues[index].canStart(barrier: barrier) {
                state.sync.concurrentQueues[index].start(barrier: barrier)
                Self.hold(&state.sync.concurrentQueues[index], for: turn)
                _ = turn.grant()
            } else {
                state.sync.concurrentQueues[index].pending.append(.turn(turn))
            }
        }
        return turn
    }

    /// Whether `task` runs a block of the concurrent queue now.
    func runsConcurrentBlock(_ task: UInt64, index: Int) -> Bool {
        simulation.state.withLock { state in
            let queue = state.sync.concurrentQueues[index]
            return queue.holders.contains(task) || (queue.barrierRunning && queue.barrierHolder == task)
        }
    }

    private static func hold(_ queue: inout ConcurrentQueueState, for turn: SyncTurn) {
        if turn.barrier {
            queue.barrierHolder = turn.caller.task
        } else {
            queue.holders.append(turn.caller.task)
        }
    }

    /// The start of a concurrent block on `task`: it knows what the barriers before it did, and a barrier
    /// knows what every block before it did.
    func beginConcurrentBlock(_ task: UInt64, barrier: Bool) {
        simulation.happensBefore(task) { tracker, number, _ in
            tracker.acquire(number, from: .queueBarriers(ObjectIdentifier(self)))
            if barrier { tracker.acquire(number, from: .queueBlocks(ObjectIdentifier(self))) }
        }
    }

    /// The end of a concurrent block on `task`: the blocks that may start now start (a barrier once the
    /// blocks before it have ended; the blocks after a barrier once it has ended).
    func endConcurrentBlock(_ task: UInt64, barrier: Bool, index: Int) {
        simulation.happensBefore(task) { tracker, number, _ in
            tracker.release(
                number, into: barrier ? .queueBarriers(ObjectIdentifier(self)) : .queueBlocks(ObjectIdentifier(self)))
        }
        let started = simulation.state.withLock { state -> [ConcurrentWork] in
            state.sync.concurrentQueues[index].end(barrier: barrier, task: task)
            let started = state.sync.concurrentQueues[index].startable()
            for case .turn(let turn) in started {
                Self.hold(&state.sync.concurrentQueues[index], for: turn)
                simulation.grant(turn, on: ObjectIdentifier(self), in: &state)
            }
            return started
        }
        for case .item(let item) in started {
            startConcurrent(item, index: index)
        }
    }
}
