// swift-tools-version: 6.2
// The dual-platform pattern: the views module builds with SwiftUI on Apple platforms and with
// DarkroomUI on Linux; the snapshot tests run with swift-snapshot-testing on Apple platforms and
// with Darkroom on Linux. On Linux only the Darkroom products are built.
import PackageDescription

let package = Package(
    name: "CoffeeShop",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v15)],
    products: [
        .library(name: "CoffeeShopViews", targets: ["CoffeeShopViews"])
    ],
    dependencies: [
        // An app depends on a released version: .package(url: "https://github.com/<owner>/Darkroom", from: "0.1.0").
        // This example lives inside Darkroom's repository, so it depends on it by path.
        .package(name: "Darkroom", path: "../..")
    ],
    targets: [
        .target(
            name: "CoffeeShopViews",
            dependencies: [
                .product(name: "DarkroomUI", package: "Darkroom", condition: .when(platforms: [.linux]))
            ],
            resources: [.process("Resources")],  // Assets.xcassets, Localizable.xcstrings, Fonts
            // Xcode's generated asset symbols (`Color(.espresso)`, `Image(.logo)`) on Linux; Xcode makes its own.
            plugins: [.plugin(name: "DarkroomAssetSymbols", package: "Darkroom")]
        ),
        .testTarget(
            name: "CoffeeShopViewsTests",
            dependencies: [
                "CoffeeShopViews",
                .product(name: "Darkroom", package: "Darkroom", condition: .when(platforms: [.linux])),
                // On Apple platforms, add swift-snapshot-testing to `dependencies` and:
                // .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(platforms: [.iOS, .macOS])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
