/// Records one accessibility attribute on the view it modifies. It changes neither layout nor drawing (an
/// iPhone draws nothing for these); inspection reads the attributes back (`accessibilityLabel()`,
/// `find(viewWithAccessibilityLabel:)` …).
package nonisolated struct AccessibilityModifier: ViewModifier, _UnaryModifier {
    package enum Attribute {
        case label(Text)
        case hint(Text)
        case value(Text)
        case hidden(Bool)
        case addTraits(AccessibilityTraits)
        case removeTraits(AccessibilityTraits)
        case element(AccessibilityChildBehavior)
        case sortPriority(Double)
        case action(AccessibilityActionKind, () -> Void)
        case inputLabels([Text])
        case showsLargeContentViewer
        case heading(AccessibilityHeadingLevel)
    }

    package let attribute: Attribute

    @MainActor package func _wrap(_ node: LayoutNode, environment: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        if case .sortPriority(let priority) = attribute, !priority.isFinite {
            context.log("Invalid accessibilitySortPriority \(DumpFormat.number(priority)); ignored.")
        }
        return node
    }

    /// The modifier's name as written in code, for messages.
    package var name: String {
        switch attribute {
        case .label: "accessibilityLabel"
        case .hint: "accessibilityHint"
        case .value: "accessibilityValue"
        case .hidden: "accessibilityHidden"
        case .addTraits: "accessibilityAddTraits"
        case .removeTraits: "accessibilityRemoveTraits"
        case .element: "accessibilityElement"
        case .sortPriority: "accessibilitySortPriority"
        case .action: "accessibilityAction"
        case .inputLabels: "accessibilityInputLabels"
        case .showsLargeContentViewer: "accessibilityShowsLargeContentViewer"
        case .heading: "accessibilityHeading"
        }
    }
}
