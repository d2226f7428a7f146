extension WebView {
    /// Injects the configuration's user scripts for one injection time (WEBKIT-CONTRACT §8).
    ///
    /// `atDocumentStart` runs right after commit, before other content; `atDocumentEnd` after the document
    /// loads, before the navigation finishes. A script that is not main-frame-only also runs in every
    /// iframe of the page, after the main frame. Each injection is an event in the trace, in order with the
    /// navigation events. Without an event sink, nothing is recorded and nothing costs.
    func injectUserScripts(_ time: UserScript.InjectionTime, navigation: NavigationID, frames: [FrameInfo] = []) {
        guard events != nil, !configuration.userScripts.isEmpty else { return }
        for script in configuration.userScripts where script.injectionTime == time {
            emit(.userScript, navigation, "\(script.name) \(time.rawValue) main")
        }
        for frame in frames {
            for script in configuration.userScripts where script.injectionTime == time && !script.forMainFrameOnly {
                emit(.userScript, navigation, "\(script.name) \(time.rawValue) \(frame)")
            }
        }
    }
}
