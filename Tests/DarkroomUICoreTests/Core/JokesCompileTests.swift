import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// Every construct the Jokes example uses, written exactly as SwiftUI code.
struct JokeLikeView: View {
    let joke: String
    let action: () -> Void

    var body: some View {
        VStack {
            VStack(alignment: .center) {
                Text(joke)
                    .multilineTextAlignment(.center)
            }
            .frame(height: 180)
            .padding(.horizontal, 64)
            .padding(.top, 16)

            Button(action: action) {
                Text("Tell me another")
                    .tint(.black)
                    .padding(.vertical, 10)
                    .frame(maxWidth: .infinity)
                    .background(Color("ButtonBackground"))
                    .clipShape(Capsule())
                    .overlay(Capsule().stroke(style: StrokeStyle(lineWidth: 3)))
            }
            .accessibilityIdentifier("button")
            .padding(.horizontal, 64)
        }
    }
}

@MainActor @Suite struct JokesCompileTests {
    @Test func jokeScreenLaysOut() throws {
        let layout = try inspect(JokeLikeView(joke: "Why?", action: {}), width: 390, height: 844)
        // The button spans 390 - 2 × 64 = 262 and is 16 + 2 × 10 = 36 tall; it follows the 196-tall header + 8.
        #expect(try layout.frame(of: "button").size == CGSize(width: 262, height: 36))
        #expect(try layout.frame(of: "button").minX == 64)
        #expect(layout.size == CGSize(width: 390, height: 180 + 16 + 8 + 36))
    }
}

/// SwiftUI spellings that must type-check unchanged.
struct SpellingCheckView: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline) {
                Rectangle().fill(.red)
                Circle().foregroundStyle(.secondary)
                RoundedRectangle(cornerSize: CGSize(width: 4, height: 6), style: .circular).stroke(.blue, lineWidth: 2)
                Capsule(style: .circular).strokeBorder(Color.green, lineWidth: 1)
                Ellipse().stroke(lineWidth: 2)
            }
            .frame(height: 20)
            .background(.yellow)
            .overlay(alignment: .topTrailing) { Circle().frame(width: 4, height: 4) }
            ZStack { Color.clear }
                .frame(minWidth: 10, idealWidth: 20, maxWidth: .infinity, minHeight: 5, maxHeight: 10, alignment: .bottomLeading)
                .background(alignment: .top) { Color.gray }
                .clipped()
                .cornerRadius(3)
                .offset(x: 1)
                .offset(CGSize(width: 1, height: 1))
                .position(x: 5, y: 5)
            if colorScheme == .dark { Divider() } else { Spacer(minLength: 2) }
            GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) }
            ViewThatFits(in: .horizontal) {
                Color.red
                Color.blue
            }
            Button("Title") {}.buttonStyle(.plain).tint(.pink)
            Text(verbatim: "x").foregroundColor(.primary).hidden().id(1)
        }
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        .padding([.leading, .bottom], 2)
        .border(.black)
        .environment(\.colorScheme, .dark)
    }
}

@MainActor @Suite struct SpellingCheckTests {
    @Test func spellingViewLaysOutWithoutDiagnostics() throws {
        let layout = try inspect(SpellingCheckView(), width: 200, height: 300)
        #expect(layout.size.width == 200)
        #expect(layout.diagnostics.isEmpty)
    }
}
