/// A web view's history (`WKBackForwardList`): a new navigation clears the forward list; going back or
/// forward only moves the current index; at most ``capacity`` entries, the oldest dropped first.
public struct BackForwardList: Sendable, Hashable {
    /// One entry.
    public struct Item: Sendable, Hashable, CustomStringConvertible {
        /// The entry's URL.
        public var url: ParsedURL
        /// The entry's title.
        public var title: String

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - url: The URL.
        ///   - title: The title.
        public init(url: ParsedURL, title: String = "") {
            self.url = url
            self.title = title
        }

        public var description: String { url.href }
    }

    /// WebKit's limit on entries.
    public static let capacity = 100

    /// The entries, oldest first.
    public var items: [Item] { Array(storage[start...]) }
    /// The entries, from `start` on; the oldest are dropped by moving `start`, and the array is compacted
    /// once every ``capacity`` navigations instead of shifting a full list on each one.
    private var storage: [Item] = []
    private var start = 0
    /// How many entries the list holds.
    private var count: Int { storage.count - start }
    /// The index of the current entry, or `nil` when the list is empty.
    public private(set) var currentIndex: Int?

    /// Creates an empty list.
    public init() {}

    /// The current entry.
    public var currentItem: Item? { currentIndex.map { storage[start + $0] } }
    /// The entry before the current one.
    public var backItem: Item? { item(at: -1) }
    /// The entry after the current one.
    public var forwardItem: Item? { item(at: 1) }
    /// The entries before the current one, oldest first.
    public var backList: ArraySlice<Item> { currentIndex.map { items[..<$0] } ?? [] }
    /// The entries after the current one, nearest first.
    public var forwardList: ArraySlice<Item> { currentIndex.map { items[($0 + 1)...] } ?? [] }
    /// Whether there is an entry to go back to.
    public var canGoBack: Bool { (currentIndex ?? 0) > 0 }
    /// Whether there is an entry to go forward to.
    public var canGoForward: Bool { currentIndex.map { $0 + 1 < count } ?? false }

    /// The entry at an offset from the current one.
    ///
    /// - Parameter offset: `-1` for back, `1` for forward.
    /// - Returns: The entry, or `nil` when out of range.
    public func item(at offset: Int) -> Item? {
        guard let currentIndex else { return nil }
        let index = currentIndex + offset
        return (0..<count).contains(index) ? storage[start + index] : nil
    }

    /// Adds an entry for a new navigation: clears the forward list and drops the oldest entry when full.
    ///
    /// - Parameter item: The new current entry.
    public mutating func add(_ item: Item) {
        if let currentIndex, start + currentIndex + 1 < storage.count {
            storage.removeSubrange((start + currentIndex + 1)...)
        }
        storage.append(item)
        if count > Self.capacity { start += count - Self.capacity }
        if start >= Self.capacity {
            storage.removeFirst(start)
            start = 0
        }
        currentIndex = count - 1
    }

    /// Moves the current index by an offset, keeping every entry.
    ///
    /// - Parameter offset: `-1` for back, `1` for forward.
    /// - Returns: `false` when the offset is out of range.
    @discardableResult
    public mutating func move(by offset: Int) -> Bool {
        guard let currentIndex, (0..<count).contains(currentIndex + offset) else { return false }
        self.currentIndex = currentIndex + offset
        return true
    }

    /// Replaces the current entry (a reload, or a title change).
    ///
    /// - Parameter item: The entry.
    public mutating func replaceCurrent(_ item: Item) {
        guard let currentIndex else { return add(item) }
        storage[start + currentIndex] = item
    }

    /// Lists are equal when their entries and current index are.
    ///
    /// - Parameters:
    ///   - lhs: A list.
    ///   - rhs: Another list.
    /// - Returns: Whether they are equal.
    public static func == (lhs: BackForwardList, rhs: BackForwardList) -> Bool {
        lhs.currentIndex == rhs.currentIndex && lhs.storage[lhs.start...] == rhs.storage[rhs.start...]
    }

    /// Hashes the entries and the current index.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(currentIndex)
        hasher.combine(count)
        for item in storage[start...] { hasher.combine(item) }
    }
}
