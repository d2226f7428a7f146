import NavSim

/// The raw floors: the least a chain or a dispatcher can cost in Swift, with nothing but an existential
/// call per element.
protocol FloorHandler {
    func decide(_ code: Int) -> Bool
}

struct FloorPassHandler: FloorHandler {
    let claimed: Int
    func decide(_ code: Int) -> Bool { code == claimed }
}

/// An indexed `[any FloorHandler]` walk: the index of the first handler that claims the code.
@inline(never)
func floorWalk(_ handlers: [any FloorHandler], _ code: Int) -> Int {
    for index in handlers.indices where handlers[index].decide(code) { return index }
    return handlers.count
}

protocol FloorStrategy: AnyObject {
    func didReceive(_ message: ScriptMessage)
}

final class FloorCountingStrategy: FloorStrategy {
    var count = 0
    func didReceive(_ message: ScriptMessage) { count &+= 1 }
}

/// A `[String: any FloorStrategy]` lookup and call.
@inline(never)
func floorDispatch(_ strategies: [String: any FloorStrategy], _ message: ScriptMessage) -> Bool {
    guard let strategy = strategies[message.name] else { return false }
    strategy.didReceive(message)
    return true
}
