import Foundation

/// How many schedules a test that shows a fix *passes* explores.
///
/// Those tests prove an absence, so more schedules are a stronger proof, and 10,000 is what the issues and
/// RACE-CASES ask for. Under AddressSanitizer each schedule costs several times more, and the sanitizer's
/// purpose there is a job run twice or after its task ended, which a tenth of the schedules exercises as well:
/// CI sets `NAVSIM_TEST_SCHEDULE_FRACTION=0.1` for that step only (see `.ci/run`). A test that asserts a bug
/// is *found within* N seeds keeps its literal N: scaling it would change what it claims.
public enum TestBudget {
    /// The fraction of the written counts to explore: `NAVSIM_TEST_SCHEDULE_FRACTION`, a number in (0, 1],
    /// or 1 when it is unset or not such a number.
    public static let fraction: Double = {
        guard let text = ProcessInfo.processInfo.environment["NAVSIM_TEST_SCHEDULE_FRACTION"],
            let value = Double(text), value > 0, value <= 1
        else { return 1 }
        return value
    }()

    /// `count` schedules scaled by ``fraction``, never fewer than 100 (or `count`, when it is smaller).
    public static func schedules(_ count: Int) -> Int {
        max(min(count, 100), Int((Double(count) * fraction).rounded()))
    }

    /// `count` generated inputs scaled by ``fraction``, never fewer than 100 (or `count`, when it is smaller):
    /// for a fuzzer that shows an absence (no crash, every rejection explained) over the inputs it generates.
    /// Under AddressSanitizer the inputs that run a simulation exercise the executor as a tenth of the
    /// schedules do, and the full count has run in the step before.
    public static func inputs(_ count: Int) -> Int {
        schedules(count)
    }

    /// The seeds `0..<schedules(count)`, for `Explorer.explore(seeds:)`.
    public static func seeds(_ count: Int) -> Range<UInt64> {
        0..<UInt64(schedules(count))
    }
}
