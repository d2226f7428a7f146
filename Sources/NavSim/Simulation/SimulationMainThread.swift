/// The simulated main actor as WebKit's main thread: scheme-task calls made off it wait for it, in the
/// schedule (``SimulationContext/runOnMainActorAndWait(_:_:)``).
public struct SimulationMainThread: MainThreadAccess {
    /// The simulation whose main actor this is.
    public let context: SimulationContext

    /// Creates the main thread of a simulation.
    ///
    /// - Parameter context: The simulation.
    public init(context: SimulationContext) { self.context = context }

    public var isCurrent: Bool { context.isOnMainActor }

    public func runAndWait(_ selector: String, _ call: @escaping @MainActor @Sendable () -> Void) -> Bool {
        context.runOnMainActorAndWait(selector, call)
    }
}
