import Foundation
import NavSim
import Testing

/// The rendered timeline of every shipped scenario's run, and of each buggy scenario's shrunk failing
/// schedule, is the text NavSim 0.2.0 rendered from its text trace (recorded before traces became values).
/// Runs of spaces are folded into one: the task column now fits the longest task name, the only intended
/// change. A deliberate change of behaviour changes these lines: the failure prints the new one to paste.
@Suite("Rendered timelines of the shipped scenarios")
struct TimelineGoldenTests {
    enum Kind { case run, explore }

    /// Scenario, what was rendered (`run`'s timeline at the scenario's seed, or the shrunk timeline of
    /// `explore` over seeds 0..<300 with the random strategy), line count, FNV-1a of the folded text.
    static let golden: [(String, Kind, Int, UInt64)] = [
        ("deeplink-tap-overtakes-buggy", .run, 31, 0x7604_4445_e44d_04ae),
        ("deeplink-tap-overtakes-fixed", .run, 26, 0xcc81_d59f_f6e0_9939),
        ("main-actor-two-web-views", .run, 105, 0x3bef_a910_0618_77d9),
        ("preset-default", .run, 1785, 0x8d70_bc0d_348f_1ccb),
        ("preset-payment", .run, 668, 0x8ec8_a91c_f65b_a3fd),
        ("preset-product-page", .run, 920, 0x6ba3_6bea_7ccd_6762),
        ("race1-fallthrough-buggy", .run, 23, 0xed12_4382_b2cc_0d3f),
        ("race1-fallthrough-fixed", .run, 21, 0xd268_d408_a967_c9de),
        ("race2-deeplink-shadowing-buggy", .run, 295, 0x1e5b_0fbb_8c82_dd41),
        ("race2-deeplink-shadowing-fixed", .run, 347, 0x78ae_5802_1755_46ce),
        ("race3-bridge-forwards-buggy", .run, 23, 0xf895_b5b1_a344_a4d5),
        ("race3-bridge-forwards-fixed", .run, 21, 0x962c_66f2_3c26_1d3c),
        ("race3-bridge-forwards-legacy", .run, 21, 0x87b9_e3ca_7073_185f),
        ("race4-throwing-callback-buggy", .run, 11, 0xe466_3c06_b0ee_345c),
        ("race4-throwing-callback-deadline", .run, 14, 0x6045_17b0_6595_3d5f),
        ("race4-throwing-callback-fixed", .run, 19, 0xddb7_605a_6b2b_49e4),
        ("race5-stop-marks-inactive-later-buggy", .run, 29, 0xd500_3226_b6fd_670a),
        ("race5-stop-marks-inactive-later-fixed", .run, 34, 0x7f8d_13f0_4c95_5b1a),
        ("race5-stop-marks-inactive-later-main-actor-buggy", .run, 29, 0x0ccd_c5d2_c150_55e6),
        ("race6-data-before-response-buggy", .run, 33, 0xcb33_a721_7c4f_1915),
        ("race6-finish-inside-stop-buggy", .run, 29, 0x30e6_08df_ef73_5fb3),
        ("race6-finish-inside-stop-fixed", .run, 34, 0xba08_deda_f273_b860),
        ("race7-push-pop-push-buggy", .run, 22, 0x9dc6_56d1_aba1_f5e7),
        ("race7-push-pop-push-builder", .run, 20, 0x98c7_3c1f_b592_b32b),
        ("race7-push-pop-push-fixed", .run, 21, 0xb40b_4819_533f_fc4a),
        ("deeplink-tap-overtakes-buggy", .explore, 31, 0x7604_4445_e44d_04ae),
        ("race1-fallthrough-buggy", .explore, 23, 0xed12_4382_b2cc_0d3f),
        ("race2-deeplink-shadowing-buggy", .explore, 295, 0xc0f5_d871_b821_1ee4),
        ("race3-bridge-forwards-buggy", .explore, 23, 0xf895_b5b1_a344_a4d5),
        ("race4-throwing-callback-buggy", .explore, 11, 0x2ac7_f29f_0793_73e8),
        ("race5-stop-marks-inactive-later-buggy", .explore, 34, 0xedad_3a5f_0eb3_14b4),
        ("race5-stop-marks-inactive-later-main-actor-buggy", .explore, 30, 0x16a7_8dda_f569_96aa),
        ("race6-data-before-response-buggy", .explore, 29, 0x0f20_9709_9ea8_9445),
        ("race6-finish-inside-stop-buggy", .explore, 36, 0xbcd3_96da_4235_cf33),
        ("race7-push-pop-push-buggy", .explore, 22, 0x9dc6_56d1_aba1_f5e7),
    ]

    /// FNV-1a over the text with runs of spaces folded into one.
    static func fingerprint(_ timeline: String) -> UInt64 {
        var folded: [UInt8] = []
        for byte in timeline.utf8 where !(byte == 0x20 && folded.last == 0x20) { folded.append(byte) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in folded {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }

    static func timeline(of name: String, _ kind: Kind) throws -> String {
        let scenario = try Scenario(contentsOf: ShippedScenarios.path(name))
        switch kind {
        case .run:
            return ScenarioRunner.run(scenario).timeline
        case .explore:
            let report = ScenarioRunner.explore(scenario, seeds: 0..<300)
            let failure = try #require(report.firstFailure)
            return try #require(failure.shrunk).trace.timeline
        }
    }

    @Test("Each timeline renders as before traces became values", arguments: 0..<golden.count)
    func unchanged(index: Int) throws {
        let (name, kind, lines, digest) = Self.golden[index]
        let timeline = try Self.timeline(of: name, kind)
        let count = timeline.split(separator: "\n", omittingEmptySubsequences: false).count
        let actual = Self.fingerprint(timeline)
        #expect(
            count == lines && actual == digest,
            """
            \(name) (\(kind)) renders another timeline; if the change is meant, the new line is
                    ("\(name)", .\(kind), \(count), 0x\(String(actual, radix: 16))),
            """)
    }

    @Test("The task column fits the longest task name, and is 16 wide when every name fits")
    func taskColumn() {
        let short = Trace(entries: [Trace.Entry(time: .zero, step: 1, task: "root", actor: nil, event: "a")])
        #expect(short.timeline == "      0.000 ms  #1    root             a")
        let long = Trace(entries: [
            Trace.Entry(time: .zero, step: 1, task: "race4-throwing-callback-buggy", actor: nil, event: "a"),
            Trace.Entry(time: .zero, step: 2, task: "page-init", actor: "JS", event: "b"),
        ])
        let lines = long.timeline.split(separator: "\n")
        #expect(lines[0] == "      0.000 ms  #1    race4-throwing-callback-buggy  a")
        #expect(lines[1] == "      0.000 ms  #2    page-init                      @JS  b")
    }
}
