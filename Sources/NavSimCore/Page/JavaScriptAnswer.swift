/// What the page answers when the app evaluates a script in it.
public enum JavaScriptAnswer: Sendable, Hashable {
    /// The script's value.
    case value(ScriptValue)
    /// The script throws.
    case exception(String)
    /// An async function whose promise settles with a value after a delay.
    case resolves(ScriptValue, after: Duration)
    /// An async function whose promise is rejected after a delay.
    case rejects(String, after: Duration)
}
