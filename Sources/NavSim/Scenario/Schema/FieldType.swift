/// The type of one field of a scenario file, with its range: the single source of truth for the
/// validator, the JSON Schema and the field reference.
indirect enum FieldType: Sendable {
    /// A whole number in a range.
    case integer(ClosedRange<Int>)
    /// A number in a range.
    case number(ClosedRange<Double>)
    /// A non-empty string.
    case string
    /// One of a few strings.
    case enumeration([String])
    /// Exactly this string (a handler's `kind`).
    case constant(String)
    /// `true` or `false`.
    case boolean
    /// A duration from 0 to 1 hour: `"30ms"`, `"1.5s"`, `"0"`.
    case duration
    /// A latency: a duration, a uniform range `"10ms..50ms"` or an exponential mean `"~20ms"`.
    case latency
    /// An object described by another spec.
    case object(String)
    /// An object chosen by its `kind` member among specs.
    case oneOf(discriminator: String, [(value: String, object: String)])
    /// An array.
    case array(FieldType, count: ClosedRange<Int>)
    /// An object with free keys, each value of one type.
    case map(FieldType)
    /// Any JSON value (a script message body).
    case any

    /// What the type accepts, for error messages and the reference.
    var expectation: String {
        switch self {
        case .integer(let range):
            range.upperBound == Int.max
                ? "a whole number of at least \(range.lowerBound)"
                : "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .number(let range): "a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))"
        case .string: "a non-empty string"
        case .enumeration(let values): "one of " + values.map { "\"\($0)\"" }.joined(separator: ", ")
        case .constant(let value): "\"\(value)\""
        case .boolean: "true or false"
        case .duration: "a duration from \"0\" to \"1h\" such as \"30ms\", \"1.5s\", \"2min\""
        case .latency:
            "a latency: a duration (\"30ms\"), a uniform range (\"10ms..50ms\") or a mean (\"~20ms\"), at most 1h"
        case .object: "an object"
        case .oneOf(let discriminator, _): "an object with a \"\(discriminator)\""
        case .array(let element, let count):
            (count.upperBound == Int.max
                ? "an array of at least \(count.lowerBound) \(element.shortName)"
                : "an array of \(count.lowerBound) to \(count.upperBound) \(element.shortName)")
                + (element.enumerated.map { ", each " + $0 } ?? "")
        case .map(let element): "an object whose values are \(element.shortName)"
        case .any: "any JSON value"
        }
    }

    /// For an enumeration, its accepted values in words (`one of "a", "b"`); `nil` otherwise.
    var enumerated: String? {
        if case .enumeration = self { return expectation }
        return nil
    }

    /// A plural noun for an array's or map's elements.
    var shortName: String {
        switch self {
        case .integer: "whole numbers"
        case .number: "numbers"
        case .string, .enumeration, .constant: "strings"
        case .boolean: "booleans"
        case .duration: "durations"
        case .latency: "latencies"
        case .object(let name): "\(name) objects"
        case .oneOf: "objects"
        case .array: "arrays"
        case .map: "objects"
        case .any: "values"
        }
    }

    static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
