import Darkroom
import Foundation
import Testing

/// Darkroom's rendering settings reach snapshots through `withSnapshotTesting` and the `.snapshots` trait:
/// strict SF Symbols and the images `AsyncImage` loads.
@Suite @MainActor struct PaintConfigurationTests {
    /// A row as an app writes it, with a symbol that has no artwork.
    struct SettingsRow: View {
        var body: some View {
            Label("Quantum flux", systemImage: "no.such.symbol.anywhere")
                .padding()
        }
    }

    @Test func strictSymbolsFromWithSnapshotTestingFailTheSnapshot() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let strict = withTestEnvironment(artifacts: temporary.file("artifacts")) {
            withSnapshotTesting(strictSymbols: true) {
                verifySnapshot(of: SettingsRow(), as: .image, record: .all, snapshotDirectory: temporary.file("strict"))
            }
        }
        let text = try #require(strict)
        #expect(text.contains("Image(systemName: \"no.such.symbol.anywhere\")"), "\(text)")
        #expect(text.contains("no artwork is registered"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: temporary.file("strict")))

        // Without strict symbols the placeholder is drawn and the reference recorded.
        let lenient = withTestEnvironment(artifacts: temporary.file("artifacts")) {
            withSnapshotTesting(strictSymbols: false) {
                verifySnapshot(of: SettingsRow(), as: .image, record: .all, snapshotDirectory: temporary.file("lenient"))
            }
        }
        #expect(!(lenient ?? "").contains("no artwork is registered"))
        #expect(FileManager.default.fileExists(atPath: temporary.file("lenient")))
    }

    @Test(.snapshots(strictSymbols: true))
    func strictSymbolsFromTheTrait() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let message = withTestEnvironment(artifacts: temporary.file("artifacts")) {
            verifySnapshot(of: SettingsRow(), as: .image, record: .all, snapshotDirectory: temporary.file("snapshots"))
        }
        #expect(try #require(message).contains("no artwork is registered"))
    }

    /// An avatar as apps write it: the loaded image resized into a circle, a placeholder until then.
    struct Avatar: View {
        let url: URL?
        var body: some View {
            AsyncImage(url: url) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Color.gray
            }
            .frame(width: 20, height: 20)
        }
    }

    @Test func asyncImagesFromWithSnapshotTesting() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.cleanUp() }
        let url = try #require(URL(string: "https://example.com/avatar.png"))
        var images = AsyncImageRegistry()
        images.register(url, bitmap: Bitmap(width: 1, height: 1, pixels: [0, 200, 0, 255]))
        let directory = temporary.file("snapshots")
        // The reference: the registry set on the view itself.
        let recorded = withTestEnvironment(artifacts: temporary.file("artifacts")) {
            verifySnapshot(
                of: Avatar(url: url).environment(\.asyncImages, images), as: .image, named: "avatar",
                record: .all, snapshotDirectory: directory)
        }
        #expect(recorded == nil || recorded?.contains("Record") == true)
        // The same registry from withSnapshotTesting gives the same picture…
        let matched = withTestEnvironment(artifacts: temporary.file("artifacts")) {
            withSnapshotTesting(asyncImages: images) {
                verifySnapshot(of: Avatar(url: url), as: .image, named: "avatar", record: .never, snapshotDirectory: directory)
            }
        }
        #expect(matched == nil, "\(matched ?? "")")
        // …and without it the placeholder shows, which differs.
        let placeholder = withTestEnvironment(artifacts: temporary.file("artifacts")) {
            verifySnapshot(of: Avatar(url: url), as: .image, named: "avatar", record: .never, snapshotDirectory: directory)
        }
        #expect(placeholder != nil)
    }
}
