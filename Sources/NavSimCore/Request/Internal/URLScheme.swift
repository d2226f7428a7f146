/// The schemes the URL Standard treats specially, plus everything else.
enum URLScheme: UInt8, Sendable {
    case http
    case https
    case ws
    case wss
    case ftp
    case file
    case other

    init(_ lowercased: String) {
        var copy = lowercased
        self = copy.withUTF8 { URLScheme(bytes: UnsafeBufferPointer(rebasing: $0[...])) }
    }

    /// Classifies scheme bytes, ignoring ASCII case.
    init(bytes raw: UnsafeBufferPointer<UInt8>) {
        // Scheme bytes are letters, digits, "+", "-" and "."; only letters change when 0x20 is set.
        let bytes = SIMD8<UInt8>(
            raw.count > 0 ? raw[0] | 0x20 : 0, raw.count > 1 ? raw[1] | 0x20 : 0, raw.count > 2 ? raw[2] | 0x20 : 0,
            raw.count > 3 ? raw[3] | 0x20 : 0, raw.count > 4 ? raw[4] | 0x20 : 0, 0, 0, 0)
        switch raw.count {
        case 2 where bytes[0] == 0x77 && bytes[1] == 0x73: self = .ws
        case 3 where bytes[0] == 0x77 && bytes[1] == 0x73 && bytes[2] == 0x73: self = .wss
        case 3 where bytes[0] == 0x66 && bytes[1] == 0x74 && bytes[2] == 0x70: self = .ftp
        case 4 where bytes[0] == 0x68 && bytes[1] == 0x74 && bytes[2] == 0x74 && bytes[3] == 0x70: self = .http
        case 4 where bytes[0] == 0x66 && bytes[1] == 0x69 && bytes[2] == 0x6C && bytes[3] == 0x65: self = .file
        case 5
        where bytes[0] == 0x68 && bytes[1] == 0x74 && bytes[2] == 0x74 && bytes[3] == 0x70 && bytes[4] == 0x73:
            self = .https
        default: self = .other
        }
    }

    var isSpecial: Bool { self != .other }

    /// The default port, or `nil` (`file` and non-special schemes).
    var defaultPort: Int? {
        switch self {
        case .http, .ws: 80
        case .https, .wss: 443
        case .ftp: 21
        case .file, .other: nil
        }
    }
}
