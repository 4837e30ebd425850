import Darkroom
import Foundation
import Testing

/// Image snapshots of SF Symbols as app code shows them: the most used names at body size, the composite variants
/// (enclosures, slashes) and the sizing rules (font, image scale, hierarchical layers).
@Suite @MainActor struct SymbolSheetSnapshotTests {
    /// The 160 most used names of docs/SYMBOLS.md, in rank order.
    static let common: [String] = [
        "plus", "xmark", "chevron.right", "checkmark", "gear", "magnifyingglass",
        "house", "house.fill", "person", "person.fill", "star.fill", "star",
        "heart", "heart.fill", "trash", "chevron.left", "xmark.circle.fill", "gearshape",
        "gearshape.fill", "person.circle", "person.circle.fill", "person.crop.circle", "person.crop.circle.fill", "ellipsis",
        "plus.circle.fill", "square.and.arrow.up", "chevron.down", "chevron.up", "checkmark.circle.fill", "bell",
        "bell.fill", "play.fill", "pause.fill", "arrow.right", "arrow.left", "plus.circle",
        "checkmark.circle", "pencil", "trash.fill", "info.circle", "calendar", "clock",
        "list.bullet", "square.and.pencil", "envelope", "envelope.fill", "photo", "exclamationmark.triangle.fill",
        "exclamationmark.triangle", "arrow.clockwise", "ellipsis.circle", "line.3.horizontal", "xmark.circle", "lock",
        "lock.fill", "chevron.forward", "chevron.backward", "arrow.up", "arrow.down", "bookmark",
        "bookmark.fill", "location.fill", "location", "mappin", "mappin.and.ellipse", "map",
        "map.fill", "camera", "camera.fill", "photo.fill", "globe", "phone",
        "phone.fill", "message", "message.fill", "bubble.left", "bubble.left.fill", "paperplane",
        "paperplane.fill", "cart", "cart.fill", "questionmark.circle", "questionmark.circle.fill", "info.circle.fill",
        "exclamationmark.circle", "exclamationmark.circle.fill", "minus", "minus.circle", "minus.circle.fill", "slider.horizontal.3",
        "square.grid.2x2", "square.grid.2x2.fill", "folder", "folder.fill", "doc", "doc.fill",
        "doc.text", "doc.text.fill", "doc.on.doc", "link", "eye", "eye.fill",
        "eye.slash", "eye.slash.fill", "sun.max", "sun.max.fill", "moon", "moon.fill",
        "cloud", "cloud.fill", "bolt", "bolt.fill", "flame", "flame.fill",
        "person.2", "person.2.fill", "person.3", "person.3.fill", "play", "play.circle",
        "play.circle.fill", "pause", "pause.circle", "pause.circle.fill", "stop.fill", "stop.circle.fill",
        "forward.fill", "backward.fill", "forward.end.fill", "backward.end.fill", "speaker.wave.2", "speaker.wave.2.fill",
        "speaker.wave.3.fill", "speaker.slash", "speaker.slash.fill", "mic", "mic.fill", "mic.slash",
        "mic.slash.fill", "video", "video.fill", "music.note", "music.note.list", "heart.circle",
        "heart.circle.fill", "star.circle", "star.circle.fill", "tag", "tag.fill", "flag",
        "flag.fill", "hand.thumbsup", "hand.thumbsup.fill", "hand.thumbsdown", "hand.thumbsdown.fill", "creditcard",
        "creditcard.fill", "gift", "gift.fill", "arrow.counterclockwise",
    ]

    /// A contact sheet: each symbol at body size over its name.
    struct SymbolSheet: View {
        let names: [String]
        let columns = 8

        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                ForEach(0..<((names.count + columns - 1) / columns), id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(row * columns..<min(names.count, row * columns + columns), id: \.self) { index in
                            VStack(spacing: 4) {
                                Image(systemName: names[index])
                                Text(names[index])
                                    .font(.system(size: 7))
                                    .lineLimit(1)
                                    .truncationMode(.middle)
                                    .foregroundStyle(.secondary)
                            }
                            .frame(width: 76, height: 44)
                        }
                    }
                }
            }
            .padding(8)
            .background(Color.white)
        }
    }

    @Test func commonSymbolsAtBodySize() {
        assertSnapshot(of: SymbolSheet(names: Self.common), as: .image(scale: 2))
    }

    /// Composite variants beside their base symbol, in an app's accent colour.
    @Test func compositeVariants() {
        let names = [
            "heart", "heart.circle", "heart.circle.fill", "heart.slash",
            "star", "star.circle", "star.square.fill", "star.slash",
            "bell", "bell.circle.fill", "bell.slash", "bookmark.slash",
            "lock", "lock.circle", "lock.circle.fill", "trash.slash",
            "ellipsis.circle", "ellipsis.circle.fill", "arrow.right.square", "arrow.up.square.fill",
            "chevron.right.circle", "chevron.down.circle", "plus.circle.dashed", "xmark.square",
            "mappin.circle.fill", "location.circle", "phone.circle.fill", "person.2.circle",
        ]
        assertSnapshot(of: SymbolSheet(names: names).foregroundStyle(.blue), as: .image(scale: 2))
    }

    /// The sizes SwiftUI gives a symbol: the font's size, the image scale, a fixed system size; the weights
    /// (light to black, and a headline label); and the hierarchical rendering mode, whose enclosure is a lighter
    /// layer under the glyph.
    @Test func sizingAndRenderingModes() {
        let view = VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                Image(systemName: "star.fill").font(.caption)
                Image(systemName: "star.fill")
                Image(systemName: "star.fill").font(.title)
                Image(systemName: "star.fill").font(.largeTitle)
                Image(systemName: "star.fill").font(.system(size: 44))
            }
            HStack(spacing: 12) {
                Image(systemName: "gearshape").imageScale(.small)
                Image(systemName: "gearshape").imageScale(.medium)
                Image(systemName: "gearshape").imageScale(.large)
                Label("Settings", systemImage: "gearshape")
            }
            HStack(spacing: 12) {
                ForEach([Font.Weight.light, .regular, .medium, .semibold, .bold, .black], id: \.self) { weight in
                    Image(systemName: "heart").fontWeight(weight)
                }
                Label("Favorites", systemImage: "heart.circle").font(.headline)
            }
            .font(.title2)
            HStack(spacing: 12) {
                Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.gray)
                Image(systemName: "xmark.circle.fill").foregroundStyle(.gray)
                Image(systemName: "heart.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.pink)
                Image(systemName: "heart.circle.fill").foregroundStyle(.pink)
                Image(systemName: "star").symbolVariant(.fill).foregroundStyle(.yellow)
                Image(systemName: "person").symbolVariant(.circle.fill)
            }
            .font(.title)
        }
        .padding(12)
        .background(Color.white)
        assertSnapshot(of: view, as: .image(scale: 2))
    }
}
