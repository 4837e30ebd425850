// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Darkroom",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Darkroom", targets: ["Darkroom"]),
        .library(name: "DarkroomUI", targets: ["DarkroomUI"]),
        .executable(name: "darkroom", targets: ["darkroom"]),
        // Xcode's generated asset symbols (`Color(.brandPrimary)`, `Image(.logo)`) for a target's asset catalogues.
        .plugin(name: "DarkroomAssetSymbols", targets: ["DarkroomAssetSymbols"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        // MARK: System libraries
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),

        // MARK: Libraries
        // sin, cos, atan2, exp, log, pow, cbrt … from + − × ÷ and sqrt: the same bits on every machine (docs/ARITHMETIC.md).
        .target(name: "DeterministicMath"),
        // Numbers, currencies, dates and lists as iOS writes them in en_US, from Darkroom's own tables (docs/ARITHMETIC.md).
        .target(name: "DeterministicFormatting"),
        .target(name: "PNG", dependencies: ["CLibPNG"]),
        .target(name: "Rasterizer", dependencies: ["PNG", "DeterministicMath"]),
        // SHA-256 for checking the bundled font files (x86 SHA extensions when present).
        .target(name: "CDarkroomSHA256"),
        // The font files Darkroom draws with, pinned by SHA-256 (Sources/DarkroomFonts/Fonts/README.md).
        .target(name: "DarkroomFonts", resources: [.copy("Fonts")]),
        .target(name: "Typesetting", dependencies: ["CFreeType", "CHarfBuzz", "CDarkroomSHA256", "DarkroomFonts"]),
        // `#Preview`, `@Previewable`, `@Entry`: a compiler plugin without swift-syntax (docs/PREVIEWS.md).
        .macro(name: "DarkroomMacros"),
        // The engine: views, resolution, state, environment, layout, shapes, text, the display list, rendering.
        .target(
            name: "DarkroomUICore",
            dependencies: ["Rasterizer", "Typesetting", "DarkroomMacros", "DeterministicMath", "DeterministicFormatting"]
        ),
        // iOS system UI (controls, lists, navigation, tabs, presentations, gauges, previews) on Core; re-exports Core.
        .target(name: "DarkroomUI", dependencies: ["DarkroomUICore", "Rasterizer", "DarkroomMacros", "DeterministicMath"]),
        // What a snapshot run leaves behind and the review reads: manifests, run records, the image diff, the
        // atomic writer, the PNG settings. No UI and no text stack, so the `darkroom` CLI links neither.
        .target(name: "SnapshotArtifacts", dependencies: ["PNG", "Rasterizer", "DeterministicMath"]),
        .target(name: "CDarkroomStartup"),
        // ViewInspector's API over DarkroomUI views; re-exported by Darkroom, never imported by app code.
        .target(
            name: "DarkroomInspection",
            dependencies: ["DarkroomUI"],
            // Inspection resolves views, which are main-actor isolated as in SwiftUI (so is ViewInspector's API).
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        .target(
            name: "Darkroom",
            dependencies: [
                "CDarkroomStartup",
                "DarkroomUI",
                "DeterministicMath",
                "PNG",
                "DarkroomInspection",
                "Rasterizer",
                "SnapshotArtifacts",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ]
        ),

        .target(name: "DarkroomReview", dependencies: ["SnapshotArtifacts", "PNG", "Rasterizer"]),

        // MARK: Example
        .target(name: "JokesApp", dependencies: ["DarkroomUI"], resources: [.process("Resources")]),
        // The article's app module name, so its test file keeps `@testable import Jokes`.
        .target(name: "Jokes", dependencies: ["JokesApp"]),
        // Every form of `#Preview` and `PreviewProvider` (the previews' own example).
        .target(name: "PreviewsExample", dependencies: ["DarkroomUI"]),
        .target(name: "Buchstabensalat", dependencies: ["DarkroomUI"]),

        // MARK: Executables
        // The generated asset symbols: the naming rules and the source (a library, so its tests can reach it), the
        // tool the build-tool plugin runs, and the plugin.
        .target(name: "AssetSymbolGeneration"),
        .executableTarget(name: "DarkroomAssetSymbolsTool", dependencies: ["AssetSymbolGeneration"]),
        .plugin(name: "DarkroomAssetSymbols", capability: .buildTool(), dependencies: ["DarkroomAssetSymbolsTool"]),
        .executableTarget(
            name: "darkroom",
            dependencies: [
                "DarkroomReview",
                "SnapshotArtifacts",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Renders the portability check's screens to a directory (scripts/check-portability.sh).
        .executableTarget(name: "DarkroomPortability", dependencies: ["DarkroomUI", "Rasterizer"]),
        .executableTarget(
            name: "DarkroomBenchmarks",
            dependencies: ["PNG", "Rasterizer", "Typesetting", "DarkroomUI", "Darkroom", "DarkroomInspection", "SnapshotArtifacts", "JokesApp"]
        ),

        // MARK: Fuzzing (`make fuzz`; a normal build replays inputs given as arguments)
        .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
        .executableTarget(name: "FuzzPNGDecode", dependencies: ["PNG", "FuzzSupport"], path: "Fuzz/FuzzPNGDecode"),
        .executableTarget(
            name: "FuzzImageDiff", dependencies: ["SnapshotArtifacts", "PNG", "Rasterizer", "FuzzSupport"], path: "Fuzz/FuzzImageDiff"
        ),
        .executableTarget(
            name: "FuzzManifest", dependencies: ["SnapshotArtifacts", "DarkroomReview", "FuzzSupport"], path: "Fuzz/FuzzManifest"
        ),

        // MARK: Tests
        .testTarget(name: "AssetSymbolGenerationTests", dependencies: ["AssetSymbolGeneration"]),
        .testTarget(name: "PNGTests", dependencies: ["PNG"], exclude: ["Fixtures"]),
        // Error bounds against mpmath vectors, and the libm-symbol check over the drawing path's objects.
        .testTarget(name: "DeterministicFormattingTests", dependencies: ["DeterministicFormatting", "DarkroomUI"]),
        .testTarget(name: "DeterministicMathTests", dependencies: ["DeterministicMath", "Darkroom"], exclude: ["Vectors"]),
        .testTarget(
            name: "RasterizerTests",
            dependencies: ["Rasterizer", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "DarkroomFonts", "CDarkroomSHA256"]),
        // Helpers shared by the two DarkroomUI test targets (layout inspection, pixel reads, a seeded generator).
        .target(name: "DarkroomUITestSupport", dependencies: ["DarkroomUI"], path: "Tests/DarkroomUITestSupport"),
        .testTarget(
            name: "DarkroomUICoreTests",
            dependencies: ["DarkroomUICore", "DarkroomUI", "DarkroomUITestSupport", "DarkroomFonts", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "DarkroomUITests",
            dependencies: ["DarkroomUI", "DarkroomUITestSupport", "DarkroomFonts", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "DarkroomTests", dependencies: ["Darkroom", "SnapshotArtifacts"]),
        .testTarget(name: "DarkroomInspectionTests", dependencies: ["Darkroom", "DarkroomInspection"]),
        .testTarget(name: "DarkroomReviewTests", dependencies: ["DarkroomReview", "SnapshotArtifacts", "Darkroom"]),
        .testTarget(name: "SnapshotArtifactsTests", dependencies: ["SnapshotArtifacts", "Rasterizer"]),
        .testTarget(name: "JokesAppTests", dependencies: ["JokesApp", "Darkroom"]),
        // The article's test file as published, with only its two imports swapped (README, "The jokes example, test first, on Linux").
        .testTarget(name: "JokesArticleTests", dependencies: ["Jokes", "Darkroom"]),
        .testTarget(name: "FuzzRegressionTests", dependencies: ["FuzzPNGDecode", "FuzzImageDiff", "FuzzManifest"]),
        .testTarget(
            name: "SnapshotTestingCompatibilityTests",
            dependencies: ["Darkroom"],
            exclude: ["__Snapshots__", "README.md"]
        ),
        .testTarget(name: "PreviewsExampleTests", dependencies: ["PreviewsExample", "Darkroom"]),
        // The macros' expansions through the plugin protocol, and the macros compiled into real code.
        .testTarget(name: "DarkroomMacrosTests", dependencies: ["DarkroomUI"]),
        .testTarget(name: "BuchstabensalatTests", dependencies: ["Buchstabensalat", "Darkroom"]),
        // Real-app-shaped screens compiled with `import DarkroomUI` (docs/FIDELITY.md, "The real-screens corpus").
        .testTarget(name: "RealScreensTests", dependencies: ["Darkroom"], resources: [.copy("Resources/Assets.xcassets")]),
    ],
    swiftLanguageModes: [.v6]
)
