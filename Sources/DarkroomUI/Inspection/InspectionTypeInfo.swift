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
    /// `TupleView`, `Optional`, `_ConditionalContent`: appends what it stands for in a container's content, flattened
    /// (read in place from the value's address).
    let flatten: ((UnsafeRawPointer, inout [Any?]) -> Void)?
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
    /// The same, for walking a value in place.
    package let inPlace: InspectionInPlace

    /// For `ModifiedContent`: its modifier's type info (the modifier's type is part of the `ModifiedContent`
    /// type, so it is worked out from the first value).
    private var cachedModifierInfo: InspectionTypeInfo?

    @exclusivity(unchecked) private static var cache = TypeTable()

    private init(
        modified: ((Any) -> (content: Any, modifier: Any))?, modifier: ((Any) -> Any)?, transparent: ((Any) -> Any?)?, tuple: ((Any) -> [Any])?,
        flatten: ((UnsafeRawPointer, inout [Any?]) -> Void)?, container: ((Any, EnvironmentValues) -> [Any?])?, body: ((Any, EnvironmentValues) -> Any)?,
        decoration: ((Any) -> Any)?, environment: ((Any, inout EnvironmentValues) -> Void)?,
        content: ((Any) -> Any)?, isCustomModifier: Bool, isModifierContent: Bool, isIDView: Bool, parts: [String]?,
        inPlace: InspectionInPlace
    ) {
        self.modified = modified
        self.modifier = modifier
        self.content = content
        self.transparent = transparent
        self.tuple = tuple
        self.flatten = flatten
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
        self.inPlace = inPlace
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

    /// For `ModifiedContent`: its modifier's type info, from the type alone.
    package var modifierInfoInPlace: InspectionTypeInfo? {
        if let cachedModifierInfo { return cachedModifierInfo }
        guard let modified = inPlace.modified else { return nil }
        let info = InspectionTypeInfo.of(type: modified.modifierType)
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

    /// Calls `body` with the address of the `T` that `value` holds: read in place, without the run-time cast and
    /// the copy `value as! T` makes. A value of another type (never passed by the infos, whose closures are only
    /// called with values of their own type) is cast as before.
    @inline(__always)
    package static func withValue<T, R>(_ value: Any, as _: T.Type, _ body: (UnsafePointer<T>) -> R) -> R {
        func open<U>(_ opened: U) -> R {
            if U.self == T.self {
                return withUnsafePointer(to: opened) { body(UnsafeRawPointer($0).assumingMemoryBound(to: T.self)) }
            }
            return withUnsafePointer(to: opened as! T, body)
        }
        return _openExistential(value, do: open)
    }

    /// Calls `body` with the address of the value `value` holds (of `value`'s dynamic type), read in place.
    @inline(__always)
    static func withRawValue<R>(_ value: Any, _ body: (UnsafeRawPointer) -> R) -> R {
        func open<U>(_ opened: U) -> R {
            withUnsafePointer(to: opened) { body(UnsafeRawPointer($0)) }
        }
        return _openExistential(value, do: open)
    }

    private static func make(_ type: Any.Type) -> InspectionTypeInfo {
        func modified<T: _InspectionModified>(_: T.Type) -> (Any) -> (content: Any, modifier: Any) {
            { withValue($0, as: T.self) { ($0.pointee._inspectionContent, $0.pointee._inspectionModifier) } }
        }
        func modifier<T: _InspectionModified>(_: T.Type) -> (Any) -> Any {
            { withValue($0, as: T.self) { $0.pointee._inspectionModifier } }
        }
        func content<T: _InspectionModified>(_: T.Type) -> (Any) -> Any {
            { withValue($0, as: T.self) { $0.pointee._inspectionContent } }
        }
        func transparent<T: _InspectionTransparent>(_: T.Type) -> (Any) -> Any? {
            { withValue($0, as: T.self) { $0.pointee._inspectionWrapped } }
        }
        func tuple<T: _InspectionTuple>(_: T.Type) -> (Any) -> [Any] {
            { withValue($0, as: T.self) { $0.pointee._inspectionElements } }
        }
        func flattenTuple<T: _InspectionTuple>(_: T.Type) -> (UnsafeRawPointer, inout [Any?]) -> Void {
            { pointer, result in
                pointer.assumingMemoryBound(to: T.self).pointee._inspectionVisitElements { InspectionSupport.flatten($0, into: &result) }
            }
        }
        func flattenTransparent<T: _InspectionTransparent>(_: T.Type) -> (UnsafeRawPointer, inout [Any?]) -> Void {
            { pointer, result in
                if let wrapped = pointer.assumingMemoryBound(to: T.self).pointee._inspectionWrapped {
                    InspectionSupport.flatten(wrapped, into: &result)
                } else {
                    result.append(nil)
                }
            }
        }
        func container<T: _InspectionContainer>(_: T.Type) -> (Any, EnvironmentValues) -> [Any?] {
            { value, environment in withValue(value, as: T.self) { $0.pointee._inspectionChildren(environment: environment) } }
        }
        func decoration<T: _InspectionDecoration>(_: T.Type) -> (Any) -> Any {
            { withValue($0, as: T.self) { $0.pointee._inspectionDecoration } }
        }
        func body<V: View>(_: V.Type) -> ((Any, EnvironmentValues) -> Any)? {
            if V.self is any _PrimitiveView.Type || V.Body.self == Never.self { return nil }
            guard DynamicPropertyInstaller.hasDynamicProperties(V.self) else {
                // Nothing to install: the body is read from the value where it is.
                return { value, _ in withValue(value, as: V.self) { $0.pointee.body } }
            }
            return { value, environment in withValue(value, as: V.self) { InspectionSupport.body(of: $0.pointee, environment: environment) } }
        }
        func environment<T: _EnvironmentModifier>(_: T.Type) -> (Any, inout EnvironmentValues) -> Void {
            { value, environment in withValue(value, as: T.self) { $0.pointee._modify(&environment) } }
        }
        func custom<M: ViewModifier>(_: M.Type) -> ((Any, inout EnvironmentValues) -> Void)? {
            if M.self is any _PrimitiveModifier.Type || M.Body.self == Never.self { return nil }
            return { value, environment in withValue(value, as: M.self) { InspectionSupport.applyCustom($0.pointee, &environment) } }
        }
        let customModifier = (type as? any ViewModifier.Type).flatMap { custom($0) }
        let kind = inspectionKind(of: type)
        // Style-drawn controls: the kinds of the configuration views their parts are found in.
        let parts: [String]? =
            switch kind {
            case "Button": ["ButtonStyleConfiguration.Label"]
            case "Toggle": ["ToggleStyleConfiguration.Label"]
            case "Label": ["LabelStyleConfiguration.Title", "LabelStyleConfiguration.Icon"]
            case "GroupBox": ["GroupBoxStyleConfiguration.Label", "GroupBoxStyleConfiguration.Content"]
            case "ProgressView": ["ProgressViewStyleConfiguration.Label", "ProgressViewStyleConfiguration.CurrentValueLabel"]
            default: nil
            }
        var inPlace = copier(type)
        func inPlaceModified<T: _InspectionModified>(_: T.Type) -> InspectionInPlace.Modified { T._inspectionLayout }
        func inPlaceDecoration<T: _InspectionDecoration>(_: T.Type) -> (offset: Int, type: Any.Type) { T._inspectionLayout }
        func inPlaceWrapped<T: _InspectionTransparent>(_: T.Type) -> (UnsafeRawPointer, InPlaceVisitor) -> Void { { T._inspectionVisitWrapped($0, $1) } }
        func inPlaceFlattened<T: _InspectionTransparent>(_: T.Type) -> (UnsafeRawPointer, InPlaceVisitor) -> Void { { T._inspectionVisitFlattened($0, $1) } }
        func inPlaceTuple<T: _InspectionTuple>(_: T.Type) -> (UnsafeRawPointer, InPlaceVisitor) -> Void { { T._inspectionVisitFlattened($0, $1) } }
        func inPlaceChildren<T: _InspectionInPlaceContainer>(_: T.Type) -> (UnsafeRawPointer, EnvironmentValues, InPlaceVisitor) -> Void {
            { T._inspectionVisitChildren(at: $0, environment: $1, $2) }
        }
        func boxedChildren<T: _InspectionContainer>(_: T.Type) -> (UnsafeRawPointer, EnvironmentValues, InPlaceVisitor) -> Void {
            { pointer, environment, visit in
                pointer.assumingMemoryBound(to: T.self).pointee._inspectionVisitChildren(environment: environment, visit)
            }
        }
        func inPlaceBody<V: View>(_: V.Type) -> ((UnsafeRawPointer, EnvironmentValues, InPlaceVisitor) -> Void)? {
            if V.self is any _PrimitiveView.Type || V.Body.self == Never.self { return nil }
            guard DynamicPropertyInstaller.hasDynamicProperties(V.self) else {
                return { pointer, _, visit in
                    withAddress(of: pointer.assumingMemoryBound(to: V.self).pointee.body) { visit($0, V.Body.self) }
                }
            }
            return { pointer, environment, visit in
                withAddress(of: InspectionSupport.body(of: pointer.assumingMemoryBound(to: V.self).pointee, environment: environment)) {
                    visit($0, V.Body.self)
                }
            }
        }
        func inPlaceEnvironment<T: _EnvironmentModifier>(_: T.Type) -> (UnsafeRawPointer, inout EnvironmentValues) -> Void {
            { pointer, environment in pointer.assumingMemoryBound(to: T.self).pointee._modify(&environment) }
        }
        func inPlaceCustom<M: ViewModifier>(_: M.Type) -> ((UnsafeRawPointer, inout EnvironmentValues) -> Void)? {
            if M.self is any _PrimitiveModifier.Type || M.Body.self == Never.self { return nil }
            return { pointer, environment in InspectionSupport.applyCustom(pointer.assumingMemoryBound(to: M.self).pointee, &environment) }
        }
        func inPlaceContent<T: _InspectionContentContainer>(_: T.Type) -> (offset: Int, type: Any.Type) {
            (T._inspectionContentOffset, T.Content.self)
        }
        func inPlaceElementsOffset<T: _InspectionTuple>(_: T.Type) -> Int? { T._inspectionElementsOffset }
        inPlace.modified = (type as? any _InspectionModified.Type).map { inPlaceModified($0) }
        inPlace.content = (type as? any _InspectionContentContainer.Type).map { inPlaceContent($0) }
        inPlace.elementsOffset = (type as? any _InspectionTuple.Type).flatMap { inPlaceElementsOffset($0) }
        inPlace.decoration = (type as? any _InspectionDecoration.Type).map { inPlaceDecoration($0) }
        inPlace.visitWrapped = (type as? any _InspectionTransparent.Type).map { inPlaceWrapped($0) }
        inPlace.visitFlattened =
            (type as? any _InspectionTuple.Type).map { inPlaceTuple($0) }
            ?? (type as? any _InspectionTransparent.Type).map { inPlaceFlattened($0) }
        inPlace.visitChildren =
            (type as? any _InspectionInPlaceContainer.Type).map { inPlaceChildren($0) }
            ?? (type as? any _InspectionContainer.Type).map { boxedChildren($0) }
        inPlace.visitBody = (type as? any View.Type).flatMap { inPlaceBody($0) }
        inPlace.environment =
            (type as? any _EnvironmentModifier.Type).map { inPlaceEnvironment($0) }
            ?? (type as? any ViewModifier.Type).flatMap { inPlaceCustom($0) }
        return InspectionTypeInfo(
            modified: (type as? any _InspectionModified.Type).map { modified($0) },
            modifier: (type as? any _InspectionModified.Type).map { modifier($0) },
            transparent: (type as? any _InspectionTransparent.Type).map { transparent($0) },
            tuple: (type as? any _InspectionTuple.Type).map { tuple($0) },
            flatten: (type as? any _InspectionTuple.Type).map { flattenTuple($0) }
                ?? (type as? any _InspectionTransparent.Type).map { flattenTransparent($0) },
            container: (type as? any _InspectionContainer.Type).map { container($0) },
            body: (type as? any View.Type).flatMap { body($0) },
            decoration: (type as? any _InspectionDecoration.Type).map { decoration($0) },
            environment: (type as? any _EnvironmentModifier.Type).map { environment($0) } ?? customModifier,
            content: (type as? any _InspectionModified.Type).map { content($0) },
            isCustomModifier: customModifier != nil,
            isModifierContent: kind == "ViewModifier.Content",
            isIDView: kind == "id",
            parts: parts,
            inPlace: inPlace)
    }

    /// The in-place entries every type has (its copy), for `type`.
    private static func copier(_ type: Any.Type) -> InspectionInPlace {
        func open<T>(_: T.Type) -> InspectionInPlace { InspectionInPlace.make(T.self) }
        return _openExistential(type, do: open)
    }
}

extension ResolvedView {
    /// What inspection can do with the record's view (worked out once per record, without copying the value).
    @MainActor
    package var inspectionInfo: InspectionTypeInfo {
        if let cachedInspectionInfo { return unsafeDowncast(cachedInspectionInfo, to: InspectionTypeInfo.self) }
        let info = InspectionTypeInfo.of(type: valueType)
        cachedInspectionInfo = info
        return info
    }
}
