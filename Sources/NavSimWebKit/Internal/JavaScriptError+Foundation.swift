import NavSim

extension JavaScriptError {
    /// The error as WebKit reports it: `WKErrorDomain` code 4 (`WKErrorJavaScriptExceptionOccurred`).
    var nsError: NSError {
        NSError(domain: "WKErrorDomain", code: 4, userInfo: [NSLocalizedDescriptionKey: "\(self)"])
    }
}
