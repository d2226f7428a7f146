/// A completion handler's first delivery: its value, or `nil` when it was released uncalled.
struct Answer<Value: Sendable>: Sendable {
    let value: Value?
}
