/// The server's answer to a navigation, handed to the delegate for a policy (`WKNavigationResponse`).
public struct NavigationResponse: Sendable, Hashable {
    /// The web view the navigation happens in.
    public var webView: WebViewID
    /// The navigation this response belongs to.
    public var navigation: NavigationID
    /// The URL that answered (after redirects).
    public var url: ParsedURL
    /// The HTTP status code; `200` for non-HTTP loads.
    public var statusCode: Int
    /// The response's MIME type.
    public var mimeType: String
    /// Whether the web view can show this MIME type.
    public var canShowMIMEType: Bool
    /// Whether the response is for the main frame.
    public var isForMainFrame: Bool

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - webView: The web view the navigation happens in.
    ///   - navigation: The navigation this response belongs to.
    ///   - url: The URL that answered.
    ///   - statusCode: The HTTP status code.
    ///   - mimeType: The MIME type.
    ///   - isForMainFrame: Whether the response is for the main frame.
    public init(
        webView: WebViewID = 1,
        navigation: NavigationID = NavigationID(1),
        url: ParsedURL,
        statusCode: Int = 200,
        mimeType: String = "text/html",
        isForMainFrame: Bool = true
    ) {
        self.webView = webView
        self.navigation = navigation
        self.url = url
        self.statusCode = statusCode
        self.mimeType = mimeType
        self.canShowMIMEType = MIMETypes.canShow(mimeType)
        self.isForMainFrame = isForMainFrame
    }
}

/// The MIME types a web view shows itself rather than downloading.
public enum MIMETypes {
    /// Whether WebKit renders the MIME type in the page.
    ///
    /// - Parameter mimeType: A MIME type such as `text/html`.
    /// - Returns: `true` for HTML, XML, text, images, PDF, JSON, JavaScript, CSS, audio and video.
    public static func canShow(_ mimeType: String) -> Bool {
        // Nearly every response is HTML: answered without lowercasing a copy.
        if mimeType == "text/html" { return true }
        let type = mimeType.lowercased()
        if type.hasPrefix("text/") || type.hasPrefix("image/") || type.hasPrefix("audio/") || type.hasPrefix("video/") {
            return true
        }
        switch type {
        case "application/xhtml+xml", "application/xml", "application/pdf", "application/json",
            "application/javascript",
            "image/svg+xml":
            return true
        default:
            return false
        }
    }
}
