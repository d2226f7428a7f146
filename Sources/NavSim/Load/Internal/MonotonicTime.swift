#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Nanoseconds on the clock `ContinuousClock` reads, as one integer: cheap to read and to subtract on
/// the hot path, where an `Instant` would cost a 128-bit `Duration` per sample.
enum MonotonicTime {
    /// Now, in nanoseconds since an arbitrary fixed point.
    static func now() -> UInt64 {
        #if canImport(Darwin)
            return clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW)
        #else
            var spec = timespec()
            clock_gettime(CLOCK_BOOTTIME, &spec)
            return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
        #endif
    }
}
