import Synchronization

/// The page's script bridge (react-native-webview's `onShouldStartLoadWithRequest`): until the page
/// registers its handler, asking the script throws.
final class ScriptBridge: Sendable {
    struct NotReady: Error, CustomStringConvertible {
        var description: String { "TypeError: onShouldStartLoadWithRequest is not a function" }
    }

    private let registered = Atomic<Bool>(false)

    /// The page registers its handler.
    func register() { registered.store(true, ordering: .sequentiallyConsistent) }

    /// Asks the script; throws before the handler is registered.
    func ask() throws(NotReady) {
        guard registered.load(ordering: .sequentiallyConsistent) else { throw NotReady() }
    }
}
