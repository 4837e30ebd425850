/// Whether the text in a view can be selected (`.textSelection(.enabled)`).
public protocol TextSelectability {
    /// Whether text is selectable.
    static var allowsSelection: Bool { get }
}

/// Text can be selected (by a long press on iPhone).
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

/// Text cannot be selected (the default).
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable text.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Lets people select the text in this view. On iPhone selection starts with a long press; at rest selectable
    /// text looks like any other, so this draws nothing.
    public nonisolated func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        self
    }
}
