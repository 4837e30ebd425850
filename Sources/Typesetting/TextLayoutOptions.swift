/// The paragraph-level settings that `Text` takes from the environment.
public struct TextLayoutOptions: Sendable, Hashable {
    /// Maximum number of lines (`lineLimit`); `nil` for no limit.
    public var lineLimit: Int?
    public var truncationMode: TruncationMode
    public var alignment: TextAlignment
    /// Extra points between lines (`lineSpacing`), not added above the first or below the last.
    public var lineSpacing: Double

    public init(
        lineLimit: Int? = nil,
        truncationMode: TruncationMode = .tail,
        alignment: TextAlignment = .leading,
        lineSpacing: Double = 0
    ) {
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
    }
}
