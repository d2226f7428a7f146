extension WebView {
    /// Injects the user content controller's scripts for one injection time (WEBKIT-CONTRACT §8).
    ///
    /// `atDocumentStart` runs right after commit, before other content; `atDocumentEnd` after the document
    /// loads, before the navigation finishes. A script that is not main-frame-only also runs in every
    /// iframe of the page: pass the frames with `atDocumentEnd`, and each frame runs its start, then its
    /// end scripts, after the main frame's end scripts. Each injection is an event in the trace, in order with the
    /// navigation events. Without an event sink, nothing is recorded and nothing costs.
    func injectUserScripts(_ time: UserScript.InjectionTime, navigation: NavigationID, frames: [PageFrame] = []) {
        guard recordsEvents else { return }
        // The scripts live in the controller, as in WebKit: a window given a controller of its own runs its own.
        let userScripts = configuration.userContentController.userScripts
        guard !userScripts.isEmpty else { return }
        for script in userScripts where script.injectionTime == time {
            emit(.userScript, navigation, .userScript(name: script.name, time: time, frame: nil))
        }
        // Iframes load while the main document does: each runs its start, then its end scripts.
        for frame in frames.map(\.info) {
            for phase in [UserScript.InjectionTime.atDocumentStart, .atDocumentEnd] {
                for script in userScripts where script.injectionTime == phase && !script.forMainFrameOnly {
                    emit(.userScript, navigation, .userScript(name: script.name, time: phase, frame: frame))
                }
            }
        }
    }
}
