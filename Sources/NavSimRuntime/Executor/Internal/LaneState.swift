/// A serial lane: the simulated main actor's jobs, run one at a time in the order they came.
///
/// A lane offers at most one job at a time to the scheduler (its candidate, in `RuntimeState.queue`);
/// the rest wait in `pending`, first come, first served. While a lane's job runs, or while a task holds
/// the lane, nothing else of it is offered: its jobs never overlap, and they interleave with other
/// executors' jobs only at the choice points between jobs.
///
/// A task *holds* a lane when it blocks while on it, as a thread blocks: in a simulated lock, a
/// semaphore, a group's wait, a queue's `sync` (see `RuntimeState.hold(_:by:)`). Until the task's next job
/// on the lane has run, the lane offers only that task's jobs, so no other main-actor code runs while the
/// "main thread" waits. A main-queue work item holds the main lane from its start to its end.
struct LaneState {
    /// The lane's name in traces and failures, for example `MainActor`.
    let name: String
    /// The lane's executor, for running its jobs isolated to it.
    let executor: LaneExecutor
    /// Jobs not offered yet, in arrival order.
    var pending: [QueuedJob] = []
    /// Whether one of its jobs is in the scheduler's queue now.
    var offered = false
    /// Whether one of its jobs runs now.
    var running = false
    /// The task holding the lane, or 0.
    var holder: UInt64 = 0
    /// The holder blocked and its next job on the lane has not run yet.
    var heldForWait = false
    /// The holder runs a work item of the lane's queue.
    var heldForItem = false
}

extension RuntimeState {
    /// The index of the main actor's lane, creating it (and its executor) on first use.
    mutating func mainLane(for simulation: SimulationExecutor) -> Int {
        if let index = mainLaneIndex { return index }
        let index = lanes.count
        lanes.append(LaneState(name: "MainActor", executor: LaneExecutor(simulation: simulation, index: index)))
        mainLaneIndex = index
        return index
    }

    /// Whether a job of `owner` may run on `lane` now without overtaking or overlapping another.
    func isFree(_ lane: Int, for owner: UInt64) -> Bool {
        let state = lanes[lane]
        return !state.running && !state.offered && state.pending.isEmpty && (state.holder == 0 || state.holder == owner)
    }

    /// Offers the lane's next job to the scheduler, unless one is offered or running already.
    mutating func offer(_ lane: Int) {
        guard !lanes[lane].offered, !lanes[lane].running, !lanes[lane].pending.isEmpty else { return }
        let holder = lanes[lane].holder
        let index: Int
        if holder == 0 {
            index = 0
        } else if let found = lanes[lane].pending.firstIndex(where: { $0.owner == holder }) {
            index = found
        } else {
            return
        }
        queue.append(lanes[lane].pending.remove(at: index))
        lanes[lane].offered = true
    }

    /// Marks `entry` running: the current job, and its lane busy.
    mutating func begin(_ entry: QueuedJob) {
        currentTaskID = entry.taskID
        currentOwner = entry.owner
        currentLane = entry.lane
        guard entry.lane != QueuedJob.noLane else { return }
        lanes[entry.lane].offered = false
        lanes[entry.lane].running = true
        if sync.happensBefore != nil {
            let number = taskNumber(entry.owner)
            sync.happensBefore?.acquire(number, from: .lane(entry.lane))
        }
        if lanes[entry.lane].holder == entry.owner {
            lanes[entry.lane].heldForWait = false
        }
    }

    /// Marks `entry` finished (only a lane's job needs it): its lane is released unless its task still holds it, and offers its next job.
    mutating func end(_ entry: QueuedJob) {
        guard entry.lane != QueuedJob.noLane else { return }
        let lane = entry.lane
        lanes[lane].running = false
        if sync.happensBefore != nil {
            let number = taskNumber(entry.owner)
            sync.happensBefore?.release(number, into: .lane(lane))
        }
        if lanes[lane].holder == entry.owner && !lanes[lane].heldForWait && !lanes[lane].heldForItem {
            lanes[lane].holder = 0
        }
        offer(lane)
    }

    /// Makes `owner` hold `lane` until its next job there has run: it blocks while on the lane.
    mutating func hold(_ lane: Int, by owner: UInt64) {
        lanes[lane].holder = owner
        lanes[lane].heldForWait = true
    }

    /// Makes `owner` hold `lane` while it runs a work item of the lane's queue, or lets it go.
    mutating func holdForItem(_ lane: Int, by owner: UInt64, _ holding: Bool) {
        if holding {
            lanes[lane].holder = owner
            lanes[lane].heldForItem = true
        } else {
            lanes[lane].heldForItem = false
            if lanes[lane].holder == owner && !lanes[lane].heldForWait && !lanes[lane].running {
                lanes[lane].holder = 0
                offer(lane)
            }
        }
    }

    /// Lanes with jobs that could not run, described for a hang's report.
    func stuckLanes() -> [String] {
        lanes.compactMap { lane in
            let waiting = lane.pending.count + (lane.offered ? 1 : 0)
            guard lane.holder != 0 || waiting > 0 else { return nil }
            var text = "\(lane.name): \(waiting) job(s) waiting"
            if lane.holder != 0 {
                text += ", held by \(label(ofTask: lane.holder))"
            }
            return text
        }
    }
}
