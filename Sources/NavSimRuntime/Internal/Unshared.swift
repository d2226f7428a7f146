extension String {
    /// The same text in storage of its own.
    ///
    /// A copy of a string shares its storage, and with it the storage's reference count: threads that copy the
    /// same string at every run write to one cache line. An exploration thread takes its own copy of what its
    /// runs read (`Explorer.explore(…, threadBody:)`). A small string has no storage: it is its own copy.
    package var unshared: String {
        String(decoding: Array(utf8), as: UTF8.self)
    }
}

extension Dictionary where Key == String, Value == String {
    /// The same keys and values, each in storage of its own (``Swift/String/unshared``).
    package var unshared: [String: String] {
        Dictionary(uniqueKeysWithValues: map { ($0.key.unshared, $0.value.unshared) })
    }
}
