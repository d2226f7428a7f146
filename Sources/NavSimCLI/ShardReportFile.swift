import Foundation
import NavSim

/// The exploration report `explore --json` writes under `report`, which `explore --merge` reads back: the
/// library's `ExplorationReport` as its `Codable` form, with the schedule parameters it was run with.
struct ShardReportFile {
    /// The shard's report.
    var exploration: ExplorationReport
    /// The schedule parameters (the scenario file's digest, the jitter).
    var parameters: [String: String]

    /// The `report` member of `explore --json`.
    ///
    /// - Parameters:
    ///   - report: The exploration.
    ///   - parameters: Its schedule parameters.
    /// - Returns: The member's value.
    /// - Throws: What the encoder throws.
    static func json(_ report: ExplorationReport, parameters: [String: String]) throws -> JSONValue {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let encoded = try encoder.encode(report)
        let exploration = try JSONReader.parse(Array(encoded))
        return .object([
            JSONMember(
                "parameters",
                .object(parameters.sorted { $0.key < $1.key }.map { JSONMember($0.key, .string($0.value)) })),
            JSONMember("exploration", exploration),
        ])
    }

    /// Reads a file written by `explore --json`.
    ///
    /// - Parameter path: The file.
    /// - Returns: The shard's report and parameters.
    /// - Throws: `InputError` naming the file and the fix.
    static func read(_ path: String) throws -> ShardReportFile {
        let fix = "Fix: pass files written by navsim explore FILE --shard i/n --json"
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw InputError(description: "\(path): cannot read the report: \(error.localizedDescription)")
        }
        let root: JSONValue
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw InputError(description: "\(path): not JSON (\(error)). \(fix)")
        }
        guard case .object(let members) = root,
            case .object(let report)? = members.first(where: { $0.key == "report" })?.value,
            let exploration = report.first(where: { $0.key == "exploration" })?.value
        else {
            throw InputError(description: "\(path): no `report` member, so not explore --json output. \(fix)")
        }
        var parameters: [String: String] = [:]
        if case .object(let values)? = report.first(where: { $0.key == "parameters" })?.value {
            for member in values { if case .string(let text) = member.value { parameters[member.key] = text } }
        }
        do {
            let decoded = try JSONDecoder().decode(
                ExplorationReport.self, from: Data(JSONWriter.write(exploration, pretty: false).utf8))
            return ShardReportFile(exploration: decoded, parameters: parameters)
        } catch {
            throw InputError(
                description: "\(path): `report.exploration` is not an exploration report (\(error)). \(fix)")
        }
    }
}
