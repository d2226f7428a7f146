import Foundation

/// Runs long synchronous work (thousands of schedules) on a thread of its own and awaits its result, so
/// the test does not hold one of the few cooperative threads that the suite's other tests need.
/// Expectations go after it, on the test's task.
///
/// - Parameter body: The work.
/// - Returns: What `body` returns.
public func offThePool<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: body()) }.start()
    }
}
