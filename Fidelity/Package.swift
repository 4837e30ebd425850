// swift-tools-version: 6.2
import Foundation
import PackageDescription

// The fidelity suite (issue 23): SwiftUI views from open-source repositories rendered by Darkroom and scored
// against the references their iOS simulators recorded. A package of its own so that `make test` never builds it;
// `make fidelity` runs it (Fidelity/README.md).
// One module per repository (its view code fetched into Sources/<module>/Fetched by fetch-sources.sh, next to the
// committed Cases.swift), so that the repositories' type names cannot collide.
// A module whose code was not fetched (no network and no mirror: fetch-sources.sh says so in one line) is left out, and
// the suite lists its cases as not rendered; `make fidelity` runs with `--manifest-cache none` so that this is
// re-read after a fetch.
let allCaseModules = [
    "CasesPointfree", "CasesJokes", "CasesClock", "CasesFerrostar", "CasesValeFCF", "CasesV8tr", "CasesCSTV", "CasesSampleJSON",
]
let caseModules = allCaseModules.filter {
    FileManager.default.fileExists(atPath: Context.packageDirectory + "/Sources/\($0)/Fetched/.done")
}

let package = Package(
    name: "Fidelity",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Darkroom", path: "..")],
    targets: [
        // The scores: SSIM, the perceptual match share, content boxes, the side-by-side image. No dependencies.
        .target(name: "FidelityScore"),
        // What a case is, and where its files are.
        .target(name: "FidelityCases", dependencies: [.product(name: "Darkroom", package: "Darkroom")]),
        .executableTarget(
            name: "fidelity",
            dependencies: ["FidelityScore", "FidelityCases", .product(name: "Darkroom", package: "Darkroom")] + caseModules.map { .target(name: $0) },
            swiftSettings: caseModules.map { .define("FETCHED_\($0)") }
        ),
        .testTarget(name: "FidelityScoreTests", dependencies: ["FidelityScore"]),
    ] + caseModules.map { module in
        // The repositories' code was written for Swift 5 and is theirs: their language mode, their warnings unshown.
        .target(
            name: module, dependencies: ["FidelityCases", .product(name: "Darkroom", package: "Darkroom")],
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])]
        )
    }
)
