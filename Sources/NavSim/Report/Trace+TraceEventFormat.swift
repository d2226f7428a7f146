extension Trace {
    /// The trace in the Trace Event Format (JSON object form), which ui.perfetto.dev and chrome://tracing open.
    ///
    /// - One process, one track (thread) per task in order of first appearance, then one per actor (a web
    ///   view, the main actor, the page's `JS` thread), each named by a `thread_name` metadata event.
    /// - A complete slice (`X`) for every step, on the track of the task whose job ran it (a drain job, task
    ///   number 0, on the track of the task its events name, else on `actor jobs`), and on the track of each
    ///   actor an event of the step names.
    /// - An instant event (`i`, thread scope) per trace entry, on its task's track and its actor's, with a
    ///   category: `delegate` (WebKit delegate calls), `decision`, `script-message`, `spawn`, `finding` (a
    ///   finding or the runtime's `FAILED` entry: `args.error` is `true` and `cname` is `terrible`), `event`.
    /// - Flow arrows (`s` → `f`) from a `spawn NAME` entry to the first step `NAME` ran.
    /// - `otherData`: the metadata given (seed, strategy, schedule, version).
    ///
    /// Timestamps are microseconds of virtual time plus one microsecond per step: most events of a schedule
    /// happen at the same virtual time, and the step keeps their order on the timeline (each entry's
    /// virtual time is in its `args`).
    ///
    /// ```swift
    /// let json = failure.trace.traceEventJSON(metadata: ["seed": "\(failure.seed)"])
    /// try ReportFile.write(json, toFile: "race.trace.json")  // open it in ui.perfetto.dev
    /// ```
    ///
    /// - Parameters:
    ///   - name: The process's name: the scenario's or the test's.
    ///   - metadata: Facts of the run, written to `otherData`.
    /// - Returns: The JSON text, one event per line.
    public func traceEventJSON(name: String = "navsim", metadata: [String: String] = [:]) -> String {
        TraceEventWriter(trace: self, name: name, metadata: metadata).json()
    }
}
