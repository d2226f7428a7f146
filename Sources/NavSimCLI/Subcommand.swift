import NavSim

/// The result of a command: 0 success, 1 a check failed, 2 bad usage or bad input.
enum ExitStatus: Int32, Sendable {
    case success = 0
    case checkFailed = 1
    case badInput = 2
}

/// Where a command writes: human output to stdout, diagnostics to stderr.
///
/// Every line is terminal-safe: control characters other than the newlines between lines are escaped
/// (``TerminalText``), whatever a renderer forgot; renderers escape text from files and URLs themselves, so
/// that a newline inside a name cannot start a line of its own.
struct Output: Sendable {
    var standardOutput: @Sendable (String) -> Void = { print($0) }
    var standardError: @Sendable (String) -> Void = { StandardError.write($0 + "\n") }

    func out(_ text: String) { standardOutput(Self.terminalSafe(text)) }

    /// Writes JSON to stdout, terminal-safe and still the same JSON: a character a terminal would act on can
    /// only sit inside a string there, and is written as a JSON `\uXXXX` escape.
    func json(_ text: String) { standardOutput(Self.jsonTerminalSafe(text)) }

    func err(_ text: String) { standardError(Self.terminalSafe(text)) }

    /// JSON text with every character a terminal would act on, but the newlines between members, as `\uXXXX`.
    static func jsonTerminalSafe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\n" && TerminalText.needsEscape($0) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar != "\n", TerminalText.needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` with every control character but LF escaped.
    static func terminalSafe(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(TerminalText.escaped).joined(separator: "\n")
    }
}

/// One `navsim` subcommand: its name, help and options, and what it does.
protocol Subcommand: Sendable {
    static var name: String { get }
    static var summary: String { get }
    static var usage: String { get }
    static var discussion: String { get }
    static var options: [OptionSpec] { get }
    static func run(_ arguments: ParsedArguments, output: Output) async throws -> ExitStatus
}

extension Subcommand {
    static var discussion: String { "" }

    static var help: String {
        var lines = ["OVERVIEW: \(summary)", "", "USAGE: navsim \(usage)"]
        if !discussion.isEmpty { lines += ["", discussion] }
        lines += ["", "OPTIONS:"]
        let allOptions = options + [.flag("--help", short: "-h", "Show this help.")]
        let width = allOptions.map(\.usage.count).max() ?? 0
        for option in allOptions {
            lines.append("  " + option.usage.padding(toLength: width) + "  " + option.help)
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
