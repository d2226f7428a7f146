extension WebView {
    /// The action policy when it is known without waiting: no delegate, and the chain decides at once (or
    /// there is no chain and WebKit's default applies). The trace and the counts are the same as
    /// ``decideAction(_:)``'s; the caller saves an `async` call per navigation.
    func decideActionImmediately(_ action: NavigationAction) -> Decision<NavigationActionPolicy>? {
        guard navigationDelegate == nil else { return nil }
        let decision: Decision<NavigationActionPolicy>
        // The chain is used where the configuration holds it: `if let` would copy the chain, retaining and
        // releasing each of its arrays, on every decision.
        if configuration.navigationChain != nil {
            guard let made = configuration.navigationChain?.decideImmediately(action) else { return nil }
            decision = Decision(made, fallbackSlot: chainDecisionCounts.count - 1)
        } else {
            decision = defaultDecision(action)
        }
        announce(action)
        record(decision, for: action)
        return decision
    }

    private func defaultDecision(_ action: NavigationAction) -> Decision<NavigationActionPolicy> {
        Decision(policy: configuration.canLoad(action.request) ? .allow : .cancel, decidedBy: "(WebKit default)")
    }

    private func announce(_ action: NavigationAction) {
        emit(
            .decidePolicyForAction,
            action.navigation,
            "\(action.request.href) type=\(action.navigationType.rawValue)\(action.isRedirect ? " redirect" : "")"
        )
    }

    private func record(_ decision: Decision<NavigationActionPolicy>, for action: NavigationAction) {
        if let slot = decision.chainSlot {
            chainDecisionCounts[slot] += 1
        } else {
            decisionCounts[decision.decidedBy, default: 0] += 1
        }
        if recordsEvents {
            let policy = decision.policy.map { "\($0)" } ?? "none (handler released uncalled)"
            emit(
                .actionDecided,
                action.navigation,
                "\(policy) by \(decision.decidedBy)" + (decision.effect.map { ": \($0)" } ?? "")
            )
        }
    }

    /// Asks the delegate, the chain or WebKit's default for an action policy.
    func decideAction(_ action: NavigationAction) async -> Decision<NavigationActionPolicy> {
        if let decision = decideActionImmediately(action) { return decision }
        announce(action)
        let decision: Decision<NavigationActionPolicy>
        if let delegate = navigationDelegate as? any NavigationDelegateWithPreferences {
            // WebKit calls only the preferences variant when the delegate implements it.
            let className = navigationDelegateClassName
            let withPreferences = await askDelegate(
                className: className,
                selector: WebKitMessages.Selector.decidePolicyForNavigationActionWithPreferences,
                navigation: action.navigation,
                deadlinePolicy: NavigationActionDecision(
                    policy: configuration.decisionDeadline?.policy.actionPolicy ?? .cancel,
                    preferences: WebpagePreferences()
                )
            ) { handler in
                delegate.webView(
                    self, decidePolicyFor: action, preferences: WebpagePreferences(), decisionHandler: handler)
            }
            decision = Decision(
                policy: withPreferences.policy?.policy,
                decidedBy: withPreferences.decidedBy,
                byDeadline: withPreferences.byDeadline
            )
        } else if let delegate = navigationDelegate {
            let className = navigationDelegateClassName
            decision = await askDelegate(
                className: className,
                selector: WebKitMessages.Selector.decidePolicyForNavigationAction,
                navigation: action.navigation,
                deadlinePolicy: configuration.decisionDeadline?.policy.actionPolicy ?? .cancel
            ) { handler in
                delegate.webView(self, decidePolicyFor: action, decisionHandler: handler)
            }
        } else if let chain = configuration.navigationChain {
            // A handler that must be awaited: every decision known at once was taken above.
            decision = await runChain(chain, action)
        } else {
            decision = defaultDecision(action)
        }
        record(decision, for: action)
        return decision
    }

    /// The response policy when no delegate is set: WebKit's default, decided at once.
    func decideResponseImmediately(_ response: NavigationResponse) -> Decision<NavigationResponsePolicy>? {
        navigationDelegate == nil ? defaultDecision(response) : nil
    }

    private func defaultDecision(_ response: NavigationResponse) -> Decision<NavigationResponsePolicy> {
        emit(.decidePolicyForResponse, response.navigation, "\(response.statusCode) \(response.mimeType)")
        let decision = Decision<NavigationResponsePolicy>(
            policy: response.canShowMIMEType ? .allow : .cancel,
            decidedBy: "(WebKit default)"
        )
        record(decision, for: response)
        return decision
    }

    private func record(_ decision: Decision<NavigationResponsePolicy>, for response: NavigationResponse) {
        if recordsEvents {
            emit(
                .responseDecided, response.navigation,
                "\(decision.policy.map { "\($0)" } ?? "none") by \(decision.decidedBy)")
        }
    }

    /// Asks the delegate or WebKit's default for a response policy.
    func decideResponse(_ response: NavigationResponse) async -> Decision<NavigationResponsePolicy> {
        guard let delegate = navigationDelegate else { return defaultDecision(response) }
        emit(.decidePolicyForResponse, response.navigation, "\(response.statusCode) \(response.mimeType)")
        let deadlinePolicy: NavigationResponsePolicy =
            configuration.decisionDeadline?.policy == .failOpen ? .allow : .cancel
        let decision = await askDelegate(
            className: navigationDelegateClassName,
            selector: WebKitMessages.Selector.decidePolicyForNavigationResponse,
            navigation: response.navigation,
            deadlinePolicy: deadlinePolicy
        ) { handler in
            delegate.webView(self, decidePolicyFor: response, decisionHandler: handler)
        }
        record(decision, for: response)
        return decision
    }

    /// Hands a checked completion handler to the delegate and waits for its first call, its release, or
    /// the deadline.
    private func askDelegate<Policy: Sendable & CustomStringConvertible>(
        className: String,
        selector: String,
        navigation: NavigationID,
        deadlinePolicy: Policy,
        _ call: (CompletionHandler<Policy>) -> Void
    ) async -> Decision<Policy> {
        let gate = DecisionGate<Decision<Policy>>()
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

    /// Runs the configuration's chain; races it against the deadline when a handler may defer.
    private func runChain(_ chain: NavigationChain, _ action: NavigationAction) async -> Decision<
        NavigationActionPolicy
    > {
        let context = DecisionContext(clock: clock, webView: id)
        let errorPolicy = configuration.chainErrorPolicy
        let log = self.log
        guard chain.mayDefer, let deadline = configuration.decisionDeadline else {
            return await Self.evaluate(chain, action, context: context, errorPolicy: errorPolicy, log: log)
        }
        let gate = DecisionGate<Decision<NavigationActionPolicy>>()
        return await withTaskGroup(of: Void.self) { group in
            group.addTask {
                let decision = await Self.evaluate(chain, action, context: context, errorPolicy: errorPolicy, log: log)
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
        context: DecisionContext,
        errorPolicy: NavigationActionPolicy,
        log: FindingLog
    ) async -> Decision<NavigationActionPolicy> {
        do {
            return Decision(try await chain.decide(action, context: context), of: chain)
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
                do { try await clock.sleep(for: deadline.duration) } catch { return }
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
