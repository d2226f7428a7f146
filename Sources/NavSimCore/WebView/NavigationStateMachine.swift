/// The synchronous heart of a web view: main-frame navigations, page-load state and the back-forward
/// list. The `WebView` actor feeds it events and performs the actions it returns; it is tested
/// without `await`.
///
/// Every event names its navigation; an event for a navigation that is no longer current returns
/// ``Transition/stale`` and changes nothing, so a late decision is never applied to another load.
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

    /// The current navigation, without its request (kept in ``NavigationStateMachine/currentRequest``):
    /// plain values, so reading a field through `current?.` copies nothing that needs retaining.
    struct Current: Sendable {
        var id: NavigationID
        var phase: Phase
        var history: HistoryKind
    }

    /// What the actor must do after an event.
    public enum Transition: Sendable, Hashable {
        /// The event was for a navigation that is no longer current; nothing changed.
        case stale
        /// Ask the navigation delegate or chain for the action policy.
        case askActionPolicy(NavigationID)
        /// A same-document navigation: only the URL changed; no delegate method is called.
        case sameDocument
        /// The action was cancelled: nothing more happens.
        case cancelled
        /// The action or response became a download.
        case download
        /// Call `didStartProvisionalNavigation` and fetch the response.
        case startProvisional
        /// Call `didReceiveServerRedirectForProvisionalNavigation`.
        case redirected
        /// Ask for the response policy.
        case askResponsePolicy
        /// Call `didCommit`.
        case committed
        /// Call `didFinish`.
        case finished
        /// Call `didFailProvisionalNavigation` with the error.
        case failedProvisional(NavigationError)
        /// Call `didFail` with the error.
        case failed(NavigationError)
    }

    private var nextID: UInt64 = 1
    // Every field the observable state derives from marks the properties it feeds as touched, so that
    // ``refresh(_:)`` compares only those (a simple `didSet`: the field is still modified in place).
    private var current: Current? { didSet { touched.formUnion(Self.loadProperties) } }
    /// The current navigation's request (after a redirect, its target); `nil` when none is in flight.
    private var currentRequest: ParsedURL?
    private var provisionalURL: ParsedURL? { didSet { touched.formUnion(Self.loadProperties) } }
    private var committedURL: ParsedURL? { didSet { touched.formUnion(Self.loadProperties) } }
    // Each URL above carries a stamp that names its value: a new request gets a fresh one, and the stamp
    // moves with the URL from field to field (the request becomes pending, provisional, then committed).
    // `0` when the field is `nil`. The pending request, shown until the action policy allows it, is
    // `currentRequest` itself (a redirect's target is never pending): `pendingStamp` says whether there
    // is one. ``refresh(_:)`` compares and copies the shown URL only when the shown stamp is not the one
    // it last published: once per navigation instead of at every step.
    private var requestStamp: UInt64 = 0
    private var pendingStamp: UInt64 = 0
    private var provisionalStamp: UInt64 = 0
    private var committedStamp: UInt64 = 0
    private var nextStamp: UInt64 = 1
    /// What the last refresh left in the published state, by stamp.
    private var published = PublishedStamps()

    /// The stamp of the URL a refresh left in the published state, and the inputs of its
    /// `hasOnlySecureContent` (the stamp of the URL whose scheme counts, and whether insecure content was
    /// seen); `nil` when unknown, which makes the next refresh compare.
    struct PublishedStamps {
        var url: UInt64?
        var securityURL: UInt64?
        var sawInsecureContent = false
    }
    private var title = "" { didSet { touched.insert(.title) } }
    private var progress = 0.0 { didSet { touched.insert(.estimatedProgress) } }
    private var sawInsecureContent = false { didSet { touched.formUnion(Self.loadProperties) } }
    /// The history.
    public private(set) var backForwardList = BackForwardList() {
        didSet { touched.formUnion([.canGoBack, .canGoForward]) }
    }
    /// The properties whose sources changed since the last ``refresh(_:)``: a superset of those that
    /// differ from what it last published.
    private var touched: WebViewState.Properties = []
    /// What the navigation and its URLs feed: which URL shows, whether loading, whether secure.
    private static let loadProperties: WebViewState.Properties = [.url, .isLoading, .hasOnlySecureContent]

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
    public var committed: ParsedURL? { committedURL }

    /// The observable state, read in place.
    ///
    /// `mutating` only so that a caller holding the machine in a class's or actor's stored property reads
    /// it in place: a non-mutating getter there copies the whole machine, back-forward list included,
    /// first. Nothing is changed.
    ///
    /// - Returns: ``state``.
    public mutating func currentState() -> WebViewState {
        var state = WebViewState.initial
        // Built from nothing: every field compared, whatever the last refresh published.
        let published = self.published
        self.published = PublishedStamps()
        _ = update(&state, checking: .all)
        self.published = published
        return state
    }

    /// Brings `state` up to date and says which fields changed: what `changes(since:)` between ``state``
    /// and the old `state` says, without building, comparing and copying a second state.
    ///
    /// Only the fields whose sources changed since the previous refresh are compared, so `state` must be
    /// what the previous refresh left (or, before the first, any state this machine had): the web view
    /// refreshes its one published state, step after step.
    ///
    /// - Parameter state: The last state observers saw; on return, ``state``.
    /// - Returns: The fields that changed.
    public mutating func refresh(_ state: inout WebViewState) -> WebViewState.Properties {
        let touched = self.touched
        guard !touched.isEmpty else { return [] }
        self.touched = []
        #if DEBUG
            // The tests run debug builds: every refresh checks that the touched fields and the stamps were
            // all it needed, against a comparison of every field.
            var full = state
            var unknown = self
            unknown.published = PublishedStamps()
            let expected = unknown.update(&full, checking: .all)
            let changed = update(&state, checking: touched)
            precondition(
                changed == expected && state == full,
                "refresh missed a change: touched [\(touched)], changed [\(changed)], expected [\(expected)]")
            return changed
        #else
            return update(&state, checking: touched)
        #endif
    }

    /// The one place that derives the observable state from the machine (WebKit's `PageLoadState` rules):
    /// ``refresh(_:)`` and ``state`` both go through it.
    ///
    /// - Parameters:
    ///   - state: Brought up to date in the fields of `checking`.
    ///   - checking: The fields to compare; the others are taken as current.
    /// - Returns: The fields of `checking` that changed.
    ///
    /// `mutating` for ``published`` (a URL whose stamp `state` already holds is not compared), and so that
    /// the machine is not copied to be read: `published` as an `inout` argument beside a borrowed
    /// machine made Swift copy all 490 bytes of it first.
    private mutating func update(
        _ state: inout WebViewState,
        checking: WebViewState.Properties
    ) -> WebViewState.Properties {
        var changed: WebViewState.Properties = []
        if checking.contains(.title), state.title != title {
            state.title = title
            changed.insert(.title)
        }
        if checking.contains(.estimatedProgress), state.estimatedProgress != progress {
            state.estimatedProgress = progress
            changed.insert(.estimatedProgress)
        }
        if !checking.isDisjoint(with: Self.loadProperties) {
            // Fields of `current` are read through `?.`: `map` or `if let` would copy the whole navigation.
            let phase = current?.phase
            let isProvisional = phase?.isProvisional ?? false
            // The URL ``state`` shows: the first of pending, provisional (while provisional), committed.
            let shown =
                pendingStamp != 0
                ? pendingStamp : isProvisional && provisionalStamp != 0 ? provisionalStamp : committedStamp
            if published.url != shown {
                published.url = shown
                // Compared where it is stored: an optional URL built with `??` and compared with Optional's
                // `==` is copied field by field on the way (a tenth of `navsim bench` in a profile).
                if pendingStamp != 0 {
                    if !Self.same(state.url, currentRequest) {
                        state.url = currentRequest
                        changed.insert(.url)
                    }
                } else if isProvisional && provisionalStamp != 0 {
                    if !Self.same(state.url, provisionalURL) {
                        state.url = provisionalURL
                        changed.insert(.url)
                    }
                } else if !Self.same(state.url, committedURL) {
                    state.url = committedURL
                    changed.insert(.url)
                }
            }
            let isLoading = phase != nil
            if state.isLoading != isLoading {
                state.isLoading = isLoading
                changed.insert(.isLoading)
            }
            let securityURL = isProvisional ? provisionalStamp : committedStamp
            if published.securityURL != securityURL || published.sawInsecureContent != sawInsecureContent {
                published.securityURL = securityURL
                published.sawInsecureContent = sawInsecureContent
                let secureScheme = isProvisional ? provisionalURL?.offsets.scheme : committedURL?.offsets.scheme
                let hasOnlySecureContent = !sawInsecureContent && secureScheme == .https
                if state.hasOnlySecureContent != hasOnlySecureContent {
                    state.hasOnlySecureContent = hasOnlySecureContent
                    changed.insert(.hasOnlySecureContent)
                }
            }
        }
        if checking.contains(.canGoBack), state.canGoBack != backForwardList.canGoBack {
            state.canGoBack = backForwardList.canGoBack
            changed.insert(.canGoBack)
        }
        if checking.contains(.canGoForward), state.canGoForward != backForwardList.canGoForward {
            state.canGoForward = backForwardList.canGoForward
            changed.insert(.canGoForward)
        }
        return changed
    }

    /// `lhs == rhs` for optional URLs, without copying either into a tuple first.
    @inline(__always)
    private static func same(_ lhs: ParsedURL?, _ rhs: ParsedURL?) -> Bool {
        guard let lhs else { return rhs == nil }
        guard let rhs else { return false }
        return lhs == rhs
    }

    /// The observable state.
    public var state: WebViewState {
        var machine = self
        return machine.currentState()
    }

    /// Starts a main-frame navigation; supersedes the one in flight.
    ///
    /// - Parameters:
    ///   - request: The request, parsed once.
    ///   - history: How the navigation changes history when it commits.
    ///   - sameDocumentAllowed: Whether a fragment-only change may be a same-document navigation.
    /// - Returns: The new navigation's id (`nil` for a same-document navigation), the superseded
    ///   navigation and whether it was provisional, and the transition.
    public mutating func startNavigation(
        to request: ParsedURL,
        history: HistoryKind = .push,
        sameDocumentAllowed: Bool = true
    ) -> (id: NavigationID?, superseded: (id: NavigationID, wasProvisional: Bool)?, transition: Transition) {
        if sameDocumentAllowed, case .push = history, let committedURL, current == nil,
            committedURL.isSameDocument(as: request)
        {
            self.committedURL = request
            committedStamp = newStamp()
            backForwardList.add(.init(url: request, title: title))
            return (nil, nil, .sameDocument)
        }
        var superseded: (id: NavigationID, wasProvisional: Bool)?
        if let id = current?.id, let phase = current?.phase {
            superseded = (id, phase.isProvisional)
        }
        let id = NavigationID(nextID)
        nextID += 1
        current = Current(id: id, phase: .awaitingActionPolicy, history: history)
        currentRequest = request
        requestStamp = newStamp()
        pendingStamp = requestStamp
        provisionalURL = nil
        provisionalStamp = 0
        progress = 0.1
        return (id, superseded, .askActionPolicy(id))
    }

    /// Applies the action policy.
    ///
    /// - Parameters:
    ///   - id: The navigation decided.
    ///   - policy: The decision.
    /// - Returns: `.stale`, `.cancelled`, `.download` or `.startProvisional`.
    public mutating func actionDecided(_ id: NavigationID, policy: NavigationActionPolicy) -> Transition {
        guard phase(of: id) == .awaitingActionPolicy else { return .stale }
        switch policy {
        case .cancel, .download:
            endNavigation()
            return policy == .cancel ? .cancelled : .download
        case .allow:
            current?.phase = .provisional
            pendingStamp = 0
            provisionalURL = currentRequest
            provisionalStamp = requestStamp
            return .startProvisional
        }
    }

    /// A server redirect arrived: the next action policy is for the target.
    ///
    /// - Parameters:
    ///   - id: The navigation redirected.
    ///   - target: The redirect's target.
    /// - Returns: `.stale` or `.askActionPolicy`.
    public mutating func redirectReceived(_ id: NavigationID, to target: ParsedURL) -> Transition {
        guard phase(of: id) == .provisional else { return .stale }
        currentRequest = target
        requestStamp = newStamp()
        current?.phase = .awaitingActionPolicy
        return .askActionPolicy(id)
    }

    /// Applies the action policy for a redirect's target.
    ///
    /// - Parameters:
    ///   - id: The navigation redirected.
    ///   - policy: The decision.
    /// - Returns: `.stale`, `.redirected` (the provisional URL is now the target) or
    ///   `.failedProvisional(frameLoadInterrupted)`.
    public mutating func redirectDecided(_ id: NavigationID, policy: NavigationActionPolicy) -> Transition {
        guard phase(of: id) == .awaitingActionPolicy else { return .stale }
        guard policy == .allow else {
            endNavigation()
            return .failedProvisional(.frameLoadInterrupted)
        }
        current?.phase = .provisional
        provisionalURL = currentRequest
        provisionalStamp = requestStamp
        return .redirected
    }

    /// The response arrived.
    ///
    /// - Parameter id: The navigation.
    /// - Returns: `.stale` or `.askResponsePolicy`.
    public mutating func responseReceived(_ id: NavigationID) -> Transition {
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
    /// - Returns: `.stale`, `.committed`, `.download` or `.failedProvisional(frameLoadInterrupted)`.
    public mutating func responseDecided(
        _ id: NavigationID,
        policy: NavigationResponsePolicy,
        insecureContent: Bool = false
    ) -> Transition {
        guard phase(of: id) == .awaitingResponsePolicy, let request = currentRequest, let history = current?.history
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
            committedStamp = requestStamp
            provisionalURL = nil
            provisionalStamp = 0
            title = ""
            progress = 0.5
            sawInsecureContent = insecureContent
            let item = BackForwardList.Item(url: request)
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
    /// - Returns: `.stale`, or `.committed` when the title was applied.
    public mutating func titleChanged(_ id: NavigationID, to newTitle: String) -> Transition {
        guard phase(of: id) == .committed else { return .stale }
        title = newTitle
        if var item = backForwardList.currentItem {
            item.title = newTitle
            backForwardList.replaceCurrent(item)
        }
        return .committed
    }

    /// The load finished.
    ///
    /// - Parameter id: The navigation.
    /// - Returns: `.stale` or `.finished`.
    public mutating func finished(_ id: NavigationID) -> Transition {
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
    public mutating func failed(_ id: NavigationID, error: NavigationError) -> Transition {
        guard let phase = phase(of: id), phase != .awaitingActionPolicy else { return .stale }
        endNavigation()
        return phase == .committed ? .failed(error) : .failedProvisional(error)
    }

    /// `stopLoading()`: stops the current navigation.
    ///
    /// - Returns: The stopped navigation and the transition: `.failedProvisional(cancelled)` for a
    ///   provisional load, `.cancelled` for one still awaiting its action policy, `.failed(cancelled)`
    ///   after commit; `nil` when nothing was loading.
    public mutating func stop() -> (id: NavigationID, transition: Transition)? {
        guard let navigation = current else { return nil }
        endNavigation()
        switch navigation.phase {
        case .awaitingActionPolicy: return (navigation.id, .cancelled)
        case .provisional, .awaitingResponsePolicy: return (navigation.id, .failedProvisional(.cancelled))
        case .committed: return (navigation.id, .failed(.cancelled))
        }
    }

    /// The current navigation's phase when `id` is the current navigation.
    private func phase(of id: NavigationID) -> Phase? {
        guard current?.id == id else { return nil }
        return current?.phase
    }

    private mutating func endNavigation() {
        current = nil
        currentRequest = nil
        requestStamp = 0
        progress = 1.0
        pendingStamp = 0
        provisionalURL = nil
        provisionalStamp = 0
    }

    private mutating func newStamp() -> UInt64 {
        defer { nextStamp += 1 }
        return nextStamp
    }
}
