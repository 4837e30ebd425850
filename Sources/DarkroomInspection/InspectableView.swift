import DarkroomUI
import Foundation

/// A view found by inspection, of the kind `View` (ViewInspector's `InspectableView`).
///
/// ```swift
/// let text = try sut.inspect().vStack().text(0)
/// #expect(try text.string() == "Hello")
/// ```
public struct InspectableView<View: KnownViewType> {
    package let node: InspectedNode

    package init(_ node: InspectedNode) {
        self.node = node
    }

    /// The path of calls that led here, for messages.
    public var pathToRoot: String { node.path }

    // MARK: Navigation

    /// This view, or the single view it stands for (a custom view's body, the only child of a wrapper), as `T`.
    package func single<T: KnownViewType>(_ kind: T.Type, call: String) throws -> InspectableView<T> {
        let path = node.path + "." + call
        var candidate: InspectedNode? = node
        var seen: [String] = []
        while let current = candidate, seen.count < 8 {
            if current.view is AbsentView {
                throw InspectionError.viewNotFound(parent: (current.view as! AbsentView).type, path: path)
            }
            if kind.matches(current.view) { return InspectableView<T>(current.with(path: path)) }
            seen.append(typeName(current.view))
            candidate = current.soleChild(call: call)
        }
        throw InspectionError.typeMismatch(factual: seen.first ?? typeName(node.view), expected: kind.inspectionName, path: path)
    }

    /// The view at `index` among this view's children, as `T`.
    package func child<T: KnownViewType>(_ kind: T.Type, at index: Int, call: String) throws -> InspectableView<T> {
        let path = node.path + "." + call
        var container: InspectedNode? = node
        while let current = container, current.containedViews == nil {
            container = current.soleChild(call: call)
        }
        guard let container, let views = container.containedViews else {
            throw InspectionError.notSupported("\(path): \(typeName(node.view)) has no children to index.")
        }
        guard views.indices.contains(index) else {
            throw InspectionError.viewIndexOutOfBounds(index: index, count: views.count, path: path)
        }
        guard let view = views[index] else {
            throw InspectionError.viewNotFound(parent: typeName(container.view), path: path)
        }
        let found = InspectedNode.make(view, environment: container.environment, path: path, context: node.context)
        if found.view is AbsentView { throw InspectionError.viewNotFound(parent: typeName(container.view), path: path) }
        guard kind.matches(found.view) else {
            throw InspectionError.typeMismatch(factual: typeName(found.view), expected: kind.inspectionName, path: path)
        }
        return InspectableView<T>(found)
    }

    /// The number of children this view has.
    public func count() throws -> Int {
        var container: InspectedNode? = node
        while let current = container, current.containedViews == nil { container = current.soleChild(call: "count()") }
        return container?.containedViews?.count ?? 0
    }

    /// This view as an unclassified view (for generic helpers).
    public func classify() throws -> InspectableView<ViewType.ClassifiedView> {
        InspectableView<ViewType.ClassifiedView>(node)
    }

    /// The custom view `T` this view is, or stands for.
    public func view<T>(_ type: T.Type) throws -> InspectableView<ViewType.View<T>> {
        try single(ViewType.View<T>.self, call: "view(\(T.self).self)")
    }

    /// The custom view `T` at `index`.
    public func view<T>(_ type: T.Type, _ index: Int) throws -> InspectableView<ViewType.View<T>> {
        try child(ViewType.View<T>.self, at: index, call: "view(\(T.self).self, \(index))")
    }

    /// The parent-independent description of this view's type.
    public var typeDescription: String { typeName(node.view) }
}

extension InspectableView where View: ViewTypeWithActualView {
    /// The view value itself.
    public func actualView() throws -> View.Actual {
        guard let actual = node.view as? View.Actual else {
            throw InspectionError.typeMismatch(factual: typeName(node.view), expected: "\(View.Actual.self)", path: node.path)
        }
        return actual
    }
}

/// A view kind whose value can be taken out (`actualView()`).
public protocol ViewTypeWithActualView: KnownViewType {
    associatedtype Actual
}

extension ViewType.View: ViewTypeWithActualView {
    public typealias Actual = T
}

extension DarkroomUI.View {
    /// Starts inspecting this view (ViewInspector's `inspect()`).
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        InspectableView(InspectedNode.make(self, environment: EnvironmentValues(), path: "inspect()", context: nil))
    }

    /// Starts inspecting this view in `environment`.
    public func inspect(environment: EnvironmentValues) throws -> InspectableView<ViewType.ClassifiedView> {
        InspectableView(InspectedNode.make(self, environment: environment, path: "inspect()", context: nil))
    }
}

/// A type ViewInspector asked users to conform their views to. Darkroom accepts the conformance and never needs it.
public protocol Inspectable {}
