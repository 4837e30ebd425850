/// What the joke screen shows.
public enum JokeState: Sendable, Equatable {
    /// A joke is being fetched: "Making up a joke 🤭".
    case loading
    /// A joke arrived.
    case loaded(joke: Joke)
    /// The request failed.
    case failure
}
