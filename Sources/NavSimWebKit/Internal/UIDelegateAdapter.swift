import NavSim

/// A `WKUIDelegate` as the core's UI delegate, in whichever spelling the app wrote its panels.
///
/// On the main actor, as every `WKWebView`: the core calls it on the web view's isolation, the main actor.
@MainActor
final class UIDelegateAdapter: UIDelegate, ClassNamedInMessages {
    private weak var delegate: (any WKUIDelegate)?
    private weak var owner: WKWebView?
    nonisolated let classNameInMessages: String

    init(delegate: any WKUIDelegate, webView: WKWebView) {
        self.delegate = delegate
        self.owner = webView
        self.classNameInMessages = objectiveCClassName(of: type(of: delegate))
    }

    func webView(
        _ webView: isolated WebView,
        createWebViewWith configuration: WebViewConfiguration,
        for action: NavigationAction,
        windowFeatures: WindowFeatures
    ) -> WebView? {
        MainActor.assumeIsolated {
            guard let delegate, let owner else { return nil }
            let given = WKWebViewConfiguration(handing: configuration, from: owner.configuration)
            let created = delegate.webView(
                owner,
                createWebViewWith: given,
                for: WKNavigationAction(action, webView: owner),
                windowFeatures: WKWindowFeatures(windowFeatures)
            )
            if let created { owner.keep(window: created) }
            return created?.core
        }
    }

    func webView(
        _ webView: isolated WebView,
        runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: FrameInfo,
        completionHandler: CompletionHandler<Void>
    ) {
        MainActor.assumeIsolated {
            guard let delegate, let owner else { return completionHandler(()) }
            let wkFrame = WKFrameInfo(frame, webView: owner)
            let done: @Sendable () -> Void = { completionHandler(()) }
            if OptionalMethodCache.call(
                "alert.sendable", on: delegate,
                {
                    (delegate as any WKUIDelegateHandlerSpellings).webView(
                        owner, runJavaScriptAlertPanelWithMessage: message, initiatedByFrame: wkFrame,
                        completionHandler: done)
                })
            {
                return
            }
            if OptionalMethodCache.call(
                "alert.mainActor", on: delegate,
                {
                    delegate.webView(
                        owner, runJavaScriptAlertPanelWithMessage: message, initiatedByFrame: wkFrame,
                        completionHandler: { @MainActor in done() })
                })
            {
                return
            }
            guard OptionalMethodCache.implementation(of: "alert.async", in: delegate) != .missing else {
                return completionHandler(())
            }
            owner.track("alert") {
                let (_, defaulted) = await OptionalMethod.isDefaultAsync {
                    await delegate.webView(
                        owner, runJavaScriptAlertPanelWithMessage: message, initiatedByFrame: wkFrame)
                }
                owner.learnAsync("alert.async", of: delegate, defaulted: defaulted)
                completionHandler(())
            }
        }
    }

    func webView(
        _ webView: isolated WebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: FrameInfo,
        completionHandler: CompletionHandler<Bool>
    ) {
        MainActor.assumeIsolated {
            guard let delegate, let owner else { return completionHandler(false) }
            let wkFrame = WKFrameInfo(frame, webView: owner)
            let answer: @Sendable (Bool) -> Void = { completionHandler($0) }
            if OptionalMethodCache.call(
                "confirm.sendable", on: delegate,
                {
                    (delegate as any WKUIDelegateHandlerSpellings).webView(
                        owner, runJavaScriptConfirmPanelWithMessage: message, initiatedByFrame: wkFrame,
                        completionHandler: answer)
                })
            {
                return
            }
            if OptionalMethodCache.call(
                "confirm.mainActor", on: delegate,
                {
                    delegate.webView(
                        owner, runJavaScriptConfirmPanelWithMessage: message, initiatedByFrame: wkFrame,
                        completionHandler: { @MainActor in answer($0) })
                })
            {
                return
            }
            guard OptionalMethodCache.implementation(of: "confirm.async", in: delegate) != .missing else {
                return completionHandler(false)
            }
            owner.track("confirm") {
                let (value, defaulted) = await OptionalMethod.isDefaultAsync {
                    await delegate.webView(
                        owner, runJavaScriptConfirmPanelWithMessage: message, initiatedByFrame: wkFrame)
                }
                owner.learnAsync("confirm.async", of: delegate, defaulted: defaulted)
                completionHandler(defaulted ? false : value)
            }
        }
    }

    func webView(
        _ webView: isolated WebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: FrameInfo,
        completionHandler: CompletionHandler<String?>
    ) {
        MainActor.assumeIsolated {
            guard let delegate, let owner else { return completionHandler(nil) }
            let wkFrame = WKFrameInfo(frame, webView: owner)
            let answer: @Sendable (String?) -> Void = { completionHandler($0) }
            if OptionalMethodCache.call(
                "prompt.sendable", on: delegate,
                {
                    (delegate as any WKUIDelegateHandlerSpellings).webView(
                        owner, runJavaScriptTextInputPanelWithPrompt: prompt, defaultText: defaultText,
                        initiatedByFrame: wkFrame, completionHandler: answer)
                })
            {
                return
            }
            if OptionalMethodCache.call(
                "prompt.mainActor", on: delegate,
                {
                    delegate.webView(
                        owner, runJavaScriptTextInputPanelWithPrompt: prompt, defaultText: defaultText,
                        initiatedByFrame: wkFrame, completionHandler: { @MainActor in answer($0) })
                })
            {
                return
            }
            guard OptionalMethodCache.implementation(of: "prompt.async", in: delegate) != .missing else {
                return completionHandler(nil)
            }
            owner.track("prompt") {
                let (value, defaulted) = await OptionalMethod.isDefaultAsync {
                    await delegate.webView(
                        owner, runJavaScriptTextInputPanelWithPrompt: prompt, defaultText: defaultText,
                        initiatedByFrame: wkFrame)
                }
                owner.learnAsync("prompt.async", of: delegate, defaulted: defaulted)
                completionHandler(defaulted ? nil : value)
            }
        }
    }
}
