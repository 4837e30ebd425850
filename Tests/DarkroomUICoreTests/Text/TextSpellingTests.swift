import DarkroomUI
import Foundation
import Testing

/// SwiftUI text and image spellings that must type-check unchanged (after `import SwiftUI` → `import DarkroomUI`).
struct TextSpellingView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Hello").bold() + Text(" world").italic().foregroundColor(.red) + Text("!").underline(color: .blue)
            Text(verbatim: "x").font(.system(size: 12, weight: .bold, design: .rounded)).fontWeight(.heavy)
            Text("secondary").foregroundStyle(.secondary)
            Text("styled").font(.system(.title2, design: .serif, weight: .light)).strikethrough().kerning(1).tracking(0.5)
            Text("custom").font(.custom("DejaVu Sans Mono", size: 13)).baselineOffset(2)
            Text(String("substring".prefix(3)))
            Text("body").font(.body.bold().italic().weight(.medium)).lineLimit(2).truncationMode(.middle)
            HStack(alignment: .firstTextBaseline) {
                Text("A").font(.largeTitle)
                Text("b").font(.caption2)
            }
            HStack(alignment: .lastTextBaseline) {
                Text("A").font(.title)
                Text("b").font(.footnote)
            }
            Image(bitmap: Bitmap(width: 2, height: 2)).resizable().aspectRatio(contentMode: .fit).frame(width: 20)
            Image(bitmap: Bitmap(width: 2, height: 2), scale: 2).interpolation(.none).renderingMode(.template)
            Color.red.aspectRatio(16 / 9, contentMode: .fill).scaledToFit()
        }
        .font(.callout)
        .fontWeight(.semibold)
        .bold()
        .italic(false)
        .underline(false)
        .strikethrough(false, color: nil)
        .kerning(0)
        .tracking(0)
        .lineLimit(nil)
        .lineSpacing(2)
        .truncationMode(.tail)
        .multilineTextAlignment(.trailing)
        .minimumScaleFactor(0.5)
    }
}

@MainActor @Suite struct TextSpellingTests {
    @Test func spellingViewLaysOutAndRenders() throws {
        let layout = try typeset(TextSpellingView(), width: 300)
        #expect(layout.size.width <= 300)
        #expect(textNodes(layout).count == 11)
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        let renderer = ImageRenderer(content: TextSpellingView())
        renderer.proposedSize = ProposedViewSize(width: 300, height: nil)
        let bitmap = try renderer.render()
        #expect(bitmap.width == 300)
    }

    @Test func kerningLineSpacingAndLineLimitChangeTheSize() throws {
        let plain = try typeset(Text("Hello world")).size
        #expect(try typeset(Text("Hello world").kerning(2)).size.width > plain.width + 15)
        let two = try typeset(Text("Hello world"), width: 60).size
        let spaced = try typeset(Text("Hello world").lineSpacing(10), width: 60).size
        #expect(abs(spaced.height - two.height - 10) < 0.001)
        let oneLine = try typeset(Text("Hello world").lineLimit(1), width: 60).size
        #expect(abs(oneLine.height - plain.height) < 0.001)
        #expect(oneLine.width <= 60)
    }
}

@MainActor @Suite struct TextEnvironmentTests {
    @Test func textCaseAndReservedLines() throws {
        #expect(try typeset(Text("abc").textCase(.uppercase)).size == typeset(Text("ABC")).size)
        let line = try typeset(Text("a")).size.height
        #expect(abs(try typeset(Text("a").lineLimit(3, reservesSpace: true)).size.height - 3 * line) < 0.001)
        #expect(abs(try typeset(Text("a").lineLimit(2...4)).size.height - 2 * line) < 0.001)
        let long = String(repeating: "word ", count: 30)
        #expect(abs(try typeset(Text(long).lineLimit(...3), width: 100).size.height - 3 * line) < 0.001)
    }
}
