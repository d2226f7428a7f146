/// What a URL responds when the web view loads it: status, MIME type, redirect, latency, failure.
public struct PageResponse: Sendable, Hashable {
    /// The HTTP status code.
    public var statusCode: Int
    /// The MIME type.
    public var mimeType: String
    /// The page's title, set after commit.
    public var title: String
    /// Whether the page loads insecure (http) subresources.
    public var loadsInsecureContent: Bool
    /// Every other field, behind one reference that exists only when one of them differs from its default:
    /// a plain `200` response is then 56 bytes and copied in registers, where the compiler copies a value
    /// of 64 bytes or more through its value witnesses (`URLOffsets` says more). The web view asks the page
    /// source for a response on every load.
    private var details: Details?

    /// How long the server takes to answer, on the web view's clock.
    public var latency: Duration {
        get { details?.values.latency ?? .zero }
        set { update { $0.latency = newValue } }
    }
    /// Where the server redirects to (a `Location`, resolved against the request).
    public var redirect: String? {
        get { details?.values.redirect }
        set { update { $0.redirect = newValue } }
    }
    /// A failure before commit (`didFailProvisionalNavigation`).
    public var failure: NavigationError? {
        get { details?.values.failure }
        set { update { $0.failure = newValue } }
    }
    /// How long the page takes from commit to finish.
    public var loadDuration: Duration {
        get { details?.values.loadDuration ?? .zero }
        set { update { $0.loadDuration = newValue } }
    }
    /// A failure after commit (`didFail`).
    public var failureAfterCommit: NavigationError? {
        get { details?.values.failureAfterCommit }
        set { update { $0.failureAfterCommit = newValue } }
    }
    /// What the page does once committed: iframes, its own script, its answers to the app's scripts.
    public var page: PageModel? {
        get { details?.values.page }
        set { update { $0.page = newValue } }
    }
    /// The server's authentication challenge, asked before the response.
    public var challenge: AuthenticationChallenge? {
        get { details?.values.challenge }
        set { update { $0.challenge = newValue } }
    }

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - statusCode: The HTTP status code.
    ///   - mimeType: The MIME type.
    ///   - title: The page's title.
    ///   - latency: How long the server takes to answer.
    ///   - redirect: Where the server redirects to.
    ///   - failure: A failure before commit.
    ///   - loadDuration: How long the page takes from commit to finish.
    ///   - failureAfterCommit: A failure after commit.
    ///   - loadsInsecureContent: Whether the page loads insecure subresources.
    ///   - page: What the page does once committed.
    ///   - challenge: The server's authentication challenge.
    public init(
        statusCode: Int = 200,
        mimeType: String = "text/html",
        title: String = "",
        latency: Duration = .zero,
        redirect: String? = nil,
        failure: NavigationError? = nil,
        loadDuration: Duration = .zero,
        failureAfterCommit: NavigationError? = nil,
        loadsInsecureContent: Bool = false,
        page: PageModel? = nil,
        challenge: AuthenticationChallenge? = nil
    ) {
        self.statusCode = statusCode
        self.mimeType = mimeType
        self.title = title
        self.loadsInsecureContent = loadsInsecureContent
        // Checked before the details are built: a page source makes a plain response on every load.
        if Details.Values.areDefaults(
            latency, redirect, failure, loadDuration, failureAfterCommit, page, challenge)
        {
            details = nil
        } else {
            details = Details(
                Details.Values(
                    latency: latency,
                    redirect: redirect,
                    failure: failure,
                    loadDuration: loadDuration,
                    failureAfterCommit: failureAfterCommit,
                    page: page,
                    challenge: challenge
                ))
        }
    }

    public static func == (lhs: PageResponse, rhs: PageResponse) -> Bool {
        lhs.statusCode == rhs.statusCode && lhs.mimeType == rhs.mimeType && lhs.title == rhs.title
            && lhs.loadsInsecureContent == rhs.loadsInsecureContent && lhs.details?.values == rhs.details?.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(statusCode)
        hasher.combine(mimeType)
        hasher.combine(title)
        hasher.combine(loadsInsecureContent)
        hasher.combine(details?.values)
    }

    /// Changes the details, sharing nothing with other copies, and drops them when all are defaults again
    /// (so that equal responses have equal `details`).
    private mutating func update(_ change: (inout Details.Values) -> Void) {
        var values = details?.values ?? Details.Values()
        change(&values)
        details = values.isDefault ? nil : Details(values)
    }

    /// The fields that are rarely set, immutable: a change makes a new one.
    private final class Details: Sendable {
        struct Values: Sendable, Hashable {
            var latency: Duration = .zero
            var redirect: String?
            var failure: NavigationError?
            var loadDuration: Duration = .zero
            var failureAfterCommit: NavigationError?
            var page: PageModel?
            var challenge: AuthenticationChallenge?

            var isDefault: Bool {
                Self.areDefaults(latency, redirect, failure, loadDuration, failureAfterCommit, page, challenge)
            }

            /// Whether every field would be its default, without building the values.
            @inline(__always)
            static func areDefaults(
                _ latency: Duration,
                _ redirect: String?,
                _ failure: NavigationError?,
                _ loadDuration: Duration,
                _ failureAfterCommit: NavigationError?,
                _ page: PageModel?,
                _ challenge: AuthenticationChallenge?
            ) -> Bool {
                latency == .zero && redirect == nil && failure == nil && loadDuration == .zero
                    && failureAfterCommit == nil && page == nil && challenge == nil
            }
        }

        let values: Values

        init(_ values: Values) { self.values = values }
    }
}

/// Answers the web view's requests: the simulated network and server.
public protocol PageSource: Sendable {
    /// What a URL responds.
    ///
    /// - Parameter request: The request, parsed once.
    /// - Returns: The response.
    func response(for request: ParsedURL) -> PageResponse
}

/// The default page source: every http(s) and file URL answers `200 text/html` at once, titled after its
/// path; other schemes cannot be found.
public struct DefaultPageSource: PageSource {
    /// The latency of every response.
    public var latency: Duration

    /// Creates the source.
    ///
    /// - Parameter latency: The latency of every response.
    public init(latency: Duration = .zero) { self.latency = latency }

    /// The answer for a URL that cannot be loaded, made once.
    private static let unsupported = PageResponse(failure: .unsupportedURL)

    public func response(for request: ParsedURL) -> PageResponse {
        let loads: Bool
        switch request.offsets.scheme {
        case .http, .https, .file: loads = request.isValid
        case .ws, .wss, .ftp: loads = false
        case .other: loads = ["about", "data", "blob"].contains(request.scheme)
        }
        guard loads else { return Self.unsupported }
        // The root path is one byte, "/": known from the offsets without slicing the path.
        let isRoot = request.pathOffsets.count == 1 && !request.offsets.hasOpaquePath
        return PageResponse(title: isRoot ? String(request.host ?? "") : String(request.path), latency: latency)
    }
}

/// A page source with fixed answers for some URLs and a fallback for the rest.
public struct StaticPageSource: PageSource {
    /// The fixed answers, by canonical URL without fragment.
    public var responses: [String: PageResponse]
    /// The answer for every other URL.
    public var fallback: any PageSource

    /// Creates the source.
    ///
    /// - Parameters:
    ///   - responses: Fixed answers by URL; keys are canonicalised.
    ///   - fallback: The answer for every other URL.
    public init(_ responses: [String: PageResponse], fallback: any PageSource = DefaultPageSource()) {
        var canonical: [String: PageResponse] = [:]
        for (url, response) in responses { canonical[String(ParsedURL(url).hrefWithoutFragment)] = response }
        self.responses = canonical
        self.fallback = fallback
    }

    public func response(for request: ParsedURL) -> PageResponse {
        responses[String(request.hrefWithoutFragment)] ?? fallback.response(for: request)
    }
}
