/// The screen's states, shared by previews and snapshot tests (the article's preview provider). Like the
/// article's, it is not main-actor isolated, so plain (nonisolated) test methods can read it.
public enum JokeViewPreviewProvider {

    // MARK: - Views

    public static let jokeView = JokeView(state: .loaded(joke: joke))
    public static let loadingView = JokeView(state: .loading)
    public static let jokeLoadingFailure = JokeView(state: .failure)

    // MARK: - Models

    public static let joke = Joke(
        setup: "The punchline often arrives before the set-up.",
        punchline: "Do you know the problem with UDP jokes?"
    )

}
