extension CompletionHandler where Value == Void {
    /// Calls a handler that takes no value, as an app calls an alert's `completionHandler()`.
    public func callAsFunction() { self(()) }
}
