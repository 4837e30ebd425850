/// A command of the interactive review.
public enum ReviewKey: Sendable, Equatable {
    case accept, reject, skip, previous, openReport, acceptAll, quit, help
    /// A key with no meaning.
    case other

    /// The key for a typed byte (or escape sequence, for arrows).
    public init(bytes: [UInt8]) {
        switch bytes {
        case [UInt8(ascii: "a")], [UInt8(ascii: "y")]: self = .accept
        case [UInt8(ascii: "r")], [UInt8(ascii: "d")]: self = .reject
        case [UInt8(ascii: "s")], [UInt8(ascii: " ")], [UInt8(ascii: "n")], [UInt8(ascii: "j")], [27, 91, 67], [27, 91, 66]: self = .skip
        case [UInt8(ascii: "p")], [UInt8(ascii: "k")], [27, 91, 68], [27, 91, 65]: self = .previous
        case [UInt8(ascii: "o")]: self = .openReport
        case [UInt8(ascii: "A")]: self = .acceptAll
        case [UInt8(ascii: "q")], [27], [3], [4]: self = .quit
        case [UInt8(ascii: "?")], [UInt8(ascii: "h")]: self = .help
        default: self = .other
        }
    }

    /// The key prompt.
    public static let prompt = "[a]ccept  [r]eject  [s]kip  [p]revious  [o]pen report  [A]ccept all  [q]uit  [?] help"

    /// The help text.
    public static let helpText = """
          a, y        accept: copy the actual snapshot over the reference
          r, d        reject: discard the artifacts, keep the reference
          s, n, space skip to the next failure (→, ↓, j too)
          p           previous failure (←, ↑, k too)
          o           write the HTML report and open it
          A           accept every remaining failure
          q, Esc      quit (what is left stays pending)
        """
}

/// Where the interactive review reads keys from: the terminal, or a script in tests.
public protocol ReviewKeySource {
    /// The next key, or `nil` at the end of input.
    mutating func nextKey() -> ReviewKey?
}

/// Keys from a list, for tests and scripts.
public struct ScriptedKeySource: ReviewKeySource {
    private var keys: [ReviewKey]

    public init(_ keys: [ReviewKey]) {
        self.keys = keys
    }

    public mutating func nextKey() -> ReviewKey? {
        keys.isEmpty ? nil : keys.removeFirst()
    }
}
