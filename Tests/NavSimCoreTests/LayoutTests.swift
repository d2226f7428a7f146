import NavSimCore
import Testing

/// The layouts the hot path depends on.
///
/// Swift 6 moves a value of 64 bytes or more through memory and copies it through its value witness table
/// (ARCHITECTURE.md, Building). The types the hot path copies are shaped to stay under that line; the
/// larger ones are built once where they are needed and borrowed. Each test names the benchmark that
/// measures what the shape buys, so a change that breaks it is measured there, not guessed from a figure.
@Suite("Layouts shaped for size")
struct LayoutTests {
    /// The size from which Swift 6 copies a value through its value witnesses.
    static let largeLoadable = 64

    @Test("ParsedURL is 56 bytes, its Optional too (Parse_ParsedURL, Navigation_WebView_load_on_the_actor)")
    func parsedURL() {
        #expect(MemoryLayout<ParsedURL>.size == 56)
        #expect(MemoryLayout<ParsedURL?>.size == 56)
        #expect(MemoryLayout<ParsedURL>.size < Self.largeLoadable)
    }

    @Test("A plain PageResponse is 56 bytes: rare fields sit in one box (Navigation_WebView_load_on_the_actor)")
    func pageResponse() {
        #expect(MemoryLayout<PageResponse>.size == 56)
        #expect(MemoryLayout<PageResponse>.size < Self.largeLoadable)
    }

    @Test("NavigationAction is 88 bytes: frame pairs behind one reference (Decision_preparsed_7_handler_chain)")
    func navigationAction() {
        #expect(MemoryLayout<NavigationAction>.size == 88)
    }

    @Test("NavigationOutcome is 128 bytes, built once where a navigation ends (Navigation_WebView_load_on_the_actor)")
    func navigationOutcome() {
        #expect(MemoryLayout<NavigationOutcome>.size == 128)
    }
}
