import Foundation
import Testing
import DarkroomUI
@testable import DarkroomUICore

/// The one render pipeline (resolve → layout → display list → raster): `ImageRenderer` and hosts render through
/// it, and the colour-scheme re-render is one of its properties.
@MainActor
@Suite struct RenderPipelineTests {
    struct Badge: View {
        var title: String
        var body: some View {
            HStack(spacing: 8) {
                Circle().fill(.orange).frame(width: 12, height: 12)
                Text(title).font(.headline)
            }
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.9)))
        }
    }

    struct NightScreen: View {
        var body: some View {
            VStack {
                Text("Night mode")
                Rectangle().fill(Color.primary).frame(width: 30, height: 10)
            }
            .preferredColorScheme(.dark)
        }
    }

    /// The view a snapshot would host in `scheme`: its background and colour scheme, with the preferences recorded.
    static func placed<V: View>(_ view: V, in scheme: ColorScheme, _ preferences: _PresentationPreferences) -> (view: some View, proposal: ProposedViewSize) {
        let root =
            view
            ._presentationPreferences(preferences)
            .frame(width: 120, height: 60)
            .background(scheme == .dark ? Color.black : Color.white)
            .environment(\.colorScheme, scheme)
        return (root, ProposedViewSize(width: 120, height: 60))
    }

    @Test func imageRendererRendersThroughThePipeline() throws {
        let renderer = ImageRenderer(content: Badge(title: "New"))
        renderer.scale = 2
        let viaRenderer = try renderer.render()
        let viaPipeline = try RenderPipeline(scale: 2).render(Badge(title: "New"), proposal: .unspecified)
        #expect(viaRenderer == viaPipeline)
        #expect(try RenderPipeline(scale: 2).raster(renderer.displayList()) == viaRenderer)
    }

    @Test func aHostIsAnOptionalInputThatDrawsTheSameStatelessView() throws {
        let host = ViewHost(Badge(title: "Hosted"), size: .unspecified)
        let hosted = try RenderPipeline(scale: 3, host: host).render(Badge(title: "Hosted"), proposal: .unspecified)
        let plain = try RenderPipeline(scale: 3).render(Badge(title: "Hosted"), proposal: .unspecified)
        #expect(hosted == plain)
    }

    @Test func anInvalidScaleIsAnErrorNamingIt() {
        #expect(throws: ImageRendererError.invalidScale(0)) { try RenderPipeline(scale: 0).render(Badge(title: "x"), proposal: .unspecified) }
    }

    @Test func aPreferredSchemeMakesThePipelineRenderAgainInThatScheme() throws {
        var placements: [ColorScheme] = []
        let followed = try RenderPipeline(scale: 2).render(in: .light, followingPreferredScheme: true) { scheme, preferences in
            placements.append(scheme)
            return Self.placed(NightScreen(), in: scheme, preferences)
        }
        #expect(placements == [.light, .dark])
        let dark = try RenderPipeline(scale: 2).render(in: .dark, followingPreferredScheme: false) { Self.placed(NightScreen(), in: $0, $1) }
        let light = try RenderPipeline(scale: 2).render(in: .light, followingPreferredScheme: false) { Self.placed(NightScreen(), in: $0, $1) }
        #expect(followed == dark)
        #expect(followed != light)
        // Black background where nothing is drawn: the dark placement's.
        #expect(Array(followed.pixels[0..<4]) == [0, 0, 0, 255])
    }

    @Test func aViewWithoutAPreferenceIsPlacedOnce() throws {
        var placements = 0
        _ = try RenderPipeline(scale: 1).render(in: .light, followingPreferredScheme: true) { scheme, preferences in
            placements += 1
            return Self.placed(Badge(title: "Day"), in: scheme, preferences)
        }
        #expect(placements == 1)
    }
}
