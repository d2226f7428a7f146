import NavSim

extension URLRequest {
    /// Foundation's request for a URL NavSim parsed; a URL Foundation refuses becomes `about:blank`.
    static func navSim(_ url: ParsedURL) -> URLRequest {
        URLRequest(url: URL(string: url.href) ?? URL(string: "about:blank")!)
    }
}

extension URL {
    /// NavSim's parsed form of a Foundation URL: parsed once, here.
    var navSim: ParsedURL { ParsedURL(absoluteString) }
}
