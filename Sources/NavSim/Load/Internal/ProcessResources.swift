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

    /// The processors this process may run on: its CPU affinity on Linux (`taskset`, `navsim bench --cores`).
    static var activeProcessorCount: Int {
        #if os(Linux)
            if let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
                let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") })
            {
                var count = 0
                for range in line.dropFirst("Cpus_allowed_list:".count).split(separator: ",") {
                    let bounds = range.split(separator: "-").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                    if bounds.count == 2 { count += bounds[1] - bounds[0] + 1 } else if bounds.count == 1 { count += 1 }
                }
                if count > 0 { return count }
            }
        #endif
        return ProcessInfo.processInfo.activeProcessorCount
    }

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
