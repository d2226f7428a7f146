import Foundation

/// The repository's `scenarios/` directory and the files in it, found from this source file's path.
enum ShippedScenarios {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let directory = root.appendingPathComponent("scenarios")

    /// Every shipped scenario file's path, sorted (the schema excluded).
    static var paths: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && $0 != "schema.json" }.sorted().map {
            directory.appendingPathComponent($0).path
        }
    }

    static func path(_ name: String) -> String { directory.appendingPathComponent(name + ".json").path }

    static func text(_ relativePath: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)) ?? ""
    }
}
