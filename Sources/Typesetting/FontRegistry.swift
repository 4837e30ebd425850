import CFreeType
import DarkroomFonts
import Foundation
import Synchronization

/// The fonts an application can use by name, and where the built-in faces' files are.
///
/// The built-in faces (Inter, Manjari, DejaVu, Noto Color Emoji and the symbol fonts) are the
/// files bundled with Darkroom (``BundledFonts``), each checked against its pinned SHA-256 when it
/// is first loaded; nothing is read from the system's font directories. Applications add their
/// own `.ttf`/`.otf` files with ``registerFont(at:)``, ``addFontDirectory(_:)`` or the
/// directories of `DARKROOM_FONT_PATH`, and use them through `FontDescriptor.custom(_:size:)`.
public final class FontRegistry: Sendable {
    /// Environment variable with font directories (colon-separated) whose files are registered.
    public static let fontPathEnvironmentVariable = "DARKROOM_FONT_PATH"

    /// The registry the default ``TypesettingEngine/shared`` engine uses.
    public static let shared = FontRegistry()

    private struct State {
        var registered: [RegisteredFont] = []
        var generation = 0
    }

    private let state = Mutex(State())
    /// The directory holding the built-in faces' files.
    public let bundledFontDirectory: String

    /// Creates a registry.
    /// - Parameters:
    ///   - bundledFontDirectory: the directory holding the built-in faces' files (tests pass a
    ///     copy); each file must still have the SHA-256 ``BundledFonts/sha256`` pins.
    ///   - environment: the process environment (read for ``fontPathEnvironmentVariable``).
    public init(
        bundledFontDirectory: String = BundledFonts.directory,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.bundledFontDirectory = bundledFontDirectory
        let directories = (environment[Self.fontPathEnvironmentVariable] ?? "")
            .split(separator: ":").map(String.init).filter { !$0.isEmpty }
        for directory in directories {
            _ = try? registerFonts(inDirectory: directory)
        }
    }

    /// Every application font registered so far, in registration order.
    public var registeredFonts: [RegisteredFont] {
        state.withLock { $0.registered }
    }

    /// Bumped on every registration so that engines can drop cached resolutions.
    var generation: Int { state.withLock { $0.generation } }

    /// Registers every face in a `.ttf`, `.otf`, `.ttc` or `.otc` file so that
    /// `FontDescriptor.custom(_:size:)` finds it by family or PostScript name.
    /// - Returns: the faces registered.
    @discardableResult
    public func registerFont(at path: String) throws(FontError) -> [RegisteredFont] {
        let faces = try Self.readFaces(path: path)
        state.withLock { state in
            for face in faces where !state.registered.contains(face) {
                state.registered.append(face)
            }
            state.generation += 1
        }
        return faces
    }

    /// Registers every font file directly inside `directory` (sorted by file name).
    @discardableResult
    public func addFontDirectory(_ directory: String) throws(FontError) -> [RegisteredFont] {
        try registerFonts(inDirectory: directory)
    }

    /// Registers the faces of a bundled font file (one of ``BundledFonts/sha256``'s names, such as
    /// the symbol fonts' `MaterialIcons-Regular.ttf`) after checking its SHA-256.
    /// - Parameters:
    ///   - fileName: the file's name in ``bundledFontDirectory``.
    ///   - package: the Debian package the file was taken from (recorded in ``RegisteredFont/package``).
    @discardableResult
    public func registerBundledFont(named fileName: String, package: String) throws(FontError) -> [RegisteredFont] {
        let location = builtInLocation(fileName: fileName)
        _ = try FontFileStore.shared.file(at: location.path, expectedSHA256: location.sha256)
        let faces = try Self.readFaces(path: location.path).map { face in
            var face = face
            face.path = fileName
            face.package = package
            return face
        }
        state.withLock { state in
            for face in faces where !state.registered.contains(face) {
                state.registered.append(face)
            }
            state.generation += 1
        }
        return faces
    }

    private func registerFonts(inDirectory directory: String) throws(FontError) -> [RegisteredFont] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw .missingFontFile(path: directory)
        }
        let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
        var faces: [RegisteredFont] = []
        for name in names.sorted() where extensions.contains((name as NSString).pathExtension.lowercased()) {
            faces += try registerFont(at: (directory as NSString).appendingPathComponent(name))
        }
        return faces
    }

    // MARK: Resolution

    /// The path of a face's file and, for a built-in face, the SHA-256 its bytes must have.
    func location(of font: RegisteredFont) -> (path: String, sha256: String?) {
        guard font.isBuiltIn else { return (font.path, nil) }
        return builtInLocation(fileName: font.path)
    }

    /// A bundled file's path and pinned SHA-256 (empty, so never matching, for a name the
    /// manifest lacks).
    private func builtInLocation(fileName: String) -> (path: String, sha256: String) {
        ((bundledFontDirectory as NSString).appendingPathComponent(fileName), BundledFonts.sha256[fileName] ?? "")
    }

    /// The face a descriptor selects (before fallback).
    func resolve(_ descriptor: FontDescriptor) throws(FontError) -> RegisteredFont {
        switch descriptor.family {
        case .system(let design):
            return SystemFontCatalog.systemFont(
                design: design, weight: descriptor.effectiveWeight, italic: descriptor.isItalic,
                width: descriptor.width, size: descriptor.effectiveSize,
                monospacedDigits: descriptor.usesMonospacedDigits)
        case .custom(let name):
            return try resolveCustom(name: name, descriptor: descriptor)
        }
    }

    private func resolveCustom(name: String, descriptor: FontDescriptor) throws(FontError) -> RegisteredFont {
        let candidates = registeredFonts + SystemFontCatalog.fonts + IOSFontFamilies.faces
        let key = name.lowercased()
        let byPostScript = candidates.first { $0.postScriptName.lowercased() == key }
        let family: String
        let targetWeight: FontWeight
        if let exact = byPostScript {
            if descriptor.weight == nil && !descriptor.isItalic && descriptor.width == .standard {
                return exact
            }
            family = exact.familyName.lowercased()
            targetWeight = descriptor.weight ?? exact.weight
        } else if candidates.contains(where: {
            $0.familyName.lowercased() == key || "\($0.familyName) \($0.styleName)".lowercased() == key
        }) {
            family = key
            targetWeight = descriptor.weight ?? .regular
        } else if let standIn = IOSFontFamilies.standIn(for: name) {
            // One of iOS's own families (Arial, Helvetica Neue, Menlo…): its bundled metric-compatible face.
            family = standIn.family.lowercased()
            targetWeight = descriptor.weight ?? standIn.weight ?? .regular
        } else {
            var families: [String] = []
            for candidate in candidates where !families.contains(candidate.familyName) {
                families.append(candidate.familyName)
            }
            throw .unknownFontName(name, available: families)
        }
        let fullNameMatch = candidates.first { "\($0.familyName) \($0.styleName)".lowercased() == key }
        if let fullNameMatch, descriptor.weight == nil, !descriptor.isItalic {
            return fullNameMatch
        }
        let familyKey = fullNameMatch?.familyName.lowercased() ?? family
        var best: RegisteredFont?
        var bestScore = Int.max
        for candidate in candidates where candidate.familyName.lowercased() == familyKey {
            var score = abs(candidate.weight.value - targetWeight.value)
            if candidate.isItalic != descriptor.isItalic { score += 10_000 }
            if candidate.isCondensed != descriptor.width.isCondensed { score += 5_000 }
            if score < bestScore {
                best = candidate
                bestScore = score
            }
        }
        guard let best else { throw .unknownFontName(name, available: []) }
        return best
    }

    // MARK: Reading names

    private static func readFaces(path: String) throws(FontError) -> [RegisteredFont] {
        guard FileManager.default.isReadableFile(atPath: path) else { throw .missingFontFile(path: path) }
        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        guard initError == 0, let library else { throw .freeTypeUnavailable(code: initError) }
        defer { FT_Done_FreeType(library) }
        var first: FT_Face?
        let openError = FT_New_Face(library, path, 0, &first)
        guard openError == 0, let first else { throw .invalidFontFile(path: path, freeTypeError: openError) }
        let count = max(1, Int(first.pointee.num_faces))
        FT_Done_Face(first)
        var faces: [RegisteredFont] = []
        for index in 0..<min(count, 256) {
            var face: FT_Face?
            let error = FT_New_Face(library, path, index, &face)
            guard error == 0, let face else { throw .invalidFontFile(path: path, freeTypeError: error) }
            defer { FT_Done_Face(face) }
            let family = face.pointee.family_name.map { String(cString: $0) } ?? (path as NSString).lastPathComponent
            let style = face.pointee.style_name.map { String(cString: $0) } ?? "Regular"
            let postScript = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? family
            var weight = darkroom_ft_is_bold(face) != 0 ? FontWeight.bold : FontWeight.regular
            if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
                os2.pointee.usWeightClass > 0
            {
                weight = FontWeight(value: Int(os2.pointee.usWeightClass))
            }
            let lowerStyle = style.lowercased()
            faces.append(
                RegisteredFont(
                    path: path, faceIndex: index, familyName: family, styleName: style, postScriptName: postScript,
                    weight: weight,
                    isItalic: darkroom_ft_is_italic(face) != 0,
                    isCondensed: lowerStyle.contains("condensed") || lowerStyle.contains("narrow"),
                    package: nil))
        }
        return faces
    }
}
