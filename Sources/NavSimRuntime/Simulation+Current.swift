extension Simulation {
    /// Whether the calling code runs inside a simulation, on the thread that drives it.
    ///
    /// Code that offers one API in and out of simulations reads it to choose: NavSim's `DispatchQueue` for
    /// WebKit-spelled apps is a ``SimulatedQueue`` when made inside a run, libdispatch's queue otherwise.
    ///
    /// ```swift
    /// let queue = Simulation.isRunning ? Backing.simulated(SimulatedQueue(label: label)) : .real(label)
    /// ```
    public static var isRunning: Bool { DrivingThread.current != nil }
}
