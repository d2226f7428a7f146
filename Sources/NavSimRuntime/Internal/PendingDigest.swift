/// A run's digest before its events' words are mixed: the value its steps gave, and the words its events taped
/// (``DigestTape``), mixed when the digest is read.
///
/// The mix is a chain of multiplications, each waiting for the one before, so one run's mix takes as long as
/// its chain, whatever the processor could do besides. An exploration thread reads its runs' digests four at a
/// time (``mix(_:into:)``): four independent chains, one word of each in turn, take about the time of one. The
/// values are the same as one at a time.
struct PendingDigest: Sendable {
    /// The digest of the run's steps, which come first.
    let start: UInt64
    /// Where the run's words are, and how many.
    let tape: DigestTape
    let count: Int
    /// The tape's run: a tape handed to a later run holds that run's words instead.
    let generation: UInt64

    /// The digest, mixed now.
    var value: UInt64 {
        checkTape()
        var value = start
        let words = tape.words
        for index in 0..<count { value = TraceDigester.mixed(value, words[index]) }
        return value
    }

    /// The digests of several runs, each tape on its own, mixed in lockstep four at a time.
    ///
    /// - Parameters:
    ///   - pending: The runs' pending digests, on distinct tapes.
    ///   - values: Where their values go, in order (emptied first: an exploration thread hands the same array to
    ///     each chunk of runs).
    static func mix(_ pending: [PendingDigest], into values: inout [UInt64]) {
        values.removeAll(keepingCapacity: true)
        var next = 0
        while pending.count - next >= 4 {
            let four = mixFour(pending[next], pending[next + 1], pending[next + 2], pending[next + 3])
            values.append(four.0)
            values.append(four.1)
            values.append(four.2)
            values.append(four.3)
            next += 4
        }
        while next < pending.count {
            values.append(pending[next].value)
            next += 1
        }
    }

    /// Four digests, their chains mixed together over the words all four have, then each on its own.
    private static func mixFour(
        _ a: PendingDigest, _ b: PendingDigest, _ c: PendingDigest, _ d: PendingDigest
    ) -> (UInt64, UInt64, UInt64, UInt64) {
        a.checkTape()
        b.checkTape()
        c.checkTape()
        d.checkTape()
        let (wa, wb, wc, wd) = (a.tape.words, b.tape.words, c.tape.words, d.tape.words)
        var (va, vb, vc, vd) = (a.start, b.start, c.start, d.start)
        let common = min(a.count, b.count, c.count, d.count)
        for index in 0..<common {
            va = TraceDigester.mixed(va, wa[index])
            vb = TraceDigester.mixed(vb, wb[index])
            vc = TraceDigester.mixed(vc, wc[index])
            vd = TraceDigester.mixed(vd, wd[index])
        }
        for index in common..<a.count { va = TraceDigester.mixed(va, wa[index]) }
        for index in common..<b.count { vb = TraceDigester.mixed(vb, wb[index]) }
        for index in common..<c.count { vc = TraceDigester.mixed(vc, wc[index]) }
        for index in common..<d.count { vd = TraceDigester.mixed(vd, wd[index]) }
        return (va, vb, vc, vd)
    }

    private func checkTape() {
        precondition(tape.generation == generation, "a run's digest was read after its tape was handed to another run")
    }
}
