import Foundation
import Rasterizer

/// Artwork for `Image(systemName:)`. Apple's SF Symbols cannot ship here; a symbol is drawn from, in order:
/// artwork registered for its name (a PNG bitmap or a vector path), the shipped Font Awesome 4.7 glyph
/// mapped to the name (`fonts-font-awesome`, SIL OFL 1.1), else a marked placeholder with a diagnostic —
/// or, with strict symbols on, a rendering error naming the symbol.
///
/// ```swift
/// SymbolRegistry.shared.register("star.fill", bitmap: try Bitmap(pngData: data), scale: 3)
/// ```
public final class SymbolRegistry: @unchecked Sendable {
    /// Registered artwork.
    public enum Artwork: Sendable {
        /// A bitmap drawn as a template (its alpha tinted with the foreground style), `scale` pixels per point.
        case bitmap(Bitmap, scale: CGFloat)
        /// A filled vector outline in `viewBox` coordinates (fitted into the symbol's box).
        case path(Path, viewBox: CGRect)
    }

    /// The registry `Image(systemName:)` reads.
    public static let shared = SymbolRegistry()

    /// The environment variable that turns strict symbols on (`DARKROOM_STRICT_SYMBOLS=1`).
    public static let strictEnvironmentVariable = "DARKROOM_STRICT_SYMBOLS"

    private let lock = NSLockShim()
    private var artwork: [String: Artwork] = [:]
    private var strict: Bool?

    /// Creates an empty registry.
    public init() {}

    /// Whether unregistered symbols fail rendering instead of drawing a placeholder (default: the
    /// `DARKROOM_STRICT_SYMBOLS` environment variable is `1`).
    public var isStrict: Bool {
        get { lock.withLock { strict } ?? (ProcessInfo.processInfo.environment[Self.strictEnvironmentVariable] == "1") }
        set { lock.withLock { strict = newValue } }
    }

    /// Registers a bitmap for `name` (e.g. a PNG of the symbol exported at `scale`×).
    public func register(_ name: String, bitmap: Bitmap, scale: CGFloat = 1) {
        lock.withLock { artwork[name] = .bitmap(bitmap, scale: scale.isFinite && scale > 0 ? scale : 1) }
    }

    /// Registers a vector outline for `name`, drawn with the non-zero rule.
    public func register(_ name: String, path: Path, viewBox: CGRect) {
        lock.withLock { artwork[name] = .path(path, viewBox: viewBox) }
    }

    /// Registers the path data of a single-path SVG (`d` attribute: M, L, H, V, C, S, Q, T, Z, absolute
    /// or relative) with its `viewBox`; throws naming the first command it cannot read.
    public func register(_ name: String, svgPathData: String, viewBox: CGRect) throws {
        register(name, path: try SVGPathParser.parse(svgPathData), viewBox: viewBox)
    }

    /// Removes the artwork of `name`.
    public func unregister(_ name: String) {
        lock.withLock { _ = artwork.removeValue(forKey: name) }
    }

    /// The artwork registered for `name`.
    public func artwork(named name: String) -> Artwork? {
        lock.withLock { artwork[name] }
    }
}
