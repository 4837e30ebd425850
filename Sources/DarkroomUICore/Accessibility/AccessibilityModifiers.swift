// SwiftUI's accessibility modifiers. None of them changes layout or drawing — an iPhone draws nothing for
// them — so a snapshot is the same with or without them; inspection reads them back as ViewInspector does.

extension View {
    /// Gives the view a label that assistive technologies read instead of its content (draws nothing).
    public nonisolated func accessibilityLabel(_ label: Text) -> some View {
        modifier(AccessibilityModifier(attribute: .label(label)))
    }

    /// Gives the view a label from a localised string key (draws nothing).
    public nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// Gives the view a label from a string, shown verbatim (draws nothing).
    public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(label))
    }

    /// Describes what happens when the user acts on the view (draws nothing).
    public nonisolated func accessibilityHint(_ hint: Text) -> some View {
        modifier(AccessibilityModifier(attribute: .hint(hint)))
    }

    /// Describes what happens when the user acts on the view, from a localised string key (draws nothing).
    public nonisolated func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey))
    }

    /// Describes what happens when the user acts on the view, from a string (draws nothing).
    public nonisolated func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibilityHint(Text(hint))
    }

    /// The view's current value as assistive technologies read it, e.g. "50 percent" (draws nothing).
    public nonisolated func accessibilityValue(_ value: Text) -> some View {
        modifier(AccessibilityModifier(attribute: .value(value)))
    }

    /// The view's current value from a localised string key (draws nothing).
    public nonisolated func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    /// The view's current value from a string (draws nothing).
    public nonisolated func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibilityValue(Text(value))
    }

    /// Hides the view and its children from assistive technologies when `hidden` (the view is still drawn).
    public nonisolated func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(AccessibilityModifier(attribute: .hidden(hidden)))
    }

    /// Adds accessibility traits such as `.isButton` or `.isHeader` (draws nothing).
    public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier(attribute: .addTraits(traits)))
    }

    /// Removes accessibility traits, e.g. `.isImage` from a decorative image (draws nothing).
    public nonisolated func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier(attribute: .removeTraits(traits)))
    }

    /// Makes the view one accessibility element; `children` says what happens to its children's elements
    /// (draws nothing).
    public nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(AccessibilityModifier(attribute: .element(children)))
    }

    /// The order in which assistive technologies visit this view among its siblings: higher first (draws nothing).
    public nonisolated func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        modifier(AccessibilityModifier(attribute: .sortPriority(sortPriority)))
    }

    /// Adds an action of `actionKind` that assistive technologies can perform (draws nothing; inspection can
    /// call it with `callAccessibilityAction(_:)`).
    public nonisolated func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        modifier(AccessibilityModifier(attribute: .action(actionKind, handler)))
    }

    /// Adds a custom action named `name` (draws nothing).
    public nonisolated func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    /// Adds a custom action named by a localised string key (draws nothing).
    public nonisolated func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(AccessibilityActionKind(named: Text(nameKey)), handler)
    }

    /// Adds a custom action named by a string (draws nothing).
    public nonisolated func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(AccessibilityActionKind(named: Text(name)), handler)
    }

    /// Alternative labels Voice Control and Full Keyboard Access accept for the view (draws nothing).
    public nonisolated func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        modifier(AccessibilityModifier(attribute: .inputLabels(inputLabels)))
    }

    /// Alternative labels from localised string keys (draws nothing).
    public nonisolated func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        accessibilityInputLabels(inputLabelKeys.map { Text($0) })
    }

    /// Alternative labels from strings (draws nothing).
    public nonisolated func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        accessibilityInputLabels(inputLabels.map { Text($0) })
    }

    /// Shows the view enlarged in the large content viewer at accessibility text sizes (draws nothing at rest).
    public nonisolated func accessibilityShowsLargeContentViewer() -> some View {
        modifier(AccessibilityModifier(attribute: .showsLargeContentViewer))
    }

    /// Marks the view as a heading of `level` (draws nothing).
    public nonisolated func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        modifier(AccessibilityModifier(attribute: .heading(level)))
    }

    /// Deprecated spelling of `accessibilityLabel(_:)`, still common in older code (draws nothing).
    public nonisolated func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// Deprecated spelling of `accessibilityHint(_:)` (draws nothing).
    public nonisolated func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

    /// Deprecated spelling of `accessibilityValue(_:)` (draws nothing).
    public nonisolated func accessibility(value: Text) -> some View { accessibilityValue(value) }

    /// Deprecated spelling of `accessibilityHidden(_:)` (draws nothing).
    public nonisolated func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    /// Deprecated spelling of `accessibilityAddTraits(_:)` (draws nothing).
    public nonisolated func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

    /// Deprecated spelling of `accessibilityRemoveTraits(_:)` (draws nothing).
    public nonisolated func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }

    /// Deprecated spelling of `accessibilityIdentifier(_:)`.
    public nonisolated func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    /// Deprecated spelling of `accessibilitySortPriority(_:)` (draws nothing).
    public nonisolated func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
}
