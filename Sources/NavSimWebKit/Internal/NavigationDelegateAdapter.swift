import NavSim

/// A `WKNavigationDelegate` as the core's navigation delegate.
///
/// The core calls it on the web view's isolation, the main actor, with a checked completion handler whose
/// messages name the app's class (``ClassNamedInMessages``). It hands the app's method, in whichever spelling
/// the app wrote, a closure around that handler, so the core's exactly-once rules apply to the app's calls.
/// A method the app does not implement is skipped, learnt once per class (``OptionalMethodCache``); the
/// `async` forms run as work of the web view's own, as Swift's Objective-C thunk runs them in a task.
///
/// On the main actor, as every `WKWebView`: the core calls it on the web view's isolation, the main actor.
@MainActor
final class NavigationDelegateAdapter: NavigationDelegate, ClassNamedInMessages {
    private weak var delegate: (any WKNavigationDelegate)?
    private weak var owner: WKWebView?
    nonisolated let classNameInMessages: String
    /// The decision spellings the delegate's class implements, once a call has found them: later decisions
    /// call them directly instead of asking ``OptionalMethodCache`` about each spelling before them (a lock
    /// and a lookup each). The delegate, and so its class, is this adapter's for its life.
    private var actionSpelling: ActionSpelling?
    private var responseSpelling: ResponseSpelling?
    /// The web view's bookkeeping, reached without loading the weak `owner`.
    private let ledger: NavigationLedger
    /// The notification methods the delegate implements, learnt at their first call as WebKit asks
    /// `respondsToSelector:` once per delegate: one bit per spelling (``Notification/spelling``).
    private var notificationsKnown: UInt16 = 0
    private var notificationsImplemented: UInt16 = 0

    /// The synchronous spellings of the action decision, in the order WebKit prefers them.
    private enum ActionSpelling {
        case preferencesSendable, preferencesMainActor, sendable, mainActor
    }

    /// The synchronous spellings of the response decision.
    private enum ResponseSpelling {
        case sendable, mainActor
    }

    init(delegate: any WKNavigationDelegate, webView: WKWebView) {
        self.delegate = delegate
        self.owner = webView
        self.ledger = webView.ledger
        self.classNameInMessages = objectiveCClassName(of: type(of: delegate))
    }

    // MARK: - Decisions

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor action: NavigationAction,
        decisionHandler: consuming DecisionHandler<NavigationActionPolicy>
    ) {
        // On the main actor already (see `ActionBody`): called as what it is, without `assumeIsolated`'s box.
        let body:
            @MainActor (
                NavigationDelegateAdapter, WebView, NavigationAction, consuming DecisionHandler<NavigationActionPolicy>
            ) -> Void = {
                $0.decide($2, on: $1, $3)
            }
        #if NAVSIM_INTERNAL_CHECKS
            MainActor.preconditionIsolated()
        #endif
        unsafeBitCast(body, to: ActionBody.self)(self, webView, action, decisionHandler)
    }

    private func decide(
        _ action: NavigationAction,
        on core: WebView,
        _ handler: consuming DecisionHandler<NavigationActionPolicy>
    ) {
        // The web view, borrowed from the call that runs the navigation and holds it, or loaded from the weak
        // reference (``NavigationLedger/runningWebView``).
        if let running = ledger.runningWebView {
            return Self.decide(action, on: core, handler, self, borrowing: running)
        }
        guard let owner else {
            return handler(core.configuration.canLoad(action.request) ? .allow : .cancel)
        }
        decide(action, on: core, handler, owner: owner)
    }

    private func decide(
        _ action: NavigationAction,
        on core: WebView,
        _ handler: consuming DecisionHandler<NavigationActionPolicy>,
        owner: WKWebView
    ) {
        // What WebKit decides without the delegate's answer; only computed when needed.
        var fallback: NavigationActionPolicy { core.configuration.canLoad(action.request) ? .allow : .cancel }
        guard let delegate else { return handler(fallback) }
        let wkAction = WKNavigationAction(action, webView: owner)
        // The same calls as below, spelled the same way: the closures' types pick the overload. The handler is
        // the core's to give (its requirement takes it `consuming`): a known spelling's closure takes it over.
        switch actionSpelling {
        case .sendable?:
            return Self.decide(delegate, owner, wkAction, Self.plain(handler))
        case .mainActor?:
            // The closure's type picks the `@MainActor` spelling.
            let plain = Self.plain(handler)
            return delegate.webView(owner, decidePolicyFor: wkAction, decisionHandler: { @MainActor in plain($0) })
        case .preferencesSendable?, .preferencesMainActor?, nil:
            break
        }
        // The slow path's closures each keep the handler: a copy of it, as before.
        let handler = copy handler
        let plain: @Sendable (WKNavigationActionPolicy) -> Void = { handler($0.core) }
        let spellings = delegate as any WKNavigationDelegateHandlerSpellings
        let preferences = WKWebpagePreferences()
        let withPreferences: @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void = { policy, _ in
            handler(policy.core)
        }
        // The `preferences:` variant first: when implemented, WebKit never calls the plain one. The core named
        // the plain method's selector in the handler's messages (this adapter is its plain delegate); a
        // `preferences:` method is called with the variant's selector named, as WebKit's messages name it.
        var namedPreferences = false
        if OptionalMethodCache.call(
            "action.preferences.sendable", on: delegate,
            {
                namedPreferences = true
                handler.nameSelector(WebKitMessages.Selector.decidePolicyForNavigationActionWithPreferences)
                spellings.webView(
                    owner, decidePolicyFor: wkAction, preferences: preferences, decisionHandler: withPreferences)
            })
        {
            actionSpelling = .preferencesSendable
            return
        }
        if OptionalMethodCache.call(
            "action.preferences.mainActor", on: delegate,
            {
                if !namedPreferences {
                    namedPreferences = true
                    handler.nameSelector(WebKitMessages.Selector.decidePolicyForNavigationActionWithPreferences)
                }
                delegate.webView(
                    owner, decidePolicyFor: wkAction, preferences: preferences,
                    decisionHandler: { @MainActor in withPreferences($0, $1) })
            })
        {
            actionSpelling = .preferencesMainActor
            return
        }
        if namedPreferences { handler.nameSelector(WebKitMessages.Selector.decidePolicyForNavigationAction) }
        if OptionalMethodCache.call(
            "action.sendable", on: delegate,
            {
                spellings.webView(owner, decidePolicyFor: wkAction, decisionHandler: plain)
            })
        {
            actionSpelling = .sendable
            return
        }
        if OptionalMethodCache.call(
            "action.mainActor", on: delegate,
            {
                delegate.webView(owner, decidePolicyFor: wkAction, decisionHandler: { @MainActor in plain($0) })
            })
        {
            actionSpelling = .mainActor
            return
        }
        let asyncPreferences = OptionalMethodCache.implementation(of: "action.preferences.async", in: delegate)
        let asyncPlain = OptionalMethodCache.implementation(of: "action.async", in: delegate)
        guard asyncPreferences != .missing || asyncPlain != .missing else { return handler(fallback) }
        let fallbackPolicy = fallback
        owner.track("decidePolicyFor \(action.request.href)") {
            if asyncPreferences != .missing {
                let (answer, defaulted) = await OptionalMethod.isDefaultAsync {
                    await delegate.webView(owner, decidePolicyFor: wkAction, preferences: preferences)
                }
                owner.learnAsync("action.preferences.async", of: delegate, defaulted: defaulted)
                if !defaulted { return handler(answer.0.core) }
            }
            if asyncPlain != .missing {
                let (answer, defaulted) = await OptionalMethod.isDefaultAsync {
                    await delegate.webView(owner, decidePolicyFor: wkAction)
                }
                owner.learnAsync("action.async", of: delegate, defaulted: defaulted)
                if !defaulted { return handler(answer.core) }
            }
            handler(fallbackPolicy)
        }
    }

    func webView(
        _ webView: isolated WebView,
        decidePolicyFor response: consuming NavigationResponse,
        decisionHandler: consuming DecisionHandler<NavigationResponsePolicy>
    ) {
        let body:
            @MainActor (
                NavigationDelegateAdapter, consuming NavigationResponse,
                consuming DecisionHandler<NavigationResponsePolicy>
            ) -> Void = {
                $0.decide($1, $2)
            }
        #if NAVSIM_INTERNAL_CHECKS
            MainActor.preconditionIsolated()
        #endif
        unsafeBitCast(body, to: ResponseBody.self)(self, response, decisionHandler)
    }

    private func decide(
        _ response: consuming NavigationResponse, _ handler: consuming DecisionHandler<NavigationResponsePolicy>
    ) {
        // Borrowed or loaded, as for an action.
        if let running = ledger.runningWebView { return Self.decide(response, handler, self, borrowing: running) }
        guard let owner else { return handler(response.canShowMIMEType ? .allow : .cancel) }
        decide(response, handler, owner: owner)
    }

    private func decide(
        _ response: consuming NavigationResponse,
        _ handler: consuming DecisionHandler<NavigationResponsePolicy>,
        owner: WKWebView
    ) {
        let fallback: NavigationResponsePolicy = response.canShowMIMEType ? .allow : .cancel
        guard let delegate else { return handler(fallback) }
        let wkResponse = WKNavigationResponse(response)  // the response's last use here: moved into the object
        // A known spelling's closure takes the handler over, as for an action.
        switch responseSpelling {
        case .sendable?:
            return Self.decide(delegate, owner, wkResponse, Self.plain(handler))
        case .mainActor?:
            // The closure's type picks the `@MainActor` spelling.
            let plain = Self.plain(handler)
            return delegate.webView(owner, decidePolicyFor: wkResponse, decisionHandler: { @MainActor in plain($0) })
        case nil:
            break
        }
        // The slow path's closures each keep the handler: a copy of it, as before.
        let handler = copy handler
        let plain: @Sendable (WKNavigationResponsePolicy) -> Void = { handler($0.core) }
        let spellings = delegate as any WKNavigationDelegateHandlerSpellings
        if OptionalMethodCache.call(
            "response.sendable", on: delegate,
            {
                spellings.webView(owner, decidePolicyFor: wkResponse, decisionHandler: plain)
            })
        {
            responseSpelling = .sendable
            return
        }
        if OptionalMethodCache.call(
            "response.mainActor", on: delegate,
            {
                delegate.webView(owner, decidePolicyFor: wkResponse, decisionHandler: { @MainActor in plain($0) })
            })
        {
            responseSpelling = .mainActor
            return
        }
        guard OptionalMethodCache.implementation(of: "response.async", in: delegate) != .missing else {
            return handler(fallback)
        }
        owner.track("decidePolicyFor response \(wkResponse.core.url.href)") {
            let (answer, defaulted) = await OptionalMethod.isDefaultAsync {
                await delegate.webView(owner, decidePolicyFor: wkResponse)
            }
            owner.learnAsync("response.async", of: delegate, defaulted: defaulted)
            handler(defaulted ? fallback : answer.core)
        }
    }

    /// The app's handler of an action decision: the core's handler, taken over. A closure made in
    /// ``decide(_:on:_:owner:)`` itself captures a copy of it (a retain, and a release after the app's call): the
    /// handler's binding there lives to the end of its scope, past the call. Made here, the handler is moved into
    /// the closure. `__owned`, not `consuming`: a `consuming` parameter cannot be captured by a `@Sendable` closure.
    private static func plain(
        _ handler: __owned DecisionHandler<NavigationActionPolicy>
    ) -> @Sendable (WKNavigationActionPolicy) -> Void {
        { handler($0.core) }
    }

    /// The app's handler of a response decision (``plain(_:)-(DecisionHandler<NavigationActionPolicy>)``).
    private static func plain(
        _ handler: __owned DecisionHandler<NavigationResponsePolicy>
    ) -> @Sendable (WKNavigationResponsePolicy) -> Void {
        { handler($0.core) }
    }

    /// Calls the delegate's action decision whose handler is `@Sendable` (or plain), on the delegate as it is.
    ///
    /// The delegate is passed opened, not copied into an existential of ``WKNavigationDelegateHandlerSpellings``
    /// (`delegate as any …`): that copy retains the delegate and releases it after the call, and the delegate,
    /// held weakly, has a side table, so both take the slow path, besides the weak load each decision makes.
    private static func decide<Delegate: WKNavigationDelegateHandlerSpellings>(
        _ delegate: Delegate,
        _ owner: WKWebView,
        _ action: WKNavigationAction,
        _ handler: @escaping @Sendable (WKNavigationActionPolicy) -> Void
    ) {
        delegate.webView(owner, decidePolicyFor: action, decisionHandler: handler)
    }

    /// Calls the delegate's response decision whose handler is `@Sendable` (or plain), on the delegate as it is,
    /// as for an action.
    private static func decide<Delegate: WKNavigationDelegateHandlerSpellings>(
        _ delegate: Delegate,
        _ owner: WKWebView,
        _ response: WKNavigationResponse,
        _ handler: @escaping @Sendable (WKNavigationResponsePolicy) -> Void
    ) {
        delegate.webView(owner, decidePolicyFor: response, decisionHandler: handler)
    }

    /// Decides an action with the web view `running` holds, borrowed: no retain of it. Outside the main actor, so
    /// that the closure the standard library calls is not one of the main actor's, which Swift would check the
    /// executor for at each call; the main-actor body is called as in ``ActionBody``.
    private nonisolated static func decide(
        _ action: NavigationAction,
        on core: WebView,
        _ handler: consuming DecisionHandler<NavigationActionPolicy>,
        _ adapter: NavigationDelegateAdapter,
        borrowing running: Unmanaged<WKWebView>
    ) {
        let body:
            @MainActor (
                NavigationDelegateAdapter, NavigationAction, WebView, consuming DecisionHandler<NavigationActionPolicy>,
                WKWebView
            ) -> Void = { $0.decide($1, on: $2, $3, owner: $4) }
        let call = unsafeBitCast(body, to: BorrowedActionBody.self)
        // Moved into the closure's reach, and out of it into the call: no copy of the handler.
        var handler = Optional(consume handler)
        running._withUnsafeGuaranteedRef { call(adapter, action, core, handler.take().unsafelyUnwrapped, $0) }
    }

    /// Decides a response with the web view `running` holds, borrowed (``decide(_:on:_:_:borrowing:)``).
    private nonisolated static func decide(
        _ response: consuming NavigationResponse,
        _ handler: consuming DecisionHandler<NavigationResponsePolicy>,
        _ adapter: NavigationDelegateAdapter,
        borrowing running: Unmanaged<WKWebView>
    ) {
        let body:
            @MainActor (
                NavigationDelegateAdapter, consuming NavigationResponse,
                consuming DecisionHandler<NavigationResponsePolicy>,
                WKWebView
            ) -> Void = { $0.decide($1, $2, owner: $3) }
        let call = unsafeBitCast(body, to: BorrowedResponseBody.self)
        var handler = Optional(consume handler)
        var response = Optional(consume response)
        running._withUnsafeGuaranteedRef {
            call(adapter, response.take().unsafelyUnwrapped, handler.take().unsafelyUnwrapped, $0)
        }
    }

    func webView(
        _ webView: isolated WebView,
        didReceive challenge: AuthenticationChallenge,
        completionHandler: CompletionHandler<AuthenticationChallengeDisposition>
    ) {
        MainActor.assumeIsolated { answer(challenge, completionHandler) }
    }

    private func answer(
        _ challenge: AuthenticationChallenge,
        _ handler: CompletionHandler<AuthenticationChallengeDisposition>
    ) {
        guard let delegate, let owner else { return handler(.performDefaultHandling) }
        let wkChallenge = URLAuthenticationChallenge.navSim(challenge)
        let spellings = delegate as any WKNavigationDelegateHandlerSpellings
        let plain: @Sendable (URLSession.AuthChallengeDisposition, FoundationURLCredential?) -> Void = {
            handler(AuthenticationChallengeDisposition.navSim($0, $1))
        }
        if OptionalMethodCache.call(
            "challenge.sendable", on: delegate,
            {
                spellings.webView(owner, didReceive: wkChallenge, completionHandler: plain)
            })
        {
            return
        }
        if OptionalMethodCache.call(
            "challenge.mainActor", on: delegate,
            {
                delegate.webView(owner, didReceive: wkChallenge, completionHandler: { @MainActor in plain($0, $1) })
            })
        {
            return
        }
        guard OptionalMethodCache.implementation(of: "challenge.async", in: delegate) != .missing else {
            return handler(.performDefaultHandling)
        }
        owner.track("didReceive challenge \(challenge.host)") {
            let (answer, defaulted) = await OptionalMethod.isDefaultAsync {
                await delegate.webView(owner, didReceive: wkChallenge)
            }
            owner.learnAsync("challenge.async", of: delegate, defaulted: defaulted)
            handler(defaulted ? .performDefaultHandling : AuthenticationChallengeDisposition.navSim(answer.0, answer.1))
        }
    }

    // MARK: - Notifications

    func webView(_ webView: isolated WebView, didStartProvisionalNavigation navigation: NavigationID) {
        notify(navigation, plain: .didStartProvisional)
    }

    func webView(_ webView: isolated WebView, didReceiveServerRedirectForProvisionalNavigation navigation: NavigationID)
    {
        notify(navigation, plain: .didReceiveServerRedirect)
    }

    func webView(_ webView: isolated WebView, didCommit navigation: NavigationID) {
        notify(navigation, plain: .didCommit)
    }

    func webView(_ webView: isolated WebView, didFinish navigation: NavigationID) {
        notify(navigation, plain: .didFinish)
    }

    func webView(
        _ webView: isolated WebView,
        didFailProvisionalNavigation navigation: NavigationID,
        withError error: NavigationError
    ) {
        notify(navigation, .didFailProvisional(error))
    }

    func webView(_ webView: isolated WebView, didFail navigation: NavigationID, withError error: NavigationError) {
        notify(navigation, .didFail(error))
    }

    /// A notification of the navigation delegate's, as a value: no closure per call.
    private enum Notification {
        case didStartProvisional, didReceiveServerRedirect, didCommit, didFinish
        case didFailProvisional(NavigationError)
        case didFail(NavigationError)

        /// The bit of its `WKNavigation!` spelling in the adapter's masks; the plain spelling's is the next.
        var spelling: Int {
            switch self {
            case .didStartProvisional: 0
            case .didReceiveServerRedirect: 2
            case .didCommit: 4
            case .didFinish: 6
            case .didFailProvisional: 8
            case .didFail: 10
            }
        }
    }

    /// A notification without an error, as a value of one byte (``notify(_:plain:)``).
    private enum PlainNotification: UInt8 {
        case didStartProvisional, didReceiveServerRedirect, didCommit, didFinish

        var notification: Notification {
            switch self {
            case .didStartProvisional: .didStartProvisional
            case .didReceiveServerRedirect: .didReceiveServerRedirect
            case .didCommit: .didCommit
            case .didFinish: .didFinish
            }
        }
    }

    /// A notification without an error: passed to the main-actor body as one byte rather than as a
    /// ``Notification``, whose error payload the body's thunk copies at every call.
    private nonisolated func notify(_ id: NavigationID, plain notification: PlainNotification) {
        let body: @MainActor (NavigationDelegateAdapter, NavigationID, PlainNotification) -> Void = {
            $0.deliver($2.notification, about: $1)
        }
        #if NAVSIM_INTERNAL_CHECKS
            MainActor.preconditionIsolated()
        #endif
        unsafeBitCast(body, to: PlainNotificationBody.self)(self, id, notification)
    }

    private nonisolated func notify(_ id: NavigationID, _ notification: Notification) {
        let body: @MainActor (NavigationDelegateAdapter, NavigationID, Notification) -> Void = {
            $0.deliver($2, about: $1)
        }
        #if NAVSIM_INTERNAL_CHECKS
            MainActor.preconditionIsolated()
        #endif
        unsafeBitCast(body, to: NotificationBody.self)(self, id, notification)
    }

    /// Calls both spellings of a notification (`WKNavigation!` and `WKNavigation`), those the delegate's class
    /// implements: WebKit calls no method its delegate does not respond to.
    private func deliver(_ notification: Notification, about id: NavigationID) {
        // The navigations the web content process's end stops are cleared, not reported (PageLoadState::reset).
        guard !ledger.isTerminatingProcess else { return }
        // Known to the ledger whether or not the delegate hears of it, so that a later notification finds it.
        let first = notification.spelling
        guard mayImplement(first) || mayImplement(first + 1), let delegate, let owner else {
            return ledger.register(id)
        }
        let navigation = ledger.navigation(for: id)
        switch notification {
        case .didStartProvisional:
            call(first, delegate) { delegate.webView(owner, didStartProvisionalNavigation: Optional(navigation)) }
            call(first + 1, delegate) { delegate.webView(owner, didStartProvisionalNavigation: navigation) }
        case .didReceiveServerRedirect:
            call(first, delegate) {
                delegate.webView(owner, didReceiveServerRedirectForProvisionalNavigation: Optional(navigation))
            }
            call(first + 1, delegate) {
                delegate.webView(owner, didReceiveServerRedirectForProvisionalNavigation: navigation)
            }
        case .didCommit:
            call(first, delegate) { delegate.webView(owner, didCommit: Optional(navigation)) }
            call(first + 1, delegate) { delegate.webView(owner, didCommit: navigation) }
        case .didFinish:
            call(first, delegate) { delegate.webView(owner, didFinish: Optional(navigation)) }
            call(first + 1, delegate) { delegate.webView(owner, didFinish: navigation) }
        case .didFailProvisional(let error):
            let nsError = error.nsError
            call(first, delegate) {
                delegate.webView(owner, didFailProvisionalNavigation: Optional(navigation), withError: nsError)
            }
            call(first + 1, delegate) {
                delegate.webView(owner, didFailProvisionalNavigation: navigation, withError: nsError)
            }
        case .didFail(let error):
            let nsError = error.nsError
            call(first, delegate) { delegate.webView(owner, didFail: Optional(navigation), withError: nsError) }
            call(first + 1, delegate) { delegate.webView(owner, didFail: navigation, withError: nsError) }
        }
    }

    /// Whether the delegate may implement a notification's spelling: it does, or it is not known yet.
    private func mayImplement(_ spelling: Int) -> Bool {
        let bit: UInt16 = 1 << spelling
        return notificationsImplemented & bit != 0 || notificationsKnown & bit == 0
    }

    /// Calls a notification's spelling unless the delegate is known not to implement it; the first call learns
    /// whether it does (its default reports that it ran, ``OptionalMethod/defaulted(by:)``).
    @inline(__always)
    private func call(_ spelling: Int, _ delegate: AnyObject, _ body: () -> Void) {
        let bit: UInt16 = 1 << spelling
        if notificationsImplemented & bit != 0 { return body() }
        guard notificationsKnown & bit == 0 else { return }
        notificationsKnown |= bit
        if !OptionalMethod.isDefault(of: delegate, body) { notificationsImplemented |= bit }
    }

    /// The main-actor body of an action decision, as the core's delegate call runs it.
    ///
    /// The core calls a `WKWebView`'s delegates on the web view's isolation, which `WKWebView` makes the main
    /// actor (``WebViewIsolation/mainActor``), but the compiler sees only the core's isolation. Each hot call
    /// (the two decisions, the notifications) passes its state to a main-actor closure that captures nothing
    /// and calls it as the plain function it is: `MainActor.assumeIsolated` would check the executor and box
    /// its closure, a malloc per delegate call.
    private typealias ActionBody = (
        NavigationDelegateAdapter, WebView, NavigationAction, consuming DecisionHandler<NavigationActionPolicy>
    )
        -> Void
    /// The main-actor body of a response decision (``ActionBody``).
    private typealias ResponseBody = (
        NavigationDelegateAdapter, consuming NavigationResponse, consuming DecisionHandler<NavigationResponsePolicy>
    )
        -> Void
    /// The main-actor body of a notification (``ActionBody``).
    private typealias NotificationBody = (NavigationDelegateAdapter, NavigationID, Notification) -> Void
    /// The main-actor body of an action decision with a borrowed web view (``ActionBody``).
    private typealias BorrowedActionBody = (
        NavigationDelegateAdapter, NavigationAction, WebView, consuming DecisionHandler<NavigationActionPolicy>,
        WKWebView
    ) -> Void
    /// The main-actor body of a response decision with a borrowed web view (``ActionBody``).
    private typealias BorrowedResponseBody = (
        NavigationDelegateAdapter, consuming NavigationResponse, consuming DecisionHandler<NavigationResponsePolicy>,
        WKWebView
    ) -> Void
    /// The main-actor body of a notification without an error (``ActionBody``).
    private typealias PlainNotificationBody = (NavigationDelegateAdapter, NavigationID, PlainNotification) -> Void
}
