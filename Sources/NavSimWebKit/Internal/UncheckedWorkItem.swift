import Dispatch

/// A libdispatch work item carried into a simulated queue's block.
///
/// `@unchecked Sendable`: `DispatchWorkItem` is thread-safe (libdispatch's `dispatch_block_*` functions may
/// be called from any thread) but is not declared `Sendable` on every platform.
struct UncheckedWorkItem: @unchecked Sendable {
    let item: DispatchWorkItem

    init(_ item: DispatchWorkItem) { self.item = item }

    /// Runs the item unless it was cancelled before it started, as a queue skips a cancelled item.
    func performUnlessCancelled() {
        guard !item.isCancelled else { return }
        item.perform()
    }
}
