import DarkroomUI

/// The jokes screen of the article, in its final form: the header image, the joke (or the loading
/// or failure text) centred in a 180-point block, and the "Tell me another!" capsule button.
///
/// The source is the article's SwiftUI code with `import DarkroomUI`; the only change is that the
/// header image names its bundle (`Bundle.module`, where SwiftPM puts the target's resources), that
/// the view registers the app's named colours (the asset catalogue's `ButtonBackground`), and that its
/// initializer is `nonisolated`, so that the article's plain (nonisolated) test methods can make one in
/// Swift 6 mode as they do in the article's Swift 5 project.
public struct JokeView: View, Sendable {
    let state: JokeState

    nonisolated public init(state: JokeState) {
        JokesApp.registerColors()
        self.state = state
    }

    public var body: some View {
        VStack {
            Image("header", bundle: .module)

            VStack(alignment: .center) {
                switch state {
                case .loading:
                    Text("Making up a joke 🤭")
                case .loaded(let joke):
                    Text(joke.setup)
                    Text("⤵️")
                    Text(joke.punchline)
                case .failure:
                    Text("I couldn't come up with a good joke. Can I get another try? 🤔")
                }
            }.multilineTextAlignment(.center)
                .frame(height: 180)
                .padding(.horizontal, 64)
                .padding(.top, 16)

            Button(action: { print("Button tapped") }) {
                Text("Tell me another!")
                    .tint(.black)
                    .padding(.vertical, 10)
            }.frame(maxWidth: .infinity)
                .background(Color("ButtonBackground"))
                .clipShape(Capsule())
                .overlay(Capsule().stroke(style: StrokeStyle(lineWidth: 3)))
                .padding(.horizontal, 32)
                .padding(.top, 16)
        }
    }
}
