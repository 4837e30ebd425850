/// Why content is redacted (SwiftUI's `RedactionReasons`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shown as a placeholder.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private data hidden.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Marked invalidated.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// The reasons content in this view is redacted (none by default).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Marks content as redacted for `reason` (views read it from `redactionReasons`).
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(EnvironmentWritingModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Removes redaction from this view's content.
    public func unredacted() -> some View {
        modifier(EnvironmentWritingModifier { $0.redactionReasons = [] })
    }
}
