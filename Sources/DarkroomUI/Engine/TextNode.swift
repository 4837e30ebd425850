import Foundation

/// Text: measured by the environment's `TextMeasurer`; emits a `.text` display item.
final class TextNode: LayoutNode {
    let string: String
    let environment: EnvironmentValues
    let color: ResolvedColor

    init(string: String, environment: EnvironmentValues, color: ResolvedColor) {
        self.string = string
        self.environment = environment
        self.color = color
        super.init()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        environment.textMeasurer.sizeThatFits(string, proposal: proposal, environment: environment)
    }

    override func draw(into builder: inout DisplayListBuilder) {
        guard !string.isEmpty, !color.isInvisible else { return }
        builder.append(.text(TextDrawing(string: string, frame: builder.snap(frame), color: color, alignment: environment.multilineTextAlignment)))
    }

    override var debugName: String { "Text" }
    override var debugAttributes: [String] { ["\"\(string)\""] }
}
