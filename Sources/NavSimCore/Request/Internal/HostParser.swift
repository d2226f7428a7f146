/// Host parsing and serialisation per the URL Standard: domains (with IDNA), IPv4, IPv6 and opaque hosts.
enum HostParser {
    /// Parses a special URL's host and appends its canonical serialisation.
    ///
    /// - Parameters:
    ///   - input: The raw host, neither empty nor containing a port.
    ///   - sourceRange: Where `input` sits in the writer's source, so that an already canonical host is copied
    ///     in bulk; `nil` when it is not from the source.
    ///   - writer: Where the canonical host is appended.
    /// - Throws: A ``URLParseFailure`` naming the host.
    static func writeSpecialHost(
        _ input: UnsafeBufferPointer<UInt8>,
        sourceRange: Range<Int>?,
        to writer: inout URLWriter
    ) throws(URLParseFailure) {
        if input[0] == UInt8(ascii: "[") {
            try writeIPv6Host(input, to: &writer)
            return
        }
        var needsDecoding = false
        for byte in input where byte >= 0x80 || byte == UInt8(ascii: "%") {
            needsDecoding = true
            break
        }
        if !needsDecoding {
            try writeASCIIDomain(input, original: input, sourceRange: sourceRange, to: &writer)
            return
        }
        let decoded = percentDecode(input)
        let isASCII = !decoded.contains { $0 >= 0x80 }
        // Only a non-ASCII domain reaches the Unicode tables here; an ASCII one with an `xn--` label goes to
        // them from `writeASCIIDomain`.
        guard let ascii = isASCII ? decoded : IDNA.toASCII(decoded), !ascii.isEmpty else {
            throw URLParseFailure(.invalidDomain, offendingPart: string(input))
        }
        try ascii.withUnsafeBufferPointer { (buffer) throws(URLParseFailure) in
            try writeASCIIDomain(buffer, original: input, sourceRange: nil, isProcessed: !isASCII, to: &writer)
        }
    }

    /// Parses a non-special URL's host (an opaque host or IPv6) and appends its serialisation.
    ///
    /// - Parameters:
    ///   - input: The raw host, not empty.
    ///   - writer: Where the host is appended.
    /// - Throws: A ``URLParseFailure`` naming the host.
    static func writeOpaqueHost(_ input: UnsafeBufferPointer<UInt8>, to writer: inout URLWriter) throws(URLParseFailure)
    {
        if input[0] == UInt8(ascii: "[") {
            try writeIPv6Host(input, to: &writer)
            return
        }
        for byte in input where isForbiddenHostCodePoint(byte) {
            throw URLParseFailure(.forbiddenHostCodePoint, offendingPart: string(input))
        }
        for byte in input {
            if PercentEncodeSet.c0Control.contains(byte) {
                writer.appendPercentEncoded(byte)
            } else {
                writer.append(byte)
            }
        }
    }

    /// The canonical form of a domain as a host, or the domain lowercased when it is not a valid host.
    static func canonicalDomain(_ domain: String) -> String {
        var bytes = Array(domain.utf8)
        guard !bytes.isEmpty else { return "" }
        let canonical: [UInt8]? = bytes.withUnsafeMutableBufferPointer { buffer in
            var writer = URLWriter(source: UnsafeBufferPointer(start: nil, count: 0))
            do {
                try writeSpecialHost(UnsafeBufferPointer(buffer), sourceRange: nil, to: &writer)
            } catch {
                return nil
            }
            return writer.buffer
        }
        guard let canonical else { return domain.lowercased() }
        return String(decoding: canonical, as: UTF8.self)
    }

    // MARK: - Domains

    /// Writes an ASCII domain: lowercased (the URL Standard's fast path for a domain without `xn--` labels),
    /// or through UTS #46 when a label starts with `xn--` and `isProcessed` is false.
    private static func writeASCIIDomain(
        _ input: UnsafeBufferPointer<UInt8>,
        original: UnsafeBufferPointer<UInt8>,
        sourceRange: Range<Int>?,
        isProcessed: Bool = false,
        to writer: inout URLWriter
    ) throws(URLParseFailure) {
        // One scan: forbidden code points, uppercase, label starts (for xn-- labels and the last label).
        var hasUppercase = false
        var hasACELabel = false
        var labelStart = 0
        var lastLabelStart = 0
        for index in 0..<input.count {
            let byte = input[index]
            if byte &- 0x61 < 26 || byte &- 0x30 < 10 { continue }
            if byte == UInt8(ascii: ".") {
                if index + 1 < input.count { lastLabelStart = index + 1 }
                labelStart = index + 1
            } else if byte == UInt8(ascii: "-") {
                if index == labelStart + 3 && input[index - 1] == 0x2D && input[index - 2] | 0x20 == 0x6E
                    && input[index - 3] | 0x20 == 0x78
                {
                    hasACELabel = true
                }
            } else if byte &- 0x41 < 26 {
                hasUppercase = true
            } else if isForbiddenDomainCodePoint(byte) {
                throw URLParseFailure(.forbiddenHostCodePoint, offendingPart: string(original))
            }
        }
        if hasACELabel && !isProcessed {
            // UTS #46 decodes and validates the labels (and, for a Bidi domain name, every label).
            guard let ascii = IDNA.toASCII(Array(input)), !ascii.isEmpty else {
                throw URLParseFailure(.invalidDomain, offendingPart: string(original))
            }
            try ascii.withUnsafeBufferPointer { (buffer) throws(URLParseFailure) in
                try writeASCIIDomain(buffer, original: original, sourceRange: nil, isProcessed: true, to: &writer)
            }
            return
        }
        // A host ending in a number (all digits, or 0x...) must be IPv4; both start with a digit.
        if lastLabelStart < input.count && isDigit(input[lastLabelStart]) && endsInANumber(input) {
            guard let address = parseIPv4(input) else {
                throw URLParseFailure(.invalidIPv4, offendingPart: string(original))
            }
            writeIPv4(address, to: &writer)
            return
        }
        if !hasUppercase, let sourceRange {
            writer.appendSource(sourceRange)
            return
        }
        for byte in input {
            writer.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
        }
    }

    private static func percentDecode(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "%"), index + 2 < input.count,
                let high = hexValue(input[index + 1]), let low = hexValue(input[index + 2])
            {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    // MARK: - IPv4

    /// Whether the host's last label is a number, so that it must parse as IPv4.
    private static func endsInANumber(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = input.count
        if end > 0 && input[end - 1] == UInt8(ascii: ".") {
            if end == 1 { return false }
            end -= 1
        }
        var start = end
        while start > 0 && input[start - 1] != UInt8(ascii: ".") { start -= 1 }
        if start == end { return false }
        var allDigits = true
        for index in start..<end where !isDigit(input[index]) {
            allDigits = false
            break
        }
        if allDigits { return true }
        guard end - start >= 2, input[start] == UInt8(ascii: "0"), input[start + 1] | 0x20 == UInt8(ascii: "x") else {
            return false
        }
        for index in (start + 2)..<end where hexValue(input[index]) == nil { return false }
        return true
    }

    /// The WHATWG IPv4 parser: up to four dot-separated numbers in decimal, octal (`0` prefix) or hex (`0x`).
    private static func parseIPv4(_ input: UnsafeBufferPointer<UInt8>) -> UInt32? {
        var end = input.count
        if end > 0 && input[end - 1] == UInt8(ascii: ".") { end -= 1 }
        var numbers = SIMD4<UInt64>()
        var count = 0
        var start = 0
        while true {
            var partEnd = start
            while partEnd < end && input[partEnd] != UInt8(ascii: ".") { partEnd += 1 }
            guard count < 4, let number = parseIPv4Number(input, start..<partEnd) else { return nil }
            numbers[count] = number
            count += 1
            if partEnd >= end { break }
            start = partEnd + 1
        }
        for index in 0..<(count - 1) where numbers[index] > 255 { return nil }
        let last = numbers[count - 1]
        guard last < (1 << (8 * UInt64(5 - count))) else { return nil }
        var address = last
        for index in 0..<(count - 1) { address += numbers[index] << (8 * UInt64(3 - index)) }
        return UInt32(address)
    }

    private static func parseIPv4Number(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64? {
        guard !range.isEmpty else { return nil }
        var index = range.lowerBound
        var radix: UInt64 = 10
        if range.count >= 2 && input[index] == UInt8(ascii: "0") {
            if input[index + 1] | 0x20 == UInt8(ascii: "x") {
                radix = 16
                index += 2
            } else {
                radix = 8
                index += 1
            }
        }
        var value: UInt64 = 0
        while index < range.upperBound {
            guard let digit = hexValue(input[index]), UInt64(digit) < radix else { return nil }
            if radix == 10 && !isDigit(input[index]) { return nil }
            value = min(value * radix + UInt64(digit), 1 << 40)
            index += 1
        }
        return value
    }

    private static func writeIPv4(_ address: UInt32, to writer: inout URLWriter) {
        for shift in stride(from: 24, through: 0, by: -8) {
            writer.append(decimal: Int((address >> UInt32(shift)) & 0xFF))
            if shift != 0 { writer.append(UInt8(ascii: ".")) }
        }
    }

    // MARK: - IPv6

    private static func writeIPv6Host(
        _ input: UnsafeBufferPointer<UInt8>,
        to writer: inout URLWriter
    ) throws(URLParseFailure) {
        guard input.count >= 2, input[input.count - 1] == UInt8(ascii: "]"),
            let address = parseIPv6(UnsafeBufferPointer(rebasing: input[1..<(input.count - 1)]))
        else {
            throw URLParseFailure(.invalidIPv6, offendingPart: string(input))
        }
        writer.append(UInt8(ascii: "["))
        writeIPv6(address, to: &writer)
        writer.append(UInt8(ascii: "]"))
    }

    /// The WHATWG IPv6 parser, including `::` compression and an embedded IPv4 tail.
    private static func parseIPv6(_ input: UnsafeBufferPointer<UInt8>) -> SIMD8<UInt16>? {
        var address = SIMD8<UInt16>()
        var pieceIndex = 0
        var compress: Int?
        var pointer = 0
        let count = input.count
        func at(_ index: Int) -> UInt8? { index < count ? input[index] : nil }

        if at(0) == UInt8(ascii: ":") {
            guard at(1) == UInt8(ascii: ":") else { return nil }
            pointer = 2
            pieceIndex = 1
            compress = 1
        }
        while let byte = at(pointer) {
            guard pieceIndex != 8 else { return nil }
            if byte == UInt8(ascii: ":") {
                guard compress == nil else { return nil }
                pointer += 1
                pieceIndex += 1
                compress = pieceIndex
                continue
            }
            var value: UInt16 = 0
            var length = 0
            while length < 4, let next = at(pointer), let digit = hexValue(next) {
                value = value << 4 | UInt16(digit)
                pointer += 1
                length += 1
            }
            if at(pointer) == UInt8(ascii: ".") {
                guard length != 0, pieceIndex <= 6 else { return nil }
                pointer -= length
                var numbersSeen = 0
                while at(pointer) != nil {
                    if numbersSeen > 0 {
                        guard at(pointer) == UInt8(ascii: "."), numbersSeen < 4 else { return nil }
                        pointer += 1
                    }
                    guard let first = at(pointer), isDigit(first) else { return nil }
                    var piece: UInt16?
                    while let next = at(pointer), isDigit(next) {
                        let number = UInt16(next - 0x30)
                        if let current = piece {
                            guard current != 0 else { return nil }
                            piece = current * 10 + number
                        } else {
                            piece = number
                        }
                        guard piece! <= 255 else { return nil }
                        pointer += 1
                    }
                    address[pieceIndex] = address[pieceIndex] &* 0x100 &+ piece!
                    numbersSeen += 1
                    if numbersSeen == 2 || numbersSeen == 4 { pieceIndex += 1 }
                }
                guard numbersSeen == 4 else { return nil }
                break
            } else if at(pointer) == UInt8(ascii: ":") {
                pointer += 1
                guard at(pointer) != nil else { return nil }
            } else if at(pointer) != nil {
                return nil
            }
            address[pieceIndex] = value
            pieceIndex += 1
        }
        if let compress {
            var swaps = pieceIndex - compress
            pieceIndex = 7
            while pieceIndex != 0 && swaps > 0 {
                let other = compress + swaps - 1
                let saved = address[pieceIndex]
                address[pieceIndex] = address[other]
                address[other] = saved
                pieceIndex -= 1
                swaps -= 1
            }
        } else if pieceIndex != 8 {
            return nil
        }
        return address
    }

    private static func writeIPv6(_ address: SIMD8<UInt16>, to writer: inout URLWriter) {
        // Compress the first longest run of two or more zero pieces.
        var compress = -1
        var bestLength = 1
        var index = 0
        while index < 8 {
            if address[index] == 0 {
                var end = index
                while end < 8 && address[end] == 0 { end += 1 }
                if end - index > bestLength {
                    bestLength = end - index
                    compress = index
                }
                index = end
            } else {
                index += 1
            }
        }
        var ignoreZero = false
        for piece in 0..<8 {
            if ignoreZero && address[piece] == 0 { continue }
            ignoreZero = false
            if compress == piece {
                if piece == 0 { writer.append(UInt8(ascii: ":")) }
                writer.append(UInt8(ascii: ":"))
                ignoreZero = true
                continue
            }
            writer.append(hex: address[piece])
            if piece != 7 { writer.append(UInt8(ascii: ":")) }
        }
    }

    // MARK: - Code points

    /// Forbidden host code points (tab and newlines are removed before parsing).
    static func isForbiddenHostCodePoint(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00, 0x09, 0x0A, 0x0D, 0x20, 0x23, 0x2F, 0x3A, 0x3C, 0x3E, 0x3F, 0x40, 0x5B, 0x5C, 0x5D, 0x5E, 0x7C:
            true
        default: false
        }
    }

    static func isForbiddenDomainCodePoint(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x25 || byte == 0x7F || isForbiddenHostCodePoint(byte)
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x37
        case 0x61...0x66: byte - 0x57
        default: nil
        }
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
