#if canImport(XCTest)
    import NavSim
    import NavSimTesting
    import XCTest

    /// The XCTest helper, for suites that have not moved to Swift Testing.
    final class AssertAllSchedulesPassTests: XCTestCase {
        #if os(Linux)
            /// Failures recorded while `capturing`, kept instead of failing this test, to check what the helper
            /// reports (swift-corelibs-xctest routes every assertion through this method).
            private var captured: [String] = []
            private var capturing = false

            override func recordFailure(
                withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
            ) {
                if capturing {
                    captured.append(description)
                } else {
                    super.recordFailure(
                        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
                }
            }

            func testTheBuggyRaceCase4FailsTheTestWithTheSeedTheReplayCallAndTheTimeline() {
                capturing = true
                let report = assertAllSchedulesPass(seeds: 0..<300, RaceCase4Tests.program(answersInDefer: false))
                capturing = false
                XCTAssertFalse(report.passed)
                XCTAssertEqual(captured.count, 1)
                let message = captured.first ?? ""
                XCTAssertTrue(message.contains("seed"), message)
                XCTAssertTrue(message.contains("Simulation.replay"), message)
                XCTAssertTrue(message.contains("hang"), message)
            }
        #endif

        func testTheFixedRaceCase4PassesEverySchedule() {
            let report = assertAllSchedulesPass(seeds: 0..<300, RaceCase4Tests.program(answersInDefer: true))
            XCTAssertTrue(report.passed)
            XCTAssertEqual(report.schedulesRun, 300)
        }

        func testTheAsyncFormExploresOnItsOwnThread() async {
            let report = await assertAllSchedulesPass(seeds: 0..<100, RaceCase4Tests.program(answersInDefer: true))
            XCTAssertEqual(report.schedulesRun, 100)
        }

    }
#endif
