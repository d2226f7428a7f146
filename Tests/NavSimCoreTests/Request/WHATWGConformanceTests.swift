import NavSimCore
import Testing

@Suite("WHATWG URL Standard conformance")
struct WHATWGConformanceTests {
    @Test("the parser agrees with the Standard's canonical form", arguments: WHATWGCase.corpus)
    func canonicalForm(_ testCase: WHATWGCase) {
        let url = testCase.parse()
        guard let expected = testCase.href else {
            #expect(!url.isValid, "expected failure, got \(url.href)")
            #expect(url.failure != nil)
            #expect(url.href == testCase.input, "an invalid URL keeps the raw input")
            return
        }
        #expect(url.isValid, "failed with \(url.failure.map(String.init(describing:)) ?? "")")
        #expect(url.href == expected)
        #expect(String(url.host ?? "") == testCase.host)
        #expect(String(url.path) == testCase.path)
    }

    @Test("a canonical href parses to itself", arguments: WHATWGCase.corpus.filter { $0.href != nil })
    func idempotence(_ testCase: WHATWGCase) throws {
        let href = try #require(testCase.href)
        let reparsed = ParsedURL(href)
        #expect(reparsed.isValid)
        #expect(reparsed.href == href)
    }

    @Test("the corpus is large enough to mean something")
    func corpusSize() {
        let hierarchical = WHATWGCase.corpus.filter {
            $0.input.hasPrefix("http") || $0.input.hasPrefix("file") || $0.base?.hasPrefix("http") == true
                || $0.base?.hasPrefix("file") == true
        }
        #expect(hierarchical.count >= 150)
        #expect(WHATWGCase.corpus.contains { $0.href == nil })
    }
}
