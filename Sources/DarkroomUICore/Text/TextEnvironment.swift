import Foundation

/// The text settings views pass down to the `Text` inside them (`.bold()`, `.lineLimit(_:)`, … on any view).
struct TextEnvironment: Hashable, Sendable {
    var style = TextRunStyle()
    var lineLimit: Int?
    /// The fewest lines text reserves (`lineLimit(_:reservesSpace: true)`, the lower bound of `lineLimit(2...4)`).
    var minimumLineCount = 0
    var textCase: Text.Case?
    var truncationMode: Text.TruncationMode = .tail
    var lineSpacing: CGFloat = 0
    var minimumScaleFactor: CGFloat = 1
    var allowsTightening = false
}

struct TextEnvironmentKey: EnvironmentKey {
    static let defaultValue = TextEnvironment()
}

extension EnvironmentValues {
    var text: TextEnvironment {
        get { self[TextEnvironmentKey.self] }
        set { self[TextEnvironmentKey.self] = newValue }
    }

    /// The maximum number of lines text may use (`nil`: no limit).
    public var lineLimit: Int? {
        get { text.lineLimit }
        set { text.lineLimit = newValue }
    }

    /// The case text is shown in (`nil`: as written).
    public var textCase: Text.Case? {
        get { text.textCase }
        set { text.textCase = newValue }
    }

    /// Where text that does not fit is shortened.
    public var truncationMode: Text.TruncationMode {
        get { text.truncationMode }
        set { text.truncationMode = newValue }
    }

    /// Extra points between lines of text.
    public var lineSpacing: CGFloat {
        get { text.lineSpacing }
        set { text.lineSpacing = newValue }
    }

    /// How far text may shrink to fit (0…1; 1 never shrinks).
    public var minimumScaleFactor: CGFloat {
        get { text.minimumScaleFactor }
        set { text.minimumScaleFactor = newValue }
    }

    /// Whether text that does not fit may be drawn with tighter letter spacing before it is truncated.
    public var allowsTightening: Bool {
        get { text.allowsTightening }
        set { text.allowsTightening = newValue }
    }
}

extension View {
    /// Lets text in this view that does not fit tighten its letter spacing (by up to 4% of the font size, in steps
    /// of 1%) before it is truncated, as UIKit's tightening for truncation does.
    public nonisolated func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }

    /// Sets the default font of text in this view.
    public nonisolated func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Makes text in this view bold.
    public nonisolated func bold(_ isActive: Bool = true) -> some View {
        environment(\.text.style.isBold, isActive)
    }

    /// Makes text in this view italic.
    public nonisolated func italic(_ isActive: Bool = true) -> some View {
        environment(\.text.style.isItalic, isActive)
    }

    /// Sets the weight of text in this view.
    public nonisolated func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.text.style.weight, weight)
    }

    /// Sets the design of the system font for text in this view.
    public nonisolated func fontDesign(_ design: Font.Design?) -> some View {
        environment(\.text.style.design, design)
    }

    /// Sets the width of the font for text in this view.
    public nonisolated func fontWidth(_ width: Font.Width?) -> some View {
        environment(\.text.style.width, width)
    }

    /// Shows text in this view in the monospaced design.
    public nonisolated func monospaced(_ isActive: Bool = true) -> some View {
        environment(\.text.style.design, isActive ? .monospaced : nil)
    }

    /// Underlines text in this view with a line in `pattern` (`color` `nil`: the text's colour).
    public nonisolated func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.text.style.underline, TextRunStyle.Decoration(isActive: isActive, color: color, pattern: pattern))
    }

    /// Strikes through text in this view with a line in `pattern` (`color` `nil`: the text's colour).
    public nonisolated func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
        color: Color? = nil
    ) -> some View {
        environment(\.text.style.strikethrough, TextRunStyle.Decoration(isActive: isActive, color: color, pattern: pattern))
    }

    /// Adds `kerning` points after every character of text in this view.
    public nonisolated func kerning(_ kerning: CGFloat) -> some View {
        environment(\.text.style.kerning, kerning)
    }

    /// Adds `tracking` points after every character of text in this view.
    public nonisolated func tracking(_ tracking: CGFloat) -> some View {
        environment(\.text.style.tracking, tracking)
    }

    /// Moves text in this view up (positive) or down.
    public nonisolated func baselineOffset(_ offset: CGFloat) -> some View {
        environment(\.text.style.baselineOffset, offset)
    }

    /// Limits text in this view to `number` lines (`nil`: no limit).
    public nonisolated func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Limits text to `limit` lines; with `reservesSpace`, it is always `limit` lines tall.
    public nonisolated func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(
            EnvironmentWritingModifier { env in
                env.text.lineLimit = limit
                env.text.minimumLineCount = reservesSpace ? limit : 0
            })
    }

    /// Text uses between `limits.lowerBound` and `limits.upperBound` lines.
    public nonisolated func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        modifier(
            EnvironmentWritingModifier { env in
                env.text.lineLimit = limits.upperBound
                env.text.minimumLineCount = limits.lowerBound
            })
    }

    /// Text uses at least `limits.lowerBound` lines.
    public nonisolated func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        modifier(
            EnvironmentWritingModifier { env in
                env.text.lineLimit = nil
                env.text.minimumLineCount = limits.lowerBound
            })
    }

    /// Text uses at most `limits.upperBound` lines.
    public nonisolated func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        modifier(
            EnvironmentWritingModifier { env in
                env.text.lineLimit = limits.upperBound
                env.text.minimumLineCount = 0
            })
    }

    /// Shows text in upper or lower case (`nil`: as written).
    public nonisolated func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    /// Sets where text that does not fit is shortened.
    public nonisolated func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Adds `spacing` points between lines of text.
    public nonisolated func lineSpacing(_ spacing: CGFloat) -> some View {
        environment(\.lineSpacing, spacing)
    }

    /// Lets text shrink down to `factor` of its size to fit.
    public nonisolated func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }
}
