import NavSimCore
import Testing

@Suite("Back-forward list (WEBKIT-CONTRACT §4)")
struct BackForwardListTests {
    @Test("A new navigation clears the whole forward list")
    func newNavigationClearsForward() async {
        let webView = WebView()
        for page in ["a", "b", "c"] { await webView.load("https://example.com/\(page)") }
        await webView.goBack()
        await webView.goBack()
        #expect(await webView.backForwardList.forwardList.count == 2)
        await webView.load("https://example.com/d")
        let list = await webView.backForwardList
        #expect(list.forwardList.isEmpty)
        #expect(list.items.map(\.url.path) == ["/a", "/d"])
        #expect(await webView.state.canGoForward == false)
    }

    @Test("goBack and goForward only move the index; the forward list is kept")
    func backAndForwardMoveTheIndex() async {
        let webView = WebView()
        for page in ["a", "b", "c"] { await webView.load("https://example.com/\(page)") }
        let back = await webView.goBack()
        #expect(back.result == .finished)
        var list = await webView.backForwardList
        #expect(list.items.count == 3)
        #expect(list.currentItem?.url.path == "/b")
        #expect(await webView.state.canGoForward == true)
        await webView.goForward()
        list = await webView.backForwardList
        #expect(list.currentItem?.url.path == "/c")
        #expect(list.items.count == 3)
    }

    @Test("Going back uses the back-forward navigation type")
    func backForwardType() async {
        let events = WebViewEventLog()
        let webView = WebView(events: events)
        await webView.load("https://example.com/a")
        await webView.load("https://example.com/b")
        await webView.goBack()
        let last = events.events.last { $0.kind == .decidePolicyForAction }
        #expect(last?.detail == "https://example.com/a type=backForward")
    }

    @Test("At most 100 entries; the oldest is dropped first")
    func capacity() {
        var list = BackForwardList()
        for index in 0..<130 { list.add(.init(url: ParsedURL("https://example.com/\(index)"))) }
        #expect(list.items.count == 100)
        #expect(list.items.first?.url.path == "/30")
        #expect(list.currentItem?.url.path == "/129")
    }

    @Test("Long histories behave as a fresh list of the same 100 entries, through back, forward and new entries")
    func longHistory() {
        var list = BackForwardList()
        for index in 0..<350 {
            list.add(.init(url: ParsedURL("https://example.com/\(index)")))
            if index % 7 == 0 { list.move(by: -2) }
            if index % 11 == 0 { list.move(by: 1) }
        }
        var fresh = BackForwardList()
        for item in list.items { fresh.add(item) }
        fresh.move(by: (list.currentIndex ?? 0) - (fresh.currentIndex ?? 0))
        #expect(list.items.count == 100)
        #expect(list == fresh)
        #expect(list.hashValue == fresh.hashValue)
        #expect(list.backItem == fresh.backItem)
        #expect(list.forwardItem == fresh.forwardItem)
        #expect(Array(list.backList) == Array(fresh.backList))
        #expect(list.canGoBack && fresh.canGoBack)
        list.replaceCurrent(.init(url: ParsedURL("https://example.com/replaced")))
        #expect(list.currentItem?.url.path == "/replaced")
        #expect(list != fresh)
    }

    @Test("Reload replaces the current entry instead of adding one")
    func reloadKeepsEntries() async {
        let webView = WebView()
        await webView.load("https://example.com/a")
        #expect(await webView.reload().result == .finished)
        #expect(await webView.backForwardList.items.count == 1)
    }

    @Test("goBack with an empty back list does nothing")
    func nothingToGoBackTo() async {
        let webView = WebView()
        #expect(await webView.goBack().result == .nothingToLoad)
        #expect(await webView.goForward().result == .nothingToLoad)
    }
}
