/// What a URL responds when the web view loads it: status, MIME type, redirect, latency, failure.
public struct PageResponse: Sendable, Hashable {
    /// The HTTP status code.
    public var statusCode: Int
    /// The MIME type.
    public var mimeType: String
    /// The page's title, set after commit.
    public var title: String
    /// How long the server takes to answer, on the web view's clock.
    public var latency: Duration
    /// Where the server redirects to (a `Location`, resolved against the request).
    public var redirect: String?
    /// A failure before commit (`didFailProvisionalNavigation`).
    public var failure: NavigationError?
    /// How long the page takes from commit to finish.
    public var loadDuration: Duration
    /// A failure after commit (`didFail`).
    public var failureAfterCommit: NavigationError?
    /// Whether the page loads insecure (http) subresources.
    public var loadsInsecureContent: Bool
    /// What the page does once committed: iframes, its own script, its answers to the app's scripts.
    public var page: PageModel?
    /// The server's authentication challenge, asked before the response.
    public var challenge: AuthenticationChallenge?

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
        self.latency = latency
        self.redirect = redirect
        self.failure = failure
        self.loadDuration = loadDuration
        self.failureAfterCommit = failureAfterCommit
        self.loadsInsecureContent = loadsInsecureContent
        self.page = page
        self.challenge = challenge
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

    public func response(for request: ParsedURL) -> PageResponse {
        let loads: Bool
        switch request.offsets.scheme {
        case .http, .https, .file: loads = request.isValid
        case .ws, .wss, .ftp: loads = false
        case .other: loads = ["about", "data", "blob"].contains(request.scheme)
        }
        guard loads else { return PageResponse(failure: .unsupportedURL) }
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
