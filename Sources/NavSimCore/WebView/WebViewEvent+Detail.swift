extension WebViewEvent {
    /// An event's details as values: what the web view knew when it emitted the event, rendered as text
    /// (``WebViewEvent/detail``) only when a timeline, a log or a test reads it. A schedule that passes is
    /// never shown, so its events never build a string.
    ///
    /// Every case renders exactly the text the web view wrote before details were values.
    package enum Detail: Sendable {
        /// Text, as given.
        case text(String)
        /// A URL's `href`: `load`, `didCommit`, `didFinish`, provisional starts, redirects, downloads.
        case url(String)
        /// An action asked of the delegate or chain: `<href> type=<type>[ redirect]`.
        case action(href: String, type: NavigationType, isRedirect: Bool)
        /// An action decision: `<policy> by <who>[: <effect>]`; no policy when the handler was released
        /// uncalled.
        case actionDecided(NavigationActionPolicy?, decidedBy: String, effect: HandlerEffect?)
        /// A response asked of the delegate: `<status> <MIME type>`.
        case response(statusCode: Int, mimeType: String)
        /// A response decision: `<policy> by <who>`.
        case responseDecided(NavigationResponsePolicy?, decidedBy: String)
        /// A navigation superseded by a load of this `href`: `by <href>`.
        case supersededBy(String)
        /// A navigation failed: the error's text.
        case error(NavigationError)
        /// A script message posted to a handler: `<name> <body>[ (with reply)]`.
        case scriptMessage(name: String, body: ScriptValue, withReply: Bool)
        /// A user script injected: `<name> <time> main`, or `<name> <time> <frame>` in an iframe.
        case userScript(name: String, time: UserScript.InjectionTime, frame: FrameInfo?)
        /// A scheme task started, was stopped, or was called: `start task#<id> <href>`,
        /// `stop task#<id> <href>`, `task#<id> <href> <event>`.
        case schemeTask(SchemeTaskStep, task: Int, href: String)
        /// A published state change, rendered as ``WebViewStateChange/description``.
        case stateChange(WebViewStateChange)

        /// What a scheme task event says happened.
        package enum SchemeTaskStep: Sendable {
            case start
            case stop
            case called(URLSchemeTaskEvent)
        }

        /// The text the timeline shows.
        package var text: String {
            switch self {
            case .text(let text), .url(let text):
                return text
            case .action(let href, let type, let isRedirect):
                return isRedirect ? "\(href) type=\(type.rawValue) redirect" : "\(href) type=\(type.rawValue)"
            case .actionDecided(let policy, let decidedBy, let effect):
                let decided = "\(policy?.rawValue ?? "none (handler released uncalled)") by \(decidedBy)"
                return effect.map { decided + ": \($0)" } ?? decided
            case .response(let statusCode, let mimeType):
                return "\(statusCode) \(mimeType)"
            case .responseDecided(let policy, let decidedBy):
                return "\(policy?.rawValue ?? "none") by \(decidedBy)"
            case .supersededBy(let href):
                return "by \(href)"
            case .error(let error):
                return "\(error)"
            case .scriptMessage(let name, let body, let withReply):
                return withReply ? "\(name) \(body) (with reply)" : "\(name) \(body)"
            case .userScript(let name, let time, let frame):
                return "\(name) \(time.rawValue) \(frame.map { "\($0)" } ?? "main")"
            case .schemeTask(let step, let task, let href):
                switch step {
                case .start: return "start task#\(task) \(href)"
                case .stop: return "stop task#\(task) \(href)"
                case .called(let event): return "task#\(task) \(href) \(event)"
                }
            case .stateChange(let change):
                return change.description
            }
        }
    }
}
