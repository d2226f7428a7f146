/// A schedule drawn as swimlanes: one lane per task and per actor (queues are tasks, the main actor an
/// actor), one column per event in the order the schedule ran them, and the failing step highlighted.
public struct SwimlaneChart: Sendable, Hashable {
    /// One lane.
    public struct Lane: Sendable, Hashable {
        /// What the lane follows.
        public enum Kind: String, Sendable, Hashable {
            /// A task (a queue's worker is one).
            case task
            /// An actor: a web view, the main actor.
            case actor
        }

        /// The task's or actor's name.
        public var name: String
        /// What it follows.
        public var kind: Kind

        /// Creates a lane.
        ///
        /// - Parameters:
        ///   - name: The name.
        ///   - kind: What it follows.
        public init(name: String, kind: Kind) {
            self.name = name
            self.kind = kind
        }
    }

    /// One event, in the column of its place in the schedule.
    public struct Mark: Sendable, Hashable {
        /// The column: the event's index in the trace.
        public var column: Int
        /// The task's lane.
        public var lane: Int
        /// The actor's lane, when the event happened on an actor.
        public var actorLane: Int?
        /// The scheduling step (jobs run before it).
        public var step: Int
        /// Virtual time since the start, in nanoseconds.
        public var nanoseconds: Int64
        /// The event's text.
        public var text: String
        /// Whether it is the failing event.
        public var failing: Bool

        /// Creates a mark.
        ///
        /// - Parameters:
        ///   - column: The column.
        ///   - lane: The task's lane.
        ///   - actorLane: The actor's lane, if any.
        ///   - step: The step.
        ///   - nanoseconds: Virtual time.
        ///   - text: The event.
        ///   - failing: Whether it is the failing event.
        public init(
            column: Int, lane: Int, actorLane: Int?, step: Int, nanoseconds: Int64, text: String, failing: Bool
        ) {
            self.column = column
            self.lane = lane
            self.actorLane = actorLane
            self.step = step
            self.nanoseconds = nanoseconds
            self.text = text
            self.failing = failing
        }
    }

    /// The heading.
    public var title: String
    /// The lanes: tasks in order of appearance, then actors.
    public var lanes: [Lane]
    /// The events, in schedule order.
    public var marks: [Mark]
    /// Events of the trace left out (the chart draws at most ``limit``).
    public var omitted: Int
    /// The failure, as one line, when the schedule failed.
    public var failure: String?

    /// The most events a chart draws; the rest are counted in ``omitted``.
    public static let limit = 1_500

    /// Creates a chart.
    ///
    /// - Parameters:
    ///   - title: The heading.
    ///   - lanes: The lanes.
    ///   - marks: The events.
    ///   - omitted: Events left out.
    ///   - failure: The failure line, if any.
    public init(title: String, lanes: [Lane], marks: [Mark], omitted: Int = 0, failure: String? = nil) {
        self.title = title
        self.lanes = lanes
        self.marks = marks
        self.omitted = omitted
        self.failure = failure
    }

    /// The failing event's column, if one is marked.
    public var failingColumn: Int? { marks.first { $0.failing }?.column }
}
