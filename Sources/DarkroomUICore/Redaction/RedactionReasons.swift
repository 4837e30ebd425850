/// Why content is redacted (`.redacted(reason:)`).
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Placeholder content: text is drawn as rounded bars the size of its lines.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Privacy-sensitive content: only views marked `privacySensitive()` are redacted (as placeholders).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date (SwiftUI draws nothing differently at rest on iOS).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

extension EnvironmentValues {
    /// The reasons content in this environment is redacted.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}
