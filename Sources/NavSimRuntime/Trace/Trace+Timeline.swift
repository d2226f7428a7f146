extension Trace {
    /// The events as readable lines: virtual time, step, task, actor, event.
    ///
    /// ```
    ///      0.000 ms  #1    race4            script bridge set-up queued
    ///      2.000 ms  #9    race4            @Bridge  decision requested
    /// ```
    public var timeline: String {
        entries.map(Self.line(for:)).joined(separator: "\n")
    }

    /// Renders one entry as a timeline line.
    ///
    /// - Parameter entry: The entry.
    /// - Returns: The line, without a newline.
    public static func line(for entry: Entry) -> String {
        let time = Self.milliseconds(entry.time)
        let step = "#\(entry.step)"
        let actor = entry.actor.map { "@\($0)  " } ?? ""
        return pad(time, 11) + " ms  " + pad(step, 6, left: false) + pad(entry.task, 16, left: false) + " "
            + actor + entry.event
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
