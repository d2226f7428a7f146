/// A navigation an app started or WebKit reports (`WKNavigation`): the same object is returned by `load`
/// and passed to the delegate's methods for that navigation.
@preconcurrency @MainActor
public final class WKNavigation: NSObject {
    /// The preferences the navigation's page is loaded with.
    public internal(set) var effectiveContentMode: WKWebpagePreferences.ContentMode = .recommended
    /// Outside a simulation, what `load` asked for, while the navigation waits in the main actor's queue
    /// (``MainActorWorkQueue``): kept in the object `load` returns, so that the queue's entry is this one
    /// reference instead of a value of a hundred bytes copied in and out. Taken when the navigation starts.
    @exclusivity(unchecked) var queued: QueuedNavigation?
}
