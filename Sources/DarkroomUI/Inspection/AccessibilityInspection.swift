import Foundation

/// Reading accessibility modifiers back for inspection.
extension InspectionSupport {
    private static func attribute(of modifier: Any) -> AccessibilityModifier.Attribute? {
        (modifier as? AccessibilityModifier)?.attribute
    }

    /// The modifier's name as written in code (`accessibilityLabel` …), if it is an accessibility modifier.
    package static func accessibilityModifierName(of modifier: Any) -> String? {
        (modifier as? AccessibilityModifier)?.name
    }

    /// `.accessibilityLabel(_:)`'s text.
    package static func accessibilityLabel(of modifier: Any) -> Text? {
        if case .label(let text) = attribute(of: modifier) { return text }
        return nil
    }

    /// `.accessibilityHint(_:)`'s text.
    package static func accessibilityHint(of modifier: Any) -> Text? {
        if case .hint(let text) = attribute(of: modifier) { return text }
        return nil
    }

    /// `.accessibilityValue(_:)`'s text.
    package static func accessibilityValue(of modifier: Any) -> Text? {
        if case .value(let text) = attribute(of: modifier) { return text }
        return nil
    }

    /// `.accessibilityHidden(_:)`'s flag.
    package static func accessibilityHidden(of modifier: Any) -> Bool? {
        if case .hidden(let hidden) = attribute(of: modifier) { return hidden }
        return nil
    }

    /// `.accessibilitySortPriority(_:)`'s priority.
    package static func accessibilitySortPriority(of modifier: Any) -> Double? {
        if case .sortPriority(let priority) = attribute(of: modifier) { return priority }
        return nil
    }

    /// `.accessibilityElement(children:)`'s behaviour.
    package static func accessibilityChildBehavior(of modifier: Any) -> AccessibilityChildBehavior? {
        if case .element(let behavior) = attribute(of: modifier) { return behavior }
        return nil
    }

    /// `.accessibilityInputLabels(_:)`'s labels.
    package static func accessibilityInputLabels(of modifier: Any) -> [Text]? {
        if case .inputLabels(let labels) = attribute(of: modifier) { return labels }
        return nil
    }

    /// `.accessibilityHeading(_:)`'s level.
    package static func accessibilityHeading(of modifier: Any) -> AccessibilityHeadingLevel? {
        if case .heading(let level) = attribute(of: modifier) { return level }
        return nil
    }

    /// The traits `modifiers` (outermost first) add and remove, applied innermost first as SwiftUI does, and
    /// whether any of them touched traits.
    package static func accessibilityTraits(of modifiers: [Any]) -> AccessibilityTraits? {
        var traits = AccessibilityTraits()
        var touched = false
        for modifier in modifiers.reversed() {
            switch attribute(of: modifier) {
            case .addTraits(let added):
                traits.formUnion(added)
                touched = true
            case .removeTraits(let removed):
                traits.subtract(removed)
                touched = true
            case .heading:
                traits.formUnion(.isHeader)
                touched = true
            default: break
            }
        }
        return touched ? traits : nil
    }

    /// The handler of `.accessibilityAction` for `kind`, if `modifier` adds one.
    package static func accessibilityAction(of modifier: Any, kind: AccessibilityActionKind) -> (() -> Void)? {
        if case .action(let actionKind, let handler) = attribute(of: modifier), actionKind == kind { return handler }
        return nil
    }

    /// The name of a named accessibility action, if `modifier` adds one.
    package static func accessibilityActionName(of modifier: Any) -> String? {
        if case .action(let kind, _) = attribute(of: modifier), case .named(let text) = kind.kind { return text.string }
        return nil
    }

    /// The handler of the named accessibility action `name`, if `modifier` adds it.
    package static func accessibilityAction(of modifier: Any, named name: String) -> (() -> Void)? {
        if case .action(let kind, let handler) = attribute(of: modifier), case .named(let text) = kind.kind, text.string == name {
            return handler
        }
        return nil
    }
}
