import Foundation
import Testing

@testable import NavSimCore

/// NavSim's URL parser against an independent WHATWG implementation: Node's `URL`
/// (`Tools/URLDifferential/whatwg-url.mjs`). Failure, `href`, host and origin must agree; a disagreement is a
/// bug, or one of the classes `docs/url-differential.md` explains with the clause of the standard (or the
/// Unicode version) that decides it.
///
/// CI runs a fixed-seed slice when `node` is on `PATH` and skips it, saying so, when not.
/// `NAVSIM_URL_DIFFERENTIAL=full` runs the full corpus (every code point, plus 120,000 drawn inputs) and prints
/// the disagreements by class; `NAVSIM_URL_DIFFERENTIAL=N` draws N inputs.
@Suite("Differential: the URL parser against Node's WHATWG URL")
struct URLDifferentialTests {
    static let node: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/node" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Outcome: Equatable {
        var ok: Bool
        var href = ""
        var host = ""
        var origin = ""
    }

    @Test(
        "a fixed-seed slice agrees with Node, or disagrees only as docs/url-differential.md explains",
        .enabled(if: node != nil, "node is not on PATH: the differential test against Node's WHATWG URL is skipped"),
        .timeLimit(.minutes(10))
    )
    func agreesWithNode() throws {
        let setting = ProcessInfo.processInfo.environment["NAVSIM_URL_DIFFERENTIAL"] ?? ""
        let full = setting == "full"
        let count = full ? 120_000 : Int(setting) ?? 30_000
        let corpus = URLDifferentialCorpus(seed: 19, count: count, everyCodePoint: full)
        let theirs = try Self.runNode(corpus.inputs)
        try #require(theirs.count == corpus.inputs.count)

        var unexplained: [String: [String]] = [:]
        var explained: [String: [String]] = [:]
        for (input, their) in zip(corpus.inputs, theirs) {
            let parsed = input.base.map { ParsedURL(input.url, relativeTo: ParsedURL($0)) } ?? ParsedURL(input.url)
            let ours = Self.outcome(parsed)
            guard ours != their else { continue }
            let line =
                "\(input.kind): \(Self.escaped(input.url)) base \(input.base ?? "-"): NavSim \(ours), Node \(their)"
            if let reason = URLDifferentialClass.explain(input: input.url, ours: ours, theirs: their) {
                explained[reason, default: []].append(line)
            } else {
                unexplained[input.kind, default: []].append(line)
            }
        }
        var report = "\(corpus.inputs.count) inputs (seed 19\(full ? ", every code point" : ""))\n"
        for (reason, lines) in explained.sorted(by: { $0.key < $1.key }) {
            report += "explained, \(reason): \(lines.count)\n" + lines.prefix(3).map { "  \($0)\n" }.joined()
        }
        for (kind, lines) in unexplained.sorted(by: { $0.key < $1.key }) {
            report += "UNEXPLAINED \(kind): \(lines.count)\n" + lines.prefix(10).map { "  \($0)\n" }.joined()
        }
        if full || !setting.isEmpty { print(report) }
        #expect(unexplained.isEmpty, "unexplained disagreements with Node:\n\(report)")
    }

    static func outcome(_ url: ParsedURL) -> Outcome {
        guard url.isValid else { return Outcome(ok: false) }
        return Outcome(ok: true, href: url.href, host: String(url.host ?? ""), origin: url.origin.description)
    }

    static func escaped(_ text: String) -> String {
        text.unicodeScalars.map {
            $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0)
        }
        .joined()
    }

    /// Runs Node's `URL` over the inputs through files (no pipe to fill).
    static func runNode(_ inputs: [URLDifferentialCorpus.Input]) throws -> [Outcome] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-differential-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputFile = directory.appendingPathComponent("inputs.jsonl")
        let outputFile = directory.appendingPathComponent("outputs.jsonl")
        var data = Data()
        for input in inputs {
            let line: [Any] = [input.url, input.base as Any? ?? NSNull()]
            data += try JSONSerialization.data(withJSONObject: line, options: [.fragmentsAllowed])
            data.append(0x0A)
        }
        try data.write(to: inputFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(node))
        process.arguments = [
            root.appendingPathComponent("Tools/URLDifferential/whatwg-url.mjs").path, inputFile.path, outputFile.path,
        ]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "node exited with \(process.terminationStatus)")
        let text = try String(contentsOf: outputFile, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            let fields = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            guard fields.first as? Bool == true, fields.count == 4 else { return Outcome(ok: false) }
            return Outcome(
                ok: true, href: fields[1] as? String ?? "", host: fields[2] as? String ?? "",
                origin: fields[3] as? String ?? "")
        }
    }
}

/// The disagreements with Node that the standard (or a Unicode version) decides, as
/// `docs/url-differential.md` lists them; anything else is a bug.
enum URLDifferentialClass {
    static let version = "Unicode version: ada 2.9.2's UTS #46 tables are Unicode 15.0.0, NavSim's 17.0.0"
    static let bidi = "CheckBidi: RFC 5893 section 2 applies to every label of a Bidi domain name (UTS #46 4.1 #8)"
    static let asciiPunycode = "an xn-- label that decodes to nothing or to ASCII only is an error (UTS #46 4 #4.1.3)"
    static let leadingMark = "a label must not begin with a combining mark (UTS #46 4.1 #5)"

    static func explain(input: String, ours: URLDifferentialTests.Outcome, theirs: URLDifferentialTests.Outcome)
        -> String?
    {
        guard let host = rawHost(input) else { return nil }
        let codePoints = String(decoding: host, as: UTF8.self).unicodeScalars.map(\.value)
        if codePoints.contains(where: { point in IDNAChangesSince15.ranges.contains { $0.contains(point) } }) {
            return version
        }
        guard !ours.ok, theirs.ok else { return nil }
        if IDNA.toASCII(host, checkBidi: false) != nil { return bidi }
        let dots: Set<Character> = [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"]
        let labels = String(decoding: host, as: UTF8.self).lowercased()
            .split(omittingEmptySubsequences: false, whereSeparator: dots.contains)
        for label in labels where label.hasPrefix("xn--") {
            let decoded = Array(label.utf8.dropFirst(4)).withUnsafeBufferPointer { Punycode.decode($0) }
            if let decoded, decoded.allSatisfy({ $0 < 0x80 }) { return asciiPunycode }
        }
        let mapped = theirs.host.split(separator: ".", omittingEmptySubsequences: false).map { label -> [UInt32] in
            guard label.hasPrefix("xn--") else { return label.unicodeScalars.map(\.value) }
            return Array(label.utf8.dropFirst(4)).withUnsafeBufferPointer { Punycode.decode($0) } ?? []
        }
        if mapped.contains(where: { $0.first.map(IDNA.isMark) ?? false }) { return leadingMark }
        return nil
    }

    /// The percent-decoded host of an absolute URL with an authority, roughly as the parser finds it (on bytes:
    /// a combining mark after `//` would join the slash's `Character`).
    static func rawHost(_ input: String) -> [UInt8]? {
        var bytes = Array(input.utf8).filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        guard let start = (0..<max(0, bytes.count - 1)).first(where: { bytes[$0] == 0x2F && bytes[$0 + 1] == 0x2F })
        else { return nil }
        bytes = Array(bytes[(start + 2)...].drop { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") })
        if let end = bytes.firstIndex(where: { "/?#\\".utf8.contains($0) }) { bytes = Array(bytes[..<end]) }
        if let at = bytes.lastIndex(of: UInt8(ascii: "@")) { bytes = Array(bytes[(at + 1)...]) }
        if bytes.first == UInt8(ascii: "[") { return nil }
        if let colon = bytes.lastIndex(of: UInt8(ascii: ":")) { bytes = Array(bytes[..<colon]) }
        var decoded: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let value = UInt8(String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
            {
                decoded.append(value)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return decoded
    }
}
