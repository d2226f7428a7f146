extension WebView {
    /// Creates a task, registers it with the page and starts it on the handler.
    func startSchemeTask(
        _ request: ParsedURL,
        frame: FrameInfo,
        isMainResource: Bool,
        navigation: NavigationID?,
        handler: any URLSchemeHandler,
        observer: @escaping @Sendable (URLSchemeTaskEvent) -> Void
    ) -> RunningSchemeTask {
        nextSchemeTaskID += 1
        let task = URLSchemeTask(
            id: nextSchemeTaskID,
            request: request,
            frame: frame,
            isMainResource: isMainResource,
            webView: id,
            navigation: navigation,
            handler: className(of: handler),
            log: log,
            mainThread: isolation == .mainActor ? mainThread : nil,
            observer: observer
        )
        let context = URLSchemeTaskContext(
            clock: clock, webView: id, log: log, scope: WorkScope(name: "work task#\(task.id)"))
        let running = RunningSchemeTask(task: task, handler: handler, context: context)
        schemeTasks.append(running)
        emit(.schemeTask, navigation, .schemeTask(.start, task: task.id, href: task.request.href))
        handler.start(task, in: context)
        return running
    }

    /// Stops, in start order, every running task that matches; each is marked stopped before its
    /// handler's `stop` runs.
    func stopSchemeTasks(where matches: (URLSchemeTask) -> Bool) {
        guard !schemeTasks.isEmpty else { return }
        var stopping: [RunningSchemeTask] = []
        schemeTasks.removeAll { running in
            guard matches(running.task) else { return false }
            stopping.append(running)
            return true
        }
        for running in stopping {
            if !running.task.isCompleted {
                emit(
                    .schemeTask, running.task.navigation,
                    .schemeTask(.stop, task: running.task.id, href: running.task.request.href))
            }
            running.stop()
        }
    }

    /// Forgets a task that completed; its scope ends with its last job.
    func retireSchemeTask(_ running: RunningSchemeTask) {
        schemeTasks.removeAll { $0.task === running.task }
        running.context.scope.close()
    }

    /// The tasks the web view has started and not yet seen complete or stopped, in start order.
    public var runningSchemeTasks: [URLSchemeTask] { schemeTasks.map(\.task) }

    /// Closes the page (`_close`, `window.close()`): stops every scheme task of the web view.
    public func close() {
        stopSchemeTasks { _ in true }
        pageNavigation = nil
        page = nil
    }

    /// Loads a main-frame document through a scheme handler: the task's response is the navigation
    /// response, its completion finishes or fails the navigation.
    ///
    /// - Returns: How the navigation ended.
    func loadWithSchemeHandler(
        _ id: NavigationID,
        url: ParsedURL,
        action: NavigationAction,
        handler: any URLSchemeHandler
    ) async -> NavigationOutcome.Result {
        var result: NavigationOutcome.Result?
        let events = SchemeTaskEventChannel()
        let running = startSchemeTask(
            url,
            frame: FrameInfo(request: url),
            isMainResource: true,
            navigation: id,
            handler: handler
        ) { event in
            events.send(event)
        }
        async let drained: Void = running.context.scope.drain()
        // The document's own script, once committed, runs alongside the rest of its load.
        await withDiscardingTaskGroup { group in
            var committed = false
            var current = url
            var action = action
            while let event = await events.next() {
                if case .stopped = event {
                } else {
                    emit(
                        .schemeTask, id,
                        .schemeTask(.called(event), task: running.task.id, href: running.task.request.href))
                }
                guard result == nil else { continue }
                switch event {
                case .redirected(let target):
                    // The same redirect step as a network load's.
                    result = await followRedirect(id, to: target, action: &action, schemeTask: running.task)
                    if result == nil { current = target }
                case .response(let response):
                    guard !committed else { continue }
                    result = await commitSchemeResponse(id, url: current, response: response, running)
                    committed = result == nil
                    if committed, let model = response.page {
                        group.addTask { await self.runPageScript(model, navigation: id) }
                    }
                case .data:
                    continue
                case .finished:
                    guard committed, hot.machine.isCurrent(id) else {
                        result = .superseded
                        continue
                    }
                    injectUserScripts(.atDocumentEnd, navigation: id, frames: page?.frames ?? [])
                    guard hot.machine.finished(id) == .finished else {
                        result = .superseded
                        continue
                    }
                    emit(.didFinish, id, .url(current.href))
                    navigationDelegate?.webView(self, didFinish: id)
                    publish()
                    result = .finished
                case .failed(let error):
                    result = fail(id, error)
                case .stopped:
                    result = .superseded
                }
            }
        }
        retireSchemeTask(running)
        await drained
        return result ?? .superseded
    }

    /// Decides on the task's first response and commits; `nil` when committed, the result otherwise.
    private func commitSchemeResponse(
        _ id: NavigationID,
        url: ParsedURL,
        response: URLSchemeResponse,
        _ running: RunningSchemeTask
    ) async -> NavigationOutcome.Result? {
        // The same response step as a network load's.
        if let ended = await decideResponse(
            id,
            url: url,
            statusCode: response.statusCode,
            mimeType: response.mimeType,
            insecureContent: false,
            schemeTask: running.task
        ) {
            return ended
        }
        reportCommitted(id, url: url, page: response.page)
        return nil
    }
}
