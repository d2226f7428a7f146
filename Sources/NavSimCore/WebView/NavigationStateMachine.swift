/// The synchronous heart of a web view: main-frame navigations, page-load state and the back-forward
/// list. The `WebView` actor feeds it events and performs the actions it returns; it is tested
/// without `await`.
///
/// Every event names its navigation and returns a result of its own (``ActionDecided``,
/// ``ResponseDecided``, …) naming what WebKit does next; an event for a navigation that is no longer
/// current returns `.stale` and changes nothing, so a late decision is never applied to another load.
public struct NavigationStateMachine: Sendable {
    /// Where the current main-frame navigation stands.
    public enum Phase: Sendable, Hashable {
        /// Waiting for the action policy (the pending request).
        case awaitingActionPolicy
        /// Provisional: the request was allowed and sent.
        case provisional
        /// Waiting for the response policy.
        case awaitingResponsePolicy
        /// Committed, loading until finish.
        case committed

        /// Whether the navigation is provisional in WebKit's sense: sent and not yet committed.
        public var isProvisional: Bool { self == .provisional || self == .awaitingResponsePolicy }
    }

    /// How a navigation changes the back-forward list when it commits.
    public enum HistoryKind: Sendable, Hashable {
        /// A new entry; the forward list is cleared.
        case push
        /// The current entry is replaced (reload).
        case replace
        /// The current index moves by an offset (back, forward).
        case move(Int)
    }

    /// The current navigation, without its request (kept in `requestURL`):
    /// plain values, so reading a field through `current?.` copies nothing that needs retaining.
    struct Current: Sendable {
        var id: NavigationID
        var phase: Phase
        var history: HistoryKind
    }

    private var nextID: UInt64 = 1
    // Every field the observable state derives from marks the properties it feeds as touched, so that
    // ``refresh(_:)`` compares only those (a simple `didSet`: the field is still modified in place). The
    // fields are internal for the publishing extension (`NavigationStateMachine+Publishing.swift`).
    var current: Current? { didSet { touched.formUnion(Self.loadProperties) } }
    /// The current navigation's request (after a redirect, its target); `nil` when none is in flight.
    var requestURL: StampedURL?
    /// Whether the request is pending: shown until the action policy allows it (a redirect's target never is).
    var requestIsPending = false
    /// The provisional URL, while the navigation is provisional.
    var provisionalURL: StampedURL? { didSet { touched.formUnion(Self.loadProperties) } }
    /// The committed page's URL.
    var committedURL: StampedURL? { didSet { touched.formUnion(Self.loadProperties) } }
    private var nextStamp: UInt32 = 1
    /// What the last refresh left in the published state, by stamp.
    var published = PublishedStamps()
    var title = "" { didSet { touched.insert(.title) } }
    var progress = 0.0 { didSet { touched.insert(.estimatedProgress) } }
    var sawInsecureContent = false { didSet { touched.formUnion(Self.loadProperties) } }
    /// The history.
    public private(set) var backForwardList = BackForwardList() {
        didSet { touched.formUnion([.canGoBack, .canGoForward]) }
    }
    /// The properties whose sources changed since the last ``refresh(_:)``: a superset of those that
    /// differ from what it last published.
    var touched: WebViewState.Properties = []

    /// Creates a machine for a new web view.
    public init() {}

    /// The current main-frame navigation, if one is in flight.
    public var currentNavigation: NavigationID? { current?.id }

    /// The phase of the current navigation.
    public var currentPhase: Phase? { current?.phase }

    /// Whether a navigation is still the current one.
    ///
    /// - Parameter id: The navigation.
    /// - Returns: `true` when it is current.
    public func isCurrent(_ id: NavigationID) -> Bool { current?.id == id }

    /// The committed URL.
    public var committed: ParsedURL? { committedURL?.url }

    /// Starts a main-frame navigation; supersedes the one in flight.
    ///
    /// - Parameters:
    ///   - request: The request, parsed once.
    ///   - history: How the navigation changes history when it commits.
    ///   - sameDocumentAllowed: Whether a fragment-only change may be a same-document navigation.
    /// - Returns: ``NavigationStarted/sameDocument``, or the new navigation (ask its action policy) and
    ///   the one it superseded.
    public mutating func startNavigation(
        to request: ParsedURL,
        history: HistoryKind = .push,
        sameDocumentAllowed: Bool = true
    ) -> NavigationStarted {
        if sameDocumentAllowed, case .push = history, current == nil,
            committedURL?.url.isSameDocument(as: request) == true
        {
            committedURL = StampedURL(request, stamp: newStamp())
            backForwardList.add(.init(url: request, title: title))
            return .sameDocument
        }
        var superseded: NavigationStarted.Superseded?
        if let id = current?.id, let phase = current?.phase {
            superseded = NavigationStarted.Superseded(id: id, wasProvisional: phase.isProvisional)
        }
        let id = NavigationID(nextID)
        nextID += 1
        current = Current(id: id, phase: .awaitingActionPolicy, history: history)
        requestURL = StampedURL(request, stamp: newStamp())
        requestIsPending = true
        provisionalURL = nil
        progress = 0.1
        return .askActionPolicy(id, superseded: superseded)
    }

    /// Applies the action policy.
    ///
    /// - Parameters:
    ///   - id: The navigation decided.
    ///   - policy: The decision.
    /// - Returns: What WebKit does next.
    public mutating func actionDecided(_ id: NavigationID, policy: NavigationActionPolicy) -> ActionDecided {
        guard phase(of: id) == .awaitingActionPolicy else { return .stale }
        switch policy {
        case .cancel, .download:
            endNavigation()
            return policy == .cancel ? .cancelled : .download
        case .allow:
            current?.phase = .provisional
            requestIsPending = false
            provisionalURL = requestURL
            return .startProvisional
        }
    }

    /// A server redirect arrived: the next action policy is for the target.
    ///
    /// - Parameters:
    ///   - id: The navigation redirected.
    ///   - target: The redirect's target.
    /// - Returns: What WebKit does next.
    public mutating func redirectReceived(_ id: NavigationID, to target: ParsedURL) -> RedirectReceived {
        guard phase(of: id) == .provisional else { return .stale }
        requestURL = StampedURL(target, stamp: newStamp())
        current?.phase = .awaitingActionPolicy
        return .askActionPolicy
    }

    /// Applies the action policy for a redirect's target.
    ///
    /// - Parameters:
    ///   - id: The navigation redirected.
    ///   - policy: The decision.
    /// - Returns: What WebKit does next; after `.redirected` the provisional URL is the target.
    public mutating func redirectDecided(_ id: NavigationID, policy: NavigationActionPolicy) -> RedirectDecided {
        guard phase(of: id) == .awaitingActionPolicy else { return .stale }
        guard policy == .allow else {
            endNavigation()
            return .failedProvisional(.frameLoadInterrupted)
        }
        current?.phase = .provisional
        provisionalURL = requestURL
        return .redirected
    }

    /// The response arrived.
    ///
    /// - Parameter id: The navigation.
    /// - Returns: What WebKit does next.
    public mutating func responseReceived(_ id: NavigationID) -> ResponseReceived {
        guard phase(of: id) == .provisional else { return .stale }
        current?.phase = .awaitingResponsePolicy
        return .askResponsePolicy
    }

    /// Applies the response policy.
    ///
    /// - Parameters:
    ///   - id: The navigation.
    ///   - policy: The decision.
    ///   - insecureContent: Whether the page loads insecure content.
    /// - Returns: What WebKit does next.
    public mutating func responseDecided(
        _ id: NavigationID,
        policy: NavigationResponsePolicy,
        insecureContent: Bool = false
    ) -> ResponseDecided {
        guard phase(of: id) == .awaitingResponsePolicy, let request = requestURL, let history = current?.history
        else { return .stale }
        switch policy {
        case .cancel:
            endNavigation()
            return .failedProvisional(.frameLoadInterrupted)
        case .download:
            endNavigation()
            return .download
        case .allow:
            current?.phase = .committed
            committedURL = request
            provisionalURL = nil
            title = ""
            progress = 0.5
            sawInsecureContent = insecureContent
            let item = BackForwardList.Item(url: request.url)
            switch history {
            case .push: backForwardList.add(item)
            case .replace: backForwardList.replaceCurrent(item)
            case .move(let offset):
                if !backForwardList.move(by: offset) { backForwardList.add(item) }
            }
            return .committed
        }
    }

    /// The page set its title.
    ///
    /// - Parameters:
    ///   - id: The navigation.
    ///   - newTitle: The title.
    /// - Returns: `.stale`, or `.applied` when the title was applied.
    public mutating func titleChanged(_ id: NavigationID, to newTitle: String) -> TitleChanged {
        guard phase(of: id) == .committed else { return .stale }
        title = newTitle
        if var item = backForwardList.currentItem {
            item.title = newTitle
            backForwardList.replaceCurrent(item)
        }
        return .applied
    }

    /// The load finished.
    ///
    /// - Parameter id: The navigation.
    /// - Returns: `.stale` or `.finished`.
    public mutating func finished(_ id: NavigationID) -> Finished {
        guard phase(of: id) == .committed else { return .stale }
        endNavigation()
        return .finished
    }

    /// The load failed.
    ///
    /// - Parameters:
    ///   - id: The navigation.
    ///   - error: The error.
    /// - Returns: `.stale`, `.failedProvisional` before commit, `.failed` after.
    public mutating func failed(_ id: NavigationID, error: NavigationError) -> Failed {
        guard let phase = phase(of: id), phase != .awaitingActionPolicy else { return .stale }
        endNavigation()
        return phase == .committed ? .failed(error) : .failedProvisional(error)
    }

    /// `stopLoading()`: stops the current navigation.
    ///
    /// - Returns: How the stopped navigation ends: `.cancelled` while it awaits its action policy,
    ///   `.failedProvisional(cancelled)` while provisional, `.failed(cancelled)` after commit; `nil` when
    ///   nothing was loading.
    public mutating func stop() -> Stopped? {
        guard let navigation = current else { return nil }
        endNavigation()
        switch navigation.phase {
        case .awaitingActionPolicy: return .cancelled(navigation.id)
        case .provisional, .awaitingResponsePolicy: return .failedProvisional(navigation.id, .cancelled)
        case .committed: return .failed(navigation.id, .cancelled)
        }
    }

    /// The current navigation's phase when `id` is the current navigation.
    private func phase(of id: NavigationID) -> Phase? {
        guard current?.id == id else { return nil }
        return current?.phase
    }

    private mutating func endNavigation() {
        current = nil
        requestURL = nil
        requestIsPending = false
        progress = 1.0
        provisionalURL = nil
    }

    /// A stamp no URL of the machine carries now: counts up, skipping 0 when it wraps (after 2³²
    /// navigations; a refresh compares a URL whose stamp it last published only if that URL was
    /// published 2³² stamps ago and is still shown, which a web view never sees).
    private mutating func newStamp() -> UInt32 {
        defer { nextStamp = nextStamp == .max ? 1 : nextStamp + 1 }
        return nextStamp
    }
}
