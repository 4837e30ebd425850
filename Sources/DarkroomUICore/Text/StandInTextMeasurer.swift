import Foundation

/// A font-free text measurer: every character is `characterWidth` wide, lines are `lineHeight` tall,
/// words wrap at spaces (and inside a word that does not fit). Deterministic on every machine.
public struct StandInTextMeasurer: TextMeasurer {
    public var characterWidth: CGFloat
    public var lineHeight: CGFloat

    public init(characterWidth: CGFloat = 8, lineHeight: CGFloat = 16) {
        self.characterWidth = characterWidth
        self.lineHeight = lineHeight
    }

    public func sizeThatFits(_ text: String, proposal: ProposedViewSize, environment: EnvironmentValues) -> CGSize {
        if proposal.width == 0 || proposal.height == 0 { return .zero }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let idealWidth = lines.map { CGFloat($0.count) * characterWidth }.max() ?? 0
        guard let width = proposal.width, width < idealWidth else {
            return CGSize(width: idealWidth, height: CGFloat(max(lines.count, 1)) * lineHeight)
        }
        let perLine = max(1, Int((width / characterWidth).rounded(.down)))
        var lineCount = 0
        var widest = 0
        for line in lines {
            var current = 0
            lineCount += 1
            for word in line.split(separator: " ", omittingEmptySubsequences: false) {
                var length = word.count
                let needed = current == 0 ? length : current + 1 + length
                if needed <= perLine {
                    current = needed
                    continue
                }
                if current > 0 {
                    widest = max(widest, current)
                    lineCount += 1
                    current = 0
                }
                while length > perLine {
                    widest = perLine
                    lineCount += 1
                    length -= perLine
                }
                current = length
            }
            widest = max(widest, current)
        }
        return CGSize(width: CGFloat(widest) * characterWidth, height: CGFloat(lineCount) * lineHeight)
    }
}
