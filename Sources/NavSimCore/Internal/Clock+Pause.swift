extension Clock where Duration == Swift.Duration {
    /// Sleeps for `duration`: what `sleep(for:tolerance:)` does, as the standard library defines it, written out.
    ///
    /// `sleep(for:)` is an async function of its own around `sleep(until:)`: called on `any Clock`, it cost each
    /// sleep a frame and an executor switch that changes nothing (the task is already where it would switch to).
    /// Inlined here, the caller reads `now` before it leaves its actor rather than after: the same time on a
    /// simulation's clock, whose time moves only when no job is waiting to run; a real clock's reading is earlier by
    /// the few microseconds of the switch.
    ///
    /// - Parameter duration: How long.
    /// - Throws: What the clock's `sleep(until:tolerance:)` throws: `CancellationError` when the task is cancelled.
    @inlinable @inline(__always)
    package func pause(for duration: Duration) async throws {
        try await sleep(until: now.advanced(by: duration), tolerance: nil)
    }
}
