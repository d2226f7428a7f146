import NavSimCore
import Testing

@Suite("PageResponse values")
struct PageResponseTests {
    @Test("every field reads back what was set, through the initialiser and the setters")
    func fieldsRoundTrip() {
        let challenge = AuthenticationChallenge(host: "intranet.example", realm: "staff")
        let page = PageModel(javaScript: ["document.title": .value(.string("Model"))])
        var response = PageResponse(
            statusCode: 302,
            mimeType: "text/plain",
            title: "Moved",
            latency: .milliseconds(30),
            redirect: "/next",
            failure: .timedOut,
            loadDuration: .milliseconds(5),
            failureAfterCommit: .cancelled,
            loadsInsecureContent: true,
            page: page,
            challenge: challenge
        )

        #expect(response.statusCode == 302)
        #expect(response.mimeType == "text/plain")
        #expect(response.title == "Moved")
        #expect(response.latency == .milliseconds(30))
        #expect(response.redirect == "/next")
        #expect(response.failure == .timedOut)
        #expect(response.loadDuration == .milliseconds(5))
        #expect(response.failureAfterCommit == .cancelled)
        #expect(response.loadsInsecureContent)
        #expect(response.page == page)
        #expect(response.challenge == challenge)

        response.redirect = nil
        response.latency = .seconds(1)
        #expect(response.redirect == nil)
        #expect(response.latency == .seconds(1))
        #expect(response.failure == .timedOut)
    }

    @Test("a copy is a value: changing it leaves the original as it was")
    func copiesAreIndependent() {
        let original = PageResponse(latency: .milliseconds(10), redirect: "/a")
        var copy = original
        copy.redirect = "/b"
        copy.latency = .zero

        #expect(original.redirect == "/a")
        #expect(original.latency == .milliseconds(10))
        #expect(copy.redirect == "/b")
        #expect(copy.latency == .zero)
    }

    @Test("equal contents are equal and hash alike, however they were built")
    func equalityFollowsContents() {
        var changedBack = PageResponse(redirect: "/x", failure: .timedOut)
        changedBack.redirect = nil
        changedBack.failure = nil
        let built = PageResponse(latency: .milliseconds(1))
        var set = PageResponse()
        set.latency = .milliseconds(1)

        #expect(changedBack == PageResponse())
        #expect(changedBack.hashValue == PageResponse().hashValue)
        #expect(built == set)
        #expect(built.hashValue == set.hashValue)
        #expect(built != PageResponse())
        #expect(PageResponse(failure: .timedOut) != PageResponse(failureAfterCommit: .timedOut))
    }
}
