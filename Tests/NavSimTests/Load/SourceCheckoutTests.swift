import Foundation
import Testing

@testable import NavSim

/// The commit a report names is read from the checkout's files, without git.
@Suite struct SourceCheckoutTests {
    static let hash = "0123456789abcdef0123456789abcdef01234567"

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-git-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test("A clone: HEAD names a branch, whose commit is a loose ref or a line of packed-refs")
    func clone() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let git = root.appendingPathComponent(".git")
        try Self.write("ref: refs/heads/main\n", git.appendingPathComponent("HEAD"))
        #expect(SourceCheckout(root: root).commit == nil)
        try Self.write(
            "# pack-refs with: peeled\n\(Self.hash) refs/heads/main\n", git.appendingPathComponent("packed-refs"))
        #expect(SourceCheckout(root: root).commit == Self.hash)
        let newer = String(Self.hash.reversed())
        try Self.write(newer + "\n", git.appendingPathComponent("refs/heads/main"))
        #expect(SourceCheckout(root: root).commit == newer)
        try Self.write(Self.hash + "\n", git.appendingPathComponent("HEAD"))  // detached
        #expect(SourceCheckout(root: root).commit == Self.hash)
    }

    @Test("A worktree: .git is a file naming its folder, whose commondir holds the refs")
    func worktree() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let common = root.appendingPathComponent("main/.git")
        let own = common.appendingPathComponent("worktrees/feature")
        try Self.write("ref: refs/heads/feature\n", own.appendingPathComponent("HEAD"))
        try Self.write("../..\n", own.appendingPathComponent("commondir"))
        try Self.write(Self.hash + "\n", common.appendingPathComponent("refs/heads/feature"))
        let checkout = root.appendingPathComponent("feature")
        try Self.write("gitdir: \(own.path)\n", checkout.appendingPathComponent(".git"))
        #expect(SourceCheckout(root: checkout).commit == Self.hash)
    }

    @Test("No checkout, or a HEAD that is not a commit: no commit")
    func none() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(SourceCheckout(root: root).commit == nil)
        try Self.write("not a hash\n", root.appendingPathComponent(".git/HEAD"))
        #expect(SourceCheckout(root: root).commit == nil)
    }
}
