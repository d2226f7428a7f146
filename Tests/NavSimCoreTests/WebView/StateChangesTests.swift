import Testing

@testable import NavSimCore

@Suite("The state-change sequence: buffering, end, cancellation, release")
struct StateChangesTests {
    @Test("Every change is buffered in order until read; several observers each get all of them")
    func bufferedInOrder() async {
        let webView = WebView()
        let first = await webView.stateChanges()
        let second = await webView.stateChanges()
        await webView.load("https://example.com/a")
        await webView.load("https://example.com/b")
        let steps = await webView.step
        var seen: [[Int]] = []
        for changes in [first, second] {
            var iterator = changes.makeAsyncIterator()
            var stepsSeen: [Int] = []
            while stepsSeen.last != steps, let change = await iterator.next() { stepsSeen.append(change.step) }
            seen.append(stepsSeen)
        }
        #expect(seen[0] == seen[1])
        #expect(seen[0] == seen[0].sorted())
        #expect(seen[0].count >= 6)
    }

    @Test("Reading part of what is buffered, then more changes: every step once, in order")
    func interleavedReadsSeeEveryStepOnce() async {
        let webView = WebView()
        var iterator = await webView.stateChanges().makeAsyncIterator()
        var reference = await webView.stateChanges().makeAsyncIterator()
        var steps: [Int] = []
        for index in 0..<5 {
            await webView.load("https://example.com/\(index)")
            // Take two changes of this load's batch; the rest stays with the iterator or the channel.
            for _ in 0..<2 { if let change = await iterator.next() { steps.append(change.step) } }
        }
        let last = await webView.step
        while steps.last != last, let change = await iterator.next() { steps.append(change.step) }
        var all: [Int] = []
        while all.last != last, let change = await reference.next() { all.append(change.step) }
        #expect(steps == all)
        #expect(steps.count >= 5 * 3)
    }

    @Test("The sequence ends when the web view goes away, after what was buffered")
    func endsWithTheWebView() async {
        var webView: WebView? = WebView()
        let changes = await webView!.stateChanges()
        await webView!.load("https://example.com/")
        webView = nil
        var count = 0
        for await _ in changes { count += 1 }
        #expect(count >= 3)
    }

    @Test("Cancelling the reading task ends its iteration")
    func cancellation() async {
        let webView = WebView()
        let changes = await webView.stateChanges()
        let reader = Task {
            var count = 0
            for await _ in changes { count += 1 }
            return count
        }
        reader.cancel()
        #expect(await reader.value == 0)
        // The web view notices at its next publish and drops the observer.
        await webView.load("https://example.com/")
        #expect(await webView.hot.observers.isEmpty)
    }

    @Test("A released sequence is dropped at the next change")
    func releasedObserverIsDropped() async {
        let webView = WebView()
        do {
            _ = await webView.stateChanges()
        }
        #expect(await webView.hot.observers.count == 1)
        await webView.load("https://example.com/")
        #expect(await webView.hot.observers.isEmpty)
    }
}
