import NavSimRuntime
import Testing

@testable import NavSimCore

/// `NavigationAction` derives its target frame from its request in the common case and stores other
/// frames behind a shared reference; it must behave exactly like a value with every property stored.
@Suite("NavigationAction behaves as a plain value")
struct NavigationActionTests {
    /// The same action with every property stored, as the model to compare with.
    struct Stored: Equatable {
        var request: ParsedURL
        var sourceFrame: FrameInfo?
        var targetFrame: FrameInfo?
        var isRedirect = false

        var action: NavigationAction {
            NavigationAction(
                request: request, sourceFrame: sourceFrame, targetFrame: targetFrame, isRedirect: isRedirect)
        }
    }

    static let requests = ["https://example.com/", "https://example.com/product/7", "tel:+15551234567", "not a url"]
        .map { ParsedURL($0) }

    static func frames(for request: ParsedURL) -> [FrameInfo?] {
        var child = FrameInfo(id: FrameID(7), request: request)
        child.securityOrigin = URLOrigin.opaque
        var sandboxed = FrameInfo(request: request)
        sandboxed.securityOrigin = URLOrigin.opaque
        return [nil, FrameInfo(request: request), child, sandboxed, FrameInfo(request: requests[1])]
    }

    func expectSame(_ action: NavigationAction, _ stored: Stored, _ step: String) {
        #expect(action.request == stored.request, "\(step)")
        #expect(action.sourceFrame == stored.sourceFrame, "\(step)")
        #expect(action.targetFrame == stored.targetFrame, "\(step)")
        #expect(action.isRedirect == stored.isRedirect, "\(step)")
        #expect(action.opensNewWindow == (stored.targetFrame == nil), "\(step)")
        #expect(action.isForMainFrame == (stored.targetFrame?.isMainFrame ?? true), "\(step)")
        #expect(action == stored.action, "\(step)")
        #expect(action.hashValue == stored.action.hashValue, "\(step)")
    }

    @Test func anActionForAURLNavigatesTheMainFrameToItsRequest() {
        let action = NavigationAction(url: "https://example.com/product/7", navigationType: .linkActivated)
        let request = ParsedURL("https://example.com/product/7")
        #expect(action.targetFrame == FrameInfo(request: request))
        #expect(action.sourceFrame == nil)
        #expect(!action.opensNewWindow && action.isForMainFrame)
        let explicit = NavigationAction(
            request: request, navigationType: .linkActivated, targetFrame: FrameInfo(request: request))
        #expect(action == explicit && action.hashValue == explicit.hashValue)
        #expect(action != NavigationAction(request: request, navigationType: .linkActivated, targetFrame: nil))
    }

    @Test func changingTheRequestKeepsTheTargetFrameItHad() {
        var action = NavigationAction(url: "https://example.com/")
        action.request = ParsedURL("https://example.com/product/7")
        #expect(action.targetFrame?.request.href == "https://example.com/")
        action.redirect(to: ParsedURL("https://example.com/shop/1"))
        #expect(action.targetFrame == FrameInfo(request: ParsedURL("https://example.com/shop/1")))
        #expect(action.isRedirect)
    }

    /// Random sequences of mutations on the action and on the stored model, compared after every step;
    /// copies taken along the way must not change when the original does.
    @Test func randomMutationsMatchTheStoredModel() {
        var generator = SplitMix64(seed: 0xAC71)
        for sequence in 0..<300 {
            var stored = Stored(request: Self.requests[sequence % Self.requests.count])
            stored.targetFrame = FrameInfo(request: stored.request)
            var action = NavigationAction(url: stored.request.href)
            if !stored.request.isValid { action = stored.action }
            var copies: [(NavigationAction, Stored)] = []
            for step in 0..<12 {
                let pick = Int(generator.next() % 100)
                switch generator.next() % 5 {
                case 0:
                    let request = Self.requests[pick % Self.requests.count]
                    action.request = request
                    stored.request = request
                case 1:
                    let frames = Self.frames(for: stored.request)
                    action.sourceFrame = frames[pick % frames.count]
                    stored.sourceFrame = frames[pick % frames.count]
                case 2:
                    let frames = Self.frames(for: stored.request)
                    action.targetFrame = frames[pick % frames.count]
                    stored.targetFrame = frames[pick % frames.count]
                case 3:
                    let target = Self.requests[pick % Self.requests.count]
                    action.redirect(to: target)
                    stored.request = target
                    stored.targetFrame = FrameInfo(request: target)
                    stored.isRedirect = true
                default:
                    copies.append((action, stored))
                }
                expectSame(action, stored, "sequence \(sequence) step \(step)")
            }
            for (copy, model) in copies { expectSame(copy, model, "copy in sequence \(sequence)") }
        }
    }

    @Test("A load's main-frame action is the memberwise action with the main frame at its request as target")
    func mainFrameActionMatchesTheMemberwiseForm() {
        for request in Self.requests {
            for source in Self.frames(for: request) {
                let loaded = NavigationAction(
                    webView: 3, navigation: NavigationID(9), mainFrameRequest: request, navigationType: .linkActivated,
                    sourceFrame: source)
                let memberwise = NavigationAction(
                    webView: 3, navigation: NavigationID(9), request: request, navigationType: .linkActivated,
                    sourceFrame: source, targetFrame: FrameInfo(request: request))
                #expect(loaded == memberwise)
                #expect(loaded.sourceFrame == source && loaded.targetFrame == FrameInfo(request: request))
                // Stored the same way: nothing behind a reference when the app asked.
                #expect((loaded.frames == nil) == (memberwise.frames == nil))
                #expect(loaded.isForMainFrame && !loaded.opensNewWindow && !loaded.isRedirect)
            }
        }
    }
}
