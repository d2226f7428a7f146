import CNavSimCurrentTask

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
    /// A task is a job to the runtime (its record starts with a job's header), so the running task's
    /// record answers `swift_task_getJobTaskId` like any job of it. The record is read through
    /// `navsim_current_task` (CNavSimCurrentTask): `withUnsafeCurrentTask` retains the task and copies its
    /// handle through the runtime's generic value witnesses, at every event a simulation records.
    static var currentTaskID: UInt64 {
        guard let task = navsim_current_task() else { return 0 }
        return _jobTaskID(unsafeBitCast(task, to: UnownedJob.self))
    }
}
