// The concurrency runtime numbers every task; a job that resumes a task carries that number and a
// job that drains a default actor carries 0. The entry point is public in libswift_Concurrency
// (the standard library's `ExecutorJob.description` prints it) but has no public Swift spelling.
@_silgen_name("swift_task_getJobTaskId")
private func _jobTaskID(_ job: UnownedJob) -> UInt64

/// Reads the identity of the task behind a job, to follow tasks across suspensions.
enum JobIdentity {
    /// The task number of `job`, or 0 when the job is not a task (an actor's drain job).
    ///
    /// Task numbers are unique in the process, so equality is meaningful; their values differ
    /// between runs and are never recorded, only the order in which they first appear.
    static func taskID(of job: UnownedJob) -> UInt64 {
        _jobTaskID(job)
    }

    /// The task number of the task running the calling code, or 0 outside any task.
    ///
    /// A task is a job to the runtime (its record starts with a job's header), so the task behind
    /// `withUnsafeCurrentTask`'s handle answers `swift_task_getJobTaskId` like any job of it.
    static var currentTaskID: UInt64 {
        withUnsafeCurrentTask { task in
            guard let task else { return 0 }
            return _jobTaskID(unsafeBitCast(task, to: UnownedJob.self))
        }
    }
}
