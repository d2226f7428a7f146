/// Reduces a failing schedule to a shorter one that fails with the same finding.
///
/// Shrinking is delta debugging (ddmin) over the recorded choices: remove chunks, halving their
/// size when nothing can go, and keep any candidate whose replay still fails with the same kind
/// and message. Candidates run the oldest job past their choices
/// (``Schedule/AfterChoices/oldestFirst``), so every candidate is a complete, deterministic schedule
/// and every remaining choice is a deviation from first-come, first-served that the failure needs.
/// Then each remaining choice is tried at 0 (the oldest job).
///
/// ```swift
/// let shrunk = Shrinker.shrink(failure.schedule, reproducing: failure.failure, name: "race4", body)
/// print(shrunk.originalLength, "→", shrunk.shrunkLength)
/// ```
public enum Shrinker {
    /// Shrinks the schedule of an exploration failure.
    ///
    /// - Parameters:
    ///   - failure: The failure found by ``Explorer``.
    ///   - maxAttempts: The most replays to try.
    ///   - body: The same body.
    /// - Returns: The result; its schedule is the original when nothing shorter fails the same way.
    public static func shrink<Value: Sendable>(
        _ failure: ExplorationFailure,
        maxAttempts: Int = 2_000,
        _ body: @escaping @Sendable (SimulationContext) async throws -> Value
    ) -> ShrinkResult {
        shrink(failure.schedule, reproducing: failure.failure, name: failure.name, maxAttempts: maxAttempts, body)
    }

    /// Shrinks a schedule while its replay still fails like `failure`.
    ///
    /// - Parameters:
    ///   - schedule: The failing schedule.
    ///   - failure: The failure to keep (same kind and message).
    ///   - name: The root task's name.
    ///   - maxSteps: The step limit of each replay.
    ///   - maxAttempts: The most replays to try.
    ///   - body: The same body.
    /// - Returns: The result; its schedule is the original when nothing shorter fails the same way.
    public static func shrink<Value: Sendable>(
        _ schedule: Schedule,
        reproducing failure: RuntimeFailure,
        name: String = "simulation",
        maxSteps: Int = 1_000_000,
        maxAttempts: Int = 2_000,
        _ body: @escaping @Sendable (SimulationContext) async throws -> Value
    ) -> ShrinkResult {
        var attempts = 0
        var best = schedule
        var bestTrace = Simulation.replay(schedule, name: name, maxSteps: maxSteps, body).trace
        var bestFailure = failure

        func fails(_ choices: [Int]) -> Bool {
            guard attempts < maxAttempts else { return false }
            attempts += 1
            var candidate = schedule
            candidate.choices = choices
            candidate.afterChoices = .oldestFirst
            let outcome = Simulation.replay(candidate, name: name, maxSteps: maxSteps, body)
            guard let found = outcome.failure, found.isSameFinding(as: failure) else { return false }
            best = candidate
            bestTrace = outcome.trace
            bestFailure = found
            return true
        }

        // ddmin: remove chunks of choices.
        var choices = schedule.choices
        if fails([]) {
            choices = []
        }
        var granularity = 2
        while choices.count >= 1 && attempts < maxAttempts {
            let chunk = max(1, (choices.count + granularity - 1) / granularity)
            var removed = false
            var start = 0
            while start < choices.count {
                var candidate = choices
                candidate.removeSubrange(start..<min(start + chunk, choices.count))
                if fails(candidate) {
                    choices = candidate
                    granularity = max(granularity - 1, 2)
                    removed = true
                    break
                }
                start += chunk
            }
            if !removed {
                if chunk == 1 { break }
                granularity = min(granularity * 2, choices.count)
            }
        }
        // Simplify: prefer the oldest job wherever that still fails.
        for index in choices.indices where choices[index] != 0 && attempts < maxAttempts {
            var candidate = choices
            candidate[index] = 0
            if fails(candidate) {
                choices = candidate
            }
        }
        // Trailing zeros say what running the oldest job past the choices says anyway.
        while choices.last == 0 {
            choices.removeLast()
        }
        if best.choices != choices || best.afterChoices != .oldestFirst {
            _ = fails(choices)
        }
        return ShrinkResult(
            original: schedule, schedule: best, failure: bestFailure, trace: bestTrace, attempts: attempts)
    }
}
