extension WebView {
    /// Evaluates a script in the page (`evaluateJavaScript(_:completionHandler:)`).
    ///
    /// The evaluation waits its turn on the page's script thread: while a panel blocks the page's script,
    /// it waits until the panel is answered. The page model answers by source; a source it does not know
    /// evaluates to `null`.
    ///
    /// - Parameter source: The script.
    /// - Returns: The value, or `A JavaScript exception occurred` when the script throws.
    public func evaluateJavaScript(_ source: String) async -> Result<ScriptValue, JavaScriptError> {
        await scriptQueue.acquire()
        let answer = page?.javaScript[source]
        let result: Result<ScriptValue, JavaScriptError>
        switch answer {
        case .value(let value): result = .success(value)
        case .exception(let message): result = .failure(.exception(message))
        case .resolves, .rejects: result = .success(.dictionary([:]))  // a promise object, unawaited
        case nil: result = .success(.null)
        }
        emit(.javaScript, pageNavigation, "evaluate \(source) → \(Self.describe(result))")
        scriptQueue.release()
        return result
    }

    /// Calls an async function body in a frame (`callAsyncJavaScript(_:arguments:in:contentWorld:)`) and
    /// waits for its promise.
    ///
    /// The call starts in its turn on the page's script thread; while its promise is pending the thread is
    /// free, so the page's script and other calls run. Several calls settle in the order their promises
    /// do, which lets an app's pipeline that waits for several replies be checked.
    ///
    /// - Parameters:
    ///   - body: The function body; the page model answers by body.
    ///   - arguments: The arguments, recorded in the trace.
    ///   - frame: The frame; the main frame by default.
    ///   - world: The content world.
    /// - Returns: What the promise settles with; an error when it is rejected or the page is left first.
    public func callAsyncJavaScript(
        _ body: String,
        arguments: [String: ScriptValue] = [:],
        in frame: FrameInfo? = nil,
        contentWorld world: ContentWorld = .page
    ) async -> Result<ScriptValue, JavaScriptError> {
        await scriptQueue.acquire()
        let navigation = pageNavigation
        let answer = page?.javaScript[body]
        emit(.javaScript, navigation, "call \(body) \(ScriptValue.dictionary(arguments)) in \((frame ?? mainFrame).id)")
        scriptQueue.release()
        let result: Result<ScriptValue, JavaScriptError>
        switch answer {
        case .value(let value): result = .success(value)
        case .exception(let message): result = .failure(.exception(message))
        case .resolves(let value, let delay):
            try? await clock.pause(for: delay)
            result = pageNavigation == navigation ? .success(value) : .failure(Self.pageLeft)
        case .rejects(let message, let delay):
            try? await clock.pause(for: delay)
            result = pageNavigation == navigation ? .failure(.exception(message)) : .failure(Self.pageLeft)
        case nil: result = .success(.null)
        }
        emit(.javaScript, navigation, "settled \(body) → \(Self.describe(result))")
        return result
    }

    private static let pageLeft = JavaScriptError(.pageLeft, message: "The page was left before the promise settled")

    private static func describe(_ result: Result<ScriptValue, JavaScriptError>) -> String {
        switch result {
        case .success(let value): "\(value)"
        case .failure(let error): "\(error)"
        }
    }
}
