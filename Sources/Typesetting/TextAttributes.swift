/// The attributes of one run of text; concatenated `Text` values keep one per run.
public struct TextAttributes: Sendable, Hashable {
    public var font: FontDescriptor
    /// Foreground colour; `nil` means "the environment's default" (DarkroomUI decides).
    public var foregroundColor: TextColor?
    public var underline: TextDecoration?
    public var strikethrough: TextDecoration?
    /// Extra space in points added after every character (`kerning(_:)`); ligatures stay
    /// intact and get the space once.
    public var kerning: Double
    /// Extra space in points added after every character (`tracking(_:)`); adds to `kerning`.
    /// Non-zero tracking turns ligatures off, as in SwiftUI.
    public var tracking: Double
    /// Vertical shift in points, positive up (`baselineOffset(_:)`).
    public var baselineOffset: Double
    /// Colour filled behind the run on each line it occupies (an attributed run's `backgroundColor`);
    /// `nil` draws nothing.
    public var backgroundColor: TextColor?
    /// The text's language for shaping (a BCP 47 tag such as `zh-Hans`), which selects a font's local glyph
    /// forms (OpenType `locl`): Noto Sans CJK draws Han characters in their Simplified or Traditional Chinese
    /// forms for `zh-Hans`/`zh-Hant`. `nil` shapes as the default language (Japanese forms for Han).
    public var language: String?

    public init(
        font: FontDescriptor = .body,
        foregroundColor: TextColor? = nil,
        underline: TextDecoration? = nil,
        strikethrough: TextDecoration? = nil,
        kerning: Double = 0,
        tracking: Double = 0,
        baselineOffset: Double = 0,
        backgroundColor: TextColor? = nil,
        language: String? = nil
    ) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.underline = underline
        self.strikethrough = strikethrough
        self.kerning = kerning
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.backgroundColor = backgroundColor
        self.language = language
    }

    var extraAdvance: Double { kerning + tracking }
}
