import DarkroomUI
import Foundation
import Testing

/// The seed article's joke screen (without the header image), laid out and rendered with real fonts.
struct JokeScreen: View {
    var body: some View {
        VStack {
            VStack(alignment: .center) {
                Text("The punchline often arrives before the set-up.")
                Text("⤵️")
                Text("Do you know the problem with UDP jokes?")
            }
            .multilineTextAlignment(.center)
            .frame(height: 180)
            .padding(.horizontal, 64)
            .padding(.top, 16)

            Button(action: {}) {
                Text("Tell me another!")
                    .tint(.black)
                    .padding(.vertical, 10)
            }
            .frame(maxWidth: .infinity)
            .background(Color.yellow)
            .clipShape(Capsule())
            .overlay(Capsule().stroke(style: StrokeStyle(lineWidth: 3)))
            .padding(.horizontal, 32)
            .padding(.top, 16)
        }
    }
}

@MainActor @Suite struct TextJokeScreenTests {
    @Test func jokeScreenLaysOutWithRealText() throws {
        let layout = try typeset(JokeScreen(), width: 390, height: 844)
        let texts = textNodes(layout)
        try #require(texts.count == 4)
        #expect(texts.map(lineCount) == [2, 1, 2, 1])
        // The button label is centred in the 326-wide button (390 - 2 × 32).
        #expect(abs(texts[3].frame.midX - 195) < 0.001)
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
    }

    @Test func jokeScreenRendersDeterministicallyAtScale3() throws {
        let renderer = ImageRenderer(content: JokeScreen())
        renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
        renderer.scale = 3
        let first = try renderer.renderResult()
        let second = try renderer.render()
        #expect(first.bitmap == second)
        let names = first.fontFiles.map { $0.name }
        #expect(names == ["InterVariable.ttf wght=400 opsz=28", "NotoColorEmoji.ttf"])
        // The label is black (its tint), not the default blue of buttons.
        let layout = try typeset(JokeScreen(), width: 390, height: 844)
        let label = textNodes(layout)[3].frame
        let bitmap = first.bitmap
        var blackest = 255
        for y in Int(label.minY * 3)..<Int(label.maxY * 3) {
            for x in Int(label.minX * 3)..<Int(label.maxX * 3) {
                let i = (y * bitmap.width + x) * 4
                if bitmap.pixels[i + 3] == 255 { blackest = min(blackest, Int(bitmap.pixels[i]) + Int(bitmap.pixels[i + 1]) + Int(bitmap.pixels[i + 2])) }
            }
        }
        #expect(blackest == 0)
    }
}
