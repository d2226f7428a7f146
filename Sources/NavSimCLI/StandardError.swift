#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Unbuffered writes to stderr (file descriptor 2), and whether it is a terminal.
enum StandardError {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                #if canImport(Darwin)
                    let written = Darwin.write(2, base + offset, buffer.count - offset)
                #elseif canImport(Musl)
                    let written = Musl.write(2, base + offset, buffer.count - offset)
                #else
                    let written = Glibc.write(2, base + offset, buffer.count - offset)
                #endif
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Whether stderr is a terminal (a progress line is drawn only then).
    static var isTerminal: Bool { isatty(2) == 1 }
}
