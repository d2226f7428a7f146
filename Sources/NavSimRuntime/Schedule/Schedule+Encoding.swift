#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Schedule {
    private static let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// The schedule as one short line: `navsim1;<version>;<seed>;<strategy>;<parameters>;<choices>`.
    ///
    /// Parameters are `key=value` pairs joined by `&`, sorted, percent-encoded; each choice below 62
    /// is one character of `0-9a-zA-Z`, a larger one is written `(n)`; a final `.` means the oldest
    /// job runs past the choices (``AfterChoices/oldestFirst``).
    public var encoded: String {
        let parameterText = parameters.sorted { $0.key < $1.key }
            .map { Self.escape($0.key) + "=" + Self.escape($0.value) }
            .joined(separator: "&")
        var choiceText = ""
        choiceText.reserveCapacity(choices.count)
        for choice in choices {
            if choice >= 0 && choice < Self.alphabet.count {
                choiceText.append(Self.alphabet[choice])
            } else {
                choiceText += "(\(choice))"
            }
        }
        if afterChoices == .oldestFirst {
            choiceText += "."
        }
        return "navsim\(format);\(version);\(seed);\(strategy);\(parameterText);\(choiceText)"
    }

    /// Reads a schedule written by ``encoded`` and checks it can be replayed here.
    ///
    /// - Parameters:
    ///   - text: The encoded schedule (surrounding whitespace is ignored).
    ///   - expected: The parameters the caller runs with, or `nil` to accept any.
    /// - Throws: ``ScheduleError`` when the text is malformed, or the schedule comes from another
    ///   format, NavSim version or parameters.
    public init(parsing text: String, expecting expected: [String: String]? = nil) throws(ScheduleError) {
        let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        let fields = String(trimmed).split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 6, fields[0].hasPrefix("navsim"), let format = Int(fields[0].dropFirst(6)) else {
            throw ScheduleError(
                .malformed, "expected 'navsim<format>;<version>;<seed>;<strategy>;<parameters>;<choices>'")
        }
        guard let seed = UInt64(fields[2]) else {
            throw ScheduleError(.malformed, "the seed '\(fields[2])' is not a number")
        }
        guard let strategy = SchedulingStrategy(parsing: fields[3]) else {
            throw ScheduleError(.malformed, "unknown strategy '\(fields[3])'")
        }
        var parameters: [String: String] = [:]
        for pair in fields[4].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let key = Self.unescape(parts[0]), let value = Self.unescape(parts[1]) else {
                throw ScheduleError(.malformed, "bad parameter '\(pair)'")
            }
            parameters[key] = value
        }
        var choiceText = fields[5]
        let oldestFirst = choiceText.hasSuffix(".")
        if oldestFirst {
            choiceText = choiceText.dropLast()
        }
        var schedule = Schedule(
            seed: seed,
            strategy: strategy,
            parameters: parameters,
            choices: try Self.decodeChoices(choiceText),
            afterChoices: oldestFirst ? .oldestFirst : .continueFromSeed
        )
        schedule.format = format
        schedule.version = String(fields[1])
        try schedule.validate(parameters: expected)
        self = schedule
    }

    /// Reads a schedule file (the encoded line, or the JSON form) and checks it can be replayed here.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - expected: The parameters the caller runs with, or `nil` to accept any.
    /// - Throws: ``ScheduleError`` when the file cannot be read or the schedule is refused.
    public init(contentsOf url: URL, expecting expected: [String: String]? = nil) throws(ScheduleError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ScheduleError(.unreadable, "cannot read \(url.path): \(error)")
        }
        if data.first == UInt8(ascii: "{") {
            let decoded: Schedule
            do {
                decoded = try JSONDecoder().decode(Schedule.self, from: data)
            } catch {
                throw ScheduleError(.malformed, "bad JSON schedule: \(error)")
            }
            try decoded.validate(parameters: expected)
            self = decoded
        } else {
            try self.init(parsing: String(decoding: data, as: UTF8.self), expecting: expected)
        }
    }

    /// Writes ``encoded`` and a newline to a file.
    ///
    /// - Parameter url: The file to write.
    /// - Throws: ``ScheduleError`` with ``ScheduleError/Code/unreadable`` when it cannot be written.
    public func write(to url: URL) throws(ScheduleError) {
        do {
            try Data((encoded + "\n").utf8).write(to: url)
        } catch {
            throw ScheduleError(.unreadable, "cannot write \(url.path): \(error)")
        }
    }

    private static func decodeChoices(_ text: Substring) throws(ScheduleError) -> [Int] {
        var choices: [Int] = []
        choices.reserveCapacity(text.count)
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            if character == "(" {
                var digits = ""
                while let next = iterator.next(), next != ")" {
                    digits.append(next)
                }
                guard let value = Int(digits), value >= 0 else {
                    throw ScheduleError(.malformed, "bad choice '(\(digits))'")
                }
                choices.append(value)
            } else if let value = alphabet.firstIndex(of: character) {
                choices.append(value)
            } else {
                throw ScheduleError(.malformed, "bad choice character '\(character)'")
            }
        }
        return choices
    }

    private static func escape(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            let isPlain =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ":")
            if isPlain {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    private static func unescape(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = utf8.next(), let low = utf8.next(),
                    let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
