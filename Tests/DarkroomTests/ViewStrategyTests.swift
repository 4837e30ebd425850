import Foundation
import Rasterizer
import Testing
@testable import Darkroom

/// The `.image` and `.layout` strategies for views: placement per layout, background, scale,
/// errors, and a record → pass → fail round trip through real PNG references.
@MainActor @Suite struct ViewStrategyTests {
    /// The strategy's bitmap for `view` (synchronous strategies deliver at once).
    func snapshot<V: View>(_ view: V, as strategy: Snapshotting<V, Bitmap>) throws -> Bitmap {
        var result: Bitmap?
        try strategy.snapshot(view).run { result = $0 }
        return try #require(result)
    }

    func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * bitmap.width + x) * 4
        return Array(bitmap.pixels[i..<i + 4])
    }

    let white: [UInt8] = [255, 255, 255, 255]
    let black: [UInt8] = [0, 0, 0, 255]
    let red: [UInt8] = [255, 59, 48, 255]

    @Test func deviceLayoutIsTheScreenAtItsScaleWithTheViewCentredInTheSafeArea() throws {
        let bitmap = try snapshot(Color.red.frame(width: 10, height: 10), as: .image(on: .iPhone13Pro))
        #expect(bitmap.width == 1170 && bitmap.height == 2532)
        // The safe area is y 47…810 (844 − 34): its centre is 428.5 pt, x 195 pt.
        let (cx, cy) = (195 * 3, Int(428.5 * 3))
        #expect(pixel(bitmap, cx, cy) == red)
        #expect(pixel(bitmap, cx - 14, cy - 14) == red)
        #expect(pixel(bitmap, cx - 16, cy) == white)
        #expect(pixel(bitmap, cx, cy - 16) == white)
        #expect(pixel(bitmap, 0, 0) == white)
        #expect(pixel(bitmap, 1169, 2531) == white)
    }

    @Test func aGreedyViewFillsTheSafeAreaOnly() throws {
        let bitmap = try snapshot(Color.red, as: .image(layout: .device(config: .iPhone13Pro)))
        #expect(pixel(bitmap, 585, 47 * 3 - 1) == white)
        #expect(pixel(bitmap, 585, 47 * 3) == red)
        #expect(pixel(bitmap, 585, 810 * 3 - 1) == red)
        #expect(pixel(bitmap, 585, 810 * 3) == white)
    }

    @Test func darkModeRendersOnBlackWithDarkColours() throws {
        let bitmap = try snapshot(Color.red.frame(width: 10, height: 10), as: .image(on: .iPhone13Pro, colorScheme: .dark))
        #expect(pixel(bitmap, 0, 0) == black)
        #expect(pixel(bitmap, 585, 1285) == [255, 69, 58, 255])
    }

    @Test func landscapeSwapsTheScreen() throws {
        let bitmap = try snapshot(Color.red.frame(width: 10, height: 10), as: .image(on: .iPhone13Pro(.landscape)))
        #expect(bitmap.width == 2532 && bitmap.height == 1170)
    }

    @Test func fixedLayoutCentresTheViewAtScale1() throws {
        let bitmap = try snapshot(Color.red.frame(width: 10, height: 10), as: .image(layout: .fixed(width: 30, height: 20)))
        #expect(bitmap.width == 30 && bitmap.height == 20)
        #expect(pixel(bitmap, 10, 5) == red)
        #expect(pixel(bitmap, 19, 14) == red)
        #expect(pixel(bitmap, 9, 5) == white)
        #expect(pixel(bitmap, 20, 14) == white)
    }

    @Test func anExplicitScaleMultipliesTheCanvas() throws {
        let bitmap = try snapshot(Color.red, as: .image(layout: .fixed(width: 30, height: 20), scale: 2))
        #expect(bitmap.width == 60 && bitmap.height == 40)
    }

    @Test func sizeThatFitsIsTheIdealSize() throws {
        let bitmap = try snapshot(Color.red.frame(width: 12, height: 7), as: .image)
        #expect(bitmap.width == 12 && bitmap.height == 7)
        #expect(pixel(bitmap, 11, 6) == red)
    }

    @Test func theArticlesSpellingIsAFixedCanvasOfTheDevicesSize() throws {
        let bitmap = try snapshot(
            Color.red.frame(width: 10, height: 10),
            as: .image(drawHierarchyInKeyWindow: true, size: ViewImageConfig.iPhone13Pro.size)
        )
        #expect(bitmap.width == 390 && bitmap.height == 844)
        #expect(pixel(bitmap, 195, 422) == red)
    }

    @Test func anEmptyViewFailsNamingItsType() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let message = withTestEnvironment(artifacts: temporary.file("artifacts")) {
            verifySnapshot(of: EmptyView(), as: .image, record: .all, snapshotDirectory: temporary.file("snapshots"))
        }
        let text = try #require(message)
        #expect(text.contains("snapshot is empty"), "\(text)")
        #expect(text.contains("EmptyView"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: temporary.file("snapshots")))
    }

    @Test func aMissingImageFailsWithTheRenderError() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let message = withTestEnvironment(artifacts: temporary.file("artifacts")) {
            verifySnapshot(
                of: Image("no-such-image"), as: .image(layout: .fixed(width: 20, height: 20)),
                record: .all, snapshotDirectory: temporary.file("snapshots"))
        }
        let text = try #require(message)
        #expect(text.contains("No image named 'no-such-image'"), "\(text)")
    }

    @Test func recordThenMatchThenFailWithADiff() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let directory = temporary.file("snapshots")
        func badge(_ color: Color) -> some View {
            Text("Hi").padding(8).background(color).clipShape(Capsule())
        }
        let messages = withTestEnvironment(artifacts: temporary.file("artifacts")) {
            [
                verifySnapshot(of: badge(.yellow), as: .image(scale: 2), named: "badge", record: .missing, snapshotDirectory: directory),
                verifySnapshot(of: badge(.yellow), as: .image(scale: 2), named: "badge", record: .never, snapshotDirectory: directory),
                verifySnapshot(of: badge(.red), as: .image(scale: 2), named: "badge", record: .never, snapshotDirectory: directory),
            ]
        }
        #expect(messages[0]?.hasPrefix("No reference was found on disk.") == true, "\(messages[0] ?? "nil")")
        #expect(messages[1] == nil, "\(messages[1] ?? "")")
        let failure = try #require(messages[2])
        #expect(failure.contains("does not match reference"), "\(failure)")
        let reference = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: directory + "/recordThenMatchThenFailWithADiff.badge.png")))
        // Drawn at 2×: twice the badge's width in points, rounded to the nearest pixel.
        let points = try ImageRenderer(content: badge(.yellow)).layout().size
        #expect(reference.width == Int((points.width * 2).rounded()))
    }

    @Test func layoutIsTheInspectionDumpDiffedLineByLine() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let directory = temporary.file("snapshots")
        let view = VStack {
            Color.red.frame(width: 10, height: 10)
            Text("Hi")
        }
        let messages = withTestEnvironment(artifacts: temporary.file("artifacts")) {
            [
                verifySnapshot(
                    of: view, as: .layout(proposal: ProposedViewSize(width: 100, height: 100)),
                    named: "tree", record: .all, snapshotDirectory: directory),
                verifySnapshot(
                    of: view, as: .layout(proposal: ProposedViewSize(width: 100, height: 100)),
                    named: "tree", record: .never, snapshotDirectory: directory),
                verifySnapshot(
                    of: VStack {
                        Color.red.frame(width: 20, height: 10)
                        Text("Hi")
                    },
                    as: .layout(proposal: ProposedViewSize(width: 100, height: 100)),
                    named: "tree", record: .never, snapshotDirectory: directory),
            ]
        }
        let recorded = try readString(directory + "/layoutIsTheInspectionDumpDiffedLineByLine.tree.txt")
        #expect(recorded == (try LayoutInspector.layout(view, in: ProposedViewSize(width: 100, height: 100)).dump()))
        #expect(messages[1] == nil)
        let diff = try #require(messages[2])
        // "Hi" is 14.92 wide (Inter H + i at 17 pt, tracking −0.442 each): the 10-wide frame sits at (14.92 − 10) / 2.
        #expect(diff.contains("\u{2212}  frame(width: 10, height: 10) [2.46, 0, 10×10]"), "\(diff)")
        #expect(diff.contains("frame(width: 20, height: 10)"), "\(diff)")
    }

    @Test func deviceLayoutDumpIsProposedTheSafeArea() throws {
        var dump: String?
        try Snapshotting<Color, String>.layout(on: .iPhone13Pro).snapshot(Color.red).run { dump = $0 }
        #expect(dump?.hasPrefix("proposal 390×763 → size 390×763\n") == true, "\(dump ?? "nil")")
    }

    // From the snap branch's view strategy tests.

    @Test func landscapeAndTablets() throws {
        let landscape = try snapshot(Color.black, as: .image(on: .iPhoneSe(.landscape)))
        #expect(landscape.width == 1136 && landscape.height == 640)
        let tablet = try snapshot(Color.black, as: .image(layout: .device(config: .iPadPro11(.portrait(splitView: .oneThird)))))
        #expect(tablet.width == 640 && tablet.height == 2388)
    }

    @Test func emptyViewMessageIsExact() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let message = withTestEnvironment(artifacts: temporary.file("a")) {
            verifySnapshot(of: EmptyView(), as: .image, record: .all, snapshotDirectory: temporary.file("s"))
        }
        #expect(message?.hasPrefix("Couldn't snapshot value: Newly-taken snapshot is empty: EmptyView rendered to 0×0 pixels.") == true, "\(message ?? "nil")")
    }

    @Test func recordThenVerifyOnADeviceAndInDarkMode() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let view = VStack(spacing: 8) {
            Text("The punchline often arrives before the set-up.")
            Capsule().stroke(style: StrokeStyle(lineWidth: 3)).frame(width: 120, height: 44)
        }
        let messages = withTestEnvironment(artifacts: temporary.file("a")) {
            [
                verifySnapshot(of: view, as: .image(on: .iPhone13Pro), named: "v", record: .all, snapshotDirectory: temporary.file("s")),
                verifySnapshot(of: view, as: .image(on: .iPhone13Pro), named: "v", record: .never, snapshotDirectory: temporary.file("s")),
                verifySnapshot(of: view, as: .image(on: .iPhone13Pro, colorScheme: .dark), named: "v", record: .never, snapshotDirectory: temporary.file("s")),
            ]
        }
        #expect(messages[0]?.hasPrefix("Record mode is on.") == true)
        #expect(messages[1] == nil)
        #expect(messages[2]?.contains("Newly-taken snapshot does not match reference.") == true)
    }

    @Test func layoutStrategyBasics() throws {
        var text: String?
        try Snapshotting<_, String>.layout.snapshot(Color.red.frame(width: 10, height: 6)).run { text = $0 }
        #expect(text?.hasPrefix("proposal ") == true)
        #expect(text?.contains("10×6") == true)
        #expect(Snapshotting<Color, String>.layout.pathExtension == "txt")
    }

    @Test func hostingControllerSpellingWithABlackView() throws {
        let bitmap = try snapshot(Color.black, as: .image(drawHierarchyInKeyWindow: true, size: ViewImageConfig.iPhone13Pro.size))
        #expect(bitmap.width == 390 && bitmap.height == 844)
        #expect(pixel(bitmap, 0, 0) == black)
    }

    @Test func ignoringAntialiasingIsAccepted() throws {
        let bitmap = try snapshot(Color.red.frame(width: 4, height: 4), as: .image(on: .iPhone13Pro, ignoringAntialiasing: true))
        #expect(bitmap.width == 1170)
    }

    // An unknown custom font no longer fails a render (it draws the system font, as iOS does: issue 24 §3); a
    // missing image still does.
    @Test(arguments: ["symbol", "image"])
    func renderErrorsFailWithTheirMessage(kind: String) throws {
        let view: AnyView =
            kind == "symbol"
            ? AnyView(Image(systemName: "no.such.symbol").environment(\.strictSymbols, true))
            : AnyView(Image("No Such Image"))
        let expected: String
        do {
            _ = try ImageRenderer(content: view.frame(width: 20, height: 20)).render()
            Issue.record("rendering \(kind) should throw")
            return
        } catch {
            expected = String(describing: error)
        }
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let message = withTestEnvironment(artifacts: temporary.file("a")) {
            verifySnapshot(of: view, as: .image(layout: .fixed(width: 20, height: 20)), record: .all, snapshotDirectory: temporary.file("s"))
        }
        #expect(message == "Couldn't snapshot value: \(expected)", "\(message ?? "nil")")
    }
}
