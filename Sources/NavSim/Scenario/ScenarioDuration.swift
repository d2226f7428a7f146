/// Reads durations written in scenario files: `"0"`, `"250us"`, `"30ms"`, `"1.5s"`, `"2min"`, `"1h"`.
enum ScenarioDuration {
    /// Why a duration cannot be read, and how to fix it.
    struct ParseError: Error {
        let reason: String
        let fix: String
    }

    /// The longest duration a scenario may use.
    static let maximum = Duration.seconds(3_600)

    static let units: [(suffix: String, nanoseconds: Double)] = [
        ("ns", 1), ("us", 1e3), ("ms", 1e6), ("min", 6e10), ("s", 1e9), ("h", 3.6e12),
    ]

    static func parse(_ text: String) throws(ParseError) -> Duration {
        let trimmed = text.trimmingWhitespace
        if trimmed == "0" { return .zero }
        guard let unit = units.first(where: { trimmed.hasSuffix($0.suffix) }) else {
            throw ParseError(
                reason: "a duration needs a unit (ns, us, ms, s, min, h)",
                fix: "write a number and a unit, for example \"30ms\"")
        }
        let number = trimmed.dropLast(unit.suffix.count)
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Double(number)
        else {
            if number.hasPrefix("-") {
                throw ParseError(reason: "a duration cannot be negative", fix: "write \"0\" or a positive duration")
            }
            throw ParseError(
                reason: "\"\(number)\" is not a number", fix: "write a number and a unit, for example \"30ms\"")
        }
        let nanoseconds = value * unit.nanoseconds
        guard nanoseconds <= 3.6e12 else {
            throw ParseError(reason: "longer than 1 hour", fix: "write at most \"1h\"")
        }
        return .nanoseconds(Int64(nanoseconds.rounded()))
    }

    /// A duration as a scenario writes it, for reports: `30ms`, `1.5s`.
    static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        if nanoseconds == 0 { return "0" }
        if nanoseconds % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000)s" }
        if nanoseconds % 1_000_000 == 0 { return "\(nanoseconds / 1_000_000)ms" }
        if nanoseconds % 1_000 == 0 { return "\(nanoseconds / 1_000)us" }
        return "\(nanoseconds)ns"
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
