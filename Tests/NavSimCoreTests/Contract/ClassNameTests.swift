import NavSimCore
import Testing

/// A message handler at the top level of the test module.
final class TopLevelBridge: ScriptMessageStrategy {
    static let identifier = "top"
    func didReceive(_ message: ScriptMessage) {}
}

/// A screen with its message handler nested inside, as apps often write them.
struct BridgeScreen {
    final class Bridge: ScriptMessageStrategy {
        static let identifier = "nested-in-struct"
        func didReceive(_ message: ScriptMessage) {}
    }
}

final class BridgeController {
    final class Bridge: ScriptMessageStrategy {
        static let identifier = "nested-in-class"
        func didReceive(_ message: ScriptMessage) {}
    }
}

private final class PrivateBridge: ScriptMessageStrategy {
    static let identifier = "private"
    func didReceive(_ message: ScriptMessage) {}
}

@Suite("WebKit's messages name the class as the Objective-C runtime does")
struct ClassNameTests {
    /// The class name a duplicate registration's finding gives for `strategy`.
    static func name(of strategy: any ScriptMessageStrategy) throws -> String? {
        let controller = UserContentController()
        controller.add(strategy, name: "bridge")
        controller.add(strategy, name: "bridge")
        return try #require(controller.log.all.first).handler
    }

    @Test("A Swift class at the top level is module-qualified: NSStringFromClass's MyApp.WebViewCoordinator")
    func topLevel() throws {
        #expect(try Self.name(of: TopLevelBridge()) == "NavSimCoreTests.TopLevelBridge")
    }

    @Test("A nested class, whose runtime name is mangled, is its qualified name")
    func nested() throws {
        #expect(try Self.name(of: BridgeScreen.Bridge()) == "NavSimCoreTests.BridgeScreen.Bridge")
        #expect(try Self.name(of: BridgeController.Bridge()) == "NavSimCoreTests.BridgeController.Bridge")
    }

    @Test("A private class, whose runtime name holds a hash, is its qualified name without the unnamed context")
    func privateClass() throws {
        #expect(try Self.name(of: PrivateBridge()) == "NavSimCoreTests.PrivateBridge")
    }

    @Test("ClassNamedInMessages still overrides the name")
    func override() throws {
        #expect(try Self.name(of: CountingScriptMessageStrategy()) == "ScriptMessageHandler")
    }
}
