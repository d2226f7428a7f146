import Synchronization
import Testing

@testable import NavSimCore

/// A chain's `DecisionTimer` hears when a walk starts and which handler decided, on every path that
/// decides, and nothing from static analysis.
@Suite("Decision timer")
struct DecisionTimerTests {
    final class Recorder: DecisionTimer {
        let events = Mutex<[String]>([])

        func walkStarted() { events.withLock { $0.append("start") } }

        func decided(by index: Int) { events.withLock { $0.append("\(index)") } }

        func take() -> [String] {
            events.withLock { events in
                defer { events = [] }
                return events
            }
        }
    }

    /// Decides "/later" after waiting on the context's clock.
    struct Deferred: NavigationActionHandler {
        let name = "Deferred"
        var mayDefer: Bool { true }
        var claimIsExact: Bool { true }

        func claim(_ action: NavigationAction) -> HandlerClaim {
            action.request.path == "/later" ? .decides(.cancel) : .passes
        }

        func decide(_ action: NavigationAction, context: DecisionContext) async throws -> HandlerVerdict {
            guard case .decides = claim(action) else { return .pass }
            try await context.clock.sleep(for: .zero)
            return claim(action).verdict
        }
    }

    @Test func everyDecidingPathReportsTheHandlerAndTheFallbackReportsTheCount() async throws {
        let recorder = Recorder()
        var chain = NavigationChain([
            HostListHandler.deny([HostPattern("tracker.example", includeSubdomains: true)]),
            Deferred(),
            try NativePageHandler(patterns: ["/product/:id"]),
        ])
        chain.timer = recorder
        let context = DecisionContext(clock: ContinuousClock())

        _ = chain.decideImmediately(NavigationAction(url: "https://tracker.example/"))
        #expect(recorder.take() == ["start", "0"])
        _ = try await chain.decide(NavigationAction(url: "https://example.com/product/7"), context: context)
        #expect(recorder.take() == ["start", "2"])
        _ = try await chain.decide(NavigationAction(url: "https://example.com/other"), context: context)
        #expect(recorder.take() == ["start", "3"])
        // Waiting: the immediate walk stops at the deferring handler without a decision; the awaited
        // walk starts again and reports the handler when it has decided.
        #expect(chain.decideImmediately(NavigationAction(url: "https://example.com/later")) == nil)
        #expect(recorder.take() == ["start"])
        let later = try await chain.decide(NavigationAction(url: "https://example.com/later"), context: context)
        #expect(later.handlerIndex == 1)
        #expect(recorder.take() == ["start", "1"])
        // Static analysis runs no walk.
        _ = chain.claimedDecision(NavigationAction(url: "https://tracker.example/"))
        #expect(recorder.take().isEmpty)
    }
}
