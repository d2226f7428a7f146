/// An ordered chain of navigation handlers: the first handler that claims an action decides it.
///
/// The Chain of Responsibility from the article, as a value: handlers are kept in an array and asked in
/// order, with no linked `nextHandler` references to rewire. When no handler claims the action, the
/// chain's ``fallback`` applies (the article's `?? decisionHandler(.allow)`).
///
/// ```swift
/// let chain = NavigationChain {
///     DeepLinkHandler(hosts: [HostPattern("link.example.com", includeSubdomains: false)], latency: .milliseconds(30))
///     HomeTabSwitchHandler(homeURL: "https://example.com/")
///     NativePageHandler(routes: ["/product/:id", "/shop/:id"])
///     AllowAllHandler()
/// }
/// let decision = try await chain.decide(NavigationAction(url: "https://example.com/product/7"),
///                                       context: DecisionContext(clock: ContinuousClock()))
/// ```
///
/// - Complexity: O(*n*) handler calls for *n* handlers; no allocation when no handler allocates.
public struct NavigationChain: Sendable {
    /// The handlers, in the order they are asked.
    public let handlers: [any NavigationActionHandler]
    /// The policy when no handler claims an action.
    public let fallback: NavigationActionPolicy
    /// Whether any handler may suspend, so a decision deadline has to race the chain.
    public let mayDefer: Bool
    /// Told when a walk over the handlers starts and which handler decided, to time decisions per
    /// handler (the load generator's probe); `nil` costs one check per walk.
    public var timer: (any DecisionTimer)?
    /// Per handler: whether its claim is exact, and whether it may defer (read once, not per decision).
    private let traits: [HandlerTraits]
    /// The handlers' names, read once: a decision names its handler without a call through the existential.
    public let names: [String]
    /// The handlers' claims, each behind a class that holds the handler with its concrete type (this array
    /// keeps them alive). Calling a claim through `handlers` copies the existential out of the array first
    /// (a retain and release of its box and three value-witness calls per handler): about 400 of a
    /// decision's 3,360 instructions in callgrind on the standard mix.
    private let claimers: [HandlerClaimer]
    /// The same claimers, unretained: the walk calls each without a retain and release.
    private let unretainedClaimers: [Unmanaged<HandlerClaimer>]

    private struct HandlerTraits: Sendable {
        var claimIsExact: Bool
        var mayDefer: Bool
    }

    /// Creates a chain from handlers.
    ///
    /// - Parameters:
    ///   - handlers: The handlers, in the order they are asked.
    ///   - fallback: The policy when no handler claims an action.
    public init(_ handlers: [any NavigationActionHandler], fallback: NavigationActionPolicy = .allow) {
        self.handlers = handlers
        self.fallback = fallback
        self.mayDefer = handlers.contains { $0.mayDefer }
        self.traits = handlers.map { HandlerTraits(claimIsExact: $0.claimIsExact, mayDefer: $0.mayDefer) }
        self.names = handlers.map(\.name)
        self.claimers = handlers.map { Self.claimer(for: $0) }
        self.unretainedClaimers = claimers.map { Unmanaged.passUnretained($0) }
    }

    private static func claimer(for handler: some NavigationActionHandler) -> HandlerClaimer {
        TypedHandlerClaimer(handler)
    }

    /// The claim of the handler at `index`.
    @inline(__always)
    private func claim(_ index: Int, _ action: NavigationAction) -> HandlerClaim {
        unretainedClaimers[index]._withUnsafeGuaranteedRef { $0.claim(action) }
    }

    /// Creates a chain with a result builder.
    ///
    /// - Parameters:
    ///   - fallback: The policy when no handler claims an action.
    ///   - content: The handlers, in the order they are asked.
    /// - Throws: What building the handlers throws, such as a ``RoutePatternError``.
    public init(
        fallback: NavigationActionPolicy = .allow,
        @NavigationChainBuilder _ content: () throws -> [any NavigationActionHandler]
    ) rethrows {
        self.init(try content(), fallback: fallback)
    }

    /// Asks the handlers in order until one decides.
    ///
    /// Inlined into the caller: the exact claims are walked synchronously, so a decision no handler has
    /// to wait for costs no async call; the walk goes asynchronous only from the first handler that must
    /// be awaited.
    ///
    /// - Parameters:
    ///   - action: The navigation action.
    ///   - context: The injected clock and the deciding web view.
    /// - Returns: The decision and the handler that made it.
    /// - Throws: ``HandlerError`` wrapping the first error a handler throws, with the handler's name.
    @inlinable @inline(__always)
    public func decide(_ action: NavigationAction, context: DecisionContext) async throws(HandlerError) -> ChainDecision
    {
        switch walkExactClaims(action) {
        case .decided(let decision): return decision
        case .awaits(let index): return try await decide(action, context: context, from: index)
        }
    }

    /// Where the synchronous walk over exact claims ends.
    @usableFromInline
    enum ExactWalk {
        /// The chain decided without waiting.
        case decided(ChainDecision)
        /// The handler at this index has to be awaited.
        case awaits(Int)
    }

    /// Walks exact claims until one decides at once or a handler has to be awaited.
    @usableFromInline
    func walkExactClaims(_ action: NavigationAction) -> ExactWalk {
        timer?.walkStarted()
        for index in handlers.indices {
            let traits = traits[index]
            guard traits.claimIsExact else { return .awaits(index) }
            switch claim(index, action) {
            case .passes:
                continue
            case .decides(let policy, let effect):
                if traits.mayDefer { return .awaits(index) }
                timer?.decided(by: index)
                return .decided(
                    ChainDecision(policy: policy, handlerIndex: index, handlerName: names[index], effect: effect))
            case .unknown:
                return .awaits(index)
            }
        }
        timer?.decided(by: handlers.count)
        return .decided(ChainDecision(policy: fallback, handlerIndex: nil, handlerName: ChainDecision.fallbackName))
    }

    /// The asynchronous rest of ``decide(_:context:)``, from the handler at `start`.
    @usableFromInline
    func decide(
        _ action: NavigationAction,
        context: DecisionContext,
        from start: Int
    ) async throws(HandlerError) -> ChainDecision {
        var index = start
        while index < handlers.count {
            let traits = traits[index]
            if traits.claimIsExact, index > start {
                // An exact claim first, synchronously: no async call for a handler that passes or decides at once.
                switch claim(index, action) {
                case .passes:
                    index += 1
                    continue
                case .decides(let policy, let effect) where !traits.mayDefer:
                    timer?.decided(by: index)
                    return ChainDecision(policy: policy, handlerIndex: index, handlerName: names[index], effect: effect)
                default:
                    break
                }
            }
            let handler = handlers[index]
            let verdict: HandlerVerdict
            do {
                verdict = try await handler.decide(action, context: context)
            } catch {
                throw HandlerError(handler: names[index], index: index, underlying: error)
            }
            #if DEBUG
                if traits.claimIsExact { checkExactClaim(index, action, verdict) }
            #endif
            if case .decide(let policy, let effect) = verdict {
                timer?.decided(by: index)
                return ChainDecision(policy: policy, handlerIndex: index, handlerName: names[index], effect: effect)
            }
            index += 1
        }
        timer?.decided(by: handlers.count)
        return ChainDecision(policy: fallback, handlerIndex: nil, handlerName: ChainDecision.fallbackName)
    }

    #if DEBUG
        /// Debug builds: a handler that declares ``NavigationActionHandler/claimIsExact`` decides only what it
        /// claims, since the chain skips it without asking when its claim passes and ordering analysis reads
        /// the claim as its decision.
        func checkExactClaim(_ index: Int, _ action: NavigationAction, _ verdict: HandlerVerdict) {
            let claimed = claim(index, action).policy
            assert(
                claimed == verdict.policy,
                "\(names[index]) declares claimIsExact but decided \(verdict) for \(action.request.href) where its "
                    + "claim is \(claim(index, action)): make claim(_:) return what decide returns, or drop claimIsExact"
            )
        }
    #endif

    /// The decision when the chain reaches it without waiting: through exact claims that pass, to a
    /// handler whose exact claim decides at once, or to the fallback.
    ///
    /// - Parameter action: The navigation action.
    /// - Returns: The decision, or `nil` when a handler has to be asked with ``decide(_:context:)``.
    public func decideImmediately(_ action: NavigationAction) -> ChainDecision? {
        if case .decided(let decision) = walkExactClaims(action) { return decision }
        return nil
    }

    /// What the chain decides without running any handler: the first handler whose static claim decides.
    ///
    /// - Parameter action: The navigation action.
    /// - Returns: The decision, or `nil` when a handler's claim is unknown before any handler claims.
    public func claimedDecision(_ action: NavigationAction) -> ChainDecision? {
        for index in handlers.indices {
            switch claim(index, action) {
            case .passes: continue
            case .unknown: return nil
            case .decides(let policy, let effect):
                return ChainDecision(policy: policy, handlerIndex: index, handlerName: names[index], effect: effect)
            }
        }
        return ChainDecision(policy: fallback, handlerIndex: nil, handlerName: ChainDecision.fallbackName)
    }
}

/// A handler's claim behind a class: the chain's walk calls it through the class's vtable instead of
/// opening an existential. Only ``TypedHandlerClaimer`` is ever created.
///
/// `@unchecked`: a non-final class cannot be checked; it stores nothing.
class HandlerClaimer: @unchecked Sendable {
    func claim(_ action: NavigationAction) -> HandlerClaim { .unknown }
}

/// The claimer of one handler, of a known type.
///
/// `@unchecked`: its only stored property is an immutable `Sendable` handler.
final class TypedHandlerClaimer<Handler: NavigationActionHandler>: HandlerClaimer, @unchecked Sendable {
    let handler: Handler

    init(_ handler: Handler) {
        self.handler = handler
    }

    override func claim(_ action: NavigationAction) -> HandlerClaim { handler.claim(action) }
}

/// Times a chain's decisions: told when a walk over the handlers starts and which handler decided.
///
/// A walk starts once, even when it has to wait for a handler: the web view walks the exact claims
/// synchronously and awaits the rest from where that walk stopped.
/// Static analysis (``NavigationChain/claimedDecision(_:)``) tells nothing.
///
/// A timer is a class: it keeps what it is told, and the chain, which asks whether it has one twice per
/// walk, then holds a single reference (an optional existential of any type is copied through generic
/// value witnesses at each `timer?.` call, about 200 instructions a decision when no timer is set).
public protocol DecisionTimer: AnyObject, Sendable {
    /// A walk over the handlers starts.
    func walkStarted()

    /// The handler at `index` decided; `index` is the number of handlers when the fallback applied.
    ///
    /// - Parameter index: The deciding handler's index, or the handler count for the fallback.
    func decided(by index: Int)
}

/// An error a handler threw while deciding, with the handler that threw it.
public struct HandlerError: Error, Sendable, CustomStringConvertible {
    /// The handler's name.
    public var handler: String
    /// The handler's index in the chain.
    public var index: Int
    /// What the handler threw.
    public var underlying: any Error

    /// Creates the error.
    ///
    /// - Parameters:
    ///   - handler: The handler's name.
    ///   - index: The handler's index in the chain.
    ///   - underlying: What the handler threw.
    public init(handler: String, index: Int, underlying: any Error) {
        self.handler = handler
        self.index = index
        self.underlying = underlying
    }

    public var description: String { "handler \(handler) (#\(index)) threw: \(underlying)" }
}
