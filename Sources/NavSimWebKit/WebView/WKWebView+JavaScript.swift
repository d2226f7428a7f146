import NavSim

extension WKWebView {
    /// Evaluates script in the page; the answer comes later, as `Any?` (a `String`, `NSNumber`, `[String: Any]`…)
    /// or an error, from the page model's answers.
    ///
    /// - Parameters:
    ///   - javaScriptString: The script; the page model answers by source.
    ///   - completionHandler: Receives the answer or the error, on the main actor.
    public func evaluateJavaScript(
        _ javaScriptString: String,
        completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil
    ) {
        checkMainThread("-[WKWebView evaluateJavaScript:completionHandler:]")
        let core = self.core
        track("evaluateJavaScript") {
            let result = await core.evaluateJavaScript(javaScriptString)
            switch result {
            case .success(let value): completionHandler?(value.foundationObject, nil)
            case .failure(let error): completionHandler?(nil, error.nsError)
            }
        }
    }

    /// Evaluates script in the page and returns its answer.
    ///
    /// - Parameter javaScriptString: The script; the page model answers by source.
    /// - Returns: The answer, as Foundation objects.
    /// - Throws: The script's exception, as WebKit's `WKErrorDomain` error.
    @discardableResult
    public func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? {
        checkMainThread("-[WKWebView evaluateJavaScript:completionHandler:]")
        switch await core.evaluateJavaScript(javaScriptString) {
        case .success(let value): return value.foundationObject
        case .failure(let error): throw error.nsError
        }
    }

    /// Calls an async function body in the page and waits for its promise.
    ///
    /// - Parameters:
    ///   - functionBody: The body; the page model answers by body.
    ///   - arguments: The arguments.
    ///   - frame: The frame; the main frame when `nil`.
    ///   - contentWorld: The content world.
    /// - Returns: What the promise settles with.
    /// - Throws: The rejection, as WebKit's `WKErrorDomain` error.
    @discardableResult
    public func callAsyncJavaScript(
        _ functionBody: String,
        arguments: [String: Any] = [:],
        in frame: WKFrameInfo? = nil,
        contentWorld: WKContentWorld
    ) async throws -> Any? {
        checkMainThread("-[WKWebView callAsyncJavaScript:arguments:inFrame:inContentWorld:completionHandler:]")
        let values = arguments.mapValues { ScriptValue(foundationObject: $0) }
        let result = await core.callAsyncJavaScript(
            functionBody, arguments: values, in: frame?.core, contentWorld: contentWorld.core)
        switch result {
        case .success(let value): return value.foundationObject
        case .failure(let error): throw error.nsError
        }
    }
}
