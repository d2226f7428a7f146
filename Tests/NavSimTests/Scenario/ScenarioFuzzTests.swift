import Foundation
import NavSimTestBudget
import Testing

@testable import NavSim

@Suite("Fuzzing the validator with the shipped scenarios")
struct ScenarioFuzzTests {
    /// A deterministic generator for mutations.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
    }

    static let tokens: [String] = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "null", "true", "-", "0", "1e400", "-1", "99999999999999999999",
        "\"\\ud800\"", "\"kind\"", "\"deepLink\"", "{\"a\":", "[[[[", "\u{0}", "é", "\"\"", "1.5", "\"1h\"", "\"-5ms\"",
        "\"navigate\"", "\"completionHandler\"",
    ]

    static let replacementValues: [JSONValue] = [
        .null, .bool(true), .integer(-1), .integer(0), .integer(1_000_000_000_000), .double(0.5), .string(""),
        .string("x"), .string("10ms..1ms"), .string("~1ms"), .array([]), .object([]), .array([.object([])]),
        .object([JSONMember("kind", .string("cancelAll"))]),
    ]

    /// Mutates the bytes or the structure of a document.
    static func mutate(_ bytes: [UInt8], _ value: JSONValue, _ generator: inout Generator) -> [UInt8] {
        var bytes = bytes
        switch generator.below(6) {
        case 0:
            for _ in 0...generator.below(4) where !bytes.isEmpty {
                bytes[generator.below(bytes.count)] = UInt8(truncatingIfNeeded: generator.next())
            }
        case 1:
            guard !bytes.isEmpty else { break }
            let start = generator.below(bytes.count)
            bytes.removeSubrange(start..<min(bytes.count, start + 1 + generator.below(40)))
        case 2:
            let token = tokens[generator.below(tokens.count)]
            bytes.insert(contentsOf: Array(token.utf8), at: generator.below(bytes.count + 1))
        case 3:
            bytes = Array(bytes.prefix(generator.below(bytes.count + 1)))
        default:
            let mutated = mutateValue(value, &generator, depth: 0)
            bytes = Array(JSONWriter.write(mutated, pretty: generator.below(2) == 0).utf8)
        }
        return bytes
    }

    static func mutateValue(_ value: JSONValue, _ generator: inout Generator, depth: Int) -> JSONValue {
        switch value {
        case .object(var members) where !members.isEmpty && generator.below(3) != 0:
            let index = generator.below(members.count)
            switch generator.below(4) {
            case 0: members.remove(at: index)
            case 1: members[index].key += ["s", "_", "X", ""][generator.below(4)]
            case 2: members[index].value = replacementValues[generator.below(replacementValues.count)]
            default: members[index].value = mutateValue(members[index].value, &generator, depth: depth + 1)
            }
            return .object(members)
        case .array(var elements) where !elements.isEmpty && generator.below(3) != 0:
            let index = generator.below(elements.count)
            switch generator.below(3) {
            case 0: elements.remove(at: index)
            case 1: elements.append(elements[index])
            default: elements[index] = mutateValue(elements[index], &generator, depth: depth + 1)
            }
            return .array(elements)
        default:
            return replacementValues[generator.below(replacementValues.count)]
        }
    }

    @Test(
        "10,000 mutations of the shipped scenarios: no crash, every rejection names a path, accepted ones run",
        .timeLimit(.minutes(10)))
    func fuzz() throws {
        let originals = try ShippedScenarios.paths.map { path -> ([UInt8], JSONValue) in
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            return (bytes, try JSONReader.parse(bytes))
        }
        try #require(!originals.isEmpty)
        var generator = Generator(state: 0x5EED)
        var rejected = 0
        var accepted = 0
        var acceptedMutants: [Scenario] = []
        // 10,000, and a tenth of them under AddressSanitizer in CI (TestBudget).
        let count = TestBudget.inputs(10_000)
        for iteration in 0..<count {
            let (bytes, value) = originals[iteration % originals.count]
            var mutated = Self.mutate(bytes, value, &generator)
            if generator.below(4) == 0 { mutated = Self.mutate(mutated, value, &generator) }
            do {
                let scenario = try Scenario(parsing: mutated, file: "fuzz.json")
                accepted += 1
                if acceptedMutants.count < 100, iteration % 7 == 0 { acceptedMutants.append(scenario) }
            } catch {
                rejected += 1
                #expect(!error.path.isEmpty && !error.problem.isEmpty && !error.fix.isEmpty)
            }
        }
        #expect(rejected + accepted == count)
        // The mutants the validator accepts must also run without crashing.
        #expect(!acceptedMutants.isEmpty)
        for mutant in acceptedMutants {
            let report = ScenarioRunner.run(mutant, maxSteps: 200_000)
            #expect(report.steps > 0)
        }
        #expect(rejected > count / 2, "mutations should mostly be rejected")
        #expect(accepted > 0, "some mutations keep the document valid")
    }
}
