/// A finding as a scenario run's trace keeps it: a value (its kind, severity and message), rendered
/// `finding [<severity>] <message>` only when the trace is shown, and exported in the `finding` category.
struct RecordedFinding: TraceEventValue {
    let finding: Finding

    var kindName: String { "finding" }

    var description: String { "finding [\(finding.severity)] \(finding.message)" }

    func digest(into digester: inout TraceDigester) {
        digester.combine(kindName)
        digester.combine("\(finding.severity)")
        digester.combine(finding.message)
    }
}
