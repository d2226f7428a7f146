import Synchronization
import Testing

@testable import NavSim

@Suite(.timeLimit(.minutes(10))) struct LoadGeneratorTests {
    /// The standard profile, small: deep links decide at once so the test does not wait on the clock.
    static func small(events: Int = 600, seed: UInt64 = 1) -> LoadProfile {
        var profile = LoadProfile.standard(deepLinkLatency: .zero)
        profile.webViews = 8
        profile.concurrency = 4
        profile.warmUp = .events(40)
        profile.measure = .events(events)
        profile.seed = seed
        return profile
    }

    @Test func everyEventIsAccountedForAndCountedOnce() async throws {
        let report = try await LoadGenerator(profile: Self.small()).run()
        #expect(report.events.issued == 600)
        #expect(report.events.conserved)
        #expect(report.events.completed + report.events.cancelled + report.events.failed == 600)
        #expect(report.events.navigations + report.events.messages == 600)
        #expect(report.latency.navigation.count == UInt64(report.events.navigations))
        #expect(report.latency.message.count == UInt64(report.events.messages))
        #expect(report.outcomes.values.reduce(0, +) == report.events.navigations)
        #expect(report.strategies.map(\.delivered).reduce(0, +) == report.events.messages)
        #expect(report.handlers.map(\.decisions).reduce(0, +) == report.latency.decision.count)
        // Every navigation is decided once, except a same-document one (no redirects in this mix).
        let sameDocument = report.outcomes["sameDocument", default: 0]
        #expect(report.latency.decision.count == UInt64(report.events.navigations - sameDocument))
    }

    @Test func theStandardMixExercisesEveryHandlerAndAboutOneMessageInFive() async throws {
        let report = try await LoadGenerator(profile: Self.small(events: 4_000)).run()
        #expect(report.handlers.map(\.name) == LoadProfile.standardHandlers().map(\.name) + ["(fallback)"])
        for handler in report.handlers.dropLast() {
            #expect(handler.decisions > 0, "\(handler.name) decided nothing")
        }
        let share = Double(report.events.messages) / Double(report.events.issued)
        #expect((0.15...0.25).contains(share))
        #expect(report.findings.isEmpty)
        #expect(report.outcomes["finished", default: 0] > 0)
        #expect(report.outcomes["cancelledByPolicy", default: 0] > 0)
    }

    @Test(arguments: [1, 4])
    func deferredDecisionsWakeOnTheLoadClockAndTakeAtLeastTheirDelay(lanes: Int) async throws {
        // With one lane, the lane waits on its own web view's deferred decision and only the ticker can
        // wake it; with four, the other lanes do before their events.
        var profile = LoadProfile.standard(deepLinkLatency: .microseconds(300))
        profile.webViews = lanes
        profile.concurrency = lanes
        profile.warmUp = .events(0)
        profile.measure = .events(400)
        let report = try await LoadGenerator(profile: profile).run()
        #expect(report.events.issued == 400)
        #expect(report.events.conserved)
        let deepLink = try #require(report.handlers.first { $0.name == "DeepLink" })
        #expect(deepLink.decisions > 0)
        // The histogram is within 3 %: a decision woken before its 300 µs would read below 291 µs.
        #expect(deepLink.latency.p50 >= 291_000)
        #expect(report.findings.isEmpty)
    }

    @Test func lanesThatYieldLessOftenRunTheSameEvents() async throws {
        var profile = Self.small(seed: 9)
        let everyEvent = try await LoadGenerator(profile: profile).run()
        profile.eventsPerYield = 16
        let batched = try await LoadGenerator(profile: profile).run()
        #expect(batched.profile.eventsPerYield == 16)
        #expect(batched.events.issued == 600)
        #expect(batched.outcomes == everyEvent.outcomes)
        #expect(batched.strategies == everyEvent.strategies)
    }

    @Test func changeHandlersSeeEveryBatchStreamsWhatTheyReadAndNoneNothing() async throws {
        var profile = Self.small(seed: 5)
        #expect(profile.observation == .handler)
        let handled = try await LoadGenerator(profile: profile).run()
        let again = try await LoadGenerator(profile: profile).run()
        // Each web view's events are the same from run to run, and so are the batches they publish.
        #expect(handled.stateChanges == again.stateChanges)
        #expect(handled.profile.observation == "handler")
        // Every navigation that loads publishes at least its request's batch and its end's.
        let loaded = handled.events.navigations - handled.outcomes["nothingToLoad", default: 0]
        #expect(handled.stateChanges >= 2 * loaded)
        profile.observation = .stream
        let streamed = try await LoadGenerator(profile: profile).run()
        #expect(streamed.profile.observation == "stream")
        // The tasks read until the run ends; what they had not read yet is dropped with them.
        #expect(streamed.stateChanges > 0)
        #expect(streamed.stateChanges <= handled.stateChanges)
        #expect(streamed.outcomes == handled.outcomes)
        profile.observation = .none
        let unobserved = try await LoadGenerator(profile: profile).run()
        #expect(unobserved.stateChanges == 0)
        #expect(!unobserved.profile.observesState)
        #expect(unobserved.outcomes == handled.outcomes)
    }

    @Test func progressIsReportedForBothPhasesWhileTheRunLasts() async throws {
        var profile = Self.small()
        profile.warmUp = .duration(.milliseconds(300))
        profile.measure = .duration(.milliseconds(300))
        let seen = Mutex<[LoadProgress.Phase]>([])
        var generator = LoadGenerator(profile: profile) { progress in
            seen.withLock { $0.append(progress.phase) }
        }
        generator.progressInterval = .milliseconds(20)
        let report = try await generator.run()
        let phases = seen.withLock { $0 }
        #expect(phases.contains(.warmUp))
        #expect(phases.contains(.measure))
        #expect(phases.firstIndex(of: .measure)! > phases.firstIndex(of: .warmUp)!)
        #expect(report.events.conserved)
    }

    @Test func historyActionsAreDrivenAndCountedAsNavigations() async throws {
        var profile = Self.small(events: 1_000)
        profile.messageFraction = 0.1
        profile.history = [.back: 0.2, .forward: 0.1, .reload: 0.1]
        let report = try await LoadGenerator(profile: profile).run()
        #expect(report.events.issued == 1_000)
        #expect(report.events.conserved)
        #expect(report.events.navigations + report.events.messages == 1_000)
        // Going back and forward decide again through the chain; only nothing-to-load skips it.
        #expect(report.events.navigations > 800)
        #expect(report.outcomes["finished", default: 0] > 0)
    }

    @Test func theSameSeedChoosesTheSameEvents() async throws {
        let first = try await LoadGenerator(profile: Self.small(seed: 42)).run()
        let second = try await LoadGenerator(profile: Self.small(seed: 42)).run()
        let other = try await LoadGenerator(profile: Self.small(seed: 43)).run()
        #expect(first.outcomes == second.outcomes)
        #expect(first.strategies == second.strategies)
        #expect(first.handlers.map(\.decisions) == second.handlers.map(\.decisions))
        #expect(first.handlers.map(\.decisions) != other.handlers.map(\.decisions))
    }

    @Test func undefinedMessageNamesFailAndAreReportedAsFindings() async throws {
        var profile = Self.small(events: 200)
        profile.messages = [LoadProfile.WeightedMessage("missing", body: .null, weight: 1)]
        profile.messageFraction = 1
        let report = try await LoadGenerator(profile: profile).run()
        #expect(report.events.failed == 200)
        #expect(report.events.conserved)
        #expect(report.strategies == [LoadReport.Strategy(name: "missing", delivered: 0, undefined: 200)])
        let finding = try #require(report.findings.first)
        #expect(finding.kind == "undefined-script-message-handler")
        #expect(finding.count == 240)  // the warm-up's 40 too
    }

    @Test func anOpenLoopThatCannotKeepUpDropsEventsAndCountsThem() async throws {
        var profile = Self.small(events: 400)
        profile.mode = .open(rate: 1e12)
        var generator = LoadGenerator(profile: profile)
        generator.dropAfter = .zero
        generator.lateAfter = .zero
        let report = try await generator.run()
        #expect(report.events.issued + report.events.dropped == 400)
        #expect(report.events.dropped > 0)
        #expect(report.events.conserved)
        #expect(report.profile.rate == 1e12)
    }

    @Test func anOpenLoopWithinItsRateDropsNothing() async throws {
        var profile = Self.small(events: 200)
        profile.mode = .open(rate: 4_000)
        var generator = LoadGenerator(profile: profile)
        generator.dropAfter = .seconds(3_600)  // no machine, however busy, is an hour behind
        let report = try await generator.run()
        #expect(report.events.issued == 200)
        #expect(report.events.dropped == 0)
        #expect(report.events.conserved)
    }

    @Test(arguments: [
        (8, 9, "concurrency"), (0, 1, "webViews"),
    ])
    func aProfileThatCannotRunIsRefused(webViews: Int, concurrency: Int, word: String) async {
        var profile = Self.small()
        profile.webViews = webViews
        profile.concurrency = concurrency
        let error = await #expect(throws: LoadProfileError.self) { try await LoadGenerator(profile: profile).run() }
        #expect(error?.description.contains(word) == true)
    }
}
