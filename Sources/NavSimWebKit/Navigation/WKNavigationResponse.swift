import NavSim

/// A navigation response to decide (`WKNavigationResponse`).
@preconcurrency @MainActor
public final class WKNavigationResponse: NSObject {
    /// The core's response.
    let core: NavigationResponse

    init(_ core: NavigationResponse) { self.core = core }

    /// Whether the response is for the main frame.
    public var isForMainFrame: Bool { core.isForMainFrame }
    /// Whether WebKit can show the response's MIME type.
    public var canShowMIMEType: Bool { core.canShowMIMEType }
    /// The response, as Foundation's `HTTPURLResponse`.
    public var response: URLResponse {
        let url = URL(string: core.url.href) ?? URL(fileURLWithPath: "/")
        return HTTPURLResponse(
            url: url,
            statusCode: core.statusCode,
            httpVersion: "HTTP/1.1",
            headerFields: ["Content-Type": core.mimeType]
        ) ?? URLResponse(url: url, mimeType: core.mimeType, expectedContentLength: -1, textEncodingName: nil)
    }
}
