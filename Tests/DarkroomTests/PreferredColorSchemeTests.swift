import Foundation
import Rasterizer
import Testing
@testable import Darkroom

/// `preferredColorScheme(_:)` applies to the whole screen of a device snapshot, as iOS applies it to the window.
@MainActor @Suite struct PreferredColorSchemeTests {
    struct DarkScreen: View {
        var body: some View {
            NavigationStack {
                Text("Missions")
                    .navigationTitle("Moonshot")
                    .preferredColorScheme(.dark)
            }
        }
    }

    func snapshot<V: View>(_ view: V, as strategy: Snapshotting<V, Bitmap>) throws -> Bitmap {
        var result: Bitmap?
        try strategy.snapshot(view).run { result = $0 }
        return try #require(result)
    }

    func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * bitmap.width + x) * 4
        return Array(bitmap.pixels[i..<i + 4])
    }

    @Test func aPreferenceInsideTheStackDarkensTheWholeScreen() throws {
        let dark = try snapshot(DarkScreen(), as: .image(on: .iPhone13Pro, scale: 1))
        let explicit = try snapshot(DarkScreen(), as: .image(on: .iPhone13Pro, colorScheme: .dark, scale: 1))
        #expect(pixel(dark, 5, 5) == [0, 0, 0, 255])
        #expect(pixel(dark, 195, 830) == [0, 0, 0, 255])
        #expect(dark == explicit)
    }

    @Test func withoutAPreferenceTheSnapshotsSchemeStays() throws {
        let light = try snapshot(Text("Missions"), as: .image(on: .iPhone13Pro, scale: 1))
        #expect(pixel(light, 5, 5) == [255, 255, 255, 255])
    }
}

extension PreferredColorSchemeTests {
    @Test func aHostedScreenHonoursThePreferenceToo() throws {
        let host = ViewHosting.host(view: DarkScreen())
        var hosted: Bitmap?
        try Snapshotting<ViewHost, Bitmap>.image(on: .iPhone13Pro, scale: 1).snapshot(host).run { hosted = $0 }
        let viewSnapshot = try snapshot(DarkScreen(), as: .image(on: .iPhone13Pro, scale: 1))
        #expect(try #require(hosted) == viewSnapshot)
    }
}
