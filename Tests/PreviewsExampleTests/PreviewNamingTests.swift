import Darkroom
import Foundation
import Testing

/// How previews are found, named and configured.
@Suite @MainActor struct PreviewNamingTests {
    let snapshots = PreviewSnapshots.make(in: "PreviewsExample")

    func snapshot(_ name: String) throws -> PreviewSnapshot {
        try #require(snapshots.first { $0.name == name }, "no preview named \(name) in \(snapshots.map(\.name))")
    }

    @Test func everyPreviewHasAStableReadableName() {
        #expect(
            snapshots.map(\.name) == [
                "Badge.1", "Badge.Named", "Badge.Fits", "Badge.Fixed", "Badge.Landscape", "Badge.Counter", "Badge.State",
                "CounterCard_Previews.Light", "CounterCard_Previews.Dark", "CounterCard_Previews.3",
                "ProfileHeader.Previews", "SettingsRow.Previews",
            ])
    }

    @Test func namesAreCollisionFreeAsFileNames() {
        let names = snapshots.map { $0.name.lowercased() }
        #expect(Set(names).count == names.count)
    }

    @Test func macroPreviewsNameTheirFileAndLine() throws {
        #expect(try snapshot("Badge.1").location == "PreviewsExample/Badge.swift:36")
        #expect(try snapshot("Badge.Named").title == "#Preview \"Named\"")
    }

    @Test func providersAreFoundInTheirFiles() throws {
        #expect(try snapshot("CounterCard_Previews.Light").location == "PreviewsExample/CounterCard.swift:24")
        #expect(try snapshot("ProfileHeader.Previews").location == "PreviewsExample/ProfileHeader.swift:16")
        #expect(try snapshot("SettingsRow.Previews").location == "PreviewsExample/SettingsRow.swift:19")
    }

    @Test func traitsChooseTheLayout() throws {
        #expect(try snapshot("Badge.1").layout == .device(config: .iPhone13Pro))
        #expect(try snapshot("Badge.Fits").layout == .sizeThatFits)
        #expect(try snapshot("Badge.Fixed").layout == .fixed(width: 200, height: 100))
        #expect(try snapshot("Badge.Landscape").layout == .device(config: .iPhone13Pro(.landscape)))
        #expect(try snapshot("ProfileHeader.Previews").layout == .fixed(width: 240, height: 160))
    }

    @Test func modifiersOnAGroupApplyToEachViewAndInnerOnesWin() throws {
        #expect(try snapshot("CounterCard_Previews.Light").layout == .sizeThatFits)
        #expect(try snapshot("CounterCard_Previews.3").layout == .device(config: .iPhone8(.landscape)))
        #expect(try snapshot("CounterCard_Previews.3").scale == 2)
    }

    @Test func preferredColorSchemeChoosesTheScheme() throws {
        #expect(try snapshot("CounterCard_Previews.Light").colorScheme == .light)
        #expect(try snapshot("CounterCard_Previews.Dark").colorScheme == .dark)
    }

    @Test func previewsRenderAtTheDeviceScale() throws {
        let image = try snapshot("Badge.Fixed").render()
        #expect(image.width == 600 && image.height == 300)
    }

    @Test func previewableValuesAreThePreviewsOwn() throws {
        // `@Previewable var count = 3` makes three badges: taller than one.
        let counter = try snapshot("Badge.Counter").render()
        let single = try snapshot("Badge.Fits").render()
        #expect(counter.height > 2 * single.height)
    }
}
