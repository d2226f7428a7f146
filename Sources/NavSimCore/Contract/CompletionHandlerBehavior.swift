/// Which SDK's completion-handler rules a simulated app is linked against.
///
/// WebKit checks for a second call only for apps linked on or after iOS 11.0 / macOS 10.12.4; older
/// apps have the second call silently ignored.
public enum CompletionHandlerBehavior: String, Sendable, Hashable, Codable {
    /// Linked on or after iOS 11.0 / macOS 10.12.4: a second call raises an exception.
    case modern
    /// Linked before iOS 11: a second call is ignored, silently.
    case legacy
}
