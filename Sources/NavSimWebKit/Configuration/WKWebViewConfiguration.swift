import NavSim

/// What a web view is created with (`WKWebViewConfiguration`): the user content controller, the scheme
/// handlers and the preferences. A web view keeps a copy; the copy shares the controller and handlers.
///
/// WebKit's API is main-thread-only: in a simulation, a call off the main thread (registering a scheme
/// handler, setting the controller or the preferences, or a preference itself) is the Main Thread Checker's
/// finding, recorded with its message; the call goes on, as in an app.
@preconcurrency @MainActor
open class WKWebViewConfiguration: NSObject {
    /// The user content controller: script message handlers and user scripts.
    public var userContentController: WKUserContentController {
        willSet { checkMainThread("-[WKWebViewConfiguration setUserContentController:]") }
    }
    /// The preferences (stored; only what navigation needs has an effect).
    public var preferences: WKPreferences {
        willSet { checkMainThread("-[WKWebViewConfiguration setPreferences:]") }
    }
    /// The preferences a navigation's page gets unless the delegate decides others.
    public var defaultWebpagePreferences: WKWebpagePreferences {
        willSet { checkMainThread("-[WKWebViewConfiguration setDefaultWebpagePreferences:]") }
    }
    /// The scheme handlers, by lowercased scheme.
    private var schemeHandlers: [String: any WKURLSchemeHandler] = [:]
    /// The core configuration once a web view was made with this one, or the one WebKit hands to
    /// `createWebViewWith`: a web view made with it uses it as is, so the core can check it was.
    var coreConfiguration: WebViewConfiguration?
    /// The main thread of the environment the configuration was made in (``WebKitEnvironment/mainThread``).
    private let mainThread: (any MainThreadAccess)?

    /// Creates a default configuration.
    override public init() {
        self.userContentController = WKUserContentController()
        self.preferences = WKPreferences()
        self.defaultWebpagePreferences = WKWebpagePreferences()
        self.mainThread = WebKitEnvironment.current.mainThread
    }

    /// The configuration WebKit hands to `createWebViewWith`: the core's copy, sharing the opener's controller.
    init(handing core: WebViewConfiguration, from opener: WKWebViewConfiguration) {
        self.userContentController = opener.userContentController
        self.preferences = opener.preferences
        self.defaultWebpagePreferences = opener.defaultWebpagePreferences
        self.schemeHandlers = opener.schemeHandlers
        self.coreConfiguration = core
        self.mainThread = opener.mainThread
    }

    /// A copy of `original` that shares its controller, preferences and handlers (``copy()``).
    private init(copying original: WKWebViewConfiguration) {
        self.userContentController = original.userContentController
        self.preferences = original.preferences
        self.defaultWebpagePreferences = original.defaultWebpagePreferences
        self.schemeHandlers = original.schemeHandlers
        self.coreConfiguration = original.coreConfiguration
        self.mainThread = original.mainThread
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
        checkMainThread("-[WKWebViewConfiguration setURLSchemeHandler:forURLScheme:]")
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
        checkMainThread("-[WKWebViewConfiguration urlSchemeHandlerForURLScheme:]")
        return schemeHandlers[urlScheme.lowercased()]
    }

    /// Records the Main Thread Checker's finding, in the controller's log, when `selector` is called off the
    /// main thread.
    private func checkMainThread(_ selector: String) {
        guard let mainThread else { return }
        MainThreadChecker(mainThread: mainThread, log: userContentController.core.log).check(selector)
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
        WKWebViewConfiguration(copying: self)
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
