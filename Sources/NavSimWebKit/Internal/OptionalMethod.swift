import Synchronization

/// Objective-C's optional protocol methods, in Swift: WebKit's protocols are Swift protocols here, whose
/// methods all have a default in an extension, and each default reports through ``defaulted()`` that it
/// ran. The adapter that calls a method learns from the probe whether the app implemented it, once per
/// class (``OptionalMethodCache``), and then skips what is not implemented, as WebKit asks
/// `respondsToSelector:` once per delegate.
@usableFromInline
enum OptionalMethod {
    /// The probe of the call in progress on this task or thread.
    @TaskLocal static var probe: Probe?

    /// Called by every default: the app did not implement the method.
    @usableFromInline
    static func defaulted() {
        probe?.hit.store(true, ordering: .relaxed)
    }

    /// Called by the default of a notification (`didCommit`, `didFinish`, …): the app did not implement the
    /// method, if `object` is the delegate being asked. A delegate that forwards a notification to another
    /// object, whose default then runs, implements the method all the same.
    @usableFromInline
    static func defaulted(by object: AnyObject) {
        guard let probe, probe.target == ObjectIdentifier(object) else { return }
        probe.hit.store(true, ordering: .relaxed)
    }

    /// Records whether a default ran.
    final class Probe: Sendable {
        let hit = Atomic(false)
        /// The object asked, when only its own defaults count (``defaulted(by:)``).
        let target: ObjectIdentifier?

        init(target: ObjectIdentifier? = nil) { self.target = target }
    }

    /// Calls `body` and says whether a default ran inside it (the app does not implement the method).
    static func isDefault(_ body: () -> Void) -> Bool {
        let probe = Probe()
        $probe.withValue(probe) { body() }
        return probe.hit.load(ordering: .relaxed)
    }

    /// Calls `body` and says whether a default of `object`'s ran inside it (``defaulted(by:)``).
    static func isDefault(of object: AnyObject, _ body: () -> Void) -> Bool {
        let probe = Probe(target: ObjectIdentifier(object))
        $probe.withValue(probe) { body() }
        return probe.hit.load(ordering: .relaxed)
    }

    /// Calls `body` and says whether a default ran inside it, for an `async` method.
    static func isDefaultAsync<T>(_ body: () async -> T) async -> (T, defaulted: Bool) {
        let probe = Probe()
        let value = await $probe.withValue(probe) { await body() }
        return (value, probe.hit.load(ordering: .relaxed))
    }
}

/// What is known of a class's implementation of an optional method.
enum Implementation: UInt8, Sendable {
    case unknown
    case implemented
    case missing
}

/// The optional methods a class implements, learnt at their first call (`respondsToSelector:`).
///
/// Facts about classes, true in every simulation: kept under a mutex rather than on the main actor, since
/// simulations that run at once on several threads each have a main actor of their own.
enum OptionalMethodCache {
    private static let known = Mutex<[Key: Implementation]>([:])

    struct Key: Hashable {
        let type: ObjectIdentifier
        let method: String
    }

    static func implementation(of method: String, in object: AnyObject) -> Implementation {
        known.withLock { $0[Key(type: ObjectIdentifier(type(of: object)), method: method)] } ?? .unknown
    }

    static func learn(_ method: String, in object: AnyObject, implemented: Bool) {
        let key = Key(type: ObjectIdentifier(type(of: object)), method: method)
        known.withLock { $0[key] = implemented ? .implemented : .missing }
    }

    /// Calls a synchronous optional method unless it is known to be missing; learns whether it is.
    ///
    /// - Returns: Whether the app's method ran.
    @MainActor
    static func call(_ method: String, on object: AnyObject, _ body: () -> Void) -> Bool {
        switch implementation(of: method, in: object) {
        case .missing:
            return false
        case .implemented:
            body()
            return true
        case .unknown:
            let implemented = !OptionalMethod.isDefault(body)
            learn(method, in: object, implemented: implemented)
            return implemented
        }
    }
}
