import Darkroom
import Foundation
import Testing

/// Image snapshots of paint, effects, transforms and symbols, written the way app code uses them;
/// each in light and dark.
@Suite @MainActor struct PaintSnapshotTests {
    /// A profile card: gradient header, shadowed avatar, symbols, a rotated badge, a gradient stroke.
    struct ProfileCard: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                ZStack(alignment: .bottomLeading) {
                    LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
                        .frame(height: 90)
                    Text("NEW")
                        .font(.caption.bold())
                        .foregroundStyle(.white)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 3)
                        .background(Capsule().fill(.red))
                        .rotationEffect(.degrees(-12))
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
                        .padding(10)
                }
                .frame(height: 90)
                .clipShape(UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16))
                .overlay(alignment: .bottomLeading) {
                    Circle()
                        .fill(Color.orange.gradient)
                        .frame(width: 56, height: 56)
                        .overlay(Text("JD").font(.headline).foregroundStyle(.white))
                        .shadow(color: .black.opacity(0.4), radius: 6, x: 0, y: 3)
                        .offset(x: 16, y: 28)
                }
                VStack(alignment: .leading, spacing: 6) {
                    Text("Jane Doe").font(.title2.bold())
                    Label("Lisbon", systemImage: "mappin")
                        .foregroundStyle(.secondary)
                    HStack(spacing: 14) {
                        Image(systemName: "star.fill").foregroundStyle(.yellow)
                        Image(systemName: "heart.fill").foregroundStyle(.pink)
                        Image(systemName: "bell").imageScale(.large)
                        Image(systemName: "bookmark")
                    }
                    Text("Gradient text")
                        .font(.title3.weight(.heavy))
                        .foregroundStyle(LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
                }
                .padding(.top, 18)
                .padding(.horizontal, 16)
                .padding(.bottom, 16)
            }
            .frame(width: 300)
            .background(RoundedRectangle(cornerRadius: 16).fill(Color(white: 0.5, opacity: 0.12)))
            .overlay(RoundedRectangle(cornerRadius: 16).strokeBorder(AngularGradient(colors: [.blue, .purple, .pink, .blue], center: .center), lineWidth: 2))
            .padding(20)
        }
    }

    /// Effects side by side: blur, brightness, grayscale, hue rotation, 3D rotation, trim, mask.
    struct EffectsGallery: View {
        var tile: some View {
            RoundedRectangle(cornerRadius: 10)
                .fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 2, endRadius: 40))
                .frame(width: 60, height: 60)
                .overlay(Text("Aa").font(.title.bold()).foregroundStyle(.white))
        }

        var body: some View {
            VStack(spacing: 16) {
                HStack(spacing: 16) {
                    tile
                    tile.blur(radius: 3)
                    tile.brightness(0.25)
                    tile.grayscale(1)
                }
                HStack(spacing: 16) {
                    tile.hueRotation(.degrees(120))
                    tile.rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0))
                    Circle().trim(from: 0, to: 0.7).stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                        .rotationEffect(.degrees(-90)).frame(width: 60, height: 60)
                    tile.mask { Text("M").font(.system(size: 56, weight: .black)) }
                }
                HStack(spacing: 16) {
                    Circle().fill(.blue).frame(width: 40, height: 40).scaleEffect(1.4)
                    RoundedRectangle(cornerRadius: 8).fill(.teal.shadow(.inner(radius: 4))).frame(width: 60, height: 40)
                    RoundedRectangle(cornerRadius: 8).fill(.green.shadow(.drop(radius: 4, y: 2))).frame(width: 60, height: 40)
                    Image(systemName: "no.such.symbol").font(.title)
                }
            }
            .padding(20)
        }
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func profileCard(_ scheme: ColorScheme) {
        assertSnapshot(
            of: ProfileCard().background(scheme == .dark ? Color.black : Color.white),
            as: .image(colorScheme: scheme, scale: 2))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func effectsGallery(_ scheme: ColorScheme) {
        assertSnapshot(
            of: EffectsGallery().background(scheme == .dark ? Color.black : Color.white),
            as: .image(colorScheme: scheme, scale: 2))
    }

    /// A contact row as an app writes it, shown right to left: avatar on the right, the chevron's side on the
    /// left, text aligned to the right edge (glyphs unmirrored), the arrow flipped because it asks to be.
    struct ContactRow: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                HStack(spacing: 12) {
                    Circle().fill(.blue).frame(width: 36, height: 36)
                        .overlay(Text("JD").font(.caption.bold()).foregroundStyle(.white))
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Jane Doe").font(.headline)
                        Text("Online").font(.caption).foregroundStyle(.green)
                    }
                    Spacer()
                    Capsule().fill(.red).frame(width: 24, height: 16)
                }
                .padding(.leading, 16)
                .padding(.trailing, 8)
                HStack(spacing: 4) {
                    Path { p in
                        p.move(to: CGPoint(x: 0, y: 6))
                        p.addLine(to: CGPoint(x: 14, y: 6))
                        p.move(to: CGPoint(x: 9, y: 1))
                        p.addLine(to: CGPoint(x: 14, y: 6))
                        p.addLine(to: CGPoint(x: 9, y: 11))
                    }
                    .stroke(.orange, lineWidth: 2)
                    .frame(width: 14, height: 12)
                    .flipsForRightToLeftLayoutDirection(true)
                    Rectangle().fill(.orange.opacity(0.4)).frame(width: 40, height: 8)
                }
                .offset(x: 16)
            }
            .frame(width: 260, alignment: .leading)
            .padding(.vertical, 10)
        }
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func contactRow(_ direction: LayoutDirection) {
        assertSnapshot(of: ContactRow().environment(\.layoutDirection, direction), as: .image(scale: 2))
    }

    /// Avatars in a feed: one image registered for its URL, one unregistered (the placeholder), one failing.
    struct AvatarFeed: View {
        let urls: [URL?]
        var body: some View {
            HStack(spacing: 12) {
                AsyncImage(url: urls[0]) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    ProgressView()
                }
                .frame(width: 44, height: 44)
                .clipShape(Circle())
                AsyncImage(url: urls[1])
                    .frame(width: 44, height: 44)
                AsyncImage(url: urls[2]) { phase in
                    if let image = phase.image {
                        image.resizable()
                    } else if phase.error != nil {
                        Color.red.overlay(Text("!").font(.headline).foregroundStyle(.white))
                    } else {
                        Color.blue
                    }
                }
                .frame(width: 44, height: 44)
                .clipShape(RoundedRectangle(cornerRadius: 8))
            }
            .padding(12)
        }
    }

    @Test(.snapshots(asyncImages: Self.feedImages), arguments: [ColorScheme.light, .dark])
    func asyncImageFeed(_ scheme: ColorScheme) {
        assertSnapshot(
            of: AvatarFeed(urls: [
                URL(string: "https://example.com/jane.png"), URL(string: "https://example.com/unknown.png"),
                URL(string: "https://example.com/broken.png"),
            ]),
            as: .image(colorScheme: scheme, scale: 2))
    }

    /// A 4×4 checkerboard for jane.png; broken.png fails.
    static var feedImages: AsyncImageRegistry {
        var images = AsyncImageRegistry()
        let a: [UInt8] = [255, 149, 0, 255], b: [UInt8] = [88, 86, 214, 255]
        let pixels = (0..<16).flatMap { i in (i / 4 + i % 4).isMultiple(of: 2) ? a : b }
        images.register(URL(string: "https://example.com/jane.png")!, bitmap: Bitmap(width: 4, height: 4, pixels: pixels))
        images.registerFailure(URL(string: "https://example.com/broken.png")!)
        return images
    }
}
