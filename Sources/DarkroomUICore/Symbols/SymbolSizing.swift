import Foundation

extension Image {
    /// The relative size of symbol images (SwiftUI's `Image.Scale`).
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// Size relative to `.medium`.
        var factor: CGFloat {
            switch self {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
        }
    }
}

/// How symbol layers are coloured (SwiftUI's `SymbolRenderingMode`). `.hierarchical` draws a composite symbol's
/// filled enclosure (`xmark.circle.fill`) as a lighter layer under the glyph; everything else is one layer in the
/// foreground style in every mode.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// Variants of a symbol (SwiftUI's `SymbolVariants`): `.fill` looks up `name.fill` first, and so on.
public struct SymbolVariants: Hashable, Sendable {
    let suffixes: [String]
    public static let none = SymbolVariants(suffixes: [])
    public static let fill = SymbolVariants(suffixes: ["fill"])
    public static let circle = SymbolVariants(suffixes: ["circle"])
    public static let square = SymbolVariants(suffixes: ["square"])
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    public static let slash = SymbolVariants(suffixes: ["slash"])
    /// A filled variant of this one (`.circle.fill`).
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }
    /// A circled variant of this one.
    public var circle: SymbolVariants { SymbolVariants(suffixes: suffixes + ["circle"]) }
    /// A squared variant of this one.
    public var square: SymbolVariants { SymbolVariants(suffixes: suffixes + ["square"]) }
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
struct StrictSymbolsKey: EnvironmentKey { static let defaultValue: Bool? = nil }
struct FixedSymbolSideKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The relative size of symbol images.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// How symbols are coloured (nil: each symbol's default).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// Whether symbols without artwork fail rendering (a Darkroom addition; nil: `SymbolRegistry.shared.isStrict`).
    public var strictSymbols: Bool? {
        get { self[StrictSymbolsKey.self] }
        set { self[StrictSymbolsKey.self] = newValue }
    }

    /// A symbol box side set by the container instead of one derived from the font (a tab bar item's 25 pt).
    package var fixedSymbolSide: CGFloat? {
        get { self[FixedSymbolSideKey.self] }
        set { self[FixedSymbolSideKey.self] = newValue }
    }

    /// The symbol variants applied to `Image(systemName:)`.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Sets the relative size of symbol images in this view.
    public nonisolated func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Sets how symbols are coloured (`.hierarchical` layers filled enclosures; see `SymbolRenderingMode`).
    public nonisolated func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// Prefers `variant` of symbols in this view (`.fill`: `star` draws `star.fill` when it has artwork).
    public nonisolated func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }
}

extension Image {
    /// Sets how this symbol is coloured (`.hierarchical` layers filled enclosures; see `SymbolRenderingMode`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolRenderingMode = mode
        return copy
    }
}
