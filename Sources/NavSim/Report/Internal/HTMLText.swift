/// Text made safe for HTML and SVG: every string from a scenario file, a URL or a trace goes through it.
enum HTMLText {
    /// The text with `&`, `<`, `>`, `"` and `'` as character references, and control characters (but tab
    /// and newline) and NUL as U+FFFD, so it is safe in element content and in quoted attribute values.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The escaped text.
    static func escaped(_ text: some StringProtocol) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A number for an SVG coordinate: at most two decimals, no exponent.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    /// Shortens text to at most `limit` characters, ending with `…` when cut.
    static func shortened(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(Swift.max(1, limit - 1))) + "…"
    }
}
