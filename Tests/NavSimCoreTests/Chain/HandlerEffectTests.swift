import Testing

@testable import NavSimCore

/// A handler's effect slices its argument from the request when the argument is read; it must compare,
/// hash and print as the slice would.
@Suite("HandlerEffect arguments")
struct HandlerEffectTests {
    @Test func aSlicedArgumentEqualsTheSameTextGivenAsASubstring() {
        let request = ParsedURL("https://example.com/product/1234?ref=home")
        let sliced = HandlerEffect(.openNativeScreen, target: "product", slicing: request, 28..<32)
        let given = HandlerEffect(.openNativeScreen, target: "product", argument: "1234")
        #expect(sliced.argument == "1234")
        #expect(sliced == given && sliced.hashValue == given.hashValue)
        #expect(sliced.description == "openNativeScreen(product: 1234)")
        let path = HandlerEffect(.presentPayment, target: "payment", slicing: request, request.pathOffsets)
        #expect(path.argument == request.path)
        #expect(path != sliced)
        #expect(HandlerEffect(.openNativeScreen, target: "shop", argument: "1234") != given)
        #expect(HandlerEffect(.openNativeScreen, target: "product", argument: "123") != given)
    }

    @Test func anArgumentCanBeReplacedAndMayBeEmptyOrNotASCII() {
        var effect = HandlerEffect(.switchTab, target: "home")
        #expect(effect.argument.isEmpty && effect.description == "switchTab(home)")
        let text = "café/crème"
        effect.argument = text.dropFirst(5)
        #expect(effect.argument == "crème")
        // Canonically equivalent arguments compare (and hash) equal, as Substrings do.
        let decomposed = HandlerEffect(.switchTab, target: "home", argument: "cre\u{300}me"[...])
        #expect(effect == decomposed && effect.hashValue == decomposed.hashValue)
    }
}
