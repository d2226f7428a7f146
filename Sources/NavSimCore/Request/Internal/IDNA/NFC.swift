/// Unicode Normalization Form C over code points, from ``IDNATables`` (UAX #15: full canonical decomposition,
/// canonical ordering, canonical composition; Hangul syllables computed).
enum NFC {
    private static let hangulBase: UInt32 = 0xAC00
    private static let leadBase: UInt32 = 0x1100
    private static let vowelBase: UInt32 = 0x1161
    private static let trailBase: UInt32 = 0x11A7
    private static let vowelCount: UInt32 = 21
    private static let trailCount: UInt32 = 28
    private static let syllableCount: UInt32 = 19 * 21 * 28

    /// The NFC form of `input`.
    static func normalize(_ input: [UInt32]) -> [UInt32] {
        // Below U+0300 every code point is a starter with no decomposition that composes with nothing before
        // it... except Latin letters followed by combining marks, which sit at U+0300 and above.
        if isQuickCheckYes(input) { return input }
        var decomposed: [UInt32] = []
        decomposed.reserveCapacity(input.count + 4)
        for codePoint in input { decompose(codePoint, into: &decomposed) }
        reorder(&decomposed)
        return compose(decomposed)
    }

    /// UAX #15's quick check answering Yes: every code point is NFC_Quick_Check=Yes and the combining classes
    /// of adjacent non-starters never decrease, so the input is already in NFC.
    static func isQuickCheckYes(_ input: [UInt32]) -> Bool {
        var lastClass: UInt8 = 0
        for codePoint in input where codePoint >= 0x300 {
            let currentClass = combiningClass(codePoint)
            if currentClass != 0, lastClass > currentClass { return false }
            let runs = IDNATables.quickCheckRuns
            if runs[IDNA.lastIndex(in: runs, notAbove: codePoint, shift: 1)] & 1 == 1 { return false }
            lastClass = currentClass
        }
        return true
    }

    /// The canonical combining class of a code point.
    static func combiningClass(_ codePoint: UInt32) -> UInt8 {
        guard codePoint >= 0x300 else { return 0 }
        let table = IDNATables.combiningClasses
        let index = IDNA.lastIndex(in: table, notAbove: codePoint, shift: 8)
        return table[index] >> 8 == codePoint ? UInt8(table[index] & 0xFF) : 0
    }

    private static func decompose(_ codePoint: UInt32, into output: inout [UInt32]) {
        if codePoint &- hangulBase < syllableCount {
            let index = codePoint - hangulBase
            output.append(leadBase + index / (vowelCount * trailCount))
            output.append(vowelBase + (index % (vowelCount * trailCount)) / trailCount)
            let trail = index % trailCount
            if trail != 0 { output.append(trailBase + trail) }
            return
        }
        let keys = IDNATables.decompositionKeys
        guard codePoint >= 0xC0, codePoint <= keys[keys.count - 1] else {
            output.append(codePoint)
            return
        }
        let index = IDNA.lastIndex(in: keys, notAbove: codePoint, shift: 0)
        guard keys[index] == codePoint else {
            output.append(codePoint)
            return
        }
        let value = IDNATables.decompositionValues[index]
        let offset = Int(value & 0xFFFF)
        output.append(contentsOf: IDNATables.decompositionPool[offset..<(offset + Int(value >> 16))])
    }

    /// Canonical ordering: a stable sort of each run of non-starters by combining class.
    private static func reorder(_ codePoints: inout [UInt32]) {
        var index = 0
        while index < codePoints.count {
            guard combiningClass(codePoints[index]) != 0 else {
                index += 1
                continue
            }
            var end = index
            while end < codePoints.count, combiningClass(codePoints[end]) != 0 { end += 1 }
            if end - index > 1 {
                // Insertion sort: runs are short, and it is stable.
                for current in (index + 1)..<end {
                    let value = codePoints[current]
                    let valueClass = combiningClass(value)
                    var position = current
                    while position > index, combiningClass(codePoints[position - 1]) > valueClass {
                        codePoints[position] = codePoints[position - 1]
                        position -= 1
                    }
                    codePoints[position] = value
                }
            }
            index = end
        }
    }

    /// Canonical composition (UAX #15 §3.11 D117), decomposed and ordered input.
    private static func compose(_ input: [UInt32]) -> [UInt32] {
        var output: [UInt32] = []
        output.reserveCapacity(input.count)
        var starter: Int?
        var lastClass: Int = -1
        for codePoint in input {
            let currentClass = Int(combiningClass(codePoint))
            if let starterIndex = starter,
                lastClass < currentClass || (lastClass == 0 && output.count - 1 == starterIndex),
                let composite = composePair(output[starterIndex], codePoint)
            {
                output[starterIndex] = composite
                continue
            }
            if currentClass == 0 { starter = output.count }
            lastClass = currentClass
            output.append(codePoint)
        }
        return output
    }

    private static func composePair(_ first: UInt32, _ second: UInt32) -> UInt32? {
        if first &- leadBase < 19, second &- vowelBase < vowelCount {
            return hangulBase + ((first - leadBase) * vowelCount + (second - vowelBase)) * trailCount
        }
        if first &- hangulBase < syllableCount, (first - hangulBase) % trailCount == 0,
            second &- trailBase &- 1 < trailCount - 1
        {
            return first + (second - trailBase)
        }
        let key = UInt64(first) << 21 | UInt64(second)
        let keys = IDNATables.compositionKeys
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key ? IDNATables.compositionValues[low] : nil
    }
}
