/// An event of the domain kept in a trace as a value and rendered as text only when shown.
///
/// Domain code records one with ``SimulationContext/record(value:actor:)``. A schedule keeps the value
/// (its kind and arguments), feeds those into the trace's digest with ``digest(into:)``, and calls
/// `description` only for a timeline, a failing schedule or a report. While exploring, a schedule keeps only its
/// digest: ``digest(into:)`` is called when the value is recorded and the value is not kept (the failing
/// schedule is run again to be shown), so it must feed the same values whenever it is called. Two values that render the same
/// text must feed the same values to the digest, and two that render differently must not (the digest
/// counts distinct timelines).
///
/// ```swift
/// struct Committed: TraceEventValue {
///     let navigation: Int
///     var kindName: String { "didCommit" }
///     var description: String { "didCommit nav#\(navigation)" }
///     func digest(into digester: inout TraceDigester) {
///         digester.combine(kindName)
///         digester.combine(navigation)
///     }
/// }
/// sim.record(value: Committed(navigation: 3), actor: "WebView#1")
/// ```
public protocol TraceEventValue: Sendable, CustomStringConvertible {
    /// The event's kind, for exporters that group events (for example `didCommit`); a static name.
    var kindName: String { get }

    /// Feeds the event's values (its kind and arguments) into a trace digest.
    ///
    /// - Parameter digester: The digest being computed.
    func digest(into digester: inout TraceDigester)
}
