import CNavSimCycleCounter

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A load run's time: nanoseconds as one integer, cheap to read and to subtract on the hot path, where an
/// `Instant` would cost a 128-bit `Duration` per sample.
///
/// Every part of a run (lanes, decision probes, the clock its web views sleep on) reads the same value, so
/// its times compare. ``system`` reads `clock_gettime` on the clock `ContinuousClock` reads, three reads
/// per navigation (`navsim bench` measures the cost: docs/performance.md). ``calibrated()`` reads the
/// processor's time-stamp counter instead where the kernel keeps
/// its own time with it, so the counter runs at a constant rate and agrees between cores: x86-64 Linux
/// with the `tsc` clock source. It scales the count by a rate measured against the system clock over a
/// few milliseconds when the run starts (a relative error of a few millionths), from that moment's system
/// time, so its readings are the system clock's to within microseconds over a run.
struct MonotonicTime: Sendable {
    /// How readings are taken.
    private let counter: CounterScale?

    /// The system clock alone.
    static let system = MonotonicTime(counter: nil)

    /// The cycle counter scaled to nanoseconds: `base + (count - baseCount) * nanosecondsPerCount`, with the
    /// rate in 32.32 fixed point.
    struct CounterScale: Sendable, Equatable {
        /// A count and the system time at the same moment.
        var baseCount: UInt64
        var baseNanoseconds: UInt64
        /// Nanoseconds per count, times 2³².
        var nanosecondsPerCount: UInt64

        /// Nanoseconds at `count`.
        @inline(__always)
        func nanoseconds(at count: UInt64) -> UInt64 {
            // A 128-bit product: a run of hours at a few GHz has more than 2⁴⁰ counts since its base.
            let product = (count &- baseCount).multipliedFullWidth(by: nanosecondsPerCount)
            return baseNanoseconds &+ (product.high << 32 | product.low >> 32)
        }

        /// The scale that maps `(firstCount, firstNanoseconds)` and `(lastCount, lastNanoseconds)`, two
        /// readings of the counter and of the system clock taken together; `nil` when they do not give a
        /// rate a processor counter can have (100 MHz to 20 GHz).
        init?(firstCount: UInt64, firstNanoseconds: UInt64, lastCount: UInt64, lastNanoseconds: UInt64) {
            guard lastCount > firstCount, lastNanoseconds > firstNanoseconds else { return nil }
            let counts = lastCount - firstCount
            let nanoseconds = lastNanoseconds - firstNanoseconds
            // counts / nanoseconds is the frequency in GHz.
            guard counts >= nanoseconds / 10, counts <= nanoseconds * 20 else { return nil }
            // nanoseconds * 2³² / counts, below 10 * 2³² by the guard above.
            let (rate, _) = counts.dividingFullWidth(nanoseconds.multipliedFullWidth(by: 1 << 32))
            baseCount = firstCount
            baseNanoseconds = firstNanoseconds
            nanosecondsPerCount = rate
        }
    }

    private init(counter: CounterScale?) {
        self.counter = counter
    }

    /// Now, in nanoseconds since an arbitrary fixed point (the system clock's).
    @inline(__always)
    func now() -> UInt64 {
        guard let counter else { return Self.systemNow() }
        return counter.nanoseconds(at: navsim_read_cycle_counter())
    }

    /// The time on the clock `ContinuousClock` reads.
    static func systemNow() -> UInt64 {
        #if canImport(Darwin)
            return clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW)
        #else
            var spec = timespec()
            clock_gettime(CLOCK_BOOTTIME, &spec)
            return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
        #endif
    }

    /// The cycle counter scaled against the system clock over `span`, where the kernel keeps time with the
    /// counter; ``system`` elsewhere.
    ///
    /// - Parameter span: How long to measure the counter's rate; the run starts that much later.
    /// - Returns: The run's time.
    static func calibrated(over span: Duration = .milliseconds(5)) -> MonotonicTime {
        #if arch(x86_64) && os(Linux)
            guard kernelKeepsTimeWithCounter else { return .system }
            let nanoseconds =
                UInt64(span.components.seconds) * 1_000_000_000
                + UInt64(span.components.attoseconds / 1_000_000_000)
            let first = pairedReading()
            while systemNow() - first.nanoseconds < nanoseconds {}
            let last = pairedReading()
            return MonotonicTime(
                counter: CounterScale(
                    firstCount: first.count,
                    firstNanoseconds: first.nanoseconds,
                    lastCount: last.count,
                    lastNanoseconds: last.nanoseconds
                ))
        #else
            return .system
        #endif
    }

    /// A counter reading and the system time at the same moment: of a few tries, the one whose two
    /// surrounding clock reads are closest, taken at their midpoint.
    private static func pairedReading() -> (count: UInt64, nanoseconds: UInt64) {
        var best = (count: UInt64(0), nanoseconds: UInt64(0))
        var narrowest = UInt64.max
        for _ in 0..<16 {
            let before = systemNow()
            let count = navsim_read_cycle_counter()
            let after = systemNow()
            if after - before < narrowest {
                narrowest = after - before
                best = (count, before + (after - before) / 2)
            }
        }
        return best
    }

    /// Whether the kernel's clock source is the time-stamp counter: it then runs at a constant rate and
    /// agrees between cores (the kernel checked), and `clock_gettime` itself scales it.
    private static var kernelKeepsTimeWithCounter: Bool {
        #if os(Linux)
            let descriptor = open("/sys/devices/system/clocksource/clocksource0/current_clocksource", O_RDONLY)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            var buffer = [UInt8](repeating: 0, count: 16)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            return count >= 3 && buffer[0..<3] == [0x74, 0x73, 0x63] && (count == 3 || buffer[3] == 0x0A)
        #else
            return false
        #endif
    }
}
