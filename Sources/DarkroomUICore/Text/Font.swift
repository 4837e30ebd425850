import Foundation
import Typesetting

/// A font, spelled like SwiftUI's `Font`; resolves to a Typesetting `FontDescriptor`.
///
/// The system font is DejaVu (see `TypesettingEngine`); text styles use iOS's default (Large) point sizes,
/// e.g. `.body` is 17 pt regular, `.headline` 17 pt semibold.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The Typesetting description of the font.
    public var descriptor: FontDescriptor

    /// A font from a Typesetting descriptor.
    public init(_ descriptor: FontDescriptor) {
        self.descriptor = descriptor
    }

    /// The weight of a font, spelled like SwiftUI's `Font.Weight`.
    public struct Weight: Hashable, Sendable {
        let value: FontWeight
        init(_ value: FontWeight) { self.value = value }

        public static let ultraLight = Weight(.ultraLight)
        public static let thin = Weight(.thin)
        public static let light = Weight(.light)
        public static let regular = Weight(.regular)
        public static let medium = Weight(.medium)
        public static let semibold = Weight(.semibold)
        public static let bold = Weight(.bold)
        public static let heavy = Weight(.heavy)
        public static let black = Weight(.black)
    }

    /// The design of the system font, spelled like SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        var typesetting: FontDesign {
            switch self {
            case .default: .default
            case .serif: .serif
            case .rounded: .rounded
            case .monospaced: .monospaced
            }
        }
    }

    /// The width of a font, spelled like SwiftUI's `Font.Width` (DejaVu's condensed cut for compressed/condensed).
    public struct Width: Hashable, Sendable {
        let value: FontWidth
        init(_ value: FontWidth) { self.value = value }

        public static let compressed = Width(.compressed)
        public static let condensed = Width(.condensed)
        public static let standard = Width(.standard)
        public static let expanded = Width(.expanded)
    }

    /// Dynamic Type text styles, spelled like SwiftUI's `Font.TextStyle`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var typesetting: FontTextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    /// The default font of `Text` (17 pt).
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)

    /// The system font at a fixed point size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.system(size: Double(size), weight: weight?.value, design: design?.typesetting))
    }

    /// The system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(.system(style.typesetting, design: design?.typesetting, weight: weight?.value))
    }

    /// A registered font (family or PostScript name, see `FontRegistry.registerFont(at:)`) at `size` points.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(.custom(name, size: Double(size)))
    }

    /// A registered font at `size` points (no Dynamic Type scaling here: the size is used as given).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(.custom(name, size: Double(size), relativeTo: textStyle.typesetting))
    }

    /// A registered font at a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(.custom(name, fixedSize: Double(fixedSize)))
    }

    /// This font in bold.
    public func bold() -> Font { Font(descriptor.bold()) }
    /// This font in italic.
    public func italic() -> Font { Font(descriptor.italic()) }
    /// This font in `weight`.
    public func weight(_ weight: Weight) -> Font { Font(descriptor.weight(weight.value)) }
    /// This font in `width`.
    public func width(_ width: Width) -> Font { Font(descriptor.width(width.value)) }
    /// The monospaced design of this font.
    public func monospaced() -> Font { Font(descriptor.monospaced()) }
    /// This font with digits of equal width (tabular figures); other characters are unchanged.
    public func monospacedDigit() -> Font { Font(descriptor.monospacedDigit()) }

    private init(style: TextStyle) {
        descriptor = .system(style.typesetting)
    }

    public var description: String { descriptor.description }
}

struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

extension EnvironmentValues {
    /// The default font of text in this environment (`nil`: `.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}
