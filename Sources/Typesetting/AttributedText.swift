/// Text made of attributed runs: what a (possibly concatenated) `Text` lays out.
public struct AttributedText: Sendable, Hashable {
    public var runs: [TextRun]

    public init(runs: [TextRun]) {
        self.runs = runs
    }

    /// One run of `string` with `attributes`.
    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        self.runs = [TextRun(string, attributes: attributes)]
    }

    /// One run of `string` in `font`.
    public init(_ string: String, font: FontDescriptor) {
        self.init(string, attributes: TextAttributes(font: font))
    }

    /// The plain string of all runs.
    public var string: String { runs.map(\.string).joined() }

    /// Concatenation, as `Text + Text`.
    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        AttributedText(runs: lhs.runs + rhs.runs)
    }
}
