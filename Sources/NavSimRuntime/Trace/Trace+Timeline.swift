extension Trace {
    /// The events as readable lines: virtual time, step, task, actor, event.
    ///
    /// ```
    ///      0.000 ms  #1    race4            script bridge set-up queued
    ///      2.000 ms  #9    race4            @Bridge  decision requested
    /// ```
    ///
    /// The task column is 16 characters wide, or as wide as the longest task name and a space.
    public var timeline: String {
        let width = taskColumnWidth
        return entries.map { Self.line(for: $0, taskWidth: width) }.joined(separator: "\n")
    }

    /// The width of the timeline's task column: 16, or the longest task name and a space.
    public var taskColumnWidth: Int {
        max(Self.defaultTaskWidth, (entries.lazy.map(\.task.count).max() ?? 0) + 1)
    }

    /// The task column's width when every name fits.
    public static let defaultTaskWidth = 16

    /// Renders one entry as a timeline line.
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - taskWidth: The task column's width (see ``taskColumnWidth``).
    /// - Returns: The line, without a newline.
    public static func line(for entry: Entry, taskWidth: Int = defaultTaskWidth) -> String {
        let time = Self.milliseconds(entry.time)
        let step = "#\(entry.step)"
        let actor = entry.actor.map { "@\($0)  " } ?? ""
        return pad(time, 11) + " ms  " + pad(step, 6, left: false) + pad(entry.task, taskWidth, left: false) + " "
            + actor + entry.event.description
    }

    /// Formats a duration as milliseconds with three decimals.
    static func milliseconds(_ duration: Duration) -> String {
        let micros = duration.nanoseconds / 1_000
        let sign = micros < 0 ? "-" : ""
        let magnitude = micros.magnitude
        let fraction = String(magnitude % 1_000)
        return sign + String(magnitude / 1_000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private static func pad(_ text: String, _ width: Int, left: Bool = true) -> String {
        guard text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return left ? padding + text : text + padding
    }
}
