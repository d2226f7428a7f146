@testable import NavSimRuntime

/// Exact probabilities that a strategy finds a program's bug in one schedule, by enumerating every
/// outcome of the strategy's random draws on the real runtime instead of sampling seeds.
///
/// - Random: every path of the tree of choices (replayed as prefixes, the oldest job after the prefix), each
///   weighted by the product of `1 / runnable` over its steps; the number of runnable jobs at a step is
///   found by replaying choice `c = 1, 2, …` until the runtime wraps it (`prefix % runnable`).
/// - PCT: every permutation of the tasks' priorities × every placement of the change points (`PCTPlan`).
enum PCTExact {
    /// The random strategy's probability of a failing run, and the most choices any run makes.
    struct RandomResult {
        var probability: Double
        var paths: Int
        var longestChoices: Int
        var longestSteps: Int
    }

    /// PCT's probability of a failing run over all plans, and the share of priority orders for which some
    /// placement of the change points fails (what PCT would reach if it always placed them best).
    struct PCTResult {
        var probability: Double
        var bestPlacement: Double
        var runs: Int
    }

    static func run(
        _ body: @escaping @Sendable (SimulationContext) async throws -> Void, options: SimulationOptions
    ) -> (failed: Bool, choices: [Int], steps: Int) {
        let outcome = Simulation.run(options, name: "exact", body)
        return (!outcome.succeeded, outcome.schedule?.choices ?? [], outcome.steps)
    }

    static func random(_ body: @escaping @Sendable (SimulationContext) async throws -> Void) -> RandomResult {
        var result = RandomResult(probability: 0, paths: 0, longestChoices: 0, longestSteps: 0)
        func replay(_ prefix: [Int]) -> (failed: Bool, choices: [Int], steps: Int) {
            run(body, options: SimulationOptions(strategy: .random, prefix: prefix, afterPrefix: .oldestFirst))
        }
        // The probability of a failure given the first `prefix.count` choices, whose run (oldest first after
        // them) is `first`.
        func visit(_ prefix: [Int], _ first: (failed: Bool, choices: [Int], steps: Int)) -> Double {
            let depth = prefix.count
            guard first.choices.count > depth else {
                result.paths += 1
                result.longestChoices = max(result.longestChoices, first.choices.count)
                result.longestSteps = max(result.longestSteps, first.steps)
                return first.failed ? 1 : 0
            }
            var children = [visit(prefix + [0], first)]
            while true {
                let choice = children.count
                let child = replay(prefix + [choice])
                guard child.choices[depth] == choice else { break }
                children.append(visit(prefix + [choice], child))
            }
            return children.reduce(0, +) / Double(children.count)
        }
        result.probability = visit([], replay([]))
        return result
    }

    /// PCT at `depth` over `tasks` tasks with change points on steps `1...horizon` (every step, or only the
    /// steps with at least two runnable jobs when `countsChoicesOnly`).
    static func pct(
        _ body: @escaping @Sendable (SimulationContext) async throws -> Void,
        depth: Int, tasks: Int, horizon: Int, countsChoicesOnly: Bool = false
    ) -> PCTResult {
        var found = 0
        var total = 0
        var ordersFailing = 0
        let orders = permutations(of: Array(0..<tasks))
        let placements = changePoints(count: depth - 1, horizon: horizon)
        for ranks in orders {
            var anyFails = false
            for points in placements {
                var options = SimulationOptions(strategy: .pct(depth: depth, horizon: horizon))
                options.pctPlan = PCTPlan(ranks: ranks, changePoints: points, countsChoicesOnly: countsChoicesOnly)
                total += 1
                if run(body, options: options).failed {
                    found += 1
                    anyFails = true
                }
            }
            if anyFails { ordersFailing += 1 }
        }
        return PCTResult(
            probability: Double(found) / Double(total),
            bestPlacement: Double(ordersFailing) / Double(orders.count),
            runs: total
        )
    }

    static func permutations(of items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        var all: [[Int]] = []
        for (index, item) in items.enumerated() {
            var rest = items
            rest.remove(at: index)
            for tail in permutations(of: rest) { all.append([item] + tail) }
        }
        return all
    }

    /// Every sequence of `count` change points in `1...horizon`, drawn independently as PCT draws them.
    static func changePoints(count: Int, horizon: Int) -> [[Int]] {
        var all: [[Int]] = [[]]
        for _ in 0..<count {
            all = all.flatMap { prefix in (1...horizon).map { prefix + [$0] } }
        }
        return all
    }
}
