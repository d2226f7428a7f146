/// Builds a ``NavigationChain`` from handler expressions, with `if`, `switch` and `for` support.
@resultBuilder
public enum NavigationChainBuilder {
    /// Wraps one handler.
    ///
    /// - Parameter handler: A handler.
    /// - Returns: A one-element list.
    public static func buildExpression(_ handler: some NavigationActionHandler) -> [any NavigationActionHandler] {
        [handler]
    }

    /// Passes a list of handlers through.
    ///
    /// - Parameter handlers: Handlers.
    /// - Returns: The same list.
    public static func buildExpression(_ handlers: [any NavigationActionHandler]) -> [any NavigationActionHandler] {
        handlers
    }

    /// Joins the statements of a block.
    ///
    /// - Parameter components: Each statement's handlers.
    /// - Returns: All handlers in order.
    public static func buildBlock(_ components: [any NavigationActionHandler]...) -> [any NavigationActionHandler] {
        components.flatMap { $0 }
    }

    /// An `if` without `else`.
    ///
    /// - Parameter component: The handlers when the condition holds.
    /// - Returns: Those handlers, or none.
    public static func buildOptional(_ component: [any NavigationActionHandler]?) -> [any NavigationActionHandler] {
        component ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    ///
    /// - Parameter component: The branch's handlers.
    /// - Returns: The same handlers.
    public static func buildEither(first component: [any NavigationActionHandler]) -> [any NavigationActionHandler] {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    ///
    /// - Parameter component: The branch's handlers.
    /// - Returns: The same handlers.
    public static func buildEither(second component: [any NavigationActionHandler]) -> [any NavigationActionHandler] {
        component
    }

    /// A `for` loop.
    ///
    /// - Parameter components: Each iteration's handlers.
    /// - Returns: All handlers in order.
    public static func buildArray(_ components: [[any NavigationActionHandler]]) -> [any NavigationActionHandler] {
        components.flatMap { $0 }
    }
}
