import DarkroomUI
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

@Suite struct JokesCompileTests {
    @Test func jokeScreenLaysOut() throws {
        let layout = try inspect(JokeLikeView(joke: "Why?", action: {}), width: 390, height: 844)
        // The button spans 390 - 2 × 64 = 262 and is 16 + 2 × 10 = 36 tall; it follows the 196-tall header + 8.
        #expect(try layout.frame(of: "button").size == CGSize(width: 262, height: 36))
        #expect(try layout.frame(of: "button").minX == 64)
        #expect(layout.size == CGSize(width: 390, height: 180 + 16 + 8 + 36))
    }
}
