extension WebView {
    // MARK: - Where a decision takes effect
    //
    // Each decision of a main-frame navigation (action, redirect, response) takes effect in one function
    // here, whether the navigation's own task applies it when it resumes or the web view applies it at its
    // next step because the handler was called meanwhile (WebKit's policy listener acts on the call:
    // `WebFramePolicyListenerProxy::use`/`ignore`/`download`, called from the block `NavigationState.mm`
    // hands the delegate). Network loads and scheme-handler loads share them.

    /// Applies a decision whose handler was called while the web view was busy elsewhere, before the
    /// navigation's task has resumed: WebKit acts on the call, so the next step (a new load, `stopLoading`,
    /// a read of the state) already finds it applied. A decision for a navigation that has ended meanwhile
    /// is left to its task, which records it as late. Panels' answers made meanwhile are recorded first.
    func applyAnswersMade() {
        if !pendingAnswers.isEmpty {
            var index = 0
            while index < pendingAnswers.count {
                if pendingAnswers[index].recordIfMade() {
                    pendingAnswers.remove(at: index)
                } else {
                    index += 1
                }
            }
        }
        guard let pending = pendingDecision else { return }
        guard hot.machine.isCurrent(pending.navigation) else {
            pendingDecision = nil
            return
        }
        let id = pending.navigation
        switch pending.step {
        case .action:
            guard let decision = pending.actionMade?(), let action = pending.action else { return }
            pendingDecision = nil
            pending.applied = Self.applied(applyActionPolicy(id, decision, action))
        case .redirect(_, let schemeTask):
            guard let decision = pending.actionMade?(), let action = pending.action else { return }
            pendingDecision = nil
            pending.applied = Self.applied(applyRedirectPolicy(id, decision, action, schemeTask: schemeTask))
        case .response(let url, let insecureContent, let schemeTask):
            guard let decision = pending.responseMade?() else { return }
            pendingDecision = nil
            if decision.policy == .allow {
                // Allowed: the load goes on to its commit, which comes with the page's data. A load started
                // before then fails this one provisionally (-999), as in WebKit.
                record(decision, navigation: id)
                pending.applied = .goesOn
            } else {
                pending.applied = Self.applied(
                    applyResponsePolicy(
                        id, decision, url: url, insecureContent: insecureContent, schemeTask: schemeTask))
            }
        }
    }

    private static func applied(_ result: NavigationOutcome.Result?) -> PendingDecision.Applied {
        result.map { .ended($0) } ?? .goesOn
    }

    /// Where a navigation's task stands when its awaited decision comes back: applied already at the
    /// call (``applyAnswersMade()``), or to apply now.
    ///
    /// - Parameters:
    ///   - pending: The record of the awaited decision; `nil` when the decision was made on the web view's
    ///     isolation (a chain awaited there), where it takes effect as it is made.
    ///   - apply: Applies the decision.
    /// - Returns: `nil` when the navigation goes on, otherwise how it ended.
    func resume(_ pending: PendingDecision?, apply: () -> NavigationOutcome.Result?) -> NavigationOutcome.Result? {
        guard let pending else { return apply() }
        if pendingDecision === pending { pendingDecision = nil }
        switch pending.applied {
        case .notYet: return apply()
        case .goesOn: return hot.machine.isCurrent(pending.navigation) ? nil : .superseded
        case .ended(let result): return result
        }
    }

    /// The action policy of a new navigation takes effect: started (`didStartProvisionalNavigation`),
    /// cancelled, a download, abandoned (released uncalled), or late (the navigation was superseded).
    ///
    /// - Returns: `nil` when the navigation started, otherwise how it ended.
    @inline(__always)
    func applyActionPolicy(
        _ id: NavigationID,
        _ decision: Decision<NavigationActionPolicy>,
        _ action: NavigationAction
    ) -> NavigationOutcome.Result? {
        record(decision, for: action)
        guard let policy = decision.policy else { return abandon(id) }
        switch hot.machine.actionDecided(id, policy: policy) {
        case .stale:
            noteLateDecision(id, "\(policy)", by: decision.decidedBy, effect: decision.effect)
            return .superseded
        case .cancelled:
            publish()
            return .cancelled
        case .download:
            emit(.download, id, .url(action.request.href))
            publish()
            return .download
        case .startProvisional:
            emit(.didStartProvisionalNavigation, id, .url(action.request.href))
            navigationDelegate?.webView(self, didStartProvisionalNavigation: id)
            publish()
            stopSchemeTasks { $0.navigation != id }
            return nil
        }
    }

    /// One server redirect, from the network or from a scheme handler (one rule for both): the action
    /// policy is asked for the target and takes effect.
    ///
    /// - Parameters:
    ///   - id: The navigation redirected.
    ///   - target: The redirect's target.
    ///   - action: The navigation's action; on return, redirected to `target`.
    ///   - schemeTask: The scheme task that redirected, stopped when the redirect ends the navigation.
    /// - Returns: `nil` when the redirect is followed, otherwise how the navigation ended.
    func followRedirect(
        _ id: NavigationID,
        to target: ParsedURL,
        action: inout NavigationAction,
        schemeTask: URLSchemeTask?
    ) async -> NavigationOutcome.Result? {
        guard hot.machine.redirectReceived(id, to: target) == .askActionPolicy else { return .superseded }
        action.redirect(to: target)
        var chainStart = 0
        if let immediate = decideActionImmediately(action, chainStart: &chainStart) {
            return applyRedirectPolicy(id, immediate, action, schemeTask: schemeTask)
        }
        let (decision, pending) = await decideAction(
            action, chainStart: chainStart, step: .redirect(target: target, schemeTask: schemeTask))
        return resume(pending) { applyRedirectPolicy(id, decision, action, schemeTask: schemeTask) }
    }

    /// A redirect's action policy takes effect: followed (`didReceiveServerRedirectForProvisionalNavigation`),
    /// refused (`didFailProvisionalNavigation`, 102), abandoned (released uncalled), or late.
    ///
    /// - Returns: `nil` when the redirect is followed, otherwise how the navigation ended.
    func applyRedirectPolicy(
        _ id: NavigationID,
        _ decision: Decision<NavigationActionPolicy>,
        _ action: NavigationAction,
        schemeTask: URLSchemeTask?
    ) -> NavigationOutcome.Result? {
        record(decision, for: action)
        guard let policy = decision.policy else {
            stop(schemeTask)
            return abandon(id)
        }
        switch hot.machine.redirectDecided(id, policy: policy) {
        case .redirected:
            emit(.didReceiveServerRedirect, id, .url(action.request.href))
            navigationDelegate?.webView(self, didReceiveServerRedirectForProvisionalNavigation: id)
            publish()
            return nil
        case .failedProvisional(let error):
            stop(schemeTask)
            reportFailedProvisional(id, error)
            publish()
            return .failedProvisional(error)
        case .stale:
            noteLateDecision(id, "\(policy)", by: decision.decidedBy)
            return .superseded
        }
    }

    /// The response arrived, from the network or from a scheme handler: the response policy is asked and
    /// takes effect.
    ///
    /// - Returns: `nil` when the navigation commits (the caller reports the commit), otherwise how it ended.
    @inline(__always)
    func decideResponse(
        _ id: NavigationID,
        url: ParsedURL,
        statusCode: Int,
        mimeType: String,
        insecureContent: Bool,
        schemeTask: URLSchemeTask?
    ) async -> NavigationOutcome.Result? {
        guard hot.machine.responseReceived(id) == .askResponsePolicy else { return .superseded }
        let response = NavigationResponse(
            webView: self.id,
            navigation: id,
            url: url,
            statusCode: statusCode,
            mimeType: mimeType
        )
        if let immediate = decideResponseImmediately(response) {
            return applyResponsePolicy(
                id, immediate, url: url, insecureContent: insecureContent, schemeTask: schemeTask)
        }
        let (decision, pending) = await decideResponse(
            consume response, step: .response(url: url, insecureContent: insecureContent, schemeTask: schemeTask))
        if let pending, case .goesOn = pending.applied {
            // Allowed at the call; the commit is this task's, if the navigation is still current.
            if pendingDecision === pending { pendingDecision = nil }
            guard hot.machine.isCurrent(id) else { return .superseded }
            return applyResponsePolicy(
                id, decision, url: url, insecureContent: insecureContent, schemeTask: schemeTask, recorded: true)
        }
        return resume(pending) {
            applyResponsePolicy(id, decision, url: url, insecureContent: insecureContent, schemeTask: schemeTask)
        }
    }

    /// The response policy takes effect: committed (in the machine; the caller reports it), a download,
    /// refused (`didFailProvisionalNavigation`, 102), abandoned (released uncalled), or late.
    ///
    /// - Returns: `nil` when committed, otherwise how the navigation ended.
    @inline(__always)
    func applyResponsePolicy(
        _ id: NavigationID,
        _ decision: Decision<NavigationResponsePolicy>,
        url: ParsedURL,
        insecureContent: Bool,
        schemeTask: URLSchemeTask?,
        recorded: Bool = false
    ) -> NavigationOutcome.Result? {
        if !recorded { record(decision, navigation: id) }
        guard let policy = decision.policy else {
            stop(schemeTask)
            return abandon(id)
        }
        switch hot.machine.responseDecided(id, policy: policy, insecureContent: insecureContent) {
        case .committed:
            return nil
        case .download:
            stop(schemeTask)
            emit(.download, id, .url(url.href))
            publish()
            return .download
        case .failedProvisional(let error):
            stop(schemeTask)
            reportFailedProvisional(id, error)
            publish()
            return .failedProvisional(error)
        case .stale:
            noteLateDecision(id, "\(policy)", by: decision.decidedBy)
            return .superseded
        }
    }

    /// Stops the scheme task a decision ended the navigation of.
    private func stop(_ schemeTask: URLSchemeTask?) {
        guard let schemeTask else { return }
        stopSchemeTasks { $0 === schemeTask }
    }
}
