import DarkroomUI
import Foundation

// Accessibility modifiers read back with ViewInspector's spelling: `try view.accessibilityLabel().string()`.
@MainActor
extension InspectableView {
    /// A `Text` value as an inspectable view (for labels, hints and values).
    private func inspectable(_ text: DarkroomUI.Text, call: String) -> InspectableView<ViewType.Text> {
        InspectableView<ViewType.Text>(InspectedNode.make(text, environment: node.environment, path: node.path + "." + call, context: nil))
    }

    /// `.accessibilityLabel(_:)`'s label.
    public func accessibilityLabel() throws -> InspectableView<ViewType.Text> {
        inspectable(try modifierValue("accessibilityLabel") { InspectionSupport.accessibilityLabel(of: $0) }, call: "accessibilityLabel()")
    }

    /// `.accessibilityHint(_:)`'s hint.
    public func accessibilityHint() throws -> InspectableView<ViewType.Text> {
        inspectable(try modifierValue("accessibilityHint") { InspectionSupport.accessibilityHint(of: $0) }, call: "accessibilityHint()")
    }

    /// `.accessibilityValue(_:)`'s value.
    public func accessibilityValue() throws -> InspectableView<ViewType.Text> {
        inspectable(try modifierValue("accessibilityValue") { InspectionSupport.accessibilityValue(of: $0) }, call: "accessibilityValue()")
    }

    /// `.accessibilityHidden(_:)`'s flag.
    public func accessibilityHidden() throws -> Bool {
        try modifierValue("accessibilityHidden") { InspectionSupport.accessibilityHidden(of: $0) }
    }

    /// `.accessibilitySortPriority(_:)`'s priority.
    public func accessibilitySortPriority() throws -> Double {
        try modifierValue("accessibilitySortPriority") { InspectionSupport.accessibilitySortPriority(of: $0) }
    }

    /// `.accessibilityElement(children:)`'s child behaviour.
    public func accessibilityElement() throws -> AccessibilityChildBehavior {
        try modifierValue("accessibilityElement") { InspectionSupport.accessibilityChildBehavior(of: $0) }
    }

    /// `.accessibilityInputLabels(_:)`'s labels.
    public func accessibilityInputLabels() throws -> [InspectableView<ViewType.Text>] {
        let labels = try modifierValue("accessibilityInputLabels") { InspectionSupport.accessibilityInputLabels(of: $0) }
        return labels.map { inspectable($0, call: "accessibilityInputLabels()") }
    }

    /// `.accessibilityHeading(_:)`'s level.
    public func accessibilityHeading() throws -> AccessibilityHeadingLevel {
        try modifierValue("accessibilityHeading") { InspectionSupport.accessibilityHeading(of: $0) }
    }

    /// The traits `.accessibilityAddTraits(_:)` / `.accessibilityRemoveTraits(_:)` (and `.accessibilityHeading`)
    /// leave on this view, the innermost modifier applied first.
    public func accessibilityTraits() throws -> AccessibilityTraits {
        if let traits = InspectionSupport.accessibilityTraits(of: node.modifiers) { return traits }
        throw InspectionError.modifierNotFound(
            parent: typeName(node.view), modifier: "accessibilityAddTraits",
            existing: node.modifierNames, path: node.path)
    }

    /// Performs the action `.accessibilityAction(_:_:)` added for `kind`, then the host updates.
    public func callAccessibilityAction(_ kind: AccessibilityActionKind) throws {
        let handler = try modifierValue("accessibilityAction") { InspectionSupport.accessibilityAction(of: $0, kind: kind) }
        try node.perform(handler)
    }

    /// Performs the custom action `.accessibilityAction(named:_:)` added as `name`, then the host updates.
    public func callAccessibilityAction<S: StringProtocol>(_ name: S) throws {
        let name = String(name)
        if let handler = node.modifiers.lazy.compactMap({ InspectionSupport.accessibilityAction(of: $0, named: name) }).first {
            try node.perform(handler)
            return
        }
        let names = node.modifiers.compactMap { InspectionSupport.accessibilityActionName(of: $0) }
        throw InspectionError.searchFailure(
            what: "an accessibility action named \"\(name)\"", candidates: names.map { "\"\($0)\"" },
            path: node.path + ".callAccessibilityAction(\"\(name)\")")
    }

    /// The first view whose `.accessibilityLabel(_:)` reads `label`.
    public func find(viewWithAccessibilityLabel label: String) throws -> InspectableView<ViewType.ClassifiedView> {
        let call = "find(viewWithAccessibilityLabel: \"\(label)\")"
        var labels: [String] = []
        var found: InspectableView<ViewType.ClassifiedView>?
        walk { candidate in
            let own = candidate.modifiers.compactMap { InspectionSupport.accessibilityLabel(of: $0) }.map { InspectionSupport.string(of: $0) }
            labels.append(contentsOf: own)
            if own.contains(label) {
                found = InspectableView<ViewType.ClassifiedView>(candidate.with(path: node.path + "." + call))
                return false
            }
            return true
        }
        if let found { return found }
        throw InspectionError.searchFailure(
            what: "a view with accessibility label \"\(label)\"",
            candidates: nearest(label, in: labels).map { "\"\($0)\"" }, path: node.path + "." + call)
    }
}
