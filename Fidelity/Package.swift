// swift-tools-version: 6.2
import PackageDescription

// The fidelity suite (issue 23): SwiftUI views from open-source repositories rendered by Darkroom and scored
// against the references their iOS simulators recorded. A package of its own so that `make test` never builds it;
// `make fidelity` runs it (Fidelity/README.md).
// One module per repository (its view code fetched into Sources/<module>/Fetched by fetch-sources.sh, next to the
// committed Cases.swift), so that the repositories' type names cannot collide.
let caseModules = ["CasesPointfree", "CasesJokes", "CasesClock", "CasesFerrostar"]

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
            dependencies: ["FidelityScore", "FidelityCases", .product(name: "Darkroom", package: "Darkroom")] + caseModules.map { .target(name: $0) }
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
