/// A joke: a setup and its punchline (the Official Joke API's fields).
public struct Joke: Sendable, Equatable {
    public let setup: String
    public let punchline: String

    public init(setup: String, punchline: String) {
        self.setup = setup
        self.punchline = punchline
    }
}
