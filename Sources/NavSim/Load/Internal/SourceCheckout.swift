import Foundation

/// The git checkout NavSim was built from, read without git: the build knows where its sources were
/// (`#filePath`), and at run time `HEAD` and the refs are plain files there (`.git` is a folder in a clone,
/// a `gitdir:` file in a worktree; a branch's commit is a loose ref or a line of `packed-refs`).
///
/// This names the commit the checkout is on when the binary runs, which is the one it was built from as
/// long as the checkout has not moved since; `nil` when the sources are gone or not a git checkout.
struct SourceCheckout {
    /// The checkout's root folder.
    let root: URL

    /// The checkout of this build: the folder that holds Sources/NavSim/Load/Internal/SourceCheckout.swift.
    static let built = SourceCheckout(
        root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent())

    /// The commit `HEAD` names, 40 hex digits; `nil` when it cannot be read.
    var commit: String? {
        guard let gitDirectory else { return nil }
        guard let head = Self.read(gitDirectory.appendingPathComponent("HEAD")) else { return nil }
        guard head.hasPrefix("ref: ") else { return Self.isHash(head) ? head : nil }
        let ref = String(head.dropFirst(5))
        // A worktree keeps HEAD in its own folder and refs in the common one.
        let common =
            Self.read(gitDirectory.appendingPathComponent("commondir")).map { Self.resolve($0, in: gitDirectory) }
            ?? gitDirectory
        for folder in [gitDirectory, common] {
            if let hash = Self.read(folder.appendingPathComponent(ref)), Self.isHash(hash) { return hash }
        }
        for folder in [gitDirectory, common] {
            guard let packed = Self.read(folder.appendingPathComponent("packed-refs")) else { continue }
            for line in packed.split(separator: "\n") where line.hasSuffix(" " + ref) {
                let hash = String(line.prefix(40))
                if Self.isHash(hash) { return hash }
            }
        }
        return nil
    }

    /// `.git` itself, or the folder a worktree's `.git` file points to.
    var gitDirectory: URL? {
        let dotGit = root.appendingPathComponent(".git")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return dotGit }
        guard let text = Self.read(dotGit), text.hasPrefix("gitdir: ") else { return nil }
        return Self.resolve(String(text.dropFirst(8)), in: root)
    }

    /// A path git wrote, absolute or relative to a folder.
    static func resolve(_ path: String, in folder: URL) -> URL {
        path.hasPrefix("/")
            ? URL(fileURLWithPath: path).standardizedFileURL
            : folder.appendingPathComponent(path).standardizedFileURL
    }

    static func read(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path), data.count < 10_000_000 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func isHash(_ text: String) -> Bool {
        text.utf8.count == 40 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
