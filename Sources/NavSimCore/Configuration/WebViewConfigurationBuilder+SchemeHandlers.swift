extension WebViewConfigurationBuilder {
    /// The schemes `WKWebView.handlesURLScheme(_:)` answers `true` for: no handler may take them.
    public static let nativeSchemes: Set<String> = [
        "about", "blob", "data", "file", "ftp", "http", "https", "javascript", "ws", "wss",
    ]

    /// Registers a scheme handler (`setURLSchemeHandler(_:forURLScheme:)`); the scheme becomes loadable.
    ///
    /// WebKit's checks, in WebKit's order, each an `NSInvalidArgumentException` in an app:
    /// a scheme WebKit handles itself, an invalid scheme, a scheme that already has a handler.
    ///
    /// ```swift
    /// let configuration = try WebViewConfigurationBuilder()
    ///     .setURLSchemeHandler(ServingSchemeHandler(), forURLScheme: "app")
    ///     .build()
    /// ```
    ///
    /// - Parameters:
    ///   - handler: The handler.
    ///   - scheme: The scheme, such as `app`; compared case-insensitively.
    /// - Returns: The modified builder.
    /// - Throws: ``WebViewConfigurationError`` with WebKit's message when WebKit would raise.
    public func setURLSchemeHandler(
        _ handler: any URLSchemeHandler,
        forURLScheme scheme: String
    ) throws(WebViewConfigurationError) -> Self {
        let canonical = scheme.lowercased()
        if Self.nativeSchemes.contains(canonical) {
            throw WebViewConfigurationError(.handledNatively, WebKitMessages.schemeHandledNatively(scheme))
        }
        guard Self.isValidScheme(canonical) else {
            throw WebViewConfigurationError(.invalidScheme, WebKitMessages.schemeNotValid(scheme))
        }
        if self.handler(forURLScheme: canonical) != nil {
            throw WebViewConfigurationError(.alreadyRegistered, WebKitMessages.schemeAlreadyHasHandler(scheme))
        }
        return withSchemeHandler(handler, for: canonical).register(customScheme: canonical)
    }

    /// A scheme is a letter followed by letters, digits, `+`, `-` or `.` (WHATWG).
    static func isValidScheme(_ scheme: String) -> Bool {
        guard let first = scheme.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else {
            return false
        }
        return scheme.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }
}
