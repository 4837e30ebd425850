import DarkroomUI
import Foundation
import Testing
@testable import Darkroom

@Suite struct ViewStrategyTests {
    private func render<V: View>(_ view: V, as strategy: Snapshotting<V, Bitmap>) throws -> Bitmap {
        var result: Bitmap?
        try strategy.snapshot(view).run { result = $0 }
        return try #require(result)
    }

    private func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * bitmap.width + x) * 4
        return Array(bitmap.pixels[offset..<(offset + 4)])
    }

    let white: [UInt8] = [255, 255, 255, 255]
    let black: [UInt8] = [0, 0, 0, 255]

    @Test func sizeThatFitsUsesTheIdealSize() throws {
        let bitmap = try render(Color.red.frame(width: 10, height: 6), as: .image)
        #expect(bitmap.width == 10 && bitmap.height == 6)
        #expect(pixel(bitmap, 0, 0)[3] == 255)
        #expect(pixel(bitmap, 0, 0)[0] > 200)
    }

    @Test func fixedLayoutCentresTheViewOnAnOpaqueBackground() throws {
        let bitmap = try render(Color.black.frame(width: 4, height: 4), as: .image(layout: .fixed(width: 20, height: 10)))
        #expect(bitmap.width == 20 && bitmap.height == 10)
        #expect(pixel(bitmap, 0, 0) == white)
        #expect(pixel(bitmap, 7, 5) == white)
        #expect(pixel(bitmap, 8, 3) == black)
        #expect(pixel(bitmap, 11, 6) == black)
        #expect(pixel(bitmap, 12, 6) == white)
    }

    @Test func darkModeHasABlackBackground() throws {
        let bitmap = try render(Color.white.frame(width: 2, height: 2), as: .image(layout: .fixed(width: 4, height: 4), colorScheme: .dark))
        #expect(pixel(bitmap, 0, 0) == black)
        #expect(pixel(bitmap, 1, 1) == white)
    }

    @Test func deviceLayoutProposesTheSafeAreaAtTheDeviceScale() throws {
        let bitmap = try render(Color.black, as: .image(on: .iPhone13Pro))
        #expect(bitmap.width == 1170 && bitmap.height == 2532)
        // Safe area: 47 pt on top and 34 pt at the bottom, at 3×.
        #expect(pixel(bitmap, 600, 140) == white)
        #expect(pixel(bitmap, 600, 141) == black)
        #expect(pixel(bitmap, 0, 2532 - 103) == black)
        #expect(pixel(bitmap, 0, 2532 - 102) == white)
        #expect(ViewImageConfig.iPhone13Pro.proposedSize == CGSize(width: 390, height: 763))
    }

    @Test func landscapeAndTablets() throws {
        let landscape = try render(Color.black, as: .image(on: .iPhoneSe(.landscape)))
        #expect(landscape.width == 1136 && landscape.height == 640)
        let tablet = try render(Color.black, as: .image(layout: .device(config: .iPadPro11(.portrait(splitView: .oneThird)))))
        #expect(tablet.width == 640 && tablet.height == 2388)
    }

    @Test func emptyViewsFailNamingTheirType() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let message = withTestEnvironment(artifacts: temporary.file("a")) {
            verifySnapshot(of: EmptyView(), as: .image, record: .all, snapshotDirectory: temporary.file("s"))
        }
        #expect(message?.hasPrefix("Couldn't snapshot value: Newly-taken snapshot is empty: EmptyView rendered to 0×0 pixels.") == true, "\(message ?? "nil")")
    }

    @Test func recordThenVerifyAView() throws {
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

    @Test func layoutStrategy() throws {
        var text: String?
        try Snapshotting<_, String>.layout.snapshot(Color.red.frame(width: 10, height: 6)).run { text = $0 }
        #expect(text?.hasPrefix("proposal ") == true)
        #expect(text?.contains("10×6") == true)
        #expect(Snapshotting<Color, String>.layout.pathExtension == "txt")
        var device: String?
        try Snapshotting<_, String>.layout(on: .iPhone13Pro).snapshot(Color.red).run { device = $0 }
        #expect(device?.contains("390×763") == true, "\(device ?? "")")
    }

    @Test func hostingControllerSpelling() throws {
        let bitmap = try render(Color.black, as: .image(drawHierarchyInKeyWindow: true, size: ViewImageConfig.iPhone13Pro.size))
        #expect(bitmap.width == 390 && bitmap.height == 844)
        #expect(pixel(bitmap, 0, 0) == black)
    }
}
