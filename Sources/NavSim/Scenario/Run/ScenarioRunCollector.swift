import Synchronization

/// Collects what one scenario run did, from any task: counts, decisions by handler, findings, probe
/// results. It outlives the simulation, so a run that hangs still has its counts reported.
///
/// Decision handlers a faulty handler keeps forever are parked here too, so they are not released (and
/// reported "was not called") when the run's web views go away: an app's map keeps them alive.
final class ScenarioRunCollector: Sendable {
    struct State {
        var events = 0
        var navigations = 0
        var finished = 0
        /// Action decisions that cancelled (what a scenario's `cancelled` count expects).
        var cancelled = 0
        /// How the navigations the workload started ended.
        var endings = EndingCounts()
        var scriptMessages = 0
        var decisions = DecisionCounts()
        var findings: [Finding] = []
        var probes: [Int: (policy: NavigationActionPolicy?, by: String?)] = [:]
        var sealed = false
    }

    /// How a navigation ended, as the run's summary counts it.
    enum Ending: Int, CaseIterable {
        case finished, cancelled, superseded, abandoned, failed, other

        /// The ending of a navigation; `nil` for a call that started none (a fragment change, going back
        /// with an empty list).
        init?(_ result: NavigationOutcome.Result) {
            switch result {
            case .finished: self = .finished
            case .cancelled: self = .cancelled
            case .superseded: self = .superseded
            case .abandoned: self = .abandoned
            case .failed, .failedProvisional: self = .failed
            case .download: self = .other
            case .sameDocument, .nothingToLoad: return nil
            }
        }
    }

    /// A count per ending, kept inline: a dictionary allocated its storage in every run, and again as it grew.
    struct EndingCounts {
        /// One count per case of ``Ending`` (its raw values are 0 to 5): a new case needs a larger array.
        private var counts = InlineArray<6, Int>(repeating: 0)

        subscript(ending: Ending) -> Int {
            get { counts[ending.rawValue] }
            set { counts[ending.rawValue] = newValue }
        }
    }

    /// Where kept decision handlers live: one per collector, or one shared by every run of an exploration,
    /// so a run's handlers outlive it.
    final class Keeper: Sendable {
        let kept = Mutex<[any Sendable]>([])
    }

    let state = Mutex(State())
    private let keeper: Keeper

    /// Creates a collector for one run.
    ///
    /// - Parameter keeper: Where kept handlers live; a new one by default.
    init(keeper: Keeper = Keeper()) { self.keeper = keeper }

    func update(_ body: (inout State) -> Void) {
        state.withLock { state in
            guard !state.sealed else { return }
            body(&state)
        }
    }

    func keep(_ handler: any Sendable) { keeper.kept.withLock { $0.append(handler) } }

    /// Stops recording: whatever happens after the run (handlers released late) is not part of it.
    func seal() -> State {
        state.withLock { state in
            state.sealed = true
            return state
        }
    }
}
