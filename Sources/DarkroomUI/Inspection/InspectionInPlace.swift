import Foundation

/// Called with the address of a view inside the value being walked, and the view's type. The address is valid only
/// during the call.
package typealias InPlaceVisitor = (UnsafeRawPointer, Any.Type) -> Void

/// What a walk of a view value needs of one type, read where the value is: offsets of the parts a view is made of,
/// and closures over addresses that visit the views inside it. A search that follows these copies nothing out of
/// the value it walks (a copy into `Any` per view was most of `find(text:)`'s time on a view value).
@MainActor
package struct InspectionInPlace {
    /// `ModifiedContent`: where its content and its modifier are, and their types.
    package struct Modified {
        package let contentOffset: Int
        package let contentType: Any.Type
        package let modifierOffset: Int
        package let modifierType: Any.Type
    }

    /// `ModifiedContent`'s layout.
    package var modified: Modified?
    /// A stack, `Group`, `Grid`, `GridRow`, `ViewThatFits`: where its content is (its children are the content's
    /// flattened slots), and the content's type.
    package var content: (offset: Int, type: Any.Type)?
    /// `TupleView`: where its elements (an `[any View]`) are.
    package var elementsOffset: Int?
    /// `Optional`, `_ConditionalContent`, `IDView`: visits the view it stands for (nothing when it is absent).
    package var visitWrapped: ((UnsafeRawPointer, InPlaceVisitor) -> Void)?
    /// A container: visits its children as `_inspectionChildren` lists them, absent slots left out.
    package var visitChildren: ((UnsafeRawPointer, EnvironmentValues, InPlaceVisitor) -> Void)?
    /// A custom view: evaluates its body (its `@Environment` properties installed) and visits it.
    package var visitBody: ((UnsafeRawPointer, EnvironmentValues, InPlaceVisitor) -> Void)?
    /// A `.background`/`.overlay` modifier: where the view it draws is, and its type.
    package var decoration: (offset: Int, type: Any.Type)?
    /// A modifier that changes the environment: the change.
    package var environment: ((UnsafeRawPointer, inout EnvironmentValues) -> Void)?
    /// `TupleView`, `Optional`, `_ConditionalContent`: visits the slots it adds to a container's content, flattened.
    var visitFlattened: ((UnsafeRawPointer, InPlaceVisitor) -> Void)?
    /// A copy of the value at an address, boxed (for the one view a search returns).
    package var copy: (UnsafeRawPointer) -> Any

    static func make<T>(_: T.Type) -> InspectionInPlace {
        InspectionInPlace(copy: { $0.assumingMemoryBound(to: T.self).pointee })
    }
}

/// Calls `body` with the address of `value`, without copying it.
///
/// Not main-actor isolated on purpose: a main-actor closure handed to the standard library's `withUnsafePointer`
/// gets a run-time isolation check at every call (the library predates strict concurrency); this one's closure is
/// nonisolated and `body`, handed to Swift 6 code, needs none.
@inline(__always)
nonisolated func withAddress<T>(of value: borrowing T, _ body: (UnsafeRawPointer) -> Void) {
    withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
}

/// Calls `visit` with the address and dynamic type of the value `value` holds (nonisolated for the same reason).
nonisolated package func visitInPlace(_ value: Any, _ visit: InPlaceVisitor) {
    func open<U>(_ opened: U) {
        withUnsafePointer(to: opened) { visit(UnsafeRawPointer($0), U.self) }
    }
    _openExistential(value, do: open)
}

/// Calls `visit` with the address and dynamic type of the view `view` holds.
nonisolated func visitInPlace(_ view: borrowing any View, _ visit: InPlaceVisitor) {
    func open<U: View>(_ opened: borrowing U) {
        withUnsafePointer(to: opened) { visit(UnsafeRawPointer($0), U.self) }
    }
    open(view)
}

/// Calls `visit` with the address and dynamic type of each view of the `[any View]` at `pointer` (a `TupleView`'s
/// elements), in order, reading them where they are.
nonisolated package func visitViews(at pointer: UnsafeRawPointer, _ visit: InPlaceVisitor) {
    pointer.assumingMemoryBound(to: [any View].self).pointee.withUnsafeBufferPointer { views in
        for index in views.indices { visitInPlace(views[index], visit) }
    }
}

extension InspectionSupport {
    /// Visits the slots of a container's content of `type` at `pointer` in place, flattened as `flattenContent`
    /// lists them (absent slots left out).
    static func visitFlattened(at pointer: UnsafeRawPointer, type: Any.Type, _ visit: InPlaceVisitor) {
        if let flatten = InspectionTypeInfo.of(type: type).inPlace.visitFlattened {
            flatten(pointer, visit)
        } else {
            visit(pointer, type)
        }
    }
}

// MARK: Containers

extension _InspectionContainer {
    /// Visits the children `_inspectionChildren` lists (absent slots left out), each boxed first. The stacks,
    /// `Group`, `Grid`, `TupleView`, `ForEach` and `AnyView` visit theirs in place instead.
    package func _inspectionVisitChildren(environment: EnvironmentValues, _ visit: InPlaceVisitor) {
        for case let child? in _inspectionChildren(environment: environment) { visitInPlace(child, visit) }
    }
}

/// A container whose children can be visited where they are in its value.
@MainActor
protocol _InspectionInPlaceContainer: _InspectionContainer {
    /// Visits the children of the value of this type at `pointer`, flattened (absent slots left out).
    static func _inspectionVisitChildren(at pointer: UnsafeRawPointer, environment: EnvironmentValues, _ visit: InPlaceVisitor)
}

/// A container whose children are the flattened slots of its `content`.
@MainActor
protocol _InspectionContentContainer: _InspectionInPlaceContainer {
    associatedtype Content: View
    /// Where `content` is in a value of this type.
    static var _inspectionContentOffset: Int { get }
}

extension _InspectionContentContainer {
    static func _inspectionVisitChildren(at pointer: UnsafeRawPointer, environment: EnvironmentValues, _ visit: InPlaceVisitor) {
        InspectionSupport.visitFlattened(at: pointer + _inspectionContentOffset, type: Content.self, visit)
    }
}

extension VStack: _InspectionContentContainer {
    static var _inspectionContentOffset: Int { MemoryLayout<Self>.offset(of: \Self.content)! }
}

extension HStack: _InspectionContentContainer {
    static var _inspectionContentOffset: Int { MemoryLayout<Self>.offset(of: \Self.content)! }
}

extension ZStack: _InspectionContentContainer {
    static var _inspectionContentOffset: Int { MemoryLayout<Self>.offset(of: \Self.content)! }
}

extension Group: _InspectionContentContainer {
    static var _inspectionContentOffset: Int { MemoryLayout<Self>.offset(of: \Self.content)! }
}

extension Grid: _InspectionContentContainer {
    static var _inspectionContentOffset: Int { MemoryLayout<Self>.offset(of: \Self.content)! }
}

extension GridRow: _InspectionContentContainer {
    static var _inspectionContentOffset: Int { MemoryLayout<Self>.offset(of: \Self.content)! }
}

extension ViewThatFits: _InspectionContentContainer {
    static var _inspectionContentOffset: Int { MemoryLayout<Self>.offset(of: \Self.content)! }
}

extension TupleView: _InspectionInPlaceContainer {
    @MainActor static func _inspectionVisitChildren(at pointer: UnsafeRawPointer, environment: EnvironmentValues, _ visit: InPlaceVisitor) {
        _inspectionVisitFlattened(pointer, visit)
    }
}

extension ForEach: _InspectionInPlaceContainer {
    @MainActor static func _inspectionVisitChildren(at pointer: UnsafeRawPointer, environment: EnvironmentValues, _ visit: InPlaceVisitor) {
        let forEach = pointer.assumingMemoryBound(to: Self.self)
        for element in forEach.pointee.data {
            withAddress(of: forEach.pointee.content(element)) { InspectionSupport.visitFlattened(at: $0, type: Content.self, visit) }
        }
    }
}

extension AnyView: _InspectionInPlaceContainer {
    static func _inspectionVisitChildren(at pointer: UnsafeRawPointer, environment: EnvironmentValues, _ visit: InPlaceVisitor) {
        visitInPlace(pointer.assumingMemoryBound(to: Self.self).pointee.view, visit)
    }
}

// MARK: Layouts of the generic wrappers

extension ModifiedContent {
    /// Where `content` and `modifier` are in a value of this type.
    package static var _inspectionLayout: InspectionInPlace.Modified {
        InspectionInPlace.Modified(
            contentOffset: MemoryLayout<Self>.offset(of: \Self.content)!, contentType: Content.self,
            modifierOffset: MemoryLayout<Self>.offset(of: \Self.modifier)!, modifierType: Modifier.self)
    }
}

extension DecorationModifier {
    /// Where the drawn view is in a value of this type.
    package static var _inspectionLayout: (offset: Int, type: Any.Type) {
        (MemoryLayout<Self>.offset(of: \Self.decoration)!, Decoration.self)
    }
}

extension IDView {
    /// Visits the wrapped view in place.
    package static func _inspectionVisitWrapped(_ pointer: UnsafeRawPointer, _ visit: InPlaceVisitor) {
        visit(pointer + MemoryLayout<Self>.offset(of: \Self.content)!, Content.self)
    }
}

extension Optional where Wrapped: View {
    /// Visits the wrapped view where it is (a single-payload enum keeps its payload at offset 0), or nothing.
    package static func _inspectionVisitWrapped(_ pointer: UnsafeRawPointer, _ visit: InPlaceVisitor) {
        if case .some = pointer.assumingMemoryBound(to: Self.self).pointee { visit(pointer, Wrapped.self) }
    }
}

extension _ConditionalContent {
    /// Visits the branch shown.
    package static func _inspectionVisitWrapped(_ pointer: UnsafeRawPointer, _ visit: InPlaceVisitor) {
        switch pointer.assumingMemoryBound(to: Self.self).pointee.storage {
        case .trueContent(let view): withAddress(of: view) { visit($0, TrueContent.self) }
        case .falseContent(let view): withAddress(of: view) { visit($0, FalseContent.self) }
        }
    }
}

extension TupleView {
    /// Visits the flattened slots of each element.
    @MainActor package static func _inspectionVisitFlattened(_ pointer: UnsafeRawPointer, _ visit: InPlaceVisitor) {
        visitViews(at: pointer + _inspectionElementsOffset) { InspectionSupport.visitFlattened(at: $0, type: $1, visit) }
    }

    /// Where `children` is in a value of this type.
    package static var _inspectionElementsOffset: Int { MemoryLayout<Self>.offset(of: \Self.children)! }
}
