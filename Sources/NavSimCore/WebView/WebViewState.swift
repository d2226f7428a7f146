/// A web view's observable properties (KVO in WebKit), as one value.
public struct WebViewState: Sendable, Hashable, CustomStringConvertible {
    /// The page title; reset to `""` on commit.
    public var title: String
    /// The first of: the pending requested URL, the unreachable URL, the provisional URL (while
    /// provisional), the committed URL.
    public var url: ParsedURL?
    /// The load's progress, from `0.1` at the request to `1.0` at finish.
    public var estimatedProgress: Double
    /// Whether a request is pending, provisional or committed but not finished.
    public var isLoading: Bool
    /// `false` once insecure content was seen; otherwise whether the provisional or committed URL is https.
    public var hasOnlySecureContent: Bool
    /// Whether the back list has an entry.
    public var canGoBack: Bool
    /// Whether the forward list has an entry.
    public var canGoForward: Bool

    /// The state of a new web view.
    public static let initial = WebViewState(
        title: "",
        url: nil,
        estimatedProgress: 0,
        isLoading: false,
        hasOnlySecureContent: false,
        canGoBack: false,
        canGoForward: false
    )

    /// The properties that differ between two states.
    ///
    /// - Parameter other: The earlier state.
    /// - Returns: The properties whose values differ.
    public func changes(since other: WebViewState) -> Properties {
        var changed: Properties = []
        if title != other.title { changed.insert(.title) }
        if url != other.url { changed.insert(.url) }
        if estimatedProgress != other.estimatedProgress { changed.insert(.estimatedProgress) }
        if isLoading != other.isLoading { changed.insert(.isLoading) }
        if hasOnlySecureContent != other.hasOnlySecureContent { changed.insert(.hasOnlySecureContent) }
        if canGoBack != other.canGoBack { changed.insert(.canGoBack) }
        if canGoForward != other.canGoForward { changed.insert(.canGoForward) }
        return changed
    }

    public var description: String {
        "url=\(url?.href ?? "nil") title=\"\(title)\" loading=\(isLoading) progress=\(estimatedProgress) "
            + "secure=\(hasOnlySecureContent) back=\(canGoBack) forward=\(canGoForward)"
    }

    /// A set of observable properties.
    public struct Properties: OptionSet, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: UInt8

        /// Creates a set from its bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// `title`.
        public static let title = Properties(rawValue: 1 << 0)
        /// `url`.
        public static let url = Properties(rawValue: 1 << 1)
        /// `estimatedProgress`.
        public static let estimatedProgress = Properties(rawValue: 1 << 2)
        /// `isLoading`.
        public static let isLoading = Properties(rawValue: 1 << 3)
        /// `hasOnlySecureContent`.
        public static let hasOnlySecureContent = Properties(rawValue: 1 << 4)
        /// `canGoBack`.
        public static let canGoBack = Properties(rawValue: 1 << 5)
        /// `canGoForward`.
        public static let canGoForward = Properties(rawValue: 1 << 6)
        /// Every observable property.
        public static let all: Properties = [
            .title, .url, .estimatedProgress, .isLoading, .hasOnlySecureContent, .canGoBack, .canGoForward,
        ]

        public var description: String {
            let names: [(Properties, String)] = [
                (.title, "title"), (.url, "url"), (.estimatedProgress, "estimatedProgress"), (.isLoading, "isLoading"),
                (.hasOnlySecureContent, "hasOnlySecureContent"), (.canGoBack, "canGoBack"),
                (.canGoForward, "canGoForward"),
            ]
            return names.filter { contains($0.0) }.map(\.1).joined(separator: ",")
        }
    }
}

/// One batch of observable changes: every property that changed within one step.
public struct WebViewStateChange: Sendable, Hashable, CustomStringConvertible {
    // The state first: with the one-byte `changed` first, a change built from the published state was
    // written at an offset its readers then loaded across, stalling each load (seen in a profile).
    /// The state after the step.
    public var state: WebViewState
    /// The web view's step counter.
    public var step: Int
    /// The properties that changed.
    public var changed: WebViewState.Properties

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - changed: The properties that changed.
    ///   - state: The state after the step.
    ///   - step: The web view's step counter.
    public init(changed: WebViewState.Properties, state: WebViewState, step: Int) {
        self.state = state
        self.step = step
        self.changed = changed
    }

    public var description: String { "[\(changed)] \(state)" }

    /// An empty batch, to hold a place while the web view's batch is moved out.
    static let placeholder = WebViewStateChange(changed: [], state: .initial, step: 0)
}
