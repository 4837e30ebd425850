/// A SwiftUI-independent description of a font (DarkroomUI's `Font` wraps one).
///
/// Resolve it to files through a ``FontRegistry``; the ``TypesettingEngine`` does that when it
/// lays text out. Sizes are in points.
public struct FontDescriptor: Sendable, Hashable, CustomStringConvertible {
    /// Where the face comes from.
    public enum Family: Sendable, Hashable {
        /// The system font (Inter standing in for SF Pro, DejaVu for other designs) in a design.
        case system(FontDesign)
        /// A family or PostScript name looked up in the ``FontRegistry``.
        case custom(String)
    }

    public var family: Family
    /// Point size (at scale 1, one point is one pixel).
    public var size: Double
    /// Requested weight; `nil` means the family's default (regular for the system font,
    /// the named face's own weight for a custom PostScript name).
    public var weight: FontWeight?
    public var isItalic: Bool
    public var width: FontWidth
    /// The text style the font was created from, if any.
    public var textStyle: FontTextStyle?
    /// Digits with equal advances (`Font.monospacedDigit()`): the OpenType `tnum` feature.
    public var usesMonospacedDigits = false

    public init(
        family: Family,
        size: Double,
        weight: FontWeight? = nil,
        isItalic: Bool = false,
        width: FontWidth = .standard,
        textStyle: FontTextStyle? = nil
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.width = width
        self.textStyle = textStyle
    }

    // MARK: Constructors spelled like SwiftUI

    /// `Font.system(size:weight:design:)`.
    public static func system(size: Double, weight: FontWeight? = nil, design: FontDesign? = nil) -> FontDescriptor {
        FontDescriptor(family: .system(design ?? .default), size: size, weight: weight)
    }

    /// `Font.system(_:design:weight:)`.
    public static func system(_ style: FontTextStyle, design: FontDesign? = nil, weight: FontWeight? = nil) -> FontDescriptor {
        FontDescriptor(
            family: .system(design ?? .default), size: style.pointSize,
            weight: weight ?? style.weight, textStyle: style)
    }

    /// `Font.custom(_:size:)`: a family or PostScript name registered in the ``FontRegistry``.
    public static func custom(_ name: String, size: Double) -> FontDescriptor {
        FontDescriptor(family: .custom(name), size: size)
    }

    /// `Font.custom(_:size:relativeTo:)` (no Dynamic Type scaling: the size is used as given).
    public static func custom(_ name: String, size: Double, relativeTo style: FontTextStyle) -> FontDescriptor {
        FontDescriptor(family: .custom(name), size: size, textStyle: style)
    }

    /// `Font.custom(_:fixedSize:)`.
    public static func custom(_ name: String, fixedSize: Double) -> FontDescriptor {
        FontDescriptor(family: .custom(name), size: fixedSize)
    }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    // MARK: Modifiers spelled like SwiftUI

    /// `Font.bold()`.
    public func bold() -> FontDescriptor { weight(.bold) }

    /// `Font.italic()`.
    public func italic() -> FontDescriptor {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// `Font.weight(_:)`.
    public func weight(_ weight: FontWeight) -> FontDescriptor {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// `Font.width(_:)`.
    public func width(_ width: FontWidth) -> FontDescriptor {
        var copy = self
        copy.width = width
        return copy
    }

    /// `Font.monospacedDigit()`: digits with equal advances (tabular figures), other characters unchanged.
    public func monospacedDigit() -> FontDescriptor {
        var copy = self
        copy.usesMonospacedDigits = true
        return copy
    }

    /// `Font.monospaced()`: the monospaced design of the system font (custom fonts unchanged).
    public func monospaced() -> FontDescriptor { design(.monospaced) }

    /// The system font in another design (`fontDesign(_:)`); custom fonts are unchanged.
    public func design(_ design: FontDesign) -> FontDescriptor {
        guard case .system = family else { return self }
        var copy = self
        copy.family = .system(design)
        return copy
    }

    /// The same font at another point size.
    public func withSize(_ size: Double) -> FontDescriptor {
        var copy = self
        copy.size = size
        return copy
    }

    /// Largest point size laid out; larger (and non-finite or negative) sizes are clamped.
    public static let maximumSize: Double = 4096

    /// `size` made safe for layout: 0 for NaN or negative sizes, at most ``maximumSize``.
    public var effectiveSize: Double {
        size.isNaN || size <= 0 ? 0 : min(size, Self.maximumSize)
    }

    /// The weight used for face selection.
    var effectiveWeight: FontWeight { weight ?? .regular }

    public var description: String {
        let name: String
        switch family {
        case .system(let design): name = "system(\(design.rawValue))"
        case .custom(let custom): name = "custom(\"\(custom)\")"
        }
        var parts = ["\(name) \(size)pt"]
        if let weight { parts.append(weight.description) }
        if isItalic { parts.append("italic") }
        if width != .standard { parts.append(width.rawValue) }
        if usesMonospacedDigits { parts.append("monospacedDigit") }
        return parts.joined(separator: " ")
    }
}
