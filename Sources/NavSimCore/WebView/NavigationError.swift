/// An error a navigation fails with, in WebKit's domains and codes.
public struct NavigationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The error domain, such as `NSURLErrorDomain` or `WebKitErrorDomain`.
    public var domain: String
    /// The error code in its domain.
    public var code: Int
    /// A short description.
    public var reason: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - domain: The error domain.
    ///   - code: The error code.
    ///   - reason: A short description.
    public init(domain: String, code: Int, reason: String) {
        self.domain = domain
        self.code = code
        self.reason = reason
    }

    public var description: String { "\(domain) \(code): \(reason)" }

    /// `NSURLErrorCancelled` (-999): a new navigation or `stopLoading()` interrupted the load.
    public static let cancelled = NavigationError(domain: "NSURLErrorDomain", code: -999, reason: "cancelled")
    /// `WebKitErrorFrameLoadInterruptedByPolicyChange` (102): the response policy cancelled the load.
    public static let frameLoadInterrupted = NavigationError(
        domain: "WebKitErrorDomain",
        code: 102,
        reason: "Frame load interrupted"
    )
    /// `NSURLErrorTimedOut` (-1001).
    public static let timedOut = NavigationError(
        domain: "NSURLErrorDomain",
        code: -1001,
        reason: "The request timed out."
    )
    /// `NSURLErrorUnsupportedURL` (-1002).
    public static let unsupportedURL = NavigationError(
        domain: "NSURLErrorDomain", code: -1002, reason: "unsupported URL")
    /// `NSURLErrorCannotFindHost` (-1003).
    public static let cannotFindHost = NavigationError(
        domain: "NSURLErrorDomain",
        code: -1003,
        reason: "A server with the specified hostname could not be found."
    )
    /// `NSURLErrorHTTPTooManyRedirects` (-1007).
    public static let tooManyRedirects = NavigationError(
        domain: "NSURLErrorDomain",
        code: -1007,
        reason: "too many HTTP redirects"
    )
    /// `NSURLErrorNotConnectedToInternet` (-1009).
    public static let notConnectedToInternet = NavigationError(
        domain: "NSURLErrorDomain",
        code: -1009,
        reason: "The Internet connection appears to be offline."
    )
    /// `NSURLErrorNetworkConnectionLost` (-1005).
    public static let networkConnectionLost = NavigationError(
        domain: "NSURLErrorDomain",
        code: -1005,
        reason: "The network connection was lost."
    )
}
