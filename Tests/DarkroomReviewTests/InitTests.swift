import Foundation
import Testing
@testable import DarkroomReview

/// `darkroom init` adds a snapshot test target and a first test, prints what it changed, and never
/// overwrites a file.
@Suite struct InitTests {
    static let dependency = SnapshotTestInitializer.dependency(url: "https://example.org/Darkroom.git")

    struct Package {
        let fixture: ReviewFixture
        var root: String { fixture.root }

        init(manifest: String, _ label: String = #function) throws {
            fixture = try ReviewFixture(label)
            try Data(manifest.utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
            try FileManager.default.createDirectory(atPath: root + "/Sources/AppViews", withIntermediateDirectories: true)
        }

        func initializer(_ library: SnapshotTestInitializer.Library = .swiftTesting) -> SnapshotTestInitializer {
            SnapshotTestInitializer(packageRoot: root, target: "AppViews", library: library, dependencyLine: InitTests.dependency)
        }

        var manifest: String { (try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8)) ?? "" }
        var testFile: String? { try? String(contentsOfFile: root + "/Tests/AppViewsSnapshotTests/AppViewsSnapshotTests.swift", encoding: .utf8) }
    }

    @Test func addsTheDependencyTheTargetAndAFirstTest() throws {
        let package = try Package(
            manifest: """
                // swift-tools-version: 6.1
                import PackageDescription

                let package = Package(
                    name: "App",
                    platforms: [.iOS(.v17)],
                    dependencies: [
                        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
                    ],
                    targets: [
                        .target(name: "AppViews", dependencies: [.product(name: "Collections", package: "swift-collections")]),
                        .testTarget(name: "AppViewsTests", dependencies: ["AppViews"]) // a comment with a ] in it
                    ]
                )
                """)
        defer { package.fixture.cleanUp() }
        let recorder = OutputRecorder()
        #expect(package.initializer().run(output: recorder.output) == 0)
        #expect(
            package.manifest == """
                // swift-tools-version: 6.1
                import PackageDescription

                let package = Package(
                    name: "App",
                    platforms: [.iOS(.v17)],
                    dependencies: [
                        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
                        .package(url: "https://example.org/Darkroom.git", from: "0.1.0"),
                    ],
                    targets: [
                        .target(name: "AppViews", dependencies: [.product(name: "Collections", package: "swift-collections")]),
                        .testTarget(name: "AppViewsTests", dependencies: ["AppViews"]), // a comment with a ] in it
                        .testTarget(name: "AppViewsSnapshotTests", dependencies: ["AppViews", .product(name: "Darkroom", package: "Darkroom")]),
                    ]
                )
                """)
        let test = try #require(package.testFile)
        #expect(test.contains("@MainActor @Suite struct AppViewsSnapshotTests {"))
        #expect(test.contains("assertSnapshot(of: view, as: .image(on: .iPhone13Pro))"))
        #expect(recorder.out.contains("created Tests/AppViewsSnapshotTests/AppViewsSnapshotTests.swift"))
        #expect(recorder.out.contains("edited Package.swift, adding:\n    .package(url: \"https://example.org/Darkroom.git\", from: \"0.1.0\"),"))

        // A second run changes nothing.
        let before = package.manifest
        let again = OutputRecorder()
        #expect(package.initializer(.xctest).run(output: again.output) == 2)
        #expect(again.err.contains("already exists; nothing changed"))
        #expect(package.manifest == before)
        #expect(package.testFile == test)
    }

    @Test func aManifestWithoutDependenciesGetsTheArgumentBeforeTargets() throws {
        let package = try Package(
            manifest: """
                // swift-tools-version: 6.1
                import PackageDescription

                let package = Package(name: "App", targets: [.target(name: "AppViews")])
                """)
        defer { package.fixture.cleanUp() }
        #expect(package.initializer(.xctest).run(output: OutputRecorder().output) == 0)
        #expect(
            package.manifest == """
                // swift-tools-version: 6.1
                import PackageDescription

                let package = Package(name: "App", dependencies: [
                    .package(url: "https://example.org/Darkroom.git", from: "0.1.0"),
                ],
                targets: [.target(name: "AppViews"),
                    .testTarget(name: "AppViewsSnapshotTests", dependencies: ["AppViews", .product(name: "Darkroom", package: "Darkroom")]),
                ])
                """)
        let test = try #require(package.testFile)
        #expect(test.contains("final class AppViewsSnapshotTests: XCTestCase {"))
    }

    @Test func aManifestItCannotReadIsLeftAloneAndTheLinesArePrinted() throws {
        let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = makePackage(named: "App")
            """
        let package = try Package(manifest: manifest)
        defer { package.fixture.cleanUp() }
        let recorder = OutputRecorder()
        #expect(package.initializer().run(output: recorder.output) == 0)
        #expect(package.manifest == manifest)
        #expect(package.testFile != nil)
        #expect(recorder.out.contains("Package.swift was left as it is"))
        #expect(recorder.out.contains("    .testTarget(name: \"AppViewsSnapshotTests\""))
    }

    @Test func anExistingTargetOrFileIsNeverTouched() throws {
        let manifest = """
            let package = Package(name: "App", targets: [.target(name: "AppViews"), .testTarget(name: "AppViewsSnapshotTests")])
            """
        let package = try Package(manifest: manifest)
        defer { package.fixture.cleanUp() }
        let recorder = OutputRecorder()
        #expect(package.initializer().run(output: recorder.output) == 2)
        #expect(recorder.err.contains("already names \"AppViewsSnapshotTests\"; nothing changed"))
        #expect(package.manifest == manifest)
        #expect(package.testFile == nil)
    }

    @Test func theTargetsAreTheFoldersUnderSources() throws {
        let package = try Package(manifest: "let package = Package(name: \"App\", targets: [])")
        defer { package.fixture.cleanUp() }
        try FileManager.default.createDirectory(atPath: package.root + "/Sources/AppModel", withIntermediateDirectories: true)
        #expect(SnapshotTestInitializer.sourceTargets(packageRoot: package.root) == ["AppModel", "AppViews"])
    }
}
