// The publishing bookkeeping of the machine: deriving the observable state (WebKit's `PageLoadState`
// rules) and bringing the last published state up to date with as little comparing and copying as it
// takes. The transitions themselves (`NavigationStateMachine.swift`) only set fields.

extension NavigationStateMachine {
    /// A URL the machine shows, with the stamp that names its value: a new request gets a fresh stamp, and
    /// the stamp moves with the URL from field to field (request → provisional → committed).
    /// ``refresh(_:)`` compares and copies the shown URL only when the shown stamp is not the one it last
    /// published: once per navigation instead of at every step.
    ///
    /// 60 bytes (a 56-byte `ParsedURL` and a 32-bit stamp): under the 64 bytes from which the compiler
    /// copies a value through its value witnesses (ARCHITECTURE.md, Building).
    struct StampedURL: Sendable {
        /// The URL.
        var url: ParsedURL
        /// Its stamp; never 0.
        var stamp: UInt32

        init(_ url: ParsedURL, stamp: UInt32) {
            self.url = url
            self.stamp = stamp
        }
    }

    /// The stamp of the URL a refresh left in the published state, and the inputs of its
    /// `hasOnlySecureContent` (the stamp of the URL whose scheme counts, and whether insecure content was
    /// seen); `nil` when unknown, which makes the next refresh compare. A stamp of 0 stands for no URL.
    struct PublishedStamps {
        var url: UInt32?
        var securityURL: UInt32?
        var sawInsecureContent = false
    }

    /// What the navigation and its URLs feed: which URL shows, whether loading, whether secure.
    static let loadProperties: WebViewState.Properties = [.url, .isLoading, .hasOnlySecureContent]

    /// The observable state.
    public var state: WebViewState {
        var machine = self
        return machine.currentState()
    }

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
        #if NAVSIM_INTERNAL_CHECKS
            // NavSim's own tests (NAVSIM_INTERNAL_CHECKS=1, see Package.swift): every refresh checks that the
            // touched fields and the stamps were all it needed, against a comparison of every field.
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
    /// machine made Swift copy all of it first.
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
            // Fields are read through `?.`: `map` or `if let` would copy the whole navigation or URL.
            let phase = current?.phase
            let isProvisional = phase?.isProvisional ?? false
            let showsProvisional = isProvisional && provisionalURL != nil
            // The URL ``state`` shows: the first of pending, provisional (while provisional), committed.
            let shown =
                requestIsPending
                ? requestURL?.stamp ?? 0 : showsProvisional ? provisionalURL?.stamp ?? 0 : committedURL?.stamp ?? 0
            if published.url != shown {
                published.url = shown
                // Compared where it is stored: an optional URL built with `??` and compared with Optional's
                // `==` is copied field by field on the way (a tenth of `navsim bench` in a profile).
                if requestIsPending {
                    if !Self.same(state.url, requestURL) {
                        state.url = requestURL?.url
                        changed.insert(.url)
                    }
                } else if showsProvisional {
                    if !Self.same(state.url, provisionalURL) {
                        state.url = provisionalURL?.url
                        changed.insert(.url)
                    }
                } else if !Self.same(state.url, committedURL) {
                    state.url = committedURL?.url
                    changed.insert(.url)
                }
            }
            let isLoading = phase != nil
            if state.isLoading != isLoading {
                state.isLoading = isLoading
                changed.insert(.isLoading)
            }
            let securityURL = isProvisional ? provisionalURL?.stamp ?? 0 : committedURL?.stamp ?? 0
            if published.securityURL != securityURL || published.sawInsecureContent != sawInsecureContent {
                published.securityURL = securityURL
                published.sawInsecureContent = sawInsecureContent
                let secureScheme =
                    isProvisional ? provisionalURL?.url.offsets.scheme : committedURL?.url.offsets.scheme
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

    /// `lhs == rhs?.url` for optional URLs, without copying either into a tuple or an optional first.
    @inline(__always)
    private static func same(_ lhs: ParsedURL?, _ rhs: StampedURL?) -> Bool {
        guard let lhs else { return rhs == nil }
        guard let rhs else { return false }
        return lhs == rhs.url
    }
}
