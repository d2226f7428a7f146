/// What a handler did in the app when it decided: the native screen, deep link or tab it opened.
///
/// Effects are recorded with every decision so a report can say *why* a URL was cancelled. The
/// argument is a slice of the request's canonical URL, so building an effect allocates nothing; the
/// slice is taken when the argument is read.
public struct HandlerEffect: Sendable, Hashable, CustomStringConvertible {
    /// The kind of effect.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A native screen was presented (a product page, a shop page).
        case openNativeScreen
        /// The URL was handed to the deep-link router or another app.
        case openDeepLink
        /// The app switched to one of its tabs.
        case switchTab
        /// The system opened the URL (`tel:`, `mailto:`, the App Store).
        case openExternally
        /// A payment or verification screen was presented.
        case presentPayment
    }

    /// The kind of effect.
    public var kind: Kind
    /// A short label, such as the screen name (`product`).
    public var target: String
    /// The effect's argument, such as the product id, sliced from the request.
    public var argument: Substring {
        get {
            let utf8 = argumentBase.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: Int(argumentStart))
            let upper = utf8.index(lower, offsetBy: Int(argumentEnd - argumentStart))
            return Substring(utf8[lower..<upper])
        }
        set {
            argumentBase = newValue.base
            let utf8 = newValue.base.utf8
            argumentStart = UInt32(utf8.distance(from: utf8.startIndex, to: newValue.startIndex))
            argumentEnd = argumentStart + UInt32(newValue.utf8.count)
        }
    }

    /// The string the argument is a slice of, and the slice's UTF-8 offsets: slicing a `Substring` costs
    /// more than the rest of a claim, so it happens when the argument is read, not when a handler claims.
    private var argumentBase: String
    private var argumentStart: UInt32
    private var argumentEnd: UInt32

    /// Creates an effect.
    ///
    /// - Parameters:
    ///   - kind: The kind of effect.
    ///   - target: A short label, such as the screen name.
    ///   - argument: The effect's argument.
    public init(_ kind: Kind, target: String, argument: Substring = "") {
        self.kind = kind
        self.target = target
        self.argumentBase = ""
        self.argumentStart = 0
        self.argumentEnd = 0
        if !argument.isEmpty { self.argument = argument }
    }

    /// Creates an effect whose argument is the bytes `range` of a request's canonical form.
    ///
    /// - Parameters:
    ///   - kind: The kind of effect.
    ///   - target: A short label, such as the screen name.
    ///   - request: The request the argument is sliced from.
    ///   - range: The argument's UTF-8 offsets in the request's ``ParsedURL/href``.
    init(_ kind: Kind, target: String, slicing request: ParsedURL, _ range: Range<UInt32>) {
        self.kind = kind
        self.target = target
        self.argumentBase = request.href
        self.argumentStart = range.lowerBound
        self.argumentEnd = range.upperBound
    }

    public static func == (lhs: HandlerEffect, rhs: HandlerEffect) -> Bool {
        guard lhs.kind == rhs.kind, lhs.target == rhs.target else { return false }
        if lhs.argumentStart == rhs.argumentStart, lhs.argumentEnd == rhs.argumentEnd,
            lhs.argumentBase == rhs.argumentBase
        {
            return true
        }
        return lhs.argument == rhs.argument
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(target)
        hasher.combine(argument)
    }

    public var description: String {
        let argument = argument
        return argument.isEmpty ? "\(kind.rawValue)(\(target))" : "\(kind.rawValue)(\(target): \(argument))"
    }
}
