import NavSimCore
import Testing

/// A handler that declares its claim exact, then decides something else after waiting.
struct LyingExactHandler: NavigationActionHandler {
    let name = "LyingExact"
    func claim(_ action: NavigationAction) -> HandlerClaim { .decides(.cancel) }
    func decide(_ action: NavigationAction, context: DecisionContext) async throws -> HandlerVerdict {
        .decide(.allow, nil)
    }
    var mayDefer: Bool { true }
    var claimIsExact: Bool { true }
}

/// A handler whose exact claim is its decision, after waiting.
struct HonestExactHandler: NavigationActionHandler {
    let name = "HonestExact"
    func claim(_ action: NavigationAction) -> HandlerClaim { .decides(.cancel) }
    func decide(_ action: NavigationAction, context: DecisionContext) async throws -> HandlerVerdict {
        claim(action).verdict
    }
    var mayDefer: Bool { true }
    var claimIsExact: Bool { true }
}

@Suite("Debug builds check that an exact claim is the decision")
struct ExactClaimCheckTests {
    @Test("An honest exact handler decides as it claims")
    func honest() async throws {
        let chain = NavigationChain([HonestExactHandler()])
        let decision = try await chain.decide(
            NavigationAction(url: "https://example.com/"), context: DecisionContext(clock: ContinuousClock()))
        #expect(decision.policy == .cancel)
    }

    #if DEBUG
        @Test("A handler that declares claimIsExact and decides otherwise stops a debug build")
        func lying() async {
            await #expect(processExitsWith: .failure) {
                let chain = NavigationChain([LyingExactHandler()])
                _ = try? await chain.decide(
                    NavigationAction(url: "https://example.com/"), context: DecisionContext(clock: ContinuousClock()))
            }
        }
    #endif
}
