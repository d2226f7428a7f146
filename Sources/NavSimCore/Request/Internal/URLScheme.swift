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
    init(bytes: UnsafeBufferPointer<UInt8>) {
        // Scheme bytes are letters, digits, "+", "-" and "."; setting 0x20 only changes letters.
        func at(_ index: Int) -> UInt8 { bytes[index] | 0x20 }
        switch bytes.count {
        case 2 where at(0) == 0x77 && at(1) == 0x73: self = .ws
        case 3 where at(0) == 0x77 && at(1) == 0x73 && at(2) == 0x73: self = .wss
        case 3 where at(0) == 0x66 && at(1) == 0x74 && at(2) == 0x70: self = .ftp
        case 4 where at(0) == 0x68 && at(1) == 0x74 && at(2) == 0x74 && at(3) == 0x70: self = .http
        case 4 where at(0) == 0x66 && at(1) == 0x69 && at(2) == 0x6C && at(3) == 0x65: self = .file
        case 5 where at(0) == 0x68 && at(1) == 0x74 && at(2) == 0x74 && at(3) == 0x70 && at(4) == 0x73: self = .https
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
