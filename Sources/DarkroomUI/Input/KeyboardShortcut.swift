/// A key with modifier keys that triggers a control from a hardware keyboard.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifier keys held with it.
    public var modifiers: EventModifiers

    /// A shortcut of `key` with `modifiers` (⌘ by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: a dialog's default button.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape (⌘. too): a dialog's cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
    /// Triggers this control with ⌘ (or `modifiers`) + `key` from a hardware keyboard. An iPhone at rest draws
    /// nothing for it (the shortcut shows only in the iPad's ⌘ overlay), so this draws nothing.
    public nonisolated func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        self
    }

    /// Triggers this control with `shortcut` from a hardware keyboard; draws nothing on an iPhone at rest.
    public nonisolated func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        self
    }

    /// Triggers this control with `shortcut` (none when nil) from a hardware keyboard; draws nothing on an iPhone
    /// at rest.
    public nonisolated func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        self
    }
}
