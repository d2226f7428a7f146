/// One step of a web view, for traces and timelines: a delegate call, a decision, a state change.
public struct WebViewEvent: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable, Hashable, Codable {
        case load
        case decidePolicyForAction
        case actionDecided
        case didStartProvisionalNavigation
        case didReceiveServerRedirect
        case decidePolicyForResponse
        case responseDecided
        case didCommit
        case didFinish
        case didFailProvisionalNavigation
        case didFail
        case sameDocumentNavigation
        case download
        case stateChanged
        case userScript
        case scriptMessage
        case finding
        case superseded
        /// A URL scheme task started, was called or was stopped.
        case schemeTask
        /// A JavaScript panel (alert, confirm, prompt) opened or was answered.
        case panel
        /// A new window was requested, created or refused.
        case window
        /// An authentication challenge was asked and answered.
        case authenticationChallenge
        /// The page's own script ran a step.
        case pageScript
        /// The app evaluated JavaScript in the page, or the page answered.
        case javaScript
    }

    /// The web view.
    public var webView: WebViewID
    /// The web view's step counter.
    public var step: Int
    /// The navigation, if the event belongs to one.
    public var navigation: NavigationID?
    /// What happened.
    public var kind: Kind
    /// Details: the URL, the policy and who decided it, the error; the web view records them as values and
    /// this renders them when read.
    public var detail: String {
        get { payload.text }
        set { payload = .text(newValue) }
    }

    /// For a `stateChanged` event, the change as a value: traces keep it and render it only when shown.
    public var stateChange: WebViewStateChange? {
        if case .stateChange(let change) = payload { change } else { nil }
    }

    /// The details as values; ``detail`` renders them.
    package var payload: Detail

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - step: The web view's step counter.
    ///   - navigation: The navigation, if any.
    ///   - kind: What happened.
    ///   - detail: Details.
    public init(webView: WebViewID, step: Int, navigation: NavigationID?, kind: Kind, detail: String) {
        self.init(webView: webView, step: step, navigation: navigation, kind: kind, payload: .text(detail))
    }

    /// Creates an event whose details are values, rendered when read.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - step: The web view's step counter.
    ///   - navigation: The navigation, if any.
    ///   - kind: What happened.
    ///   - payload: The details.
    package init(webView: WebViewID, step: Int, navigation: NavigationID?, kind: Kind, payload: Detail) {
        self.webView = webView
        self.step = step
        self.navigation = navigation
        self.kind = kind
        self.payload = payload
    }

    /// Creates a `stateChanged` event whose detail is rendered from the change when read.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The current navigation, if any.
    ///   - change: The change published.
    public init(webView: WebViewID, navigation: NavigationID?, stateChange change: WebViewStateChange) {
        self.init(
            webView: webView, step: change.step, navigation: navigation, kind: .stateChanged,
            payload: .stateChange(change))
    }

    public var description: String {
        let nav = navigation.map { " \($0)" } ?? ""
        let detail = detail
        return detail.isEmpty ? "\(kind.rawValue)\(nav)" : "\(kind.rawValue)\(nav) \(detail)"
    }

    /// Events are equal when they show the same thing: a state change equals the same event with its
    /// detail rendered as text.
    public static func == (lhs: WebViewEvent, rhs: WebViewEvent) -> Bool {
        lhs.webView == rhs.webView && lhs.step == rhs.step && lhs.navigation == rhs.navigation
            && lhs.kind == rhs.kind && lhs.detail == rhs.detail
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(webView)
        hasher.combine(step)
        hasher.combine(navigation)
        hasher.combine(kind)
        hasher.combine(detail)
    }
}

/// Receives a web view's events; the deterministic runtime's trace, a test's log, or nothing.
public protocol WebViewEventSink: Sendable {
    /// Records an event.
    ///
    /// The sink takes the event (`consuming`): one that keeps it, in a trace's box for example, moves it there
    /// instead of copying it and leaving the web view a copy to destroy.
    ///
    /// - Parameter event: The event.
    func record(_ event: consuming WebViewEvent)

    /// Whether the sink keeps what it is given; `false` (a sink that discards everything) spares the web
    /// view building its events at all. `true` unless the sink says otherwise.
    var keepsEvents: Bool { get }
}

extension WebViewEventSink {
    /// A sink keeps its events unless it says otherwise.
    public var keepsEvents: Bool { true }
}

/// The sink of a web view given none (and on a clock with no timeline): it keeps nothing, so the web view builds
/// no events for it.
struct DiscardingEventSink: StateLendingEventSink {
    func record(_ event: consuming WebViewEvent) {}
    var keepsEvents: Bool { false }
    func recordStateChange(
        webView: WebViewID, step: Int, navigation: NavigationID?, changed: WebViewState.Properties,
        state: borrowing WebViewState
    ) {}
}
