/// One thing a page's script does.
public enum PageAction: Sendable, Hashable, CustomStringConvertible {
    /// `window.webkit.messageHandlers.<name>.postMessage(body)`.
    case postMessage(name: String, body: ScriptValue)
    /// `await window.webkit.messageHandlers.<name>.postMessage(body)`: the script waits for the reply.
    case postMessageWithReply(name: String, body: ScriptValue)
    /// `alert(message)`: the script waits until the panel is answered.
    case alert(String)
    /// `confirm(message)`: the script waits until the panel is answered.
    case confirm(String)
    /// `prompt(message, defaultText)`: the script waits until the panel is answered.
    case prompt(String, defaultText: String?)
    /// `window.open(url)`.
    case openWindow(String)
    /// `location.replace(url)`: navigates the main frame, replacing the history entry.
    case replaceLocation(String)
    /// A subresource (`<img>`, `fetch`) loaded through the page's scheme handler, or the network.
    case loadSubresource(String)

    public var description: String {
        switch self {
        case .postMessage(let name, let body): "postMessage \(name) \(body)"
        case .postMessageWithReply(let name, let body): "postMessage \(name) \(body) (awaits reply)"
        case .alert(let message): "alert \"\(message)\""
        case .confirm(let message): "confirm \"\(message)\""
        case .prompt(let message, let defaultText): "prompt \"\(message)\" default=\(defaultText ?? "nil")"
        case .openWindow(let url): "window.open \(url)"
        case .replaceLocation(let url): "location.replace \(url)"
        case .loadSubresource(let url): "load \(url)"
        }
    }
}
