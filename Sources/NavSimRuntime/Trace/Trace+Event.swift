extension Trace {
    /// What happened at a trace entry, as a value: the runtime's own events (a spawn, a task's end, a timer
    /// wake-up, a failure), a note recorded as text, or a domain event (``TraceEventValue``).
    ///
    /// A schedule keeps these values; ``Trace/digest`` is computed from them and `description` renders the
    /// timeline text only when a trace is shown. Exporters (a Perfetto trace, an HTML report) switch over
    /// the cases and read a domain event's kind, or cast its value to the domain's type.
    ///
    /// Equality compares the values, a domain event by its kind and rendered text. Encoded, an event is its
    /// text; decoded, it is a ``note(_:)`` with that text (the timeline is the same, the digest is not).
    public enum Event: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
        /// Text recorded with ``SimulationContext/record(_:actor:)``.
        case note(String)
        /// A task was started with ``SimulationContext/spawn(name:file:line:_:)``: `spawn <name>`.
        case spawn(String)
        /// A spawned task returned: `finished`.
        case finished
        /// A spawned task threw: `threw <error>`.
        case threw(String)
        /// A sleeping task's timer fired: `wakes (timer <id>)`.
        case wakes(timer: Int)
        /// The run failed: `FAILED <kind>: <message>`.
        case failed(RuntimeFailure.Kind, String)
        /// A domain event, rendered by its value.
        case value(any TraceEventValue)

        /// Creates a note from a literal.
        ///
        /// - Parameter value: The text.
        public init(stringLiteral value: String) {
            self = .note(value)
        }

        /// The event's kind: `note`, `spawn`, `finished`, `threw`, `wakes`, `failed`, or a domain event's own.
        public var kind: String {
            switch self {
            case .note: "note"
            case .spawn: "spawn"
            case .finished: "finished"
            case .threw: "threw"
            case .wakes: "wakes"
            case .failed: "failed"
            case .value(let value): value.kindName
            }
        }

        /// The event as the timeline shows it.
        public var description: String {
            switch self {
            case .note(let text): text
            case .spawn(let name): "spawn " + name
            case .finished: "finished"
            case .threw(let error): "threw " + error
            case .wakes(let timer): "wakes (timer \(timer))"
            case .failed(let kind, let message): "FAILED \(kind): \(message)"
            case .value(let value): value.description
            }
        }

        /// Feeds the event's values into a digest.
        ///
        /// - Parameter digester: The digest being computed.
        public func digest(into digester: inout TraceDigester) {
            switch self {
            case .note(let text):
                digester.combine(1)
                digester.combine(text)
            case .spawn(let name):
                digester.combine(2)
                digester.combine(name)
            case .finished:
                digester.combine(3)
            case .threw(let error):
                digester.combine(4)
                digester.combine(error)
            case .wakes(let timer):
                digester.combine(5)
                digester.combine(timer)
            case .failed(let kind, let message):
                digester.combine(6)
                digester.combine(kind.name)
                digester.combine(message)
            case .value(let value):
                Self.digest(value: value, into: &digester)
            }
        }

        /// Feeds a domain event's values into a digest, as ``digest(into:)`` does for ``value(_:)`` holding it.
        ///
        /// - Parameters:
        ///   - value: The domain event.
        ///   - digester: The digest being computed.
        static func digest(value: some TraceEventValue, into digester: inout TraceDigester) {
            digest(valueDigest: { value.digest(into: &$0) }, into: &digester)
        }

        /// Feeds a domain event's values into a digest, given as what its ``TraceEventValue/digest(into:)`` feeds, as
        /// ``digest(value:into:)`` does for the value.
        ///
        /// - Parameters:
        ///   - valueDigest: Feeds the value's words.
        ///   - digester: The digest being computed.
        @inline(__always)
        static func digest(valueDigest: (inout TraceDigester) -> Void, into digester: inout TraceDigester) {
            digester.combine(valueTag)
            valueDigest(&digester)
        }

        /// What a domain event's digest starts with: the place of ``value(_:)`` among the cases.
        private static let valueTag = 7

        /// Two events are equal when they show the same text (a decoded note equals the event it was
        /// encoded from); the same values compare without rendering.
        public static func == (lhs: Event, rhs: Event) -> Bool {
            switch (lhs, rhs) {
            case (.finished, .finished): true
            case (.wakes(let a), .wakes(let b)): a == b
            case (.note(let a), .note(let b)), (.spawn(let a), .spawn(let b)): a == b
            default: lhs.description == rhs.description
            }
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(description)
        }

        /// Decodes an event from its text, as a note.
        ///
        /// - Parameter decoder: The decoder to read from.
        /// - Throws: Whatever the decoder throws.
        public init(from decoder: any Decoder) throws {
            self = .note(try decoder.singleValueContainer().decode(String.self))
        }

        /// Encodes the event as its text.
        ///
        /// - Parameter encoder: The encoder to write to.
        /// - Throws: Whatever the encoder throws.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }
    }
}
