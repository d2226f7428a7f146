import NavSim

extension NavigationError {
    /// The error as WebKit reports it: an `NSError` in the error's domain, with its reason as the description.
    var nsError: NSError {
        NSError(domain: domain, code: code, userInfo: [NSLocalizedDescriptionKey: reason])
    }
}
