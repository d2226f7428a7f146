/// A set of navigation types, as a bit mask: a handler's filter costs one AND per decision.
public struct NavigationTypes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Creates the set holding one type.
    ///
    /// - Parameter type: The navigation type.
    public init(_ type: NavigationType) {
        switch type {
        case .linkActivated: self = .linkActivated
        case .formSubmitted: self = .formSubmitted
        case .backForward: self = .backForward
        case .reload: self = .reload
        case .formResubmitted: self = .formResubmitted
        case .other: self = .other
        }
    }

    /// Link taps.
    public static let linkActivated = NavigationTypes(rawValue: 1 << 0)
    /// Form submissions.
    public static let formSubmitted = NavigationTypes(rawValue: 1 << 1)
    /// Back and forward.
    public static let backForward = NavigationTypes(rawValue: 1 << 2)
    /// Reloads.
    public static let reload = NavigationTypes(rawValue: 1 << 3)
    /// Form resubmissions.
    public static let formResubmitted = NavigationTypes(rawValue: 1 << 4)
    /// Loads by the app and script-initiated navigations, including a web view's initial load.
    public static let other = NavigationTypes(rawValue: 1 << 5)
    /// Every type.
    public static let all: NavigationTypes = [
        .linkActivated, .formSubmitted, .backForward, .reload, .formResubmitted, .other,
    ]
    /// What a user does in the page: link taps and form submissions. Excludes the app's own loads.
    public static let userInitiated: NavigationTypes = [.linkActivated, .formSubmitted]

    /// Whether the set holds a type.
    ///
    /// - Parameter type: The navigation type.
    /// - Returns: `true` when the type is in the set.
    public func contains(_ type: NavigationType) -> Bool { contains(NavigationTypes(type)) }
}
