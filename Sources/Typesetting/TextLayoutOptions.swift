/// The paragraph-level settings that `Text` takes from the environment.
public struct TextLayoutOptions: Sendable, Hashable {
    /// Maximum number of lines (`lineLimit`); `nil` for no limit.
    public var lineLimit: Int?
    public var truncationMode: TruncationMode
    public var alignment: TextLineAlignment
    /// Extra points between lines (`lineSpacing`), not added above the first or below the last.
    public var lineSpacing: Double
    /// The text is at least this many lines tall (`lineLimit(_:reservesSpace: true)` or the
    /// lower bound of `lineLimit(2...4)`); empty lines repeat the last line's height.
    public var minimumLineCount: Int
    /// Smallest factor the font sizes may shrink by to avoid truncation (`minimumScaleFactor`),
    /// in 0…1; 1 never shrinks.
    public var minimumScaleFactor: Double

    public init(
        lineLimit: Int? = nil,
        truncationMode: TruncationMode = .tail,
        alignment: TextLineAlignment = .leading,
        lineSpacing: Double = 0,
        minimumLineCount: Int = 0,
        minimumScaleFactor: Double = 1
    ) {
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.minimumLineCount = minimumLineCount
        self.minimumScaleFactor = minimumScaleFactor
    }
}
