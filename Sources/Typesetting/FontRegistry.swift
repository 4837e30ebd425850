import CFreeType
import Foundation
import Synchronization

/// The fonts an application can use by name, and the directories searched for the built-in
/// Inter / Manjari / DejaVu / Noto Color Emoji files.
///
/// Built-in files are found by their file name in, in order: the directories of
/// `DARKROOM_FONT_PATH` (colon-separated), directories added with ``addFontDirectory(_:)``,
/// then ``defaultSystemDirectories`` (Debian 12 paths). The first match wins, so the choice is
/// deterministic and independent of fontconfig configuration.
public final class FontRegistry: Sendable {
    /// Environment variable with extra font directories (colon-separated), searched first.
    public static let fontPathEnvironmentVariable = "DARKROOM_FONT_PATH"

    /// Where Debian 12 installs `fonts-inter`, `fonts-smc-manjari`, `fonts-dejavu-core`,
    /// `fonts-dejavu-extra` and `fonts-noto-color-emoji`.
    public static let defaultSystemDirectories = [
        "/usr/share/fonts/opentype/inter",
        "/usr/share/fonts/opentype/malayalam",
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/truetype/noto",
    ]

    /// The registry the default ``TypesettingEngine/shared`` engine uses.
    public static let shared = FontRegistry()

    private struct State {
        var registered: [RegisteredFont] = []
        var addedDirectories: [String] = []
        var generation = 0
    }

    private let state = Mutex(State())
    private let environmentDirectories: [String]
    private let systemDirectories: [String]

    /// Creates a registry.
    /// - Parameters:
    ///   - systemDirectories: directories holding the built-in font files.
    ///   - environment: the process environment (read for ``fontPathEnvironmentVariable``).
    public init(
        systemDirectories: [String] = FontRegistry.defaultSystemDirectories,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.systemDirectories = systemDirectories
        self.environmentDirectories = (environment[Self.fontPathEnvironmentVariable] ?? "")
            .split(separator: ":").map(String.init).filter { !$0.isEmpty }
        for directory in environmentDirectories {
            _ = try? registerFonts(inDirectory: directory)
        }
    }

    /// Every application font registered so far, in registration order.
    public var registeredFonts: [RegisteredFont] {
        state.withLock { $0.registered }
    }

    /// The directories searched for built-in font files, in search order.
    public var searchDirectories: [String] {
        environmentDirectories + state.withLock { $0.addedDirectories } + systemDirectories
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

    /// Registers every font file directly inside `directory` (sorted by file name) and searches
    /// the directory for built-in font files before the system directories.
    @discardableResult
    public func addFontDirectory(_ directory: String) throws(FontError) -> [RegisteredFont] {
        let faces = try registerFonts(inDirectory: directory)
        state.withLock { state in
            if !state.addedDirectories.contains(directory) {
                state.addedDirectories.append(directory)
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

    /// The path of a built-in font file, or an error naming the package that provides it.
    func systemFontPath(_ font: RegisteredFont) throws(FontError) -> String {
        guard let package = font.package else { return font.path }
        let directories = searchDirectories
        for directory in directories {
            let candidate = (directory as NSString).appendingPathComponent(font.path)
            if FileManager.default.isReadableFile(atPath: candidate) {
                return candidate
            }
        }
        throw .missingSystemFontFile(fileName: font.path, package: package, searched: directories)
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
        let candidates = registeredFonts + SystemFontCatalog.fonts
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
               os2.pointee.usWeightClass > 0 {
                weight = FontWeight(value: Int(os2.pointee.usWeightClass))
            }
            let lowerStyle = style.lowercased()
            faces.append(RegisteredFont(
                path: path, faceIndex: index, familyName: family, styleName: style, postScriptName: postScript,
                weight: weight,
                isItalic: darkroom_ft_is_italic(face) != 0,
                isCondensed: lowerStyle.contains("condensed") || lowerStyle.contains("narrow"),
                package: nil))
        }
        return faces
    }
}
