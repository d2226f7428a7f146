extension WebView {
    /// The model of the committed page, if its response had one.
    public var pageModel: PageModel? { page }

    /// Runs a committed page's script: each step at its time after commit, in order; a panel or an
    /// awaited reply blocks the script; subresource loads, new windows and `location.replace` run
    /// alongside as child tasks. The script ends when the page is left or closed.
    func runPageScript(_ model: PageModel, navigation: NavigationID) async {
        await runTimeline(model, navigation: navigation, clock: clock)
    }

    private func runTimeline<C: Clock>(_ model: PageModel, navigation: NavigationID, clock: C) async
    where C.Duration == Duration {
        let start = clock.now
        let steps = model.script.enumerated()
            .sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
            .map(\.element)
        await withDiscardingTaskGroup { group in
            for step in steps {
                let due = start.advanced(by: step.at)
                if clock.now < due { try? await clock.sleep(until: due, tolerance: nil) }
                guard pageNavigation == navigation else {
                    emit(.pageScript, navigation, "page left: the script ends")
                    return
                }
                let frame = step.frame == .main ? mainFrame : (model.frame(step.frame)?.info ?? mainFrame)
                await scriptQueue.acquire()
                emit(.pageScript, navigation, "\(frame.id) \(step.action)")
                switch step.action {
                case .postMessage(let name, let body):
                    postMessage(name: name, body: body, frame: frame)
                case .postMessageWithReply(let name, let body):
                    let reply = await postMessageWithReply(name: name, body: body, frame: frame)
                    emit(.pageScript, navigation, "\(frame.id) reply \(reply)")
                case .alert(let message):
                    await runAlert(message, frame: frame, navigation: navigation)
                case .confirm(let message):
                    _ = await runConfirm(message, frame: frame, navigation: navigation)
                case .prompt(let message, let defaultText):
                    _ = await runPrompt(message, defaultText: defaultText, frame: frame, navigation: navigation)
                case .openWindow(let url):
                    let request = ParsedURL(url, relativeTo: frame.request)
                    if let window = openWindow(request, from: frame, navigation: navigation) {
                        group.addTask { await window.load(request) }
                    }
                case .replaceLocation(let url):
                    let request = ParsedURL(url, relativeTo: mainFrame.request)
                    group.addTask {
                        _ = await self.navigate(to: request, type: .other, history: .replace, sourceFrame: frame)
                    }
                case .loadSubresource(let url):
                    let request = ParsedURL(url, relativeTo: frame.request)
                    group.addTask { await self.loadSubresource(request, frame: frame, navigation: navigation) }
                }
                scriptQueue.release()
            }
        }
    }

    /// Loads a subresource for the page: through the scheme's handler when it has one (a task the page
    /// owns, stopped when the page is left), otherwise from the network at once.
    func loadSubresource(_ request: ParsedURL, frame: FrameInfo, navigation: NavigationID) async {
        guard !configuration.storage.schemeHandlers.isEmpty,
            let handler = configuration.storage.schemeHandlers[String(request.scheme)]
        else {
            emit(.pageScript, navigation, "\(frame.id) loaded \(request.href) from the network")
            return
        }
        let events = SchemeTaskEventChannel()
        let running = startSchemeTask(
            request,
            frame: frame,
            isMainResource: false,
            navigation: navigation,
            handler: handler
        ) { event in
            events.send(event)
        }
        async let drained: Void = running.context.scope.drain()
        while let event = await events.next() {
            if case .stopped = event { continue }
            emit(
                .schemeTask, navigation,
                .schemeTask(.called(event), task: running.task.id, href: running.task.request.href))
        }
        retireSchemeTask(running)
        await drained
    }
}
