/// The room a run is made with: its trace's steps, and its entries or the tape of the words it feeds its digest;
/// its schedule's choices, its queue of jobs and its table of known tasks.
///
/// An exploration's runs of one program record about as much each: a thread's runs are made at the size of
/// the largest trace it recorded so far (``fit(_:)``) instead of growing from a small program's size, each
/// growth a copy of everything recorded (`preset-default` records about 1,470 entries a schedule, grown six
/// times from 64). Only the room changes: the trace's values are the same.
struct TraceCapacity {
    /// Room for steps.
    var steps = 256
    /// Room for entries.
    var entries = 64
    /// Room for the schedule's choices.
    var choices = 64
    /// Room for jobs waiting at once.
    var queue = 8
    /// Room for the tasks a run knows by name (the root task and those it spawns).
    var tasks = 4
    /// Where a run that keeps only its digest keeps the words it feeds it: one tape for all of a thread's runs,
    /// so its room is made once. `nil`: each such run makes its own.
    var tape: DigestTape?

    /// Makes room for as much as `record` recorded, from the next run on.
    mutating func fit(_ record: SimulationRecord) {
        steps = max(steps, record.trace.steps.count)
        entries = max(entries, record.trace.entries.count)
        choices = max(choices, record.schedule.choices.count)
        queue = max(queue, record.queueRoom)
        tasks = max(tasks, record.knownTasks)
    }
}
