import NavSimRuntime
import Testing

@testable import NavSimCore

/// The byte-level hot path (in-place route and host matching, the chain's synchronous walk) must answer
/// exactly as the readable definitions do, on every URL shape the parser produces.
@Suite("Fast paths agree with their definitions")
struct FastPathEquivalenceTests {
    static let pieces = ["", "product", "new", "7", "12a", "0", "shop", "x", "%41", "ü"]
    static let prefixes = [
        "https://example.com", "http://Shop.Example.com.", "myapp://host", "file://", "https://[::1]:8080",
        "https://1.2.3.4",
    ]
    static let patterns = [
        "/", "/*", "/product/:id", "/product/:id(int)", "/product/new", "/shop/:id/*", "/a/:x/:y", "/product/",
        "/:any", "/x/*",
    ]

    /// URLs built from path pieces, with trailing slashes, queries and fragments, plus opaque and invalid ones.
    static var urls: [ParsedURL] {
        var generator = SplitMix64(seed: 0xFA57)
        var urls = ["tel:+15551234567", "mailto:a@b.c", "sc:opaque/path", "https://", "not a url", "about:blank"]
            .map { ParsedURL($0) }
        for _ in 0..<4_000 {
            let prefix = prefixes[Int(generator.next() % UInt64(prefixes.count))]
            var path = ""
            for _ in 0..<Int(generator.next() % 4) {
                path += "/" + pieces[Int(generator.next() % UInt64(pieces.count))]
            }
            switch generator.next() % 4 {
            case 0: path += "/"
            case 1: path += "?q=1"
            case 2: path += "#top"
            default: break
            }
            urls.append(ParsedURL(prefix + path))
        }
        return urls
    }

    @Test("RouteSet matches and captures exactly as RoutePattern.match(_:) on path segments")
    func routes() throws {
        let patterns = try Self.patterns.map { try RoutePattern($0) }
        var compared = 0
        for url in Self.urls {
            for pattern in patterns {
                let expected = pattern.match(url.pathSegments)
                let range = RouteSet([pattern]).firstMatch(url)?.capture
                #expect((range != nil) == (expected != nil), "\(pattern) on \(url.href)")
                if let range, let expected {
                    #expect(url.substring(range) == expected, "\(pattern) on \(url.href)")
                }
                compared += 1
            }
        }
        #expect(compared == (Self.urls.count) * patterns.count)
        // Compiled together, the first route that matches wins, with its capture.
        let set = RouteSet(patterns)
        for url in Self.urls {
            let expected = patterns.indices.first { patterns[$0].match(url.pathSegments) != nil }
            let found = set.firstMatch(url)
            #expect(found?.route == expected, "\(url.href)")
            if let found, let expected {
                #expect(url.substring(found.capture) == patterns[expected].match(url.pathSegments), "\(url.href)")
            }
        }
    }

    @Test(
        "hostMatches(_:for:) in place agrees with a Substring comparison of the canonical host",
        arguments: [HostRuleUse.trust, .refusal])
    func hosts(use: HostRuleUse) {
        let patterns = [
            HostPattern("example.com", includeSubdomains: true), HostPattern("example.com", includeSubdomains: false),
            HostPattern("HOST", includeSubdomains: false), HostPattern("com", includeSubdomains: true),
            HostPattern("2.3.4", includeSubdomains: true), HostPattern("[::1]", includeSubdomains: true),
            HostPattern("shop.example.com.", includeSubdomains: false),
            HostPattern("host", includeSubdomains: true, schemes: ["myapp", "https"]),
        ]
        var urls = Self.urls
        urls += [
            "myapp://Host/x", "myapp://sub.HOST/x", "https://evil-example.com/", "https://example.com.evil.net/",
            "javascript://example.com/%0aalert(1)", "ftp://example.com/", "file://example.com/etc/passwd",
            "blob:https://shop.example.com/uuid", "blob:ftp://example.com/uuid", "myapp://EXAMPLE%2Ecom/",
            "intent://example.com/#Intent;end", "wss://example.com/",
        ]
        .map { ParsedURL($0) }
        for url in urls {
            for pattern in patterns {
                #expect(
                    url.hostMatches(pattern, for: use) == Self.reference(url, pattern, use),
                    "\(pattern.domain) on \(url.href)")
            }
            let set = HostSet(patterns, use: use)
            #expect(set.matches(url) == patterns.contains { Self.reference(url, $0, use) }, "\(url.href)")
            #expect(
                HostSet(Array(patterns.prefix(2)), use: use).matches(url)
                    == patterns.prefix(2).contains { url.hostMatches($0, for: use) })
        }
    }

    @Test("decideImmediately agrees with decide, and leaves a deferring claim to decide")
    func chain() async throws {
        let chain = try NavigationChain {
            SchemeFilterHandler()
            HostListHandler.deny([HostPattern("tracker.example", includeSubdomains: true)])
            DeepLinkHandler(hosts: [HostPattern("link.example.com", includeSubdomains: false)], latency: .seconds(1))
            HomeTabSwitchHandler(homeURL: "https://example.com/")
            try NativePageHandler(patterns: ["/product/:id(int)", "/shop/:id"])
            AllowAllHandler()
        }
        let context = DecisionContext(clock: ContinuousClock())
        for url in Self.urls
            + ["tel:1", "https://a.tracker.example/p", "https://example.com/#x"].map({ ParsedURL($0) })
        {
            let action = NavigationAction(request: url, navigationType: .linkActivated, targetFrame: nil)
            let immediate = try #require(chain.decideImmediately(action), "\(url.href)")
            let decided = try await chain.decide(action, context: context)
            #expect(immediate == decided, "\(url.href)")
        }
        let link = NavigationAction(url: "https://link.example.com/open")
        #expect(chain.decideImmediately(link) == nil)
    }

    struct Blocker: StaticNavigationActionHandler {
        let name = "Blocker"
        func claim(_ action: NavigationAction) -> HandlerClaim {
            action.request.path.hasPrefix("/blocked") ? .decides(.cancel) : .passes
        }
    }

    /// Claims the same, but says nothing of exactness: the chain must ask it.
    struct Cautious: NavigationActionHandler {
        let name = "Cautious"
        func claim(_ action: NavigationAction) -> HandlerClaim {
            action.request.path.hasPrefix("/blocked") ? .decides(.cancel) : .passes
        }
    }

    @Test("A user's static handler is walked synchronously; a handler that does not say its claim is exact is asked")
    func userHandlers() async throws {
        let context = DecisionContext(clock: ContinuousClock())
        let fast = NavigationChain([Blocker(), AllowAllHandler()])
        let blocked = NavigationAction(url: "https://example.com/blocked/1")
        #expect(fast.decideImmediately(blocked)?.handlerName == "Blocker")
        #expect(fast.decideImmediately(NavigationAction(url: "https://example.com/ok"))?.handlerName == "AllowAll")
        let asked = NavigationChain([Cautious(), AllowAllHandler()])
        #expect(asked.decideImmediately(blocked) == nil)
        // Its inherited decide follows its claim.
        #expect(try await asked.decide(blocked, context: context).handlerName == "Cautious")
        #expect(try await fast.decide(blocked, context: context) == fast.decideImmediately(blocked))
    }

    /// The definition: the host minus one trailing dot equals the domain, or ends with "." + domain when
    /// subdomains count and the host is not an IP address.
    /// The readable definition of host matching: a trusting rule compares the canonical host of a URL of one
    /// of its schemes; a refusing one the host under any scheme, a non-special host as a domain too, and a
    /// `blob:` URL's origin host.
    static func reference(_ url: ParsedURL, _ pattern: HostPattern, _ use: HostRuleUse) -> Bool {
        guard url.isValid, !pattern.domain.isEmpty else { return false }
        switch use {
        case .trust:
            return pattern.schemes.contains(String(url.scheme)) && hostReference(url, pattern)
        case .refusal:
            guard let host = url.host else {
                let inner = ParsedURL(String(url.path))
                return url.scheme == "blob" && ["http", "https"].contains(inner.scheme)
                    && hostReference(inner, pattern)
            }
            if hostReference(url, pattern) { return true }
            guard !url.isSpecial, host.contains(where: { $0 == "%" || !$0.isASCII }) else { return false }
            return hostReference(ParsedURL("http://\(host)/"), pattern)
        }
    }

    static func hostReference(_ url: ParsedURL, _ pattern: HostPattern) -> Bool {
        guard url.isValid, var host = url.host else { return false }
        if host.hasSuffix(".") { host = host.dropLast() }
        let special = url.isSpecial
        let hostText = special ? String(host) : host.lowercased()
        let domain = special ? pattern.domain : pattern.domain.lowercased()
        if hostText == domain { return true }
        guard pattern.includeSubdomains, hostText.hasSuffix("." + domain) else { return false }
        let last = hostText.utf8.last ?? 0
        return !(special && ((last >= 0x30 && last <= 0x39) || last == UInt8(ascii: "]")))
    }
}
