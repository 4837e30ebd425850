import DarkroomUI

#if DEBUG
/// The screen's states as Xcode previews; `assertPreviewSnapshots(in: "JokesApp")` snapshots each.
struct JokeView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            JokeViewPreviewProvider.jokeView
                .previewDisplayName("Joke")
            JokeViewPreviewProvider.loadingView
                .previewDisplayName("Loading")
            JokeViewPreviewProvider.jokeLoadingFailure
                .previewDisplayName("Failure")
            JokeViewPreviewProvider.jokeView
                .preferredColorScheme(.dark)
                .previewDisplayName("Joke, dark")
        }
    }
}
#endif
