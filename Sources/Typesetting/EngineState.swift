import CFreeType
import CHarfBuzz

/// Everything FreeType/HarfBuzz-related, owned by one ``TypesettingEngine`` and only touched under
/// its mutex (FreeType libraries and faces are not thread-safe).
final class EngineState {
    /// Bounds on the caches; exceeding one clears it (output does not depend on cache state).
    static let maxGlyphCacheEntries = 20_000
    static let maxParagraphCacheEntries = 1_024

    struct FaceLocation: Hashable {
        var path: String
        var index: Int
        /// The instance of a variable font file (empty for a static face).
        var variations: [FontVariation] = []
        /// The SHA-256 the file must have (bundled files), checked when it is first read.
        var sha256: String?
    }

    /// A descriptor without its size: what face resolution depends on.
    struct ChainKey: Hashable {
        var family: FontDescriptor.Family
        var weight: FontWeight?
        var isItalic: Bool
        var width: FontWidth
        /// The optical size of the system font's variable face at this size (0 for other families).
        var opticalSize: Double
        init(_ font: FontDescriptor) {
            family = font.family
            weight = font.weight
            isItalic = font.isItalic
            width = font.width
            if case .system = font.family {
                opticalSize = SystemFontCatalog.opticalSize(size: font.effectiveSize)
            } else {
                opticalSize = 0
            }
        }
    }

    let registry: FontRegistry
    private var library: FT_Library?
    var faces: [LoadedFace] = []
    private var faceByLocation: [FaceLocation: Int] = [:]
    /// Local index (into `faces`) of each process-wide face id loaded here.
    private var localByGlobal: [Int: Int] = [:]
    private var chains: [ChainKey: FallbackChain] = [:]
    private var registryGeneration = -1
    var paragraphCache: [AttributedText: ShapedParagraph] = [:]
    var glyphCache: [GlyphCacheKey: GlyphImage] = [:]
    let buffer: OpaquePointer
    let language: hb_language_t?
    /// HarfBuzz features turning off standard and contextual ligatures.
    let noLigatures: [hb_feature_t]
    /// The HarfBuzz feature turning on tabular figures (`monospacedDigit()`).
    let tabularFigures: [hb_feature_t]

    init(registry: FontRegistry) {
        self.registry = registry
        // hb_buffer_create never returns NULL (it returns the inert empty buffer on OOM).
        self.buffer = hb_buffer_create()
        // A fixed language: HarfBuzz's default comes from the process locale.
        self.language = hb_language_from_string("en", -1)
        self.tabularFigures = ["tnum"].compactMap { name in
            var feature = hb_feature_t()
            return hb_feature_from_string(name, -1, &feature) != 0 ? feature : nil
        }
        self.noLigatures = ["-liga", "-clig"].compactMap { name in
            var feature = hb_feature_t()
            return hb_feature_from_string(name, -1, &feature) != 0 ? feature : nil
        }
    }

    deinit {
        faces.removeAll()
        hb_buffer_destroy(buffer)
        if let library { FT_Done_FreeType(library) }
    }

    private func freeType() throws(FontError) -> FT_Library {
        if let library { return library }
        var created: FT_Library?
        let error = FT_Init_FreeType(&created)
        guard error == 0, let created else { throw .freeTypeUnavailable(code: error) }
        library = created
        return created
    }

    /// Drops cached resolutions when fonts were registered since the last call.
    func syncRegistry() {
        let generation = registry.generation
        if generation != registryGeneration {
            registryGeneration = generation
            chains.removeAll()
            paragraphCache.removeAll()
        }
    }

    /// Loads (once) the face of a registered or built-in font.
    func face(for font: RegisteredFont) throws(FontError) -> Int {
        let location = registry.location(of: font)
        return try load(
            FaceLocation(
                path: location.path, index: font.faceIndex, variations: font.variations, sha256: location.sha256))
    }

    /// The local index of the face at `position` in `chain`, loading its file the first time.
    func face(at position: Int, of chain: FallbackChain) throws(FontError) -> Int {
        if let local = chain.loaded[position] { return local }
        let local = try face(for: chain.fonts[position])
        chain.loaded[position] = local
        return local
    }

    /// Every face of `chain`, loaded, in order, without repeats.
    func allFaces(of chain: FallbackChain) throws(FontError) -> [Int] {
        var result: [Int] = []
        for position in chain.fonts.indices {
            let local = try face(at: position, of: chain)
            if !result.contains(local) { result.append(local) }
        }
        return result
    }

    /// Loads (once) a face by location; returns its index in `faces`.
    private func load(_ location: FaceLocation) throws(FontError) -> Int {
        if let existing = faceByLocation[location] { return existing }
        let local = faces.count
        let global = FaceIdentityTable.shared.id(for: location)
        let face = try LoadedFace(
            id: FontFaceID(global), path: location.path, faceIndex: location.index, variations: location.variations,
            expectedSHA256: location.sha256,
            library: freeType())
        faces.append(face)
        faceByLocation[location] = local
        localByGlobal[global] = local
        return local
    }

    /// The index in `faces` of a process-wide face id, loading the file if this engine has not
    /// used it yet; `nil` if the id is unknown or the file cannot be loaded any more.
    func localIndex(of face: FontFaceID) -> Int? {
        if let local = localByGlobal[face.rawValue] { return local }
        guard let location = FaceIdentityTable.shared.location(of: face.rawValue) else { return nil }
        return try? load(location)
    }

    /// The fallback chain for a font: the requested face first (Inter for the system font's
    /// default design), then DejaVu Sans (same style), DejaVu Sans, DejaVu Serif, DejaVu Math TeX
    /// Gyre, Noto Color Emoji. The requested face is loaded now, the others when first needed; a
    /// bundled file that is missing or differs from its pinned SHA-256 is an error either way.
    func chain(for font: FontDescriptor) throws(FontError) -> FallbackChain {
        let key = ChainKey(font)
        if let cached = chains[key] { return cached }
        var substitution: String?
        var isSystemFontStandIn = false
        let resolved: RegisteredFont
        do {
            resolved = try registry.resolve(font)
        } catch {
            // iOS draws an unknown `Font.custom` name in the system font; so does Darkroom, with a diagnostic.
            guard case .unknownFontName(let name, _) = error, case .custom = font.family else { throw error }
            var system = font
            system.family = .system(.default)
            resolved = try registry.resolve(system)
            isSystemFontStandIn = true
            if IOSFontFamilies.isIOSFamilyWithoutStandIn(name) {
                substitution =
                    "\"\(name)\" is an iOS font Darkroom cannot ship and has no metric-compatible free "
                    + "face for; drawing the system font instead, so widths differ from an iPhone's. Register a "
                    + "licensed copy with Font.registerFont(at:) to draw it."
            } else {
                substitution =
                    "No font named \"\(name)\" is registered; drawing the system font instead, as iOS does. "
                    + "Register the app's font file with Font.registerFont(at:), or list it under UIAppFonts in the "
                    + "bundle's Info.plist and call Font.registerAppFonts(in:)."
            }
        }
        let primary = try face(for: resolved)
        var fonts = [resolved]
        for fallback in SystemFontCatalog.fallbacks(weight: font.effectiveWeight, italic: font.isItalic)
        where !fonts.contains(fallback) {
            fonts.append(fallback)
        }
        // Manjari's own line height (1.10 em, Bold's deeper than Regular's) is not SF Pro Rounded's,
        // which shares SF Pro's vertical metrics: lines take those of the default design's face.
        var lineMetricsFace: Int?
        if resolved.package == SystemFontCatalog.roundedPackage {
            lineMetricsFace = try face(
                for: SystemFontCatalog.lineMetricsFace(
                    forRounded: resolved, weight: font.effectiveWeight, italic: font.isItalic, size: font.effectiveSize,
                    monospacedDigits: font.usesMonospacedDigits))
        }
        let chain = FallbackChain(
            fonts: fonts, primary: primary, synthetic: SyntheticStyle.needed(for: font, face: resolved),
            lineMetricsFace: lineMetricsFace)
        chain.substitution = substitution
        chain.isSystemFontStandIn = isSystemFontStandIn
        chains[key] = chain
        return chain
    }
}
