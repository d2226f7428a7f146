/// Decisions by the name of the handler, delegate, default or deadline that made them: a list searched by
/// equality, not a dictionary, as a web view or a scenario run hears from a few deciders, and hashing a name at
/// every decision cost more than comparing it (usually the same string, so its storage compares equal).
package struct DecisionCounts: Sendable {
    /// The counts, in the order the deciders were first heard from.
    package private(set) var counts: [(name: String, count: Int)] = []

    /// No decision counted.
    package init() {}

    /// The decisions `name` made, or `nil` if none; set to `nil` to forget `name`.
    package subscript(name: String) -> Int? {
        get { counts.first { $0.name == name }?.count }
        set {
            if let index = counts.firstIndex(where: { $0.name == name }) {
                if let newValue { counts[index].count = newValue } else { counts.remove(at: index) }
            } else if let newValue {
                counts.append((name, newValue))
            }
        }
    }

    /// All decisions.
    package var total: Int { counts.reduce(0) { $0 + $1.count } }

    /// Counts a decision made by `name`.
    package mutating func count(by name: String) {
        for index in counts.indices where counts[index].name == name {
            counts[index].count += 1
            return
        }
        counts.append((name, 1))
    }
}
