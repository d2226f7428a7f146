/// What a simulated run leaves besides its value: a ``SimulationOutcome`` without its generic type.
///
/// `Explorer` runs every seed through ``Simulation/runRecording(_:name:_:)`` and reads this: a generic
/// function of another generic function runs unspecialised, and `Simulation.run` looked up the metadata of
/// `SimulationOutcome<Value>` and `Optional<Value>` several times per run to hand over a value no
/// exploration reads.
struct SimulationRecord: Sendable {
    /// Every failure, in the order detected.
    let failures: [RuntimeFailure]
    /// Every scheduling step and event.
    let trace: Trace
    /// The schedule that replays the run exactly.
    let schedule: Schedule
    /// The number of jobs run.
    let steps: Int
    /// Virtual time at the end.
    let elapsed: Duration
    /// Why the run ended before quiescence, if it did.
    let endReason: String?
    /// Why the run was a warm-up, to be run again (``SimulationContext/markWarmUp(_:)``), if it was.
    var warmUp: String? = nil
    /// The digest of a run that kept only its digest (its trace has no entries), still to be mixed; else `nil`.
    var tapedDigest: PendingDigest? = nil
    /// How many jobs the run's queue had room for at its end (at least as many as it ever held), and how many tasks
    /// it knew by name: the room the next run of an exploration is made with (``TraceCapacity/fit(_:)``).
    var queueRoom = 0
    var knownTasks = 0

    /// The trace's digest: ``Trace/digest`` of the whole trace, whether or not the run kept its entries.
    var digest: UInt64 { tapedDigest?.value ?? trace.digest }

    /// The first failure, which caused the others if any.
    var failure: RuntimeFailure? { failures.first }
}
