import NavSimCore

/// An action that shows a finding: a URL, how it was navigated, and the decisions involved.
public struct OrderingWitness: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The URL as written in the corpus.
    public var url: String
    /// How the URL was navigated: `other` for an app load, `linkActivated` for a link tap.
    public var navigationType: NavigationType
    /// The decisions the finding compares, in the order its message names them: the two claims of an
    /// overlap, the configured and swapped decisions of an order-sensitive pair, the deciding handler
    /// and the shadowed one.
    public var decisions: [OrderingDecision]

    /// Creates a witness.
    ///
    /// - Parameters:
    ///   - url: The URL as written in the corpus.
    ///   - navigationType: How the URL was navigated.
    ///   - decisions: The decisions the finding compares.
    public init(url: String, navigationType: NavigationType, decisions: [OrderingDecision]) {
        self.url = url
        self.navigationType = navigationType
        self.decisions = decisions
    }

    /// `https://example.com/product/new (link tap): cancel by A … | cancel by B …`.
    public var description: String {
        "\(url) (\(navigationType.orderingLabel)): " + decisions.map(\.description).joined(separator: " | ")
    }
}

extension NavigationType {
    /// How a report names the navigation type: `app load`, `link tap`.
    var orderingLabel: String {
        switch self {
        case .other: "app load"
        case .linkActivated: "link tap"
        case .formSubmitted: "form submission"
        case .backForward: "back/forward"
        case .reload: "reload"
        case .formResubmitted: "form resubmission"
        }
    }
}
