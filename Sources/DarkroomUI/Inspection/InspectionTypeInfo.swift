import Foundation

/// What inspection can do with values of one type, worked out once per type: each entry casts `Any` to the
/// concrete type (a cheap identity check) instead of asking the runtime for a protocol conformance per value.
///
/// A class, so that inspected nodes carry one reference to it rather than copies of its closures.
@MainActor
package final class InspectionTypeInfo {
    /// `ModifiedContent`: its content and modifier.
    package let modified: ((Any) -> (content: Any, modifier: Any))?
    /// `ModifiedContent`: its modifier alone (without copying the content out).
    package let modifier: ((Any) -> Any)?
    /// `ModifiedContent`: its content alone (without copying the modifier out).
    package let content: ((Any) -> Any)?
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
    /// Which of the entries above exist (tested without loading a closure).
    package let isModified: Bool, isTransparent: Bool, isTuple: Bool, isContainer: Bool, hasBody: Bool

    /// For `ModifiedContent`: its modifier's type info (the modifier's type is part of the `ModifiedContent`
    /// type, so it is worked out from the first value).
    private var cachedModifierInfo: InspectionTypeInfo?

    private static var cache = TypeTable()

    private init(modified: ((Any) -> (content: Any, modifier: Any))?, modifier: ((Any) -> Any)?, transparent: ((Any) -> Any?)?, tuple: ((Any) -> [Any])?,
                 container: ((Any, EnvironmentValues) -> [Any?])?, body: ((Any, EnvironmentValues) -> Any)?,
                 decoration: ((Any) -> Any)?, environment: ((Any, inout EnvironmentValues) -> Void)?,
                 content: ((Any) -> Any)?, isCustomModifier: Bool, isModifierContent: Bool, isIDView: Bool, parts: [String]?) {
        self.modified = modified
        self.modifier = modifier
        self.content = content
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
        isModified = modified != nil
        isTransparent = transparent != nil
        isTuple = tuple != nil
        isContainer = container != nil
        hasBody = body != nil
    }

    /// The info for `value`'s type.
    package static func of(_ value: Any) -> InspectionTypeInfo {
        of(type: Swift.type(of: value))
    }

    /// The info for `type`.
    package static func of(type: Any.Type) -> InspectionTypeInfo {
        if let known = cache.find(type) { return known }
        let info = make(type)
        cache.insert(info, for: type)
        return info
    }

    /// For a `ModifiedContent` value of this type: its modifier's type info (`nil` for other types). The value
    /// is only read the first time.
    package func modifierInfo(_ value: @autoclosure () -> Any) -> InspectionTypeInfo? {
        if let cachedModifierInfo { return cachedModifierInfo }
        guard let modifier else { return nil }
        let info = InspectionTypeInfo.of(modifier(value()))
        cachedModifierInfo = info
        return info
    }

    /// For a `ModifiedContent` value of this type: whether its modifier is a custom `ViewModifier`.
    package func appliesCustomModifier(_ value: @autoclosure () -> Any) -> Bool {
        modifierInfo(value())?.isCustomModifier ?? false
    }

    /// The infos by type: an open-addressing table keyed by the type's metadata address (a lookup is a
    /// multiply and a compare, where a `Dictionary` would hash the key with SipHash). Nothing iterates it, so
    /// its order cannot leak anywhere.
    private struct TypeTable {
        private var keys: [UnsafeRawPointer?] = Array(repeating: nil, count: 256)
        private var values: [InspectionTypeInfo?] = Array(repeating: nil, count: 256)
        private var count = 0

        private func slot(of key: UnsafeRawPointer) -> Int {
            let bits = UInt(bitPattern: Int(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15
            return Int(truncatingIfNeeded: bits >> UInt(UInt.bitWidth - keys.count.trailingZeroBitCount))
        }

        func find(_ type: Any.Type) -> InspectionTypeInfo? {
            let key = unsafeBitCast(type, to: UnsafeRawPointer.self)
            let mask = keys.count - 1
            var index = slot(of: key)
            while let stored = keys[index] {
                if stored == key { return values[index] }
                index = (index + 1) & mask
            }
            return nil
        }

        mutating func insert(_ info: InspectionTypeInfo, for type: Any.Type) {
            if (count + 1) * 2 > keys.count { grow() }
            let key = unsafeBitCast(type, to: UnsafeRawPointer.self)
            let mask = keys.count - 1
            var index = slot(of: key)
            while let stored = keys[index], stored != key { index = (index + 1) & mask }
            if keys[index] == nil { count += 1 }
            keys[index] = key
            values[index] = info
        }

        private mutating func grow() {
            let oldKeys = keys, oldValues = values
            keys = Array(repeating: nil, count: oldKeys.count * 2)
            values = Array(repeating: nil, count: oldKeys.count * 2)
            count = 0
            let mask = keys.count - 1
            for (key, value) in zip(oldKeys, oldValues) {
                guard let key, let value else { continue }
                var index = slot(of: key)
                while keys[index] != nil { index = (index + 1) & mask }
                keys[index] = key
                values[index] = value
                count += 1
            }
        }
    }

    private static func make(_ type: Any.Type) -> InspectionTypeInfo {
        func modified<T: _InspectionModified>(_: T.Type) -> (Any) -> (content: Any, modifier: Any) {
            { let v = $0 as! T; return (v._inspectionContent, v._inspectionModifier) }
        }
        func modifier<T: _InspectionModified>(_: T.Type) -> (Any) -> Any {
            { ($0 as! T)._inspectionModifier }
        }
        func content<T: _InspectionModified>(_: T.Type) -> (Any) -> Any {
            { ($0 as! T)._inspectionContent }
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
            modifier: (type as? any _InspectionModified.Type).map { modifier($0) },
            transparent: (type as? any _InspectionTransparent.Type).map { transparent($0) },
            tuple: (type as? any _InspectionTuple.Type).map { tuple($0) },
            container: (type as? any _InspectionContainer.Type).map { container($0) },
            body: (type as? any View.Type).flatMap { body($0) },
            decoration: (type as? any _InspectionDecoration.Type).map { decoration($0) },
            environment: (type as? any _EnvironmentModifier.Type).map { environment($0) } ?? customModifier,
            content: (type as? any _InspectionModified.Type).map { content($0) },
            isCustomModifier: customModifier != nil,
            isModifierContent: name.hasPrefix("DarkroomUI._ViewModifier_Content<"),
            isIDView: name.hasPrefix("DarkroomUI.IDView<"),
            parts: parts)
    }
}
