#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Identifies the calling thread, to tell the simulation's driving thread from any other.
enum ThreadIdentity {
    /// An opaque number unique to the calling thread while it lives.
    static var current: UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }
}
