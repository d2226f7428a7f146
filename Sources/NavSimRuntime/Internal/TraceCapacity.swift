/// The room a run's trace is made with: its steps and entries.
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

    /// Makes room for as much as `trace` recorded, from the next run on.
    mutating func fit(_ trace: Trace) {
        steps = max(steps, trace.steps.count)
        entries = max(entries, trace.entries.count)
    }
}
