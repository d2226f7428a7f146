/// A navigation an app started or WebKit reports (`WKNavigation`): the same object is returned by `load`
/// and passed to the delegate's methods for that navigation.
@preconcurrency @MainActor
public final class WKNavigation: NSObject {
    /// The preferences the navigation's page is loaded with.
    public internal(set) var effectiveContentMode: WKWebpagePreferences.ContentMode = .recommended
}
