import CDarkroomSHA256
import DarkroomFonts
import Foundation
import Testing
@testable import Typesetting

/// The fonts Darkroom draws with ship in the package, pinned by SHA-256: every built-in face comes from the
/// bundle, a missing or altered file is an error naming it and its expected sum, and nothing falls back.
@Suite struct BundledFontTests {
    /// The symbol fonts DarkroomUI registers (`SymbolFont`), besides the catalogue's faces.
    static let symbolFontFiles: Set<String> = ["MaterialIcons-Regular.ttf", "fontawesome-webfont.ttf"]

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    static func sha256(_ data: Data, portable: Bool = false) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        data.withUnsafeBytes { buffer in
            if portable {
                darkroom_sha256_portable(buffer.baseAddress, buffer.count, &digest)
            } else {
                darkroom_sha256(buffer.baseAddress, buffer.count, &digest)
            }
        }
        return hex(digest)
    }

    /// A directory holding links to every bundled file but those named in `leaving`, and `replacing`'s bytes.
    static func bundleCopy(leaving: Set<String> = [], replacing: [String: Data] = [:]) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("darkroom-bundle-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for name in BundledFonts.sha256.keys where !leaving.contains(name) {
            let target = directory + "/" + name
            if let data = replacing[name] {
                try data.write(to: URL(fileURLWithPath: target))
            } else {
                try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: BundledFonts.directory + "/" + name)
            }
        }
        return directory
    }

    @Test func sha256MatchesFIPSVectorsOnBothPaths() {
        let vectors: [(String, String)] = [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
        ]
        for (message, expected) in vectors {
            #expect(Self.sha256(Data(message.utf8)) == expected, "\(message)")
            #expect(Self.sha256(Data(message.utf8), portable: true) == expected, "\(message)")
        }
        // Every length around the padding boundaries, CPU extensions against portable C.
        let bytes = Data((0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        for length in 0...bytes.count {
            let prefix = bytes.prefix(length)
            #expect(Self.sha256(prefix) == Self.sha256(prefix, portable: true), "length \(length)")
        }
    }

    @Test func everyBundledFileHasItsPinnedSum() throws {
        for (name, expected) in BundledFonts.sha256.sorted(by: { $0.key < $1.key }) {
            let data = try #require(FileManager.default.contents(atPath: BundledFonts.directory + "/" + name), "\(name)")
            #expect(Self.sha256(data) == expected, "\(name)")
        }
    }

    @Test func theBundleHoldsExactlyTheFilesDarkroomDrawsWith() throws {
        let catalogue = Set((SystemFontCatalog.fonts + IOSFontFamilies.faces).map(\.path))
        #expect(Set(BundledFonts.sha256.keys) == catalogue.union(Self.symbolFontFiles))
        let fontFiles = try FileManager.default.contentsOfDirectory(atPath: BundledFonts.directory)
            .filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }
        #expect(Set(fontFiles) == Set(BundledFonts.sha256.keys))
        for licence in ["OFL-1.1.txt", "Apache-2.0.txt", "Bitstream-Vera.txt"] {
            #expect(FileManager.default.fileExists(atPath: BundledFonts.directory + "/LICENSES/" + licence), "\(licence)")
        }
    }

    @Test func builtInFacesComeFromTheBundle() throws {
        let engine = TypesettingEngine(registry: FontRegistry(environment: [:]))
        let text = AttributedText("Hello ⤵ 😀 ∮", font: .body)
        let layout = try engine.layout(text)
        #expect(!layout.fontFiles.isEmpty)
        for file in layout.fontFiles {
            #expect(file.path.hasPrefix(BundledFonts.directory + "/"), "\(file.path)")
            #expect(!file.path.hasPrefix("/usr/share/fonts"), "\(file.path)")
        }
    }

    @Test func aMissingBundledFileIsAnErrorNamingItAndItsSum() throws {
        let directory = try Self.bundleCopy(leaving: ["InterVariable-Italic.ttf", "Manjari-Regular.otf"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let engine = TypesettingEngine(registry: FontRegistry(bundledFontDirectory: directory, environment: [:]))
        let expected = try #require(BundledFonts.sha256["InterVariable-Italic.ttf"])
        #expect(throws: FontError.missingBundledFontFile(path: directory + "/InterVariable-Italic.ttf", expectedSHA256: expected)) {
            try engine.layout(AttributedText("x", font: .body.italic()))
        }
        let message = FontError.missingBundledFontFile(path: directory + "/InterVariable-Italic.ttf", expectedSHA256: expected).description
        #expect(message.contains(directory + "/InterVariable-Italic.ttf") && message.contains(expected), "\(message)")
        // The rounded design without Manjari is an error too, not Inter drawn instead.
        #expect {
            try engine.layout(AttributedText("x", font: .body.design(.rounded)))
        } throws: { error in
            guard case .missingBundledFontFile(let path, let sum) = error as? FontError else { return false }
            return path == directory + "/Manjari-Regular.otf" && sum == BundledFonts.sha256["Manjari-Regular.otf"]
        }
        // Faces that are there still draw.
        #expect(try engine.layout(AttributedText("x", font: .body)).fontFiles.count == 1)
    }

    @Test func anAlteredBundledFileIsAnErrorNamingBothSums() throws {
        let original = try #require(FileManager.default.contents(atPath: BundledFonts.directory + "/DejaVuSerif.ttf"))
        var altered = original
        altered[altered.count / 2] ^= 0x01
        let fallback = try #require(FileManager.default.contents(atPath: BundledFonts.directory + "/DejaVuSans.ttf"))
        let directory = try Self.bundleCopy(replacing: ["DejaVuSerif.ttf": altered, "DejaVuSans.ttf": fallback + Data([0])])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let engine = TypesettingEngine(registry: FontRegistry(bundledFontDirectory: directory, environment: [:]))
        let expected = try #require(BundledFonts.sha256["DejaVuSerif.ttf"])
        let error = FontError.bundledFontChecksumMismatch(
            path: directory + "/DejaVuSerif.ttf", expectedSHA256: expected, actualSHA256: Self.sha256(altered))
        #expect(throws: error) {
            try engine.layout(AttributedText("x", font: .system(size: 17, design: .serif)))
        }
        #expect(error.description.contains(directory + "/DejaVuSerif.ttf") && error.description.contains(expected))
        // A fallback face is checked when a character first needs it: Inter lacks ⤵, DejaVu Sans is next.
        #expect(try engine.layout(AttributedText("Hello", font: .body)).missingCharacters.isEmpty)
        #expect {
            try engine.layout(AttributedText("Hello ⤵", font: .body))
        } throws: { error in
            guard case .bundledFontChecksumMismatch(let path, let sum, _) = error as? FontError else { return false }
            return path == directory + "/DejaVuSans.ttf" && sum == BundledFonts.sha256["DejaVuSans.ttf"]
        }
    }
}
