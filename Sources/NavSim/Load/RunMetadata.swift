import Foundation

/// Where and when a load run ran: what a report needs so that two runs can be compared, or told apart.
///
/// ```swift
/// let run = RunMetadata.current()
/// print(run.date, run.navsimVersion, run.commit ?? "not built from a git checkout", run.swift, run.os, run.cores)
/// ```
public struct RunMetadata: Sendable, Hashable, Codable {
    /// When the run started, ISO 8601 in UTC (`2026-11-24T08:46:07Z`).
    public var date: String
    /// The NavSim version that ran.
    public var navsimVersion: String
    /// The commit of the checkout NavSim was built from, when it was built from a git checkout that is
    /// still there; `nil` otherwise (a release build moved elsewhere, a package without `.git`).
    public var commit: String?
    /// The Swift compiler NavSim was built with (`6.3`).
    public var swift: String
    /// The operating system and its version.
    public var os: String
    /// The processors the process could run on.
    public var cores: Int

    /// Creates metadata.
    ///
    /// - Parameters:
    ///   - date: When the run started, ISO 8601.
    ///   - navsimVersion: The NavSim version.
    ///   - commit: The checkout's commit, if known.
    ///   - swift: The compiler's version.
    ///   - os: The operating system.
    ///   - cores: The processors the process could run on.
    public init(date: String, navsimVersion: String, commit: String?, swift: String, os: String, cores: Int) {
        self.date = date
        self.navsimVersion = navsimVersion
        self.commit = commit
        self.swift = swift
        self.os = os
        self.cores = cores
    }

    /// This process's metadata.
    ///
    /// - Parameter date: When the run started; now by default.
    /// - Returns: The metadata.
    public static func current(date: Date = Date()) -> RunMetadata {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return RunMetadata(
            date: formatter.string(from: date),
            navsimVersion: NavSimRuntime.version,
            commit: SourceCheckout.built.commit,
            swift: compilerVersion,
            os: "\(ProcessResources.operatingSystem) (\(ProcessInfo.processInfo.operatingSystemVersionString))",
            cores: ProcessResources.activeProcessorCount
        )
    }

    /// The compiler's major and minor version, read at compile time (Swift has no run-time query).
    public static var compilerVersion: String {
        #if compiler(>=6.5)
            "6.5 or newer"
        #elseif compiler(>=6.4)
            "6.4"
        #elseif compiler(>=6.3)
            "6.3"
        #elseif compiler(>=6.2)
            "6.2"
        #else
            "6.1 or older"
        #endif
    }

    /// One line: `2026-11-24T08:46:07Z, navsim 0.1.0 (7d6efe9), Swift 6.3, Linux (…), 2 cores`; what a
    /// report of an older schema did not record is left out.
    public var summary: String {
        let commit = self.commit.map { " (\($0.prefix(7)))" } ?? ""
        let parts = [
            date.isEmpty ? "date not recorded" : date, "navsim \(navsimVersion)\(commit)",
            swift.isEmpty ? nil : "Swift \(swift)", os, "\(cores) core\(cores == 1 ? "" : "s")",
        ]
        return parts.compactMap { $0 }.joined(separator: ", ")
    }
}
