/// The WHATWG URL parser, hand-written over UTF-8, writing the canonical `href` in one pass.
///
/// The parser reads the trimmed input and writes through a ``URLWriter``, recording each component's offsets
/// as it goes. It follows the URL Standard's state machine, restructured around components: find the
/// component's end, then canonicalise it.
struct URLParser {
    private enum BasePart {
        case scheme
        case authority
        case path
        case query
    }

    private let input: UnsafeBufferPointer<UInt8>
    private var writer: URLWriter
    private var offsets = URLComponentOffsets()

    private init(input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        self.writer = URLWriter(source: input)
    }

    /// What a parse of bytes produced; the caller turns it into a ``ParsedURL`` outside the pointer's scope, so
    /// that the input string moves into `href` without an extra retain.
    private enum Outcome {
        /// The input, untouched, is the canonical href.
        case input(URLComponentOffsets)
        case rewritten(String, URLComponentOffsets)
        case failed(URLParseFailure)
    }

    /// Parses `string`, optionally against a valid `base`, with the full parser.
    ///
    /// - Parameters:
    ///   - string: The input.
    ///   - base: The base to resolve a relative input against.
    /// - Returns: The parsed URL, valid or not.
    static func parse(_ string: consuming String, base: ParsedURL?) -> ParsedURL {
        if let base, !base.isValid {
            return ParsedURL(invalid: string, failure: URLParseFailure(.invalidBase, offendingPart: base.href))
        }
        // `withUTF8` borrows the native storage (no copy for native strings, which all are on Linux).
        let outcome = string.withUTF8 { parse(raw: $0, base: base) }
        switch outcome {
        case .input(let offsets): return ParsedURL(href: string, offsets: offsets)
        case .rewritten(let href, let offsets): return ParsedURL(href: href, offsets: offsets)
        case .failed(let failure): return ParsedURL(invalid: string, failure: failure)
        }
    }

    /// Parses an absolute URL (the common case, on every load): input that is canonical as written takes
    /// the fast path (``canonicalOffsets(_:)``), the rest ``parse(_:base:)`` without a base.
    ///
    /// - Parameter string: The input.
    /// - Returns: The parsed URL, valid or not.
    static func parseAbsolute(_ string: consuming String) -> ParsedURL {
        if let offsets = string.withUTF8({ canonicalOffsets($0) }) { return ParsedURL(href: string, offsets: offsets) }
        return parse(string, base: nil)
    }

    private static func parse(raw: UnsafeBufferPointer<UInt8>, base: ParsedURL?) -> Outcome {
        guard raw.count < Int(UInt32.max / 2) else {
            return .failed(URLParseFailure(.inputTooLong, offendingPart: ""))
        }
        // Strip leading and trailing C0 controls and spaces, then every tab and newline.
        var start = 0
        var end = raw.count
        while start < end && raw[start] <= 0x20 { start += 1 }
        while end > start && raw[end - 1] <= 0x20 { end -= 1 }
        if containsTabOrNewline(UnsafeBufferPointer(rebasing: raw[start..<end])) {
            let cleaned = raw[start..<end].filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
            return cleaned.withUnsafeBufferPointer { run(input: $0, isWhole: false, base: base) }
        }
        let isWhole = start == 0 && end == raw.count
        return run(input: UnsafeBufferPointer(rebasing: raw[start..<end]), isWhole: isWhole, base: base)
    }

    /// Whether `bytes` contains a tab, LF or CR, testing eight bytes at a time for any byte below 0x0E.
    private static func containsTabOrNewline(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // Non-zero when some byte is below 0x0E (exact for "any", which is all that is needed here).
                if (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 != 0 { break }
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { return true }
            index += 1
        }
        return false
    }

    private static func run(input: UnsafeBufferPointer<UInt8>, isWhole: Bool, base: ParsedURL?) -> Outcome {
        var parser = URLParser(input: input)
        do {
            try parser.parse(base: base)
        } catch {
            return .failed(error)
        }
        if parser.writer.diverged {
            return .rewritten(String(decoding: parser.writer.buffer, as: UTF8.self), parser.offsets)
        }
        if isWhole && parser.writer.count == input.count {
            return .input(parser.offsets)
        }
        let href = String(decoding: UnsafeBufferPointer(rebasing: input[0..<parser.writer.count]), as: UTF8.self)
        return .rewritten(href, parser.offsets)
    }

    // MARK: - Top level

    private mutating func parse(base: ParsedURL?) throws(URLParseFailure) {
        if let colon = schemeEnd() {
            var hasUppercase = false
            for index in 0..<colon where input[index] &- 0x41 < 26 { hasUppercase = true }
            if hasUppercase {
                for index in 0..<colon { writer.append(lowercased(input[index])) }
            } else {
                writer.appendSource(0..<colon)
            }
            offsets.schemeEnd = UInt32(colon)
            offsets.scheme = URLScheme(bytes: UnsafeBufferPointer(rebasing: input[0..<colon]))
            writer.append(UInt8(ascii: ":"))
            let position = colon + 1
            let scheme = offsets.scheme
            if scheme == .file {
                try parseFile(from: position, fileBase: base?.offsets.scheme == .file ? base : nil)
            } else if scheme.isSpecial {
                if let base, base.offsets.scheme == scheme, !(isSlash(position) && isSlash(position + 1)) {
                    try parseRelative(from: position, base: base)
                    return
                }
                var authority = position
                while authority < input.count && isSeparator(input[authority], special: true) { authority += 1 }
                try parseAuthority(from: authority)
            } else if byte(at: position) == UInt8(ascii: "/") {
                if byte(at: position + 1) == UInt8(ascii: "/") {
                    try parseAuthority(from: position + 2)
                } else {
                    offsets.usernameStart = UInt32(writer.count)
                    offsets.usernameEnd = offsets.usernameStart
                    offsets.passwordStart = offsets.usernameStart
                    offsets.passwordEnd = offsets.usernameStart
                    parsePath(from: position)
                }
            } else {
                parseOpaquePath(from: position)
            }
            return
        }
        guard let base else {
            throw URLParseFailure(.missingScheme, offendingPart: String(decoding: input, as: UTF8.self))
        }
        if base.offsets.hasOpaquePath {
            guard byte(at: 0) == UInt8(ascii: "#") else {
                throw URLParseFailure(.relativeToOpaqueBase, offendingPart: base.href)
            }
            copyBase(base, through: .query)
            parseFragment(from: 0)
        } else if base.offsets.scheme == .file {
            try parseFile(from: 0, fileBase: base)
        } else {
            try parseRelative(from: 0, base: base)
        }
    }

    /// The offset of the `":"` ending a scheme, or `nil` when the input does not start with one.
    private func schemeEnd() -> Int? {
        guard let first = input.first, isAlpha(first) else { return nil }
        var index = 1
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: ":") { return index }
            guard isAlpha(byte) || HostParser.isDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E else {
                return nil
            }
            index += 1
        }
        return nil
    }

    // MARK: - Relative

    private mutating func parseRelative(from position: Int, base: ParsedURL) throws(URLParseFailure) {
        let special = base.offsets.scheme.isSpecial
        guard position < input.count else {
            copyBase(base, through: .query)
            return
        }
        let first = input[position]
        if isSeparator(first, special: special) {
            if position + 1 < input.count && isSeparator(input[position + 1], special: special) {
                copyBase(base, through: .scheme)
                var authority = position + 2
                if special {
                    while authority < input.count && isSeparator(input[authority], special: true) { authority += 1 }
                }
                try parseAuthority(from: authority)
            } else {
                copyBase(base, through: .authority)
                parsePath(from: position)
            }
        } else if first == UInt8(ascii: "?") {
            copyBase(base, through: .path)
            parseQueryAndFragment(from: position)
        } else if first == UInt8(ascii: "#") {
            copyBase(base, through: .query)
            parseFragment(from: position)
        } else {
            copyBase(base, through: .authority)
            copyBaseDirectory(base, keepingDriveLetter: false)
            parsePathBody(from: position, continuing: true)
        }
    }

    /// Replaces the output with `base` up to and including `part`, and takes its offsets.
    private mutating func copyBase(_ base: ParsedURL, through part: BasePart) {
        writer.truncate(to: 0)
        let source = base.offsets
        var result = URLComponentOffsets()
        result.scheme = source.scheme
        result.schemeEnd = source.schemeEnd
        let end: UInt32
        switch part {
        case .scheme:
            end = source.schemeEnd + 1
        case .authority:
            end = authorityEnd(of: base)
        case .path:
            end = source.pathEnd
        case .query:
            end = source.queryEnd(hrefCount: base.href.utf8.count)
        }
        if part != .scheme {
            let credentials = base.credentialOffsets
            result.usernameStart = credentials.username.lowerBound
            result.usernameEnd = credentials.username.upperBound
            result.passwordStart = credentials.password.lowerBound
            result.passwordEnd = credentials.password.upperBound
            result.hostStart = source.hostStart
            result.hostEnd = source.hostEnd
            result.port = source.port
            result.pathStart = end
        }
        if part == .path || part == .query {
            result.pathStart = source.pathStart
            result.pathEnd = source.pathEnd
            result.hasOpaquePath = source.hasOpaquePath
        }
        if part == .query {
            result.queryStart = source.queryStart
        }
        offsets = result
        appendBase(base, Int(0)..<Int(end))
    }

    /// The end of the base's authority: its path start, before a `/.` inserted to protect a `//` path.
    private func authorityEnd(of base: ParsedURL) -> UInt32 {
        let source = base.offsets
        if source.hostStart == URLComponentOffsets.absent && !source.hasOpaquePath
            && source.pathEnd - source.pathStart >= 2
        {
            let utf8 = base.href.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: Int(source.pathStart))
            if utf8[start] == UInt8(ascii: "/") && utf8[utf8.index(after: start)] == UInt8(ascii: "/")
                && source.pathStart >= source.schemeEnd + 3
            {
                return source.pathStart - 2
            }
        }
        return source.pathStart
    }

    /// Appends the base's path without its last segment; for `file:` keeps a lone drive letter (`/C:`).
    private mutating func copyBaseDirectory(_ base: ParsedURL, keepingDriveLetter: Bool) {
        offsets.pathStart = UInt32(writer.count)
        let start = Int(base.offsets.pathStart)
        let end = Int(base.offsets.pathEnd)
        guard end > start else { return }
        let utf8 = base.href.utf8
        var lastSlash = end - 1
        while lastSlash > start && utf8[utf8.index(utf8.startIndex, offsetBy: lastSlash)] != UInt8(ascii: "/") {
            lastSlash -= 1
        }
        if keepingDriveLetter && lastSlash == start && baseStartsWithDriveLetter(base) {
            lastSlash = end
        }
        appendBase(base, start..<lastSlash)
    }

    /// Whether the base's path starts with a normalised Windows drive letter segment (`/C:` then end or `/`).
    private func baseStartsWithDriveLetter(_ base: ParsedURL) -> Bool {
        let utf8 = base.href.utf8
        let start = Int(base.offsets.pathStart)
        let end = Int(base.offsets.pathEnd)
        guard end - start >= 3 else { return false }
        let bytes = utf8.dropFirst(start).prefix(4).map { $0 }
        return bytes[0] == UInt8(ascii: "/") && isAlpha(bytes[1]) && bytes[2] == UInt8(ascii: ":")
            && (end - start == 3 || bytes[3] == UInt8(ascii: "/"))
    }

    private mutating func appendBase(_ base: ParsedURL, _ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let copied: Void? = base.href.utf8.withContiguousStorageIfAvailable { bytes in
            writer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
        }
        if copied == nil {
            for byte in base.href.utf8.dropFirst(range.lowerBound).prefix(range.count) { writer.append(byte) }
        }
    }

    // MARK: - file:

    private mutating func parseFile(from position: Int, fileBase: ParsedURL?) throws(URLParseFailure) {
        if isSlash(position) {
            if isSlash(position + 1) {
                try parseFileHost(from: position + 2)
            } else if let fileBase {
                copyBase(fileBase, through: .authority)
                offsets.pathStart = UInt32(writer.count)
                if !startsWithWindowsDriveLetter(position + 1) && baseStartsWithDriveLetter(fileBase) {
                    appendBase(fileBase, Int(fileBase.offsets.pathStart)..<Int(fileBase.offsets.pathStart + 3))
                }
                parsePathBody(from: position, continuing: false)
            } else {
                writeEmptyFileAuthority()
                parsePath(from: position)
            }
        } else if let fileBase {
            if position == input.count {
                copyBase(fileBase, through: .query)
            } else if input[position] == UInt8(ascii: "?") {
                copyBase(fileBase, through: .path)
                parseQueryAndFragment(from: position)
            } else if input[position] == UInt8(ascii: "#") {
                copyBase(fileBase, through: .query)
                parseFragment(from: position)
            } else {
                copyBase(fileBase, through: .authority)
                if startsWithWindowsDriveLetter(position) {
                    offsets.pathStart = UInt32(writer.count)
                } else {
                    copyBaseDirectory(fileBase, keepingDriveLetter: true)
                }
                parsePathBody(from: position, continuing: true)
            }
        } else {
            writeEmptyFileAuthority()
            parsePath(from: position)
        }
    }

    /// Writes `file://` with an empty host.
    private mutating func writeEmptyFileAuthority() {
        writeFileSchemeAndSlashes()
        offsets.hostStart = UInt32(writer.count)
        offsets.hostEnd = offsets.hostStart
    }

    private mutating func writeFileSchemeAndSlashes() {
        writer.truncate(to: 0)
        offsets = URLComponentOffsets()
        offsets.scheme = .file
        writer.append(ascii: "file:")
        offsets.schemeEnd = 4
        writer.append(ascii: "//")
        let userinfo = UInt32(writer.count)
        offsets.usernameStart = userinfo
        offsets.usernameEnd = userinfo
        offsets.passwordStart = userinfo
        offsets.passwordEnd = userinfo
    }

    private mutating func parseFileHost(from start: Int) throws(URLParseFailure) {
        var end = start
        while end < input.count && !isFileHostTerminator(input[end]) { end += 1 }
        if end - start == 2 && isAlpha(input[start]) && (input[start + 1] == 0x3A || input[start + 1] == 0x7C) {
            // A drive letter where the host would be: `file://C:/x` is `file:///C:/x`.
            writeEmptyFileAuthority()
            offsets.pathStart = UInt32(writer.count)
            parsePathBody(from: start, continuing: false)
            return
        }
        if end > start && input[start] != UInt8(ascii: "["),
            let colon = input[start..<end].firstIndex(of: UInt8(ascii: ":")),
            input[(colon + 1)..<end].allSatisfy(HostParser.isDigit)
        {
            // `file://host:80/` has no port state in the Standard; the ":" fails the host. Say why.
            throw URLParseFailure(.portNotAllowed, offendingPart: String(decoding: input[start..<end], as: UTF8.self))
        }
        writeFileSchemeAndSlashes()
        offsets.hostStart = UInt32(writer.count)
        if end > start {
            try HostParser.writeSpecialHost(
                UnsafeBufferPointer(rebasing: input[start..<end]), sourceRange: start..<end, to: &writer)
            if writer.count - Int(offsets.hostStart) == 9 && outputEquals("localhost", at: Int(offsets.hostStart)) {
                writer.truncate(to: Int(offsets.hostStart))
            }
        }
        offsets.hostEnd = UInt32(writer.count)
        parsePath(from: end)
    }

    private func outputEquals(_ string: StaticString, at offset: Int) -> Bool {
        string.withUTF8Buffer { expected in
            for (index, byte) in expected.enumerated() where writer.byte(at: offset + index) != byte { return false }
            return true
        }
    }

    private func startsWithWindowsDriveLetter(_ position: Int) -> Bool {
        guard input.count - position >= 2, isAlpha(input[position]),
            input[position + 1] == 0x3A || input[position + 1] == 0x7C
        else { return false }
        return input.count - position == 2 || isFileHostTerminator(input[position + 2])
    }

    // MARK: - Authority

    /// Parses `userinfo@host:port` from `start` (after the slashes) and everything after it.
    private mutating func parseAuthority(from start: Int) throws(URLParseFailure) {
        let special = offsets.scheme.isSpecial
        writer.append(ascii: "//")
        // One scan finds the authority's end, the last "@", and the first ":" after it outside brackets. It also
        // notes whether the host is plainly canonical: lowercase letters, digits, "." and single "-" only.
        var end = start
        var atSign: Int?
        var portColon: Int?
        var insideBrackets = false
        var hostNeedsWork = false
        while end < input.count {
            let byte = input[end]
            if byte &- 0x61 < 26 || byte &- 0x2E < 12 && byte != 0x2F {
                end += 1
                continue  // Lowercase letters, digits and ".": the common case.
            }
            if isAuthorityTerminator(byte, special: special) { break }
            switch byte {
            case UInt8(ascii: "@"):
                atSign = end
                portColon = nil
                insideBrackets = false
                hostNeedsWork = false
            case UInt8(ascii: "-"):
                if end > start && input[end - 1] == UInt8(ascii: "-") { hostNeedsWork = true }  // Maybe "xn--".
            case UInt8(ascii: ":") where !insideBrackets:
                if portColon == nil { portColon = end }
            case UInt8(ascii: "["):
                insideBrackets = true
                hostNeedsWork = true
            case UInt8(ascii: "]"):
                insideBrackets = false
                hostNeedsWork = true
            default:
                hostNeedsWork = true
            }
            end += 1
        }
        let userinfoStart = UInt32(writer.count)
        offsets.usernameStart = userinfoStart
        var hostStart = start
        if let atSign {
            var colon = atSign
            for index in start..<atSign where input[index] == UInt8(ascii: ":") {
                colon = index
                break
            }
            writeEncoded(start..<colon, .userinfo)
            offsets.usernameEnd = UInt32(writer.count)
            if colon + 1 < atSign {
                writer.append(UInt8(ascii: ":"))
                offsets.passwordStart = UInt32(writer.count)
                writeEncoded((colon + 1)..<atSign, .userinfo)
            } else {
                offsets.passwordStart = UInt32(writer.count)
            }
            offsets.passwordEnd = UInt32(writer.count)
            if writer.count > Int(userinfoStart) { writer.append(UInt8(ascii: "@")) }
            hostStart = atSign + 1
        } else {
            offsets.usernameEnd = userinfoStart
            offsets.passwordStart = userinfoStart
            offsets.passwordEnd = userinfoStart
        }
        let hostEnd = portColon ?? end
        offsets.hostStart = UInt32(writer.count)
        if hostStart == hostEnd {
            if special || atSign != nil || portColon != nil {
                throw URLParseFailure(
                    .hostMissing, offendingPart: String(decoding: input[start..<end], as: UTF8.self))
            }
        } else {
            let host = UnsafeBufferPointer(rebasing: input[hostStart..<hostEnd])
            if special && !hostNeedsWork && !lastLabelStartsWithDigit(hostStart..<hostEnd) {
                writer.appendSource(hostStart..<hostEnd)  // Already a canonical domain.
            } else if special {
                try HostParser.writeSpecialHost(host, sourceRange: hostStart..<hostEnd, to: &writer)
            } else {
                try HostParser.writeOpaqueHost(host, to: &writer)
            }
        }
        offsets.hostEnd = UInt32(writer.count)
        if let portColon { try parsePort((portColon + 1)..<end) }
        parsePath(from: end)
    }

    /// Whether the host's last label (ignoring a trailing dot) starts with a digit, so it may be an IPv4 address.
    private func lastLabelStartsWithDigit(_ range: Range<Int>) -> Bool {
        var index = range.upperBound - 1
        if input[index] == UInt8(ascii: ".") && index > range.lowerBound { index -= 1 }
        while index > range.lowerBound && input[index - 1] != UInt8(ascii: ".") { index -= 1 }
        return HostParser.isDigit(input[index])
    }

    private mutating func parsePort(_ range: Range<Int>) throws(URLParseFailure) {
        guard !range.isEmpty else { return }
        var value = 0
        for index in range {
            let byte = input[index]
            guard HostParser.isDigit(byte) else {
                throw URLParseFailure(.invalidPort, offendingPart: String(decoding: input[range], as: UTF8.self))
            }
            value = value * 10 + Int(byte - 0x30)
            if value > 65535 {
                throw URLParseFailure(.portOutOfRange, offendingPart: String(decoding: input[range], as: UTF8.self))
            }
        }
        if value != offsets.scheme.defaultPort {
            writer.append(UInt8(ascii: ":"))
            writer.append(decimal: value)
            offsets.port = UInt32(value)
        }
    }

    // MARK: - Path, query, fragment

    /// Parses a path starting at `start` (at a separator, or at the end of the authority) and what follows.
    private mutating func parsePath(from start: Int) {
        offsets.pathStart = UInt32(writer.count)
        parsePathBody(from: start, continuing: false)
    }

    /// Writes path segments from `start` up to `?`, `#` or the end, then the query and fragment.
    ///
    /// - Parameters:
    ///   - start: Where the path's input begins.
    ///   - continuing: Whether the segments are appended to a path copied from a base (no leading separator).
    private mutating func parsePathBody(from start: Int, continuing: Bool) {
        let end = writePathSegments(from: start, continuing: continuing)
        if offsets.hostStart == URLComponentOffsets.absent && writer.count - Int(offsets.pathStart) >= 2
            && writer.byte(at: Int(offsets.pathStart)) == UInt8(ascii: "/")
            && writer.byte(at: Int(offsets.pathStart) + 1) == UInt8(ascii: "/")
        {
            // A path starting with "//" and no host would read back as an authority: serialise as "/.//".
            writer.insert(ascii: "/.", at: Int(offsets.pathStart))
            offsets.pathStart += 2
        }
        parseQueryAndFragment(from: end)
    }

    /// Writes the path's segments from `start` up to `?`, `#` or the end of input, resolving dot segments.
    ///
    /// - Returns: Where the path's input ends.
    private mutating func writePathSegments(from start: Int, continuing: Bool) -> Int {
        let special = offsets.scheme.isSpecial
        let isFile = offsets.scheme == .file
        var index = start
        let count = input.count
        if !continuing {
            if index < count && isSeparator(input[index], special: special) {
                index += 1
            } else if !special && (index == count || input[index] == 0x3F || input[index] == 0x23) {
                return index
            }
        }
        while true {
            // One scan per segment: find its end and whether anything in it needs percent-encoding.
            let segmentStart = index
            var needsEncoding = false
            var atPathEnd = true
            while index < count {
                let byte = input[index]
                if byte == UInt8(ascii: "/") || (special && byte == UInt8(ascii: "\\")) {
                    atPathEnd = false
                    break
                }
                if PercentEncodeSet.path.contains(byte) {
                    if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
                    needsEncoding = true
                }
                index += 1
            }
            switch dotSegmentKind(segmentStart..<index) {
            case 2:
                shortenPath(isFile: isFile)
                if atPathEnd { writer.append(UInt8(ascii: "/")) }
            case 1:
                if atPathEnd { writer.append(UInt8(ascii: "/")) }
            default:
                let pathWasEmpty = writer.count == Int(offsets.pathStart)
                writer.append(UInt8(ascii: "/"))
                if isFile && pathWasEmpty && index - segmentStart == 2 && isAlpha(input[segmentStart])
                    && (input[segmentStart + 1] == 0x3A || input[segmentStart + 1] == 0x7C)
                {
                    writer.append(input[segmentStart])
                    writer.append(UInt8(ascii: ":"))
                } else if needsEncoding {
                    writeEncoded(segmentStart..<index, .path)
                } else {
                    writer.appendSource(segmentStart..<index)
                }
            }
            if atPathEnd { return index }
            index += 1
        }
    }

    /// Removes the last path segment, except a lone normalised drive letter in a `file:` path.
    private mutating func shortenPath(isFile: Bool) {
        let pathStart = Int(offsets.pathStart)
        guard writer.count > pathStart else { return }
        var slash = writer.count - 1
        while slash > pathStart && writer.byte(at: slash) != UInt8(ascii: "/") { slash -= 1 }
        if isFile && slash == pathStart && writer.count - pathStart == 3 && isAlpha(writer.byte(at: pathStart + 1))
            && writer.byte(at: pathStart + 2) == UInt8(ascii: ":")
        {
            return
        }
        writer.truncate(to: slash)
    }

    /// 1 for a single-dot segment (`.`, `%2e`), 2 for a double-dot one (`..`, `.%2e`, `%2e.`, `%2e%2e`), else 0.
    private func dotSegmentKind(_ range: Range<Int>) -> Int {
        let start = range.lowerBound
        switch range.count {
        case 1: return input[start] == 0x2E ? 1 : 0
        case 2: return input[start] == 0x2E && input[start + 1] == 0x2E ? 2 : 0
        case 3: return isEncodedDot(start) ? 1 : 0
        case 4:
            return (input[start] == 0x2E && isEncodedDot(start + 1))
                || (isEncodedDot(start) && input[start + 3] == 0x2E)
                ? 2 : 0
        case 6: return isEncodedDot(start) && isEncodedDot(start + 3) ? 2 : 0
        default: return 0
        }
    }

    private func isEncodedDot(_ index: Int) -> Bool {
        input[index] == 0x25 && input[index + 1] == 0x32 && input[index + 2] | 0x20 == 0x65
    }

    private mutating func parseOpaquePath(from start: Int) {
        offsets.hasOpaquePath = true
        offsets.pathStart = UInt32(writer.count)
        var end = start
        while end < input.count && input[end] != UInt8(ascii: "?") && input[end] != UInt8(ascii: "#") { end += 1 }
        writeEncoded(start..<end, .c0Control)
        parseQueryAndFragment(from: end)
    }

    /// Records the path's end, then writes `?query` and `#fragment` when present at `start`.
    private mutating func parseQueryAndFragment(from start: Int) {
        offsets.pathEnd = UInt32(writer.count)
        var index = start
        if index < input.count && input[index] == UInt8(ascii: "?") {
            writer.append(UInt8(ascii: "?"))
            offsets.queryStart = UInt32(writer.count)
            index = writeEncoded(
                from: index + 1, until: UInt8(ascii: "#"), offsets.scheme.isSpecial ? .specialQuery : .query)
        }
        if index < input.count { parseFragment(from: index) }
    }

    private mutating func parseFragment(from start: Int) {
        writer.append(UInt8(ascii: "#"))
        offsets.fragmentStart = UInt32(writer.count)
        writeEncoded((start + 1)..<input.count, .fragment)
    }

    /// Writes input from `start` up to the first `stop` byte (which must be in `set`) or the end, percent-encoding
    /// the bytes in `set`, in one scan.
    ///
    /// - Returns: Where the `stop` byte, or the end of input, is.
    @inline(__always)
    private mutating func writeEncoded(from start: Int, until stop: UInt8, _ set: PercentEncodeSet) -> Int {
        var runStart = start
        var index = start
        while index < input.count {
            let byte = input[index]
            if set.contains(byte) {
                if byte == stop { break }
                writer.appendSource(runStart..<index)
                writer.appendPercentEncoded(byte)
                runStart = index + 1
            }
            index += 1
        }
        writer.appendSource(runStart..<index)
        return index
    }

    /// Writes `input[range]`, percent-encoding the bytes in `set`; runs that need nothing are copied in bulk.
    @inline(__always)
    private mutating func writeEncoded(_ range: Range<Int>, _ set: PercentEncodeSet) {
        var runStart = range.lowerBound
        for index in range where set.contains(input[index]) {
            writer.appendSource(runStart..<index)
            writer.appendPercentEncoded(input[index])
            runStart = index + 1
        }
        writer.appendSource(runStart..<range.upperBound)
    }

    // MARK: - Bytes

    private func byte(at index: Int) -> UInt8? {
        index < input.count ? input[index] : nil
    }

    private func isSlash(_ index: Int) -> Bool {
        index < input.count && (input[index] == UInt8(ascii: "/") || input[index] == UInt8(ascii: "\\"))
    }

    @inline(__always)
    private func isSeparator(_ byte: UInt8, special: Bool) -> Bool {
        byte == UInt8(ascii: "/") || (special && byte == UInt8(ascii: "\\"))
    }

    @inline(__always)
    private func isAuthorityTerminator(_ byte: UInt8, special: Bool) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
            || (special && byte == UInt8(ascii: "\\"))
    }

    private func isFileHostTerminator(_ byte: UInt8) -> Bool {
        isAuthorityTerminator(byte, special: true)
    }

    @inline(__always)
    private func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    @inline(__always)
    private func lowercased(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }
}
