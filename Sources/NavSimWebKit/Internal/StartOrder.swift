/// Navigations start in the order the app asked for them: `load` returns at once and its navigation starts as
/// work of its own, so two loads in a row would otherwise start in any order the schedule picks, where WebKit
/// starts them in order (the second supersedes the first). Each navigation takes a ticket when asked for and
/// waits, if it must, for the one before it to have started.
@MainActor
final class StartOrder {
    private var issued = 0
    private var started = 0
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]

    /// A ticket, in the order of the app's calls.
    func take() -> Int {
        defer { issued += 1 }
        return issued
    }

    /// Returns when `ticket`'s turn has come; the next ticket's waiter is resumed before it returns, and runs
    /// only after the caller's current job, so the caller's navigation begins first.
    func awaitTurn(_ ticket: Int) async {
        if started != ticket {
            await withCheckedContinuation { waiting[ticket] = $0 }
        }
        started += 1
        waiting.removeValue(forKey: started)?.resume()
    }
}
