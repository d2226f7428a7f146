/// RFC 3492 Punycode encoding, for IDNA labels.
enum Punycode {
    private static let base: UInt32 = 36
    private static let tMin: UInt32 = 1
    private static let tMax: UInt32 = 26
    private static let skew: UInt32 = 38
    private static let damp: UInt32 = 700
    private static let initialBias: UInt32 = 72
    private static let initialN: UInt32 = 128

    /// Appends the Punycode encoding of `label` (without the `xn--` prefix) to `output`.
    ///
    /// - Parameters:
    ///   - label: The code points of one label.
    ///   - output: Where the ASCII encoding is appended.
    /// - Returns: `false` on arithmetic overflow (an absurdly long label).
    static func encode(_ label: ArraySlice<UInt32>, into output: inout [UInt8]) -> Bool {
        var n = initialN
        var delta: UInt32 = 0
        var bias = initialBias
        var handled: UInt32 = 0
        for codePoint in label where codePoint < 0x80 {
            output.append(UInt8(codePoint))
            handled += 1
        }
        let basicCount = handled
        if basicCount > 0 { output.append(UInt8(ascii: "-")) }
        let total = UInt32(label.count)
        while handled < total {
            var m = UInt32.max
            for codePoint in label where codePoint >= n && codePoint < m { m = codePoint }
            let (product, overflow) = (m - n).multipliedReportingOverflow(by: handled + 1)
            guard !overflow, delta <= UInt32.max - product else { return false }
            delta += product
            n = m
            for codePoint in label {
                if codePoint < n {
                    guard delta < UInt32.max else { return false }
                    delta += 1
                }
                if codePoint == n {
                    var q = delta
                    var k = base
                    while true {
                        let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                        if q < t { break }
                        output.append(digit(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    output.append(digit(q))
                    bias = adapt(delta: delta, count: handled + 1, first: handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            delta += 1
            n += 1
        }
        return true
    }

    /// Decodes a Punycode label (without the `xn--` prefix).
    ///
    /// - Parameter input: The ASCII bytes after `xn--`.
    /// - Returns: The decoded code points, or `nil` when the input is not valid Punycode.
    static func decode(_ input: UnsafeBufferPointer<UInt8>) -> [UInt32]? {
        var output: [UInt32] = []
        var position = 0
        if let delimiter = input.lastIndex(of: UInt8(ascii: "-")) {
            for byte in input[0..<delimiter] {
                guard byte < 0x80 else { return nil }
                output.append(UInt32(byte))
            }
            position = delimiter > 0 ? delimiter + 1 : 0
        }
        var n = initialN
        var bias = initialBias
        var i: UInt32 = 0
        while position < input.count {
            let oldI = i
            var weight: UInt32 = 1
            var k = base
            while true {
                guard position < input.count, let digit = digitValue(input[position]) else { return nil }
                position += 1
                let (product, overflow) = digit.multipliedReportingOverflow(by: weight)
                guard !overflow, i <= UInt32.max - product else { return nil }
                i += product
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < t { break }
                let (nextWeight, weightOverflow) = weight.multipliedReportingOverflow(by: base - t)
                guard !weightOverflow else { return nil }
                weight = nextWeight
                k += base
            }
            let length = UInt32(output.count + 1)
            bias = adapt(delta: i - oldI, count: length, first: oldI == 0)
            guard i / length <= 0x10FFFF - n else { return nil }
            n += i / length
            i %= length
            guard n >= 0x80, n <= 0x10FFFF, !(0xD800...0xDFFF).contains(n) else { return nil }
            output.insert(n, at: Int(i))
            i += 1
        }
        return output
    }

    private static func digitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x61...0x7A: UInt32(byte - 0x61)
        case 0x41...0x5A: UInt32(byte - 0x41)
        case 0x30...0x39: UInt32(byte - 0x30 + 26)
        default: nil
        }
    }

    private static func digit(_ value: UInt32) -> UInt8 {
        value < 26 ? UInt8(value) + 0x61 : UInt8(value - 26) + 0x30
    }

    private static func adapt(delta: UInt32, count: UInt32, first: Bool) -> UInt32 {
        var delta = first ? delta / damp : delta / 2
        delta += delta / count
        var k: UInt32 = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
