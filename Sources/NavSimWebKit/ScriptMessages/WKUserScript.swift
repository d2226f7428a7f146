import NavSim

/// When a user script runs (`WKUserScriptInjectionTime`).
public enum WKUserScriptInjectionTime: Int, Sendable {
    /// After the document element is created, before other content.
    case atDocumentStart = 0
    /// After the document loads, before subresources.
    case atDocumentEnd = 1
}

/// A script injected into pages (`WKUserScript`).
@preconcurrency @MainActor
public final class WKUserScript: NSObject {
    /// The source.
    public let source: String
    /// When it runs.
    public let injectionTime: WKUserScriptInjectionTime
    /// Whether it runs in the main frame only.
    public let isForMainFrameOnly: Bool

    /// Creates a user script.
    ///
    /// - Parameters:
    ///   - source: The source.
    ///   - injectionTime: When it runs.
    ///   - forMainFrameOnly: Whether it runs in the main frame only.
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        self.isForMainFrameOnly = forMainFrameOnly
    }

    /// Creates a user script for a content world.
    ///
    /// - Parameters:
    ///   - source: The source.
    ///   - injectionTime: When it runs.
    ///   - forMainFrameOnly: Whether it runs in the main frame only.
    ///   - contentWorld: The world (recorded; NavSim runs no JavaScript).
    public convenience init(
        source: String,
        injectionTime: WKUserScriptInjectionTime,
        forMainFrameOnly: Bool,
        in contentWorld: WKContentWorld
    ) {
        self.init(source: source, injectionTime: injectionTime, forMainFrameOnly: forMainFrameOnly)
    }

    var core: UserScript {
        UserScript(
            source: source,
            injectionTime: injectionTime == .atDocumentStart ? .atDocumentStart : .atDocumentEnd,
            forMainFrameOnly: isForMainFrameOnly
        )
    }
}
