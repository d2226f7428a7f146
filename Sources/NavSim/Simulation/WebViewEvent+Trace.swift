/// A web view's event is kept in a schedule's trace as a value: its kind, navigation and details (a URL,
/// a policy and who decided it, a state change's properties and state) are digested as they are, and the
/// timeline's text is rendered only when the trace is shown.
extension WebViewEvent: TraceEventValue {
    public var kindName: String { kind.rawValue }

    @inline(__always)
    public func digest(into digester: inout TraceDigester) {
        digester.combine(kind.rawValue)
        digester.combine(navigation.map(\.rawValue) ?? .max)
        payload.digest(into: &digester)
    }
}

extension WebViewEvent.Detail {
    /// The details' digest, from their values.
    ///
    /// A method of the details, switching on `self`: the same switch on the event's `payload` copied the whole
    /// event first (an outlined copy and destroy of its strings and values per event digested, about 3.7 % of a
    /// `preset-default` schedule), as the compiler kept the bound values alive through a copy of their parent.
    @inline(__always)
    fileprivate func digest(into digester: inout TraceDigester) {
        switch self {
        case .text(let text), .url(let text):
            // A URL digests as its text does: the same event recorded either way has one digest.
            digester.combine(text)
        case .action(let href, let type, let isRedirect):
            digester.combine(href)
            digester.combine(type.rawValue)
            digester.combine(isRedirect)
        case .actionDecided(let policy, let decidedBy, let effect):
            digester.combine(policy?.rawValue)
            digester.combine(decidedBy)
            if let effect {
                digester.combine(effect.kind.rawValue)
                digester.combine(effect.target)
                digester.combine(effect.argument)
            } else {
                digester.combine(false)
            }
        case .response(let statusCode, let mimeType):
            digester.combine(statusCode)
            digester.combine(mimeType)
        case .responseDecided(let policy, let decidedBy):
            digester.combine(policy?.rawValue)
            digester.combine(decidedBy)
        case .supersededBy(let href):
            digester.combine(1)
            digester.combine(href)
        case .error(let error):
            digester.combine(error.description)
        case .scriptMessage(let name, let body, let withReply):
            digester.combine(name)
            WebViewEvent.digest(body, into: &digester)
            digester.combine(withReply)
        case .userScript(let name, let time, let frame):
            digester.combine(name)
            digester.combine(time.rawValue)
            digester.combine(frame?.description)
        case .schemeTask(let step, let task, let href):
            switch step {
            case .start: digester.combine(1)
            case .stop: digester.combine(2)
            case .called(let event): digester.combine(event.description)
            }
            digester.combine(task)
            digester.combine(href)
        case .stateChange(let change):
            WebViewEvent.digest(changed: change.changed, state: change.state, into: &digester)
        }
    }
}

extension WebViewEvent {
    /// A state change's details' digest, from its values: the event's, and a lent state's.
    @inline(__always)
    static func digest(
        changed: WebViewState.Properties, state: borrowing WebViewState, into digester: inout TraceDigester
    ) {
        digester.combine(UInt64(changed.rawValue))
        digester.combine(state.url?.href)
        digester.combine(state.title)
        digester.combine(state.estimatedProgress.bitPattern)
        digester.combine(state.isLoading)
        digester.combine(state.hasOnlySecureContent)
        digester.combine(state.canGoBack)
        digester.combine(state.canGoForward)
    }

    /// A `stateChanged` event's digest, from its values, as ``digest(into:)`` feeds it for the event.
    @inline(__always)
    static func digestStateChange(
        navigation: NavigationID?, changed: WebViewState.Properties, state: borrowing WebViewState,
        into digester: inout TraceDigester
    ) {
        digester.combine(Kind.stateChanged.rawValue)
        digester.combine(navigation.map(\.rawValue) ?? .max)
        digest(changed: changed, state: state, into: &digester)
    }

    /// A script value's digest, from its values (a dictionary's in key order).
    fileprivate static func digest(_ value: ScriptValue, into digester: inout TraceDigester) {
        switch value {
        case .number(let number):
            digester.combine(1)
            digester.combine(number.bitPattern)
        case .string(let string):
            digester.combine(string)
        case .date(let date):
            digester.combine(3)
            digester.combine(date.bitPattern)
        case .array(let values):
            digester.combine(4)
            digester.combine(values.count)
            for element in values { digest(element, into: &digester) }
        case .dictionary(let values):
            digester.combine(5)
            digester.combine(values.count)
            if values.count == 1, let (key, element) = values.first {
                // One entry (a page's `{ "event": "ready" }`) is in key order already: no sorted copy is made.
                digester.combine(key)
                digest(element, into: &digester)
            } else {
                for (key, element) in values.sorted(by: { $0.key < $1.key }) {
                    digester.combine(key)
                    digest(element, into: &digester)
                }
            }
        case .null:
            digester.combine(6)
        }
    }
}
