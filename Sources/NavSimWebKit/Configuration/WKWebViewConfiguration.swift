import NavSim

/// What a web view is created with (`WKWebViewConfiguration`): the user content controller, the scheme
/// handlers and the preferences. A web view keeps a copy; the copy shares the controller and handlers.
@preconcurrency @MainActor
open class WKWebViewConfiguration: NSObject {
    /// The user content controller: script message handlers and user scripts.
    public var userContentController: WKUserContentController
    /// The preferences (stored; only what navigation needs has an effect).
    public var preferences: WKPreferences
    /// The preferences a navigation's page gets unless the delegate decides others.
    public var defaultWebpagePreferences: WKWebpagePreferences
    /// The scheme handlers, by lowercased scheme.
    private var schemeHandlers: [String: any WKURLSchemeHandler] = [:]
    /// The core configuration once a web view was made with this one, or the one WebKit hands to
    /// `createWebViewWith`: a web view made with it uses it as is, so the core can check it was.
    var coreConfiguration: WebViewConfiguration?

    /// Creates a default configuration.
    override public init() {
        self.userContentController = WKUserContentController()
        self.preferences = WKPreferences()
        self.defaultWebpagePreferences = WKWebpagePreferences()
    }

    /// The configuration WebKit hands to `createWebViewWith`: the core's copy, sharing the opener's controller.
    init(handing core: WebViewConfiguration, from opener: WKWebViewConfiguration) {
        self.userContentController = opener.userContentController
        self.preferences = opener.preferences
        self.defaultWebpagePreferences = opener.defaultWebpagePreferences
        self.schemeHandlers = opener.schemeHandlers
        self.coreConfiguration = core
    }

    /// Registers a handler for a custom scheme.
    ///
    /// WebKit raises `NSInvalidArgumentException` for a scheme it handles itself, a scheme that is not valid,
    /// or one that already has a handler; NavSim records the finding with WebKit's message and ignores the
    /// call, as the app would have crashed.
    ///
    /// - Parameters:
    ///   - urlSchemeHandler: The handler; `nil` is ignored.
    ///   - urlScheme: The scheme.
    public func setURLSchemeHandler(_ urlSchemeHandler: (any WKURLSchemeHandler)?, forURLScheme urlScheme: String) {
        guard let urlSchemeHandler else { return }
        do {
            _ = try WebViewConfigurationBuilder().setURLSchemeHandler(
                SchemeCheck(),
                forURLScheme: urlScheme
            )
        } catch {
            record(error.message)
            return
        }
        let scheme = urlScheme.lowercased()
        guard schemeHandlers[scheme] == nil else {
            record(WebKitMessages.schemeAlreadyHasHandler(urlScheme))
            return
        }
        schemeHandlers[scheme] = urlSchemeHandler
    }

    /// The handler registered for a scheme.
    ///
    /// - Parameter urlScheme: The scheme.
    /// - Returns: The handler, if any.
    public func urlSchemeHandler(forURLScheme urlScheme: String) -> (any WKURLSchemeHandler)? {
        schemeHandlers[urlScheme.lowercased()]
    }

    private func record(_ message: String) {
        userContentController.core.log.record(
            Finding(
                kind: Finding.Kind("invalid-url-scheme-handler"),
                severity: .violation,
                message: message,
                exception: WebKitMessages.invalidArgument,
                handler: "-[WKWebViewConfiguration setURLSchemeHandler:forURLScheme:]"
            )
        )
    }

    /// The web view's copy: shares the controller and the handlers.
    func copy() -> WKWebViewConfiguration {
        let copy = WKWebViewConfiguration()
        copy.userContentController = userContentController
        copy.preferences = preferences
        copy.defaultWebpagePreferences = defaultWebpagePreferences
        copy.schemeHandlers = schemeHandlers
        copy.coreConfiguration = coreConfiguration
        return copy
    }

    /// Adapters for the core, one per scheme handler, for the web view about to be made.
    func schemeHandlerAdapters() -> [String: SchemeHandlerAdapter] {
        schemeHandlers.mapValues { SchemeHandlerAdapter(handler: $0) }
    }

    /// The core configuration a web view made with this one uses.
    func coreConfiguration(schemeHandlers adapters: [String: SchemeHandlerAdapter]) -> WebViewConfiguration {
        if let coreConfiguration { return coreConfiguration }
        var builder = WebViewConfigurationBuilder()
        for (scheme, adapter) in adapters.sorted(by: { $0.key < $1.key }) {
            if let registered = try? builder.setURLSchemeHandler(adapter, forURLScheme: scheme) { builder = registered }
        }
        return builder.build().sharing(userContentController.core)
    }
}

/// Stands for a handler while WebKit's checks of a scheme run.
private final class SchemeCheck: URLSchemeHandler {
    func start(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {}
    func stop(_ task: URLSchemeTask, in context: URLSchemeTaskContext) {}
}
