/// A script injected into pages (`WKUserScript`).
public struct UserScript: Sendable, Hashable {
    /// When a user script runs.
    public enum InjectionTime: String, Sendable, Hashable, Codable {
        /// After the document element is created, before other content.
        case atDocumentStart
        /// After the document loads, before subresources.
        case atDocumentEnd
    }

    /// The script's source.
    public var source: String
    /// When it runs.
    public var injectionTime: InjectionTime
    /// Whether it runs in the main frame only, or in every frame.
    public var forMainFrameOnly: Bool
    /// A short name for traces.
    public var name: String

    /// Creates a user script.
    ///
    /// - Parameters:
    ///   - source: The script's source.
    ///   - injectionTime: When it runs.
    ///   - forMainFrameOnly: Whether it runs in the main frame only.
    ///   - name: A short name for traces.
    public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool, name: String = "script") {
        self.source = source
        self.injectionTime = injectionTime
        self.forMainFrameOnly = forMainFrameOnly
        self.name = name
    }

    /// The script the builder adds for `disableZoom`: a viewport that forbids scaling.
    public static let disableZoom = UserScript(
        source: """
            var meta = document.createElement('meta'); meta.name = 'viewport'; \
            meta.content = 'width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=no'; \
            document.getElementsByTagName('head')[0].appendChild(meta);
            """,
        injectionTime: .atDocumentEnd,
        forMainFrameOnly: true,
        name: "disable-zoom"
    )
}
