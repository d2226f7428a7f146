import Synchronization

/// A simulation's queues: its main and global queues, made on first use, and every serial queue whose
/// worker must be stopped when the run is over.
struct QueueRegistry {
    var main: SimulatedQueue?
    var global: SimulatedQueue?
    var withWorkers: [SimulatedQueue] = []
    /// The synchronous `sync` waits in progress, nested on the driving thread, innermost last.
    var waitsInPlace: [SyncTurn] = []
}

extension SimulationExecutor {
    /// Stops the parked workers of the run's serial queues and runs them to their end, so no task
    /// outlives the run. Returns whether there were any.
    func stopQueueWorkers(maxSteps: Int) -> Bool {
        let queues = self.queues.withLock { registry in
            defer { registry = QueueRegistry() }
            return registry.withWorkers
        }
        guard !queues.isEmpty else { return false }
        for queue in queues { queue.stopWorker() }
        _ = drive(maxSteps: maxSteps)
        return true
    }
}
