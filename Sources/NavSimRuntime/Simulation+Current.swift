extension Simulation {
    /// Whether the calling code runs inside a simulation, on the thread that drives it.
    ///
    /// Code that offers one API in and out of simulations reads it to choose: a queue that is a
    /// ``SimulatedQueue`` when made inside a run and libdispatch's queue otherwise.
    ///
    /// ```swift
    /// let queue: Backing = Simulation.isRunning ? .simulated(SimulatedQueue(label: label)) : .real(label)
    /// ```
    public static var isRunning: Bool { DrivingThread.current != nil }
}
