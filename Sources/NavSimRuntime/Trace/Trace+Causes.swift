extension Trace {
    /// How a schedule's jobs came to run: recorded when ``SimulationOptions/recordsCauses`` is on, and read by
    /// exporters (the Perfetto trace draws them as flow arrows and queue tracks).
    ///
    /// A job is enqueued by the job running at the time: a spawn enqueues the new task's first job, a
    /// completion handler's call or a released lock resumes a waiting task, a hop sends a job to the main
    /// actor, a ``SimulatedQueue``'s `async` wakes its worker or starts an item's task.
    ///
    /// ```swift
    /// let outcome = Simulation.run(SimulationOptions(seed: 7, recordsCauses: true)) { sim in … }
    /// let causes = outcome.trace.causes!
    /// let cause = causes.enqueuedAt[9]  // the step that enqueued step 10's job, or 0
    /// ```
    public struct Causes: Sendable, Hashable, Codable {
        /// For each step (index 0 is step 1), the step whose job enqueued the job that ran; 0 when no step
        /// did (the first job, a job a timer's wake-up resumed).
        public var enqueuedAt: [UInt32]
        /// The steps whose job ran on the simulated main actor (a main-queue item's too), ascending.
        public var mainActorSteps: [UInt32]
        /// The tasks that ran a ``SimulatedQueue``'s items, by task number (as in ``Trace/steps``): a serial
        /// queue's worker, each item task of a concurrent queue; the value is the queue's label.
        public var queueTasks: [UInt32: String]

        /// Creates causes.
        ///
        /// - Parameters:
        ///   - enqueuedAt: For each step, the step that enqueued its job, or 0.
        ///   - mainActorSteps: The steps run on the main actor.
        ///   - queueTasks: The queues' tasks by number, with the queue's label.
        public init(enqueuedAt: [UInt32] = [], mainActorSteps: [UInt32] = [], queueTasks: [UInt32: String] = [:]) {
            self.enqueuedAt = enqueuedAt
            self.mainActorSteps = mainActorSteps
            self.queueTasks = queueTasks
        }
    }
}
