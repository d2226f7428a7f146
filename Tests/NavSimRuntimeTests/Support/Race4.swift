import NavSimRuntime
import Synchronization

/// RACE-CASES 4 without web views: a decision delegated to script code that may throw.
///
/// The script bridge becomes ready only after its set-up task has run on the page.
/// Meanwhile a link is tapped and a decision is requested from script code through a callback
/// holding a continuation. If the script runs before the bridge is ready, the callback throws
/// and, in the buggy version, never answers: the navigation waits forever.
enum Race4 {
    struct BridgeNotReady: Error, CustomStringConvertible {
        var description: String { "script bridge not ready" }
    }

    actor Page {
        private var bridgeReady = false

        func setUpStep(_ step: Int, of last: Int, _ sim: SimulationContext) {
            sim.record("bridge set-up step \(step)", actor: "Page")
            if step == last {
                bridgeReady = true
            }
        }

        func tapLink(_ sim: SimulationContext) {
            sim.record("link tapped", actor: "Page")
        }

        /// The script's answer; throws when the bridge is not set up yet.
        func evaluateDecisionScript(_ sim: SimulationContext) throws -> Bool {
            guard bridgeReady else {
                sim.record("callback throws: bridge not ready", actor: "Page")
                throw BridgeNotReady()
            }
            sim.record("script answers allow", actor: "Page")
            return true
        }
    }

    /// The scenario; `fixed` answers in a `defer` (fail-closed) when the script throws.
    static func body(fixed: Bool, setUpSteps: Int = 1) -> @Sendable (SimulationContext) async throws -> Bool {
        { sim in
            let page = Page()
            sim.spawn(name: "bridge-setup") {
                for step in 1...setUpSteps {
                    await page.setUpStep(step, of: setUpSteps, sim)
                }
            }
            await page.tapLink(sim)
            let allowed = await withUnsafeContinuation { (continuation: UnsafeContinuation<Bool, Never>) in
                sim.record("decision requested")
                sim.spawn(name: "script") {
                    if fixed {
                        var answered = false
                        defer {
                            if !answered {
                                sim.record("no answer from script: cancel (fail-closed)")
                                continuation.resume(returning: false)
                            }
                        }
                        let allow = try await page.evaluateDecisionScript(sim)
                        answered = true
                        continuation.resume(returning: allow)
                    } else {
                        let allow = try await page.evaluateDecisionScript(sim)
                        continuation.resume(returning: allow)
                    }
                }
            }
            sim.record(allowed ? "navigation allowed" : "navigation cancelled")
            return allowed
        }
    }
}
