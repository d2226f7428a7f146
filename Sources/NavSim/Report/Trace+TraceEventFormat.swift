extension Trace {
    /// The trace in the Trace Event Format (JSON object form), which ui.perfetto.dev and chrome://tracing open.
    ///
    /// - One process; one track (thread) per task in order of first appearance, then one per actor (a web
    ///   view, the page's `JS` thread, the simulated main actor as `@MainActor`), then one per
    ///   ``SimulatedQueue`` (`queue <label>`: a serial queue's worker, or every item task of a concurrent
    ///   one), each named by a `thread_name` metadata event.
    /// - A complete slice (`X`, category `step`) for every step: on the track of the task whose job ran it (a
    ///   drain job, task number 0, on the track of the task its events name, else on `actor jobs`; a queue's
    ///   task on the queue's track), on `@MainActor` when the job ran on the main actor, and on the track of
    ///   each actor an event of the step names. `args.task` names the task.
    /// - An instant event (`i`, thread scope) per trace entry, on its task's track and its actor's, with a
    ///   category taken from the event's value (``Trace/Event``, a ``WebViewEvent``'s kind): `delegate`
    ///   (WebKit delegate calls), `decision` (a decision handler called), `script-message`, `webview` (the web
    ///   view's own events), `spawn`, `task` (a task ended), `timer`, `note`, and `finding` (a finding or a
    ///   runtime failure: `args.error` is `true` and `cname` is `terrible`).
    /// - Flow arrows (`s` → `f` with `bp: "e"`, category `step`, unique ids, each start before its end, both
    ///   inside a step's slice) from cause to effect. When the run recorded its causes
    ///   (``SimulationOptions/recordsCauses``; `navsim replay`/`explore --trace-out` do), one arrow from every
    ///   step to each step of another track whose job it enqueued, named `spawn` (to a task's first step),
    ///   `completion handler` (a decision, panel or challenge answered, to the step that goes on with that
    ///   navigation), `enqueue on the main actor`, `enqueue on <queue>`, `start` or `resume` (a lock released,
    ///   a task awaited). Without causes, arrows from each `spawn NAME` entry to the first step `NAME` ran.
    /// - `otherData`: the metadata given (seed, strategy, schedule, version).
    ///
    /// Timestamps are microseconds of virtual time plus one microsecond per step: most events of a schedule
    /// happen at the same virtual time, and the step keeps their order on the timeline (each entry's
    /// virtual time is in its `args`).
    ///
    /// ```swift
    /// let run = ScenarioRunner.run(scenario, schedule: failure.bestSchedule, recordsCauses: true)
    /// let json = run.trace.traceEventJSON(name: scenario.name, metadata: ["seed": "\(failure.seed)"])
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
