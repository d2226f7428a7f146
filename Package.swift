// swift-tools-version: 6.2
import Foundation
import PackageDescription

// NavSim depends on nothing but the toolchain: a user adds it to an app's test target without
// pulling in anything else. The separate `Benchmarks/` package is the only place that uses
// package-benchmark.
let package = Package(
    name: "NavSim",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "NavSim", targets: ["NavSim"]),
        .library(name: "NavSimTesting", targets: ["NavSimTesting"]),
        .library(name: "NavSimWebKit", targets: ["NavSimWebKit"]),
        .executable(name: "navsim", targets: ["NavSimCLI"]),
    ],
    targets: [
        // The domain: requests, navigations, the decision contract, chains, dispatch, configuration and
        // the `WebView` actor. Knows nothing of scheduling: time is an injected `Clock`.
        .target(name: "NavSimCore"),
        // The deterministic runtime: executor, virtual clock, schedules, explore, replay, shrink.
        // Knows nothing of web views.
        .target(name: "NavSimRuntime", dependencies: ["CNavSimCurrentTask"]),
        // The running task's record for the runtime, read without `withUnsafeCurrentTask`'s copies (see
        // JobIdentity), and whether it is cancelled, for the WebKit facade's queue: inline C functions.
        .target(name: "CNavSimCurrentTask"),
        // The glue: scenarios, the load generator and ordering analysis; re-exports the two above.
        .target(name: "NavSim", dependencies: ["NavSimCore", "NavSimRuntime", "CNavSimCycleCounter"]),
        // The processor's cycle counter for the load generator's clock: one inline C function, as Swift
        // cannot emit `rdtsc` (see MonotonicTime).
        .target(name: "CNavSimCycleCounter"),
        // One-line Swift Testing helpers for users' tests.
        .target(name: "NavSimTesting", dependencies: ["NavSim"]),
        // WebKit's navigation API, spelled as WebKit spells it (`WKWebView`, `WKNavigationDelegate`, …), over the
        // core and the runtime: an app's WebKit code runs unchanged in a simulation.
        .target(name: "NavSimWebKit", dependencies: ["NavSim", "CNavSimCurrentTask"]),
        // The thin command line.
        // Linked with the Swift runtime in the executable on Linux, in release builds: the runtime's calls are direct
        // and its thread-local reads (the running task, at every executor switch and allocation) are a load, not a
        // call into the dynamic linker; `navsim explore` runs 7 % faster (docs/performance.md). macOS keeps the
        // system's runtime. Tests and debug builds link it dynamically.
        .executableTarget(
            name: "NavSimCLI", dependencies: ["NavSim"],
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
        ),

        // Shared fakes and fixtures for the test targets.
        .target(name: "NavSimTestSupport", dependencies: ["NavSim"], path: "Tests/NavSimTestSupport"),
        // How many schedules a test that shows a fix passes explores (fewer under ASan in CI).
        .target(name: "NavSimTestBudget", path: "Tests/NavSimTestBudget"),
        .testTarget(name: "NavSimCoreTests", dependencies: ["NavSimCore", "NavSimRuntime", "NavSimTestSupport"]),
        .testTarget(name: "NavSimRuntimeTests", dependencies: ["NavSimRuntime", "NavSimTestBudget"]),
        .testTarget(
            name: "NavSimTests",
            dependencies: ["NavSim", "NavSimRuntime", "NavSimTesting", "NavSimTestSupport", "NavSimTestBudget"]),
        .testTarget(name: "NavSimCLITests", dependencies: ["NavSim", "NavSimTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// Where no WebKit exists, `import WebKit` finds NavSim's: a thin re-export of `NavSimWebKit`, so files written
// for WebKit compile unchanged. On Apple platforms the module would clash with the system's and is not
// declared: a target there imports `NavSimWebKit` or `WebKit`, not both.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    package.products.append(.library(name: "WebKit", targets: ["WebKit"]))
    package.targets.append(contentsOf: [
        .target(name: "WebKit", dependencies: ["NavSimWebKit"]),
        // Files written for WebKit, compiled as their authors wrote them (`import WebKit`).
        // Swift 5 language mode, as the apps they come from; warnings are theirs (the article's unreachable
        // `return false`, unused `url`s) and are not NavSim's to fix (see the loop below).
        .target(
            name: "NavSimWebKitFixtures",
            dependencies: ["WebKit"],
            path: "Tests/NavSimWebKitFixtures",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "NavSimWebKitTests",
            dependencies: ["NavSimWebKit", "NavSimWebKitFixtures", "NavSim", "NavSimTestSupport", "NavSimTestBudget"]
        ),
    ])
#endif

// Upcoming features for every target.
for target in package.targets {
    var settings = target.swiftSettings ?? []
    // Files written for WebKit keep their authors' language and warnings: only NavSim's own code is held to
    // NavSim's rules.
    if target.name == "NavSimWebKitFixtures" { continue }
    settings.append(contentsOf: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        // Nonisolated async functions run on the caller's actor (SE-0461): a handler called from the
        // web view's isolation stays there, with no executor hop per handler on the hot path.
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    ])
    // NavSim's own self-checks (every refresh of the published state against a full comparison, every
    // parsed URL's offsets against their recomputation) are compiled in only with NAVSIM_INTERNAL_CHECKS=1,
    // as swift-collections does with COLLECTIONS_INTERNAL_CHECKS: a user's debug build does not pay for
    // them. NavSim's CI sets it for its test runs.
    if ProcessInfo.processInfo.environment["NAVSIM_INTERNAL_CHECKS"] == "1" {
        settings.append(.define("NAVSIM_INTERNAL_CHECKS"))
    }
    // CI builds with warnings as errors (`NAVSIM_STRICT=1 swift test`); the flag is never set for users, so
    // NavSim stays usable as a dependency (SwiftPM refuses unsafe flags in dependencies).
    if ProcessInfo.processInfo.environment["NAVSIM_STRICT"] == "1" {
        settings.append(.unsafeFlags(["-warnings-as-errors"]))
    }
    target.swiftSettings = settings
}
