import Testing

@testable import NavSimCore

@Suite("Percent-encode sets")
struct PercentEncodeSetTests {
    @Test("the constant masks are the URL Standard's sets")
    func masks() {
        #expect(PercentEncodeSet.c0Control == PercentEncodeSet(cZeroControlsAnd: ""))
        #expect(PercentEncodeSet.fragment == PercentEncodeSet(cZeroControlsAnd: " \"<>`"))
        #expect(PercentEncodeSet.query == PercentEncodeSet(cZeroControlsAnd: " \"#<>"))
        #expect(PercentEncodeSet.specialQuery == PercentEncodeSet(cZeroControlsAnd: " \"#<>'"))
        #expect(PercentEncodeSet.path == PercentEncodeSet(cZeroControlsAnd: " \"#<>?`{}"))
        #expect(PercentEncodeSet.pathSegmentEnd == PercentEncodeSet(cZeroControlsAnd: " \"#<>?`{}/\\"))
        #expect(PercentEncodeSet.userinfo == PercentEncodeSet(cZeroControlsAnd: " \"#<>?`{}/:;=@[\\]^|"))
    }

    @Test("every set holds C0 controls, DEL and non-ASCII bytes, and never %")
    func commonMembers() {
        for set in [PercentEncodeSet.c0Control, .fragment, .query, .specialQuery, .path, .pathSegmentEnd, .userinfo] {
            #expect((0..<0x20).allSatisfy { set.contains(UInt8($0)) })
            #expect((0x7F...0xFF).allSatisfy { set.contains(UInt8($0)) })
            #expect(!set.contains(UInt8(ascii: "%")))
            #expect(!set.contains(UInt8(ascii: "a")))
        }
    }
}
