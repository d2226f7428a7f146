import NavSimCore
import Testing

@Suite("Relative resolution: links and redirects")
struct RelativeResolutionTests {
    static let base = "https://shop.example.com/catalog/shoes/item?color=red#reviews"

    @Test(
        "a reference resolves against the page as the URL Standard says",
        arguments: [
            ("/x", "https://shop.example.com/x"),
            ("../y", "https://shop.example.com/catalog/y"),
            ("../../../../y", "https://shop.example.com/y"),
            ("./z", "https://shop.example.com/catalog/shoes/z"),
            ("z", "https://shop.example.com/catalog/shoes/z"),
            (".", "https://shop.example.com/catalog/shoes/"),
            ("..", "https://shop.example.com/catalog/"),
            ("?q", "https://shop.example.com/catalog/shoes/item?q"),
            ("?", "https://shop.example.com/catalog/shoes/item?"),
            ("#f", "https://shop.example.com/catalog/shoes/item?color=red#f"),
            ("", "https://shop.example.com/catalog/shoes/item?color=red"),
            ("//other.host/p", "https://other.host/p"),
            ("//OTHER.host:443", "https://other.host/"),
            ("\\\\other.host\\p", "https://other.host/p"),
            ("https:x", "https://shop.example.com/catalog/shoes/x"),
            ("https:/x", "https://shop.example.com/x"),
            ("http:x", "http://x/"),
            ("tel:+1555", "tel:+1555"),
            ("HTTP://Elsewhere.com/", "http://elsewhere.com/"),
            (" \t/x y\n", "https://shop.example.com/x%20y"),
        ])
    func resolve(_ reference: String, _ expected: String) {
        let url = ParsedURL(reference, relativeTo: ParsedURL(Self.base))
        #expect(url.isValid)
        #expect(url.href == expected)
    }

    @Test("a redirect's Location resolves against the request and is canonical")
    func redirect() {
        let request = ParsedURL("https://example.com/login?next=/cart")
        let location = ParsedURL("/Account/./Home/../Orders?id=7", relativeTo: request)

        #expect(location.href == "https://example.com/Account/Orders?id=7")
        #expect(location.host == "example.com")
        #expect(Array(location.pathSegments) == ["Account", "Orders"])
        #expect(ParsedURL(location.href) == location)
    }

    @Test(
        "non-special and file bases resolve too",
        arguments: [
            ("y", "myapp://host/a/b", "myapp://host/a/y"),
            ("/x", "myapp://host/a/b", "myapp://host/x"),
            ("//other/p", "myapp://host/a", "myapp://other/p"),
            ("x", "file:///C:/a/b", "file:///C:/a/x"),
            ("..", "file:///C:/a", "file:///C:/"),
            ("/x", "file:///C:/a", "file:///C:/x"),
            ("?q", "file:///a/b", "file:///a/b?q"),
            ("//host/x", "file:///C:/a", "file://host/x"),
        ])
    func otherBases(_ reference: String, _ base: String, _ expected: String) {
        #expect(ParsedURL(reference, relativeTo: ParsedURL(base)).href == expected)
    }
}
