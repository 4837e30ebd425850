import Foundation

/// What inspection can do with values of one type, worked out once per type: each entry casts `Any` to the
/// concrete type (a cheap identity check) instead of asking the runtime for a protocol conformance per value.
///
/// A class, so that inspected nodes carry one reference to it rather than copies of its closures.
@MainActor
package final class InspectionTypeInfo {
    /// `ModifiedContent`: its content and modifier.
    package let modified: ((Any) -> (content: Any, modifier: Any))?
    /// `Optional`, `_ConditionalContent`, `IDView`: the view it stands for (`nil`: absent).
    package let transparent: ((Any) -> Any?)?
    /// `TupleView`: its elements.
    package let tuple: ((Any) -> [Any])?
    /// A container: its children as inspection indexes them.
    package let container: ((Any, EnvironmentValues) -> [Any?])?
    /// A custom view: its body.
    package let body: ((Any, EnvironmentValues) -> Any)?
    /// A `.background`/`.overlay` modifier: the view it draws.
    package let decoration: ((Any) -> Any)?
    /// A modifier that changes the environment (directly, or in a custom modifier's body): the change.
    package let environment: ((Any, inout EnvironmentValues) -> Void)?
    /// A custom `ViewModifier` (one with a body).
    package let isCustomModifier: Bool
    /// `_ViewModifier_Content`: the content inside a custom modifier's body.
    package let isModifierContent: Bool
    /// `.id(_:)`'s view.
    package let isIDView: Bool
    /// For controls drawn by a style: the type names of the configuration views that hold their parts, in order.
    package let parts: [String]?

    private static var cache: [ObjectIdentifier: InspectionTypeInfo] = [:]

    private init(modified: ((Any) -> (content: Any, modifier: Any))?, transparent: ((Any) -> Any?)?, tuple: ((Any) -> [Any])?,
                 container: ((Any, EnvironmentValues) -> [Any?])?, body: ((Any, EnvironmentValues) -> Any)?,
                 decoration: ((Any) -> Any)?, environment: ((Any, inout EnvironmentValues) -> Void)?,
                 isCustomModifier: Bool, isModifierContent: Bool, isIDView: Bool, parts: [String]?) {
        self.modified = modified
        self.transparent = transparent
        self.tuple = tuple
        self.container = container
        self.body = body
        self.decoration = decoration
        self.environment = environment
        self.isCustomModifier = isCustomModifier
        self.isModifierContent = isModifierContent
        self.isIDView = isIDView
        self.parts = parts
    }

    /// The info for `value`'s type.
    package static func of(_ value: Any) -> InspectionTypeInfo {
        let type = Swift.type(of: value)
        let key = ObjectIdentifier(type)
        if let known = cache[key] { return known }
        let info = make(type)
        cache[key] = info
        return info
    }

    private static func make(_ type: Any.Type) -> InspectionTypeInfo {
        func modified<T: _InspectionModified>(_: T.Type) -> (Any) -> (content: Any, modifier: Any) {
            { let v = $0 as! T; return (v._inspectionContent, v._inspectionModifier) }
        }
        func transparent<T: _InspectionTransparent>(_: T.Type) -> (Any) -> Any? {
            { ($0 as! T)._inspectionWrapped }
        }
        func tuple<T: _InspectionTuple>(_: T.Type) -> (Any) -> [Any] {
            { ($0 as! T)._inspectionElements }
        }
        func container<T: _InspectionContainer>(_: T.Type) -> (Any, EnvironmentValues) -> [Any?] {
            { ($0 as! T)._inspectionChildren(environment: $1) }
        }
        func decoration<T: _InspectionDecoration>(_: T.Type) -> (Any) -> Any {
            { ($0 as! T)._inspectionDecoration }
        }
        func body<V: View>(_: V.Type) -> ((Any, EnvironmentValues) -> Any)? {
            if V.self is any _PrimitiveView.Type || V.Body.self == Never.self { return nil }
            return { value, environment in InspectionSupport.body(of: value as! V, environment: environment) }
        }
        func environment<T: _EnvironmentModifier>(_: T.Type) -> (Any, inout EnvironmentValues) -> Void {
            { ($0 as! T)._modify(&$1) }
        }
        func custom<M: ViewModifier>(_: M.Type) -> ((Any, inout EnvironmentValues) -> Void)? {
            if M.self is any _PrimitiveModifier.Type || M.Body.self == Never.self { return nil }
            return { InspectionSupport.applyCustom($0 as! M, &$1) }
        }
        let customModifier = (type as? any ViewModifier.Type).flatMap { custom($0) }
        let name = _typeName(type, qualified: true)
        func starts(_ prefix: String) -> Bool { name.hasPrefix("DarkroomUI." + prefix + "<") }
        var parts: [String]?
        if starts("Button") { parts = ["DarkroomUI.ButtonStyleConfiguration.Label"] }
        else if starts("Toggle") { parts = ["DarkroomUI.ToggleStyleConfiguration.Label"] }
        else if starts("Label") { parts = ["DarkroomUI.LabelStyleConfiguration.Title", "DarkroomUI.LabelStyleConfiguration.Icon"] }
        else if starts("GroupBox") { parts = ["DarkroomUI.GroupBoxStyleConfiguration.Label", "DarkroomUI.GroupBoxStyleConfiguration.Content"] }
        else if starts("ProgressView") {
            parts = ["DarkroomUI.ProgressViewStyleConfiguration.Label", "DarkroomUI.ProgressViewStyleConfiguration.CurrentValueLabel"]
        }
        return InspectionTypeInfo(
            modified: (type as? any _InspectionModified.Type).map { modified($0) },
            transparent: (type as? any _InspectionTransparent.Type).map { transparent($0) },
            tuple: (type as? any _InspectionTuple.Type).map { tuple($0) },
            container: (type as? any _InspectionContainer.Type).map { container($0) },
            body: (type as? any View.Type).flatMap { body($0) },
            decoration: (type as? any _InspectionDecoration.Type).map { decoration($0) },
            environment: (type as? any _EnvironmentModifier.Type).map { environment($0) } ?? customModifier,
            isCustomModifier: customModifier != nil,
            isModifierContent: name.hasPrefix("DarkroomUI._ViewModifier_Content<"),
            isIDView: name.hasPrefix("DarkroomUI.IDView<"),
            parts: parts)
    }
}
