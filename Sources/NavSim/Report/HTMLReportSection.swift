/// One part of an ``HTMLReport``: a chart or text under a heading.
public enum HTMLReportSection: Sendable, Hashable {
    /// A schedule's swimlanes.
    case swimlanes(SwimlaneChart)
    /// Latency percentile distributions, HdrHistogram-style.
    case percentiles(PercentileChart)
    /// Throughput over a run, with its event accounting.
    case throughput(ThroughputChart)
    /// Which handler claims which URL.
    case claims(ClaimMatrix)
    /// A command to copy, such as the replay command.
    case command(title: String, command: String)
    /// Lines of text under a heading; `code` draws them as preformatted text.
    case text(title: String, lines: [String], code: Bool)

    /// The section's heading.
    public var title: String {
        switch self {
        case .swimlanes(let chart): chart.title
        case .percentiles(let chart): chart.title
        case .throughput: "Throughput over the run"
        case .claims: "Claims: handler × URL"
        case .command(let title, _), .text(let title, _, _): title
        }
    }
}
