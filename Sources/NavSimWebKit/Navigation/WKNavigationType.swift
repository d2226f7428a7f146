import NavSim

/// What started a navigation (`WKNavigationType`), with WebKit's raw values.
public enum WKNavigationType: Int, Sendable {
    /// A link was activated.
    case linkActivated = 0
    /// A form was submitted.
    case formSubmitted = 1
    /// An item of the back-forward list was requested.
    case backForward = 2
    /// The page was reloaded.
    case reload = 3
    /// A form was resubmitted.
    case formResubmitted = 4
    /// Anything else, an app's `load` included.
    case other = -1

    init(_ type: NavigationType) {
        switch type {
        case .linkActivated: self = .linkActivated
        case .formSubmitted: self = .formSubmitted
        case .backForward: self = .backForward
        case .reload: self = .reload
        case .formResubmitted: self = .formResubmitted
        case .other: self = .other
        }
    }
}
