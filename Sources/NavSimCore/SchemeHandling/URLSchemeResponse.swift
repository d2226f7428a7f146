/// The response a scheme handler sends for a task (`NSURLResponse` / `NSHTTPURLResponse`).
public struct URLSchemeResponse: Sendable, Hashable, CustomStringConvertible {
    /// The response's URL.
    public var url: ParsedURL
    /// The MIME type.
    public var mimeType: String
    /// The HTTP status code; 200 for a plain `NSURLResponse`.
    public var statusCode: Int
    /// The expected length of the body, if known.
    public var expectedContentLength: Int?
    /// What the document does once committed, for a main-frame document; NavSim's model of its content.
    public var page: PageModel?

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - url: The response's URL.
    ///   - mimeType: The MIME type.
    ///   - statusCode: The HTTP status code.
    ///   - expectedContentLength: The expected body length, if known.
    ///   - page: What the document does once committed.
    public init(
        url: ParsedURL,
        mimeType: String = "text/html",
        statusCode: Int = 200,
        expectedContentLength: Int? = nil,
        page: PageModel? = nil
    ) {
        self.url = url
        self.mimeType = mimeType
        self.statusCode = statusCode
        self.expectedContentLength = expectedContentLength
        self.page = page
    }

    public var description: String { "\(statusCode) \(mimeType)" }
}
