/// A call a scheme task accepted, as the web view sees it.
public enum URLSchemeTaskEvent: Sendable, Hashable, CustomStringConvertible {
    /// A redirect before the response (`_didPerformRedirection:newRequest:`).
    case redirected(ParsedURL)
    /// A response (`didReceiveResponse:`).
    case response(URLSchemeResponse)
    /// A chunk of the body (`didReceiveData:`), by size.
    case data(Int)
    /// The task finished (`didFinish`).
    case finished
    /// The task failed (`didFailWithError:`).
    case failed(NavigationError)
    /// The web view stopped the task.
    case stopped

    /// Whether the task can send nothing more after this event.
    public var isTerminal: Bool {
        switch self {
        case .finished, .failed, .stopped: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .redirected(let url): "redirected \(url.href)"
        case .response(let response): "response \(response)"
        case .data(let count): "data \(count) bytes"
        case .finished: "finished"
        case .failed(let error): "failed \(error)"
        case .stopped: "stopped"
        }
    }
}
