/// What happened in one run: the task run at every step, and every event in order.
///
/// Scheduling decisions are kept compactly (one small number per step: the task that ran, numbered
/// in order of first appearance); domain events, timer wake-ups, spawns and failures are entries whose
/// events are values (``Event``), rendered as text only when shown. ``digest`` is a stable 64-bit
/// fingerprint computed from those values, ``timeline`` the readable form and ``serialized`` the
/// byte-exact one.
public struct Trace: Sendable, Hashable, Codable {
    /// One event: when, at which step, in which task and actor, and what.
    public struct Entry: Sendable, Hashable, Codable {
        /// Virtual time since the start of the run.
        public var time: Duration
        /// The number of jobs run before it.
        public var step: Int
        /// The task's name (or `T<n>`, its number in order of appearance).
        public var task: String
        /// The actor the event happened on, when the caller said.
        public var actor: String?
        /// The event, as a value; `event.description` is its text in the timeline.
        public var event: Event

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - time: Virtual time since start.
        ///   - step: Jobs run before it.
        ///   - task: The task.
        ///   - actor: The actor, if any.
        ///   - event: The event.
        public init(time: Duration, step: Int, task: String, actor: String?, event: Event) {
            self.time = time
            self.step = step
            self.task = task
            self.actor = actor
            self.event = event
        }
    }

    /// For each step, the number of the task whose job ran (0 for an actor's drain job).
    public internal(set) var steps: [UInt32]
    /// The events, in order.
    public internal(set) var entries: [Entry]
    /// How each step's job came to run, when the run recorded it (``SimulationOptions/recordsCauses``);
    /// not part of ``digest`` or ``serialized``.
    public internal(set) var causes: Causes?

    /// Creates a trace.
    ///
    /// - Parameters:
    ///   - steps: The task number run at each step.
    ///   - entries: The events.
    ///   - causes: How each step's job came to run, if recorded.
    public init(steps: [UInt32] = [], entries: [Entry] = [], causes: Causes? = nil) {
        self.steps = steps
        self.entries = entries
        self.causes = causes
    }

    /// The byte-exact form: the step sequence, then one line per event.
    public var serialized: String {
        var text = "steps " + steps.map { String($0) }.joined(separator: ",") + "\n"
        for entry in entries {
            text += "\(entry.time.nanoseconds) \(entry.step) \(entry.task) \(entry.actor ?? "-") \(entry.event)\n"
        }
        return text
    }

    /// A stable fingerprint of the trace's values (the steps, then each entry's time, step, task, actor
    /// and event), equal across processes and machines. Computed from the values, never from text: two
    /// traces with the same ``serialized`` form have the same digest.
    public var digest: UInt64 {
        var digester = TraceDigester()
        digester.combine(steps)
        // Through a pointer, each entry is read in place: a `for entry in entries` loop, or passing
        // `entries[index]` to a function, copies the entry (retaining its strings and its event's value) and
        // destroys the copy.
        var time = TimeInNanoseconds()
        entries.withUnsafeBufferPointer { entries in
            guard let first = entries.baseAddress else { return }
            for index in entries.indices {
                digester.combine(first[index].step)
                Self.combine(first + index, into: &digester, time: &time)
            }
        }
        return digester.value
    }

    /// A stable fingerprint of the events alone, ignoring how jobs interleaved between them.
    public var eventDigest: UInt64 {
        var digester = TraceDigester()
        var time = TimeInNanoseconds()
        entries.withUnsafeBufferPointer { entries in
            guard let first = entries.baseAddress else { return }
            for index in entries.indices { Self.combine(first + index, into: &digester, time: &time) }
        }
        return digester.value
    }

    /// The last entry's time and its whole nanoseconds: most entries happen at the virtual time of the one
    /// before, and converting a `Duration` takes 128-bit arithmetic.
    struct TimeInNanoseconds {
        var time: Duration = .zero
        var nanoseconds: Int64 = 0

        mutating func of(_ duration: Duration) -> Int64 {
            if duration != time {
                time = duration
                nanoseconds = duration.nanoseconds
            }
            return nanoseconds
        }
    }

    private static func combine(
        _ entry: UnsafePointer<Entry>, into digester: inout TraceDigester, time: inout TimeInNanoseconds
    ) {
        combine(
            nanoseconds: time.of(entry.pointee.time), task: entry.pointee.task, actor: entry.pointee.actor,
            into: &digester)
        entry.pointee.event.digest(into: &digester)
    }

    /// Feeds what an entry mixes into ``digest`` before its event, its step aside: its time (in nanoseconds:
    /// what `digester.combine(entry.time)` mixes in, converted once per distinct time), its task and its actor.
    /// A run that keeps only its digest (`RuntimeState.tapeEntry`) mixes the time the same way and its task and
    /// actor through ``combine(task:actor:into:)``, or the words that call gave the same pair before.
    ///
    /// - Parameters:
    ///   - nanoseconds: The entry's time in whole nanoseconds.
    ///   - task: The entry's task.
    ///   - actor: The entry's actor.
    ///   - digester: The digest being computed.
    static func combine(nanoseconds: Int64, task: String, actor: String?, into digester: inout TraceDigester) {
        digester.combine(UInt64(bitPattern: nanoseconds))
        combine(task: task, actor: actor, into: &digester)
    }

    /// Feeds an entry's task and actor into a digest, as ``combine(nanoseconds:task:actor:into:)`` does after the
    /// time.
    ///
    /// - Parameters:
    ///   - task: The entry's task.
    ///   - actor: The entry's actor.
    ///   - digester: The digest being computed.
    static func combine(task: String, actor: String?, into digester: inout TraceDigester) {
        digester.combine(task)
        digester.combine(actor)
    }
}

extension Duration {
    /// The duration in whole nanoseconds (saturating).
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? (seconds < 0 ? .min : .max) : scaled &+ attoseconds / 1_000_000_000
    }
}
