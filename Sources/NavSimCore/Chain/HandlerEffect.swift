/// What a handler did in the app when it decided: the native screen, deep link or tab it opened.
///
/// Effects are recorded with every decision so a report can say *why* a URL was cancelled. The
/// argument is a slice of the request's canonical URL, so building an effect allocates nothing.
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
    public var argument: Substring

    /// Creates an effect.
    ///
    /// - Parameters:
    ///   - kind: The kind of effect.
    ///   - target: A short label, such as the screen name.
    ///   - argument: The effect's argument.
    public init(_ kind: Kind, target: String, argument: Substring = "") {
        self.kind = kind
        self.target = target
        self.argument = argument
    }

    public var description: String {
        argument.isEmpty ? "\(kind.rawValue)(\(target))" : "\(kind.rawValue)(\(target): \(argument))"
    }
}
