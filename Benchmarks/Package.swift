// swift-tools-version: 6.2
import PackageDescription

// Benchmarks live in their own package so the root package depends on nothing but the toolchain.
// Run them with `swift package --disable-sandbox benchmark` from this folder.
let package = Package(
    name: "benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "NavSim", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What both benchmark executables share: CI's brief threshold runs (BriefRuns).
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "Benchmark", package: "package-benchmark")],
            path: "BenchmarkSupport"
        ),
        .executableTarget(
            name: "RuntimeBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "NavSim", package: "NavSim"),
            ],
            path: "RuntimeBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark")
            ]
        ),
        // The domain's hot paths beside the peers a user would otherwise write and the raw floors:
        // chain decision, dispatch, request parse, whole navigation on the actor, and through WebKit's spelling.
        .executableTarget(
            name: "NavSimBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "NavSim", package: "NavSim"),
                .product(name: "NavSimWebKit", package: "NavSim"),
            ],
            path: "Benchmarks/NavSimBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "package-benchmark")
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Upcoming features for every target, as in the root package.
for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(contentsOf: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    ])
    target.swiftSettings = settings
}
