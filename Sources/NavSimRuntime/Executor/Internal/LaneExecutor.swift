/// The serial executor of a simulation's lane: what the main actor's executor is while a simulation
/// runs on the current thread (see `MainActorHook`).
///
/// Jobs sent here wait in the lane (`LaneState`) and run, one at a time and in order, when the
/// scheduler picks them; the simulation runs them isolated to this executor, so the concurrency runtime
/// considers the lane's actor current: `MainActor.assertIsolated`, `preconditionIsolated` and
/// `assumeIsolated` hold inside them, and further calls to the lane's actor run inline.
final class LaneExecutor: SerialExecutor, @unchecked Sendable {
    // Unchecked: both stored properties are immutable; the lane's state lives in the simulation's state,
    // under its lock.
    unowned let simulation: SimulationExecutor
    let index: Int

    init(simulation: SimulationExecutor, index: Int) {
        self.simulation = simulation
        self.index = index
    }

    func enqueue(_ job: consuming ExecutorJob) {
        simulation.enqueue(UnownedJob(job), lane: index)
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Called by the concurrency runtime when code asserts or assumes the lane's actor and the running
    /// job is not isolated to it: recorded as an isolation failure rather than a crash, so the run is
    /// reported with its schedule.
    func checkIsolated() {
        simulation.isolationViolated(lane: index)
    }
}
