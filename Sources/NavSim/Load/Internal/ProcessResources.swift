import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's memory, as the kernel counts it.
enum ProcessResources {
    /// The peak resident set size in bytes: `VmHWM` on Linux, `ru_maxrss` on macOS; `nil` when unknown.
    static var peakResidentBytes: Int? {
        #if os(Linux)
            return statusField("VmHWM:")
        #else
            var usage = rusage()
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
            return Int(usage.ru_maxrss)
        #endif
    }

    /// The resident set size now in bytes (`VmRSS` on Linux); `nil` when unknown.
    static var residentBytes: Int? {
        #if os(Linux)
            return statusField("VmRSS:")
        #else
            return nil
        #endif
    }

    /// The processors this process may run on.
    static var activeProcessorCount: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// The operating system, for reports.
    static var operatingSystem: String {
        #if os(Linux)
            "Linux"
        #elseif os(macOS)
            "macOS"
        #else
            "unknown"
        #endif
    }

    #if os(Linux)
        /// A `kB` field of `/proc/self/status`, in bytes.
        private static func statusField(_ name: String) -> Int? {
            guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
            for line in text.split(separator: "\n") where line.hasPrefix(name) {
                let digits = line.dropFirst(name.count).filter(\.isNumber)
                return Int(digits).map { $0 * 1024 }
            }
            return nil
        }
    #endif
}
