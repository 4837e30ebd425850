import Foundation
import Testing
@testable import Typesetting

/// Renders a fixed sample and compares a digest of the pixels with a recorded value, so that a
/// change in rasterization (or in FreeType/HarfBuzz behaviour) shows up. Only meaningful with
/// the same font files, so the test first checks their hashes and fails naming the file that differs
/// (it never skips itself: a different font file is a failure to look at, not a reason to test less).
@Suite struct GoldenDigestTests {
    static let recordedFonts: [String: String] = [
        "InterVariable.ttf": "6b76d2a30716cfb5",
        "DejaVuSans.ttf": "adadfef763426946",
        "NotoColorEmoji.ttf": "b9b5903cc221c8c2",
    ]

    /// The recorded font files whose hash differs from the file the engine uses (or that it does not use).
    static func differingFontFiles() throws -> [String] {
        let files = try TypesettingEngine.shared.fontFiles(for: .body)
        return recordedFonts.keys.sorted().compactMap { name in
            guard let file = files.first(where: { ($0.path as NSString).lastPathComponent == name }) else { return "\(name) (not used)" }
            return file.hashHex == recordedFonts[name] ? nil : "\(file.path) (hash \(file.hashHex), recorded \(recordedFonts[name]!))"
        }
    }

    static func digest(scale: CGFloat) throws -> String {
        let engine = TypesettingEngine()
        let text = AttributedText("Darkroom ffi AV 🤔 é\nThe punchline often arrives before the set-up.", font: .body)
        let layout = try engine.layout(text, options: TextLayoutOptions(alignment: .center), width: 262)
        let rendering = engine.render(layout, at: CGPoint(x: 0.3, y: 0.6), scale: scale)
        var bytes: [UInt8] = []
        for glyph in rendering.glyphs {
            withUnsafeBytes(of: Int64(glyph.x).littleEndian) { bytes += $0 }
            withUnsafeBytes(of: Int64(glyph.y).littleEndian) { bytes += $0 }
            switch glyph.image {
            case .mask(let mask): bytes += mask.coverage
            case .color(let bitmap): bytes += bitmap.pixels
            }
        }
        let hash = bytes.withUnsafeBytes { FNV1a.hash($0) }
        return String(hash, radix: 16)
    }

    @Test(arguments: [(1.0, "3d8ab99192f0be5e"), (2.0, "9bc68dd4a6ea9a8a"), (3.0, "d764693465621b1d")])
    func renderingMatchesRecordedDigest(_ scale: Double, _ expected: String) throws {
        let differing = try Self.differingFontFiles()
        try #require(differing.isEmpty, "font files differ from the recorded ones: \(differing.joined(separator: ", "))")
        let digest = try Self.digest(scale: scale)
        print("digest @\(scale)x: \(digest)")
        #expect(digest == expected)
    }
}
