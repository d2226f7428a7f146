extension NavigationStateMachine {
    /// What ``startNavigation(to:history:sameDocumentAllowed:)`` did.
    public enum NavigationStarted: Sendable, Hashable {
        /// A same-document navigation: only the URL changed; no delegate method is called.
        case sameDocument
        /// A new navigation: ask for its action policy. The navigation it superseded, if one was in flight,
        /// fails with `cancelled` (-999) when it was provisional.
        case askActionPolicy(NavigationID, superseded: Superseded?)

        /// A navigation a new one superseded.
        public struct Superseded: Sendable, Hashable {
            /// The navigation.
            public var id: NavigationID
            /// Whether it was provisional (WebKit calls `didFailProvisionalNavigation` for it).
            public var wasProvisional: Bool

            /// Creates the record of a superseded navigation.
            ///
            /// - Parameters:
            ///   - id: The navigation.
            ///   - wasProvisional: Whether it was provisional.
            public init(id: NavigationID, wasProvisional: Bool) {
                self.id = id
                self.wasProvisional = wasProvisional
            }
        }

        /// The new navigation; `nil` for a same-document navigation.
        public var id: NavigationID? {
            if case .askActionPolicy(let id, _) = self { return id }
            return nil
        }

        /// The navigation superseded, if any.
        public var superseded: Superseded? {
            if case .askActionPolicy(_, let superseded) = self { return superseded }
            return nil
        }
    }

    /// What ``actionDecided(_:policy:)`` did.
    public enum ActionDecided: Sendable, Hashable {
        /// The navigation is no longer current; nothing changed.
        case stale
        /// Cancelled: nothing more happens, no delegate method is called.
        case cancelled
        /// The action became a download.
        case download
        /// Call `didStartProvisionalNavigation` and fetch the response.
        case startProvisional
    }

    /// What ``redirectReceived(_:to:)`` did.
    public enum RedirectReceived: Sendable, Hashable {
        /// The navigation is no longer provisional and current; nothing changed.
        case stale
        /// Ask the action policy for the target.
        case askActionPolicy
    }

    /// What ``redirectDecided(_:policy:)`` did.
    public enum RedirectDecided: Sendable, Hashable {
        /// The navigation is no longer current; nothing changed.
        case stale
        /// Call `didReceiveServerRedirectForProvisionalNavigation`; the provisional URL is the target.
        case redirected
        /// Refused: call `didFailProvisionalNavigation` with the error (`frameLoadInterrupted`, 102).
        case failedProvisional(NavigationError)
    }

    /// What ``responseReceived(_:)`` did.
    public enum ResponseReceived: Sendable, Hashable {
        /// The navigation is no longer provisional and current; nothing changed.
        case stale
        /// Ask for the response policy.
        case askResponsePolicy
    }

    /// What ``responseDecided(_:policy:insecureContent:)`` did.
    public enum ResponseDecided: Sendable, Hashable {
        /// The navigation is no longer current; nothing changed.
        case stale
        /// Call `didCommit`.
        case committed
        /// The response became a download.
        case download
        /// Refused: call `didFailProvisionalNavigation` with the error (`frameLoadInterrupted`, 102).
        case failedProvisional(NavigationError)
    }

    /// What ``titleChanged(_:to:)`` did.
    public enum TitleChanged: Sendable, Hashable {
        /// The navigation is not the committed current one; nothing changed.
        case stale
        /// The title and the current history item's title changed.
        case applied
    }

    /// What ``finished(_:)`` did.
    public enum Finished: Sendable, Hashable {
        /// The navigation is not the committed current one; nothing changed.
        case stale
        /// Call `didFinish`.
        case finished
    }

    /// What ``failed(_:error:)`` did.
    public enum Failed: Sendable, Hashable {
        /// The navigation is not current, or still awaits its action policy; nothing changed.
        case stale
        /// Before commit: call `didFailProvisionalNavigation` with the error.
        case failedProvisional(NavigationError)
        /// After commit: call `didFail` with the error.
        case failed(NavigationError)
    }

    /// How ``stop()`` ended the current navigation.
    public enum Stopped: Sendable, Hashable {
        /// It awaited its action policy: it ends with no delegate call.
        case cancelled(NavigationID)
        /// It was provisional: call `didFailProvisionalNavigation` with the error (`cancelled`, -999).
        case failedProvisional(NavigationID, NavigationError)
        /// It was committed: call `didFail` with the error (`cancelled`, -999).
        case failed(NavigationID, NavigationError)

        /// The navigation stopped.
        public var id: NavigationID {
            switch self {
            case .cancelled(let id), .failedProvisional(let id, _), .failed(let id, _): id
            }
        }
    }
}
