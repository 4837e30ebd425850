import Darkroom
import Foundation
import Testing

/// Text drawn inside a layer (a gradient foreground style, blur, brightness, mask, 3D rotation) is laid out in
/// the same face and width as the same text drawn plainly, and every process picks the same face: `.title3` is
/// 20 points, so the system font uses Inter's Display cut. Guards the flake where profileCard/effectsGallery drew
/// such text ~7 % wider (Inter's Text cut) in some processes.
@Suite @MainActor struct TextFaceDeterminismTests {
    /// The text items of a view's display list: string, layout width, font file names.
    private func texts<V: View>(_ view: V) throws -> [(string: String, width: CGFloat, files: [String])] {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        return try renderer.displayList().items.compactMap { item in
            guard case .text(let text) = item else { return nil }
            return (
                text.string, text.layout?.size.width ?? -1,
                text.fontFiles.map { $0.name }
            )
        }
    }

    @Test func gradientTitle3UsesTheDisplayCutLikePlainText() throws {
        let gradient = try texts(
            Text("Gradient text")
                .font(.title3.weight(.heavy))
                .foregroundStyle(LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing)))
        let plain = try texts(Text("Gradient text").font(.title3.weight(.heavy)).foregroundStyle(.pink))
        #expect(gradient.count == 1 && plain.count == 1)
        #expect(gradient.first?.files == ["InterVariable.ttf wght=800 opsz=29.1"])
        #expect(plain.first?.files == ["InterVariable.ttf wght=800 opsz=29.1"])
        #expect(gradient.first?.width == plain.first?.width)
    }

    @Test func textInEffectLayersKeepsItsFaceAndWidth() throws {
        func tile() -> some View {
            RoundedRectangle(cornerRadius: 10).fill(.red).frame(width: 60, height: 60)
                .overlay(Text("Aa").font(.title.bold()).foregroundStyle(.white))
        }
        let items = try texts(
            HStack {
                tile()
                tile().blur(radius: 3)
                tile().brightness(0.25)
                tile().grayscale(1)
                tile().rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0))
                tile().mask { Text("M").font(.system(size: 56, weight: .black)) }
            })
        let aa = items.filter { $0.string == "Aa" }
        #expect(aa.count == 6)
        for item in aa {
            #expect(item.files == ["InterVariable.ttf wght=700 opsz=32"])
            #expect(item.width == aa[0].width)
        }
    }

    /// The same card renders to the same bytes whatever was rendered before it in the process.
    @Test func profileCardBytesDoNotDependOnWhatRanBefore() throws {
        func png<V: View>(_ view: V) throws -> Data {
            let renderer = ImageRenderer(content: view)
            renderer.scale = 2
            return try renderer.pngData()
        }
        let card = PaintSnapshotTests.ProfileCard().background(Color.white)
        let first = try png(card)
        _ = try png(PaintSnapshotTests.EffectsGallery().background(Color.black).environment(\.colorScheme, .dark))
        _ = try png(PaintSnapshotTests.ProfileCard().background(Color.black).environment(\.colorScheme, .dark))
        let again = try png(card)
        #expect(first == again)
    }
}
