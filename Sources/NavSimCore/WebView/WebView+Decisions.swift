extension WebView {
    /// The action policy when it is known without waiting: no delegate, and the chain decides at once (or
    /// there is no chain and WebKit's default applies). The trace is the same as
    /// ``decideAction(_:chainStart:step:)``'s; the caller saves an `async` call per navigation.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - chainStart: When the chain has to await a handler, set to that handler's index: the walk of the
    ///     exact claims is done once, here, and ``decideAction(_:chainStart:step:)`` goes on from there.
    /// - Returns: The decision, or `nil` when it has to be awaited.
    @inline(__always)
    func decideActionImmediately(_ action: NavigationAction, chainStart: inout Int) -> Decision<NavigationActionPolicy>?
    {
        guard navigationDelegate == nil else { return nil }
        let decision: Decision<NavigationActionPolicy>
        // The chain is used where the configuration holds it: `if let` would copy the chain, retaining and
        // releasing each of its arrays, on every decision.
        if configuration.storage.navigationChain != nil {
            switch configuration.storage.walkChain(action) {
            case .decided(let made):
                decision = Decision(made, fallbackSlot: hot.chainDecisionCounts.count - 1)
            case .awaits(let index):
                chainStart = index
                return nil
            case nil:
                return nil
            }
        } else {
            decision = defaultDecision(action)
        }
        announce(action)
        return decision
    }

    private func defaultDecision(_ action: NavigationAction) -> Decision<NavigationActionPolicy> {
        Decision(policy: configuration.canLoad(action.request) ? .allow : .cancel, decidedBy: "(WebKit default)")
    }

    private func announce(_ action: NavigationAction) {
        emit(
            .decidePolicyForAction,
            action.navigation,
            .action(href: action.request.href, type: action.navigationType, isRedirect: action.isRedirect)
        )
    }

    /// Counts an action decision and traces it: where it takes effect (``applyActionPolicy(_:_:_:)``,
    /// ``applyRedirectPolicy(_:_:_:schemeTask:)``).
    func record(_ decision: Decision<NavigationActionPolicy>, for action: NavigationAction) {
        if let slot = decision.chainSlot {
            hot.chainDecisionCounts[slot] += 1
        } else {
            hot.decisionCounts.count(by: decision.decidedBy)
        }
        if recordsEvents {
            emit(
                .actionDecided, action.navigation,
                .actionDecided(decision.policy, decidedBy: decision.decidedBy, effect: decision.effect))
        }
    }

    /// Asks the delegate or the chain for an action policy that ``decideActionImmediately(_:chainStart:)``
    /// could not give at once.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - chainStart: The chain's first handler to await, as the synchronous walk left it.
    ///   - step: Which decision of the navigation this is.
    /// - Returns: The decision, and the record through which it may have taken effect already (when a
    ///   completion handler or a deadline made it); `nil` when it was made on the web view's isolation.
    func decideAction(
        _ action: NavigationAction,
        chainStart: Int,
        step: PendingDecision.Step
    ) async -> (Decision<NavigationActionPolicy>, PendingDecision?) {
        announce(action)
        if let delegate = navigationDelegate as? any NavigationDelegateWithPreferences {
            let pending = PendingDecision(navigation: action.navigation, action: action, step: step)
            // WebKit calls only the preferences variant when the delegate implements it.
            let className = navigationDelegateClassName
            let withPreferences = await askDelegate(
                className: className,
                selector: WebKitMessages.Selector.decidePolicyForNavigationActionWithPreferences,
                navigation: action.navigation,
                deadlinePolicy: NavigationActionDecision(
                    policy: configuration.decisionDeadline?.policy.actionPolicy ?? .cancel,
                    preferences: WebpagePreferences()
                ),
                awaiting: { gate in
                    pending.actionMade = { gate.value.map(Self.actionDecision(_:)) }
                    self.pendingDecision = pending
                },
                asking: { handler in
                    delegate.webView(
                        self, decidePolicyFor: action, preferences: WebpagePreferences(), decisionHandler: handler)
                }
            )
            return (Self.actionDecision(withPreferences), pending)
        } else if let delegate = navigationDelegate {
            let pending = PendingDecision(navigation: action.navigation, action: action, step: step)
            let className = navigationDelegateClassName
            let decision = await askDelegate(
                className: className,
                selector: WebKitMessages.Selector.decidePolicyForNavigationAction,
                navigation: action.navigation,
                deadlinePolicy: configuration.decisionDeadline?.policy.actionPolicy ?? .cancel,
                awaiting: { gate in
                    pending.actionMade = { gate.value }
                    self.pendingDecision = pending
                },
                asking: { handler in
                    delegate.webView(self, decidePolicyFor: action, decisionHandler: handler)
                }
            )
            return (decision, pending)
        } else if let chain = configuration.storage.navigationChain {
            // A handler that must be awaited, from the first one the synchronous walk could not pass.
            // Only a race against the deadline goes through a gate; otherwise the chain's decision is made
            // on the web view's isolation and takes effect as it returns.
            var pending: PendingDecision?
            let decision = await runChain(chain, action, from: chainStart) { gate in
                let raced = PendingDecision(navigation: action.navigation, action: action, step: step)
                raced.actionMade = { gate.value }
                self.pendingDecision = raced
                pending = raced
            }
            return (decision, pending)
        } else {
            return (defaultDecision(action), nil)
        }
    }

    private static func actionDecision(_ decision: Decision<NavigationActionDecision>) -> Decision<
        NavigationActionPolicy
    > {
        Decision(policy: decision.policy?.policy, decidedBy: decision.decidedBy, byDeadline: decision.byDeadline)
    }

    /// The response policy when no delegate is set: WebKit's default, decided at once.
    func decideResponseImmediately(_ response: NavigationResponse) -> Decision<NavigationResponsePolicy>? {
        navigationDelegate == nil ? defaultDecision(response) : nil
    }

    private func defaultDecision(_ response: NavigationResponse) -> Decision<NavigationResponsePolicy> {
        emit(
            .decidePolicyForResponse, response.navigation,
            .response(statusCode: response.statusCode, mimeType: response.mimeType))
        return Decision<NavigationResponsePolicy>(
            policy: response.canShowMIMEType ? .allow : .cancel,
            decidedBy: "(WebKit default)"
        )
    }

    /// Traces a response decision: where it takes effect
    /// (``applyResponsePolicy(_:_:url:insecureContent:schemeTask:recorded:)``).
    func record(_ decision: Decision<NavigationResponsePolicy>, navigation: NavigationID) {
        if recordsEvents {
            emit(
                .responseDecided, navigation, .responseDecided(decision.policy, decidedBy: decision.decidedBy))
        }
    }

    /// Asks the delegate or WebKit's default for a response policy.
    ///
    /// - Returns: The decision, and the record through which it may have taken effect already.
    func decideResponse(
        _ response: consuming NavigationResponse,
        step: PendingDecision.Step
    ) async -> (Decision<NavigationResponsePolicy>, PendingDecision?) {
        guard let delegate = navigationDelegate else { return (defaultDecision(response), nil) }
        emit(
            .decidePolicyForResponse, response.navigation,
            .response(statusCode: response.statusCode, mimeType: response.mimeType))
        let deadlinePolicy: NavigationResponsePolicy =
            configuration.decisionDeadline?.policy == .failOpen ? .allow : .cancel
        let pending = PendingDecision(navigation: response.navigation, action: nil, step: step)
        let navigation = response.navigation
        var given = Optional(consume response)
        let decision = await askDelegate(
            className: navigationDelegateClassName,
            selector: WebKitMessages.Selector.decidePolicyForNavigationResponse,
            navigation: navigation,
            deadlinePolicy: deadlinePolicy,
            awaiting: { gate in
                pending.responseMade = { gate.value }
                self.pendingDecision = pending
            },
            asking: { handler in
                // Given, not copied: the delegate's requirement takes it `consuming`, and nothing here needs it after.
                // `askDelegate` asks once; a second ask would stop here rather than read nothing.
                delegate.webView(self, decidePolicyFor: given.take()!, decisionHandler: handler)
            }
        )
        return (decision, pending)
    }

    /// Hands a checked completion handler to the delegate and waits for its first call, its release, or
    /// the deadline; `awaiting` is given the gate first, so the decision can take effect when it is made.
    private func askDelegate<Policy: Sendable & CustomStringConvertible>(
        className: String,
        selector: String,
        navigation: NavigationID,
        deadlinePolicy: Policy,
        awaiting: (DecisionGate<Decision<Policy>>) -> Void,
        asking call: (consuming CompletionHandler<Policy>) -> Void
    ) async -> Decision<Policy> {
        let gate = DecisionGate<Decision<Policy>>(placeholder: Decision(policy: nil, decidedBy: ""))
        awaiting(gate)
        let site = completionHandlerSite(className: className, selector: selector, navigation: navigation)
        let log = self.log
        let webViewID = id
        call(
            CompletionHandler<Policy>(site: site) { value in
                if !gate.resolve(Decision(policy: value, decidedBy: className)), let value {
                    log.record(
                        Finding(
                            kind: .lateDecision,
                            severity: .note,
                            message:
                                "Decision '\(value)' for navigation \(navigation) arrived after the deadline and was ignored",
                            webView: webViewID,
                            navigation: navigation,
                            handler: className
                        )
                    )
                }
            }
        )
        guard let deadline = configuration.decisionDeadline, gate.value == nil else { return await gate.wait() }
        return await waitWithDeadline(
            gate,
            deadline: deadline,
            navigation: navigation,
            selector: selector,
            holder: className,
            deadlinePolicy: deadlinePolicy
        )
    }

    /// Runs the configuration's chain from the handler at `start`; races it against the deadline when a
    /// handler may defer (then `awaiting` is given the gate the race resolves).
    private func runChain(
        _ chain: NavigationChain,
        _ action: NavigationAction,
        from start: Int,
        awaiting: (DecisionGate<Decision<NavigationActionPolicy>>) -> Void
    ) async -> Decision<NavigationActionPolicy> {
        let context = DecisionContext(clock: clock, webView: id)
        let errorPolicy = configuration.chainErrorPolicy
        let log = self.log
        guard chain.mayDefer, let deadline = configuration.decisionDeadline else {
            return await Self.evaluate(chain, action, from: start, context: context, errorPolicy: errorPolicy, log: log)
        }
        let gate = DecisionGate<Decision<NavigationActionPolicy>>(placeholder: Decision(policy: nil, decidedBy: ""))
        awaiting(gate)
        return await withTaskGroup(of: Void.self) { group in
            group.addTask {
                let decision = await Self.evaluate(
                    chain, action, from: start, context: context, errorPolicy: errorPolicy, log: log)
                if Task.isCancelled { return }
                if !gate.resolve(decision), let policy = decision.policy {
                    log.record(
                        Finding(
                            kind: .lateDecision,
                            severity: .note,
                            message:
                                "Decision '\(policy)' for navigation \(action.navigation) arrived after the deadline and was ignored",
                            webView: action.webView,
                            navigation: action.navigation,
                            handler: decision.decidedBy
                        )
                    )
                }
            }
            let result = await waitWithDeadline(
                gate,
                deadline: deadline,
                navigation: action.navigation,
                selector: "navigation chain",
                holder: chain.names.joined(separator: " → "),
                deadlinePolicy: deadline.policy.actionPolicy
            )
            group.cancelAll()
            return result
        }
    }

    private static func evaluate(
        _ chain: NavigationChain,
        _ action: NavigationAction,
        from start: Int,
        context: DecisionContext,
        errorPolicy: NavigationActionPolicy,
        log: FindingLog
    ) async -> Decision<NavigationActionPolicy> {
        do {
            return Decision(try await chain.decide(action, context: context, from: start), of: chain)
        } catch {
            if !Task.isCancelled {
                log.record(
                    Finding(
                        kind: .handlerThrew,
                        severity: .warning,
                        message: "\(error); applied \(errorPolicy)",
                        webView: action.webView,
                        navigation: action.navigation,
                        handler: error.handler
                    )
                )
            }
            return Decision(policy: errorPolicy, decidedBy: "\(error.handler) (threw)")
        }
    }

    /// Waits for a gate or the deadline, whichever comes first; a deadline records a finding.
    private func waitWithDeadline<Policy: Sendable & CustomStringConvertible>(
        _ gate: DecisionGate<Decision<Policy>>,
        deadline: DecisionDeadline,
        navigation: NavigationID,
        selector: String,
        holder: String,
        deadlinePolicy: Policy
    ) async -> Decision<Policy> {
        let clock = self.clock
        let decision = await withTaskGroup(of: Void.self) { group in
            group.addTask {
                do { try await clock.pause(for: deadline.duration) } catch { return }
                gate.resolve(
                    Decision(policy: deadlinePolicy, decidedBy: Decision<Policy>.deadlineName, byDeadline: true))
            }
            let decision = await gate.wait()
            group.cancelAll()
            return decision
        }
        if decision.byDeadline {
            log.record(
                Finding(
                    kind: .decisionDeadlineExceeded,
                    severity: .warning,
                    message:
                        "No decision for \(navigation) from \(selector) within \(deadline.duration); "
                        + "applied \(deadline.policy == .failOpen ? "fail-open" : "fail-closed"): \(deadlinePolicy)",
                    webView: id,
                    navigation: navigation,
                    handler: holder,
                    step: step
                )
            )
        }
        return decision
    }
}
