/// One option a subcommand accepts: a flag (`--json`) or an option with a value (`--seeds 1000`).
struct OptionSpec: Sendable {
    enum Kind: Sendable {
        case flag
        case value(placeholder: String)
    }

    let name: String
    let kind: Kind
    let help: String
    /// The one-letter form, such as `-s` for `--seeds`.
    var short: String?
    /// The values the option takes, for shell completion; empty when any value goes.
    var choices: [String] = []

    static func flag(_ name: String, short: String? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .flag, help: help, short: short)
    }

    static func value(
        _ name: String, short: String? = nil, _ placeholder: String, _ help: String, choices: [String] = []
    ) -> OptionSpec {
        OptionSpec(name: name, kind: .value(placeholder: placeholder), help: help, short: short, choices: choices)
    }

    var usage: String {
        let names = short.map { "\($0), \(name)" } ?? name
        switch kind {
        case .flag: return names
        case .value(let placeholder): return "\(names) \(placeholder)"
        }
    }

    /// The placeholder of an option with a value; `nil` for a flag.
    var placeholder: String? {
        if case .value(let placeholder) = kind { return placeholder }
        return nil
    }
}

/// A usage mistake: exit status 2, with the message and a pointer to `--help`.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    let command: String

    var description: String { "error: \(message)\nsee 'navsim \(command) --help'" }
}

/// The parsed arguments of one subcommand.
struct ParsedArguments: Sendable {
    var positionals: [String] = []
    var flags: Set<String> = []
    var values: [String: String] = [:]
    let command: String

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    func value(_ name: String) -> String? { values[name] }

    /// An integer option within a range, or a usage error that names the option and the range.
    func integer(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws -> Int {
        guard let text = values[name] else { return defaultValue }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(
                message: "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'",
                command: command
            )
        }
        return value
    }

    /// Parses arguments against a table of options.
    static func parse(_ arguments: [String], options: [OptionSpec], command: String) throws -> ParsedArguments {
        var parsed = ParsedArguments(command: command)
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                parsed.positionals.append(contentsOf: arguments[index...])
                break
            }
            guard argument.hasPrefix("-"), argument.count > 1, Double(argument) == nil else {
                parsed.positionals.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = options.first(where: { $0.name == name || $0.short == name }) else {
                throw UsageError(message: unknown(name, options: options), command: command)
            }
            name = spec.name
            switch spec.kind {
            case .flag:
                guard inlineValue == nil else {
                    throw UsageError(message: "\(name) takes no value", command: command)
                }
                parsed.flags.insert(name)
            case .value(let placeholder):
                if let inlineValue {
                    parsed.values[name] = inlineValue
                } else if index < arguments.count {
                    parsed.values[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "\(name) needs a value: \(name) \(placeholder)", command: command)
                }
            }
        }
        return parsed
    }

    /// `unknown option '-x'`, with the closest option, or the short options there are.
    static func unknown(_ name: String, options: [OptionSpec]) -> String {
        let known = options.map(\.name) + ["--help"]
        if !name.hasPrefix("--") {
            let shorts = options.compactMap { spec in spec.short.map { "\($0) (\(spec.name))" } } + ["-h (--help)"]
            let long = "-" + name
            if known.contains(long) { return "unknown option '\(name)' (did you mean '\(long)'?)" }
            return "unknown option '\(name)'; this command's short options: \(shorts.joined(separator: ", "))"
        }
        let hint = Suggestion.closest(to: name, in: known).map { " (did you mean '\($0)'?)" } ?? ""
        return "unknown option '\(name)'\(hint)"
    }
}

/// "Did you mean": the closest known word by edit distance, when it is close enough.
enum Suggestion {
    static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word, $0)) }.min { $0.1 < $1.1 }
        guard let (best, score) = scored, score <= max(2, word.count / 3) else { return nil }
        return best
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = Swift.min(
                    previous[j] + 1,
                    current[j - 1] + 1,
                    previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                )
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
