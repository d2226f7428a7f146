// WebKit re-exports Foundation: a file that imports WebKit uses `URL`, `URLRequest` and `NSObject` without
// importing Foundation itself. On Linux, `URLRequest` and `HTTPURLResponse` live in FoundationNetworking.
@_exported import Foundation

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif

#if canImport(FoundationNetworking)
    /// Foundation's credential (NavSim's core has a `URLCredential` of its own).
    public typealias FoundationURLCredential = FoundationNetworking.URLCredential
#else
    /// Foundation's credential (NavSim's core has a `URLCredential` of its own).
    public typealias FoundationURLCredential = Foundation.URLCredential
#endif
