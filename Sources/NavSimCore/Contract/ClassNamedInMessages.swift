import Synchronization

/// A delegate, handler or strategy that gives the class name WebKit's messages show for it.
///
/// WebKit names the Objective-C class of the object that broke a rule (`NSStringFromClass`):
/// `Completion handler passed to -[MyApp.WebViewCoordinator webView:decidePolicyForNavigationAction:decisionHandler:]
/// was called more than once`. NavSim uses the name the Objective-C runtime gives the Swift type, unless the
/// object adopts this protocol: an object that stands for an app's own (a scenario's delegate, a counting
/// message handler) gives the name an app's class would have, so a message never shows one of NavSim's
/// internal types. An Objective-C class, or a Swift class declared `@objc(Name)`, gives its plain name here.
///
/// ```swift
/// final class Forwarder: NavigationDelegate, ClassNamedInMessages {
///     let classNameInMessages = "WKWebViewJavascriptBridge"
///     // …
/// }
/// ```
public protocol ClassNamedInMessages {
    /// The class name WebKit's messages show.
    var classNameInMessages: String { get }
}

/// The class name WebKit's messages show for an object: its ``ClassNamedInMessages`` name, or its type's
/// name as the Objective-C runtime gives it (``objectiveCClassName(of:)``).
///
/// - Parameter object: The delegate, handler or strategy.
/// - Returns: The name.
func className(of object: Any) -> String {
    let type = type(of: object)
    guard let named = namedConformance(of: type) else { return objectiveCClassName(of: type) }
    return classNameInMessages(of: object, as: named)
}

/// The class name WebKit's messages show for a class instance (a delegate), as ``className(of:)`` gives it,
/// without boxing the reference in `Any` and casting it back (about 400 instructions, at each web view's
/// creation).
///
/// - Parameter object: The delegate.
/// - Returns: The name.
func className(ofObject object: AnyObject) -> String {
    let type: any AnyObject.Type = type(of: object)
    guard let named = namedConformance(of: type) else { return objectiveCClassName(of: type) }
    return classNameInMessages(ofObject: object, as: named)
}

/// A type's conformance to ``ClassNamedInMessages``, or `nil` if it has none.
///
/// Whether a type conforms is asked of the runtime once per type, which keeps the conformance it finds: a
/// cast to a protocol looks the conformance up (a failing one scans the conformance cache, about 1,700
/// instructions; a succeeding one about 1,100), and a web view asks at its creation. A cast to the concrete type
/// the conformance names finds nothing to look up.
private func namedConformance(of type: Any.Type) -> (any ClassNamedInMessages.Type)? {
    let key = ObjectIdentifier(type)
    let conformance =
        ObjectiveCClassNames.conformances.withLock { $0[key] }
        ?? {
            let conformance = NamedConformance(type: type as? any ClassNamedInMessages.Type)
            ObjectiveCClassNames.conformances.withLock { $0[key] = conformance }
            return conformance
        }()
    return conformance.type
}

/// The ``ClassNamedInMessages`` name of `object`, whose type is `Named`.
///
/// A forced cast: `type(of: object)` is `Named` (an `as?` built a `Named?`, whose metadata the runtime looks up).
private func classNameInMessages<Named: ClassNamedInMessages>(of object: Any, as _: Named.Type) -> String {
    (object as! Named).classNameInMessages
}

/// The ``ClassNamedInMessages`` name of the class instance `object`, whose type is `Named`: the reference is a
/// `Named` as it is.
private func classNameInMessages<Named: ClassNamedInMessages>(ofObject object: AnyObject, as _: Named.Type) -> String {
    unsafeBitCast(object, to: Named.self).classNameInMessages
}

/// A type's conformance to ``ClassNamedInMessages``, as the runtime found it: `nil` when it does not conform.
private struct NamedConformance: @unchecked Sendable {
    // A metatype is immutable and its conformance's witness table is global data: nothing here is mutated.
    let type: (any ClassNamedInMessages.Type)?
}

/// The name `NSStringFromClass` gives a Swift class, which WebKit's messages print.
///
/// A class at the top level of its module is module-qualified, as the runtime names it:
/// `MyApp.WebViewCoordinator`. A nested, private, local or generic class has a mangled runtime name
/// (`_TtCC5MyApp5Outer5Inner`), partly a hash Swift does not give at run time: NavSim prints its qualified
/// name without the contexts it cannot name instead (`MyApp.Outer.Inner`, `MyApp.Coordinator` for a private
/// one). Adopt ``ClassNamedInMessages`` to print exactly what an app's class prints.
///
/// - Parameter type: The type.
/// - Returns: The name.
public func objectiveCClassName(of type: Any.Type) -> String {
    // A type's name never changes: it is computed once per process (reflecting a type's name costs more
    // than a navigation, and a web view asks at its creation and at every scheme task).
    let key = ObjectIdentifier(type)
    if let name = ObjectiveCClassNames.names.withLock({ $0[key] }) { return name }
    // `MyApp.(unknown context at $1234).Coordinator` → `MyApp.Coordinator`.
    let name = String(reflecting: type).split(separator: ".", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("(unknown context at ") }
        .joined(separator: ".")
    ObjectiveCClassNames.names.withLock { $0[key] = name }
    return name
}

/// The names ``objectiveCClassName(of:)`` computed, by type: a cache of pure results, the same in every
/// simulation.
private enum ObjectiveCClassNames {
    static let names = Mutex<[ObjectIdentifier: String]>([:])
    /// Whether each type asked about adopts ``ClassNamedInMessages``, with its conformance if it does.
    static let conformances = Mutex<[ObjectIdentifier: NamedConformance]>([:])
}
