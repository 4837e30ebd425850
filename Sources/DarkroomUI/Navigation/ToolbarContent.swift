/// Content for a toolbar: `ToolbarItem`s and `ToolbarItemGroup`s, or a type whose body is made of them.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    /// The toolbar content.
    @ToolbarContentBuilder var body: Body { get }
}

/// One resolved toolbar item: where it goes and how to resolve its view.
struct ToolbarItemModel {
    let placement: ToolbarItemPlacement
    let content: AnyView
}

/// Toolbar content that lists its items directly.
@MainActor
protocol _PrimitiveToolbarContent {
    var _items: [ToolbarItemModel] { get }
}

extension ToolbarContent {
    /// The items of this content (primitive content lists them; composite content asks its body).
    var toolbarItems: [ToolbarItemModel] {
        if let primitive = self as? any _PrimitiveToolbarContent { return primitive._items }
        return body.toolbarItems
    }
}

extension Never: ToolbarContent {}

/// An item of a toolbar.
public nonisolated struct ToolbarItem<ID, Content: View>: ToolbarContent, _PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    @MainActor public var body: Never { fatalError("ToolbarItem is primitive toolbar content") }
    @MainActor var _items: [ToolbarItemModel] { [ToolbarItemModel(placement: placement, content: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    /// An item at `placement` showing `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// A customizable item (the id and placement as given; customization is not shown at rest).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items at one placement.
public nonisolated struct ToolbarItemGroup<Content: View>: ToolbarContent, _PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement`, one per view of `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    @MainActor public var body: Never { fatalError("ToolbarItemGroup is primitive toolbar content") }
    @MainActor var _items: [ToolbarItemModel] { [ToolbarItemModel(placement: placement, content: AnyView(content))] }
}

/// Several pieces of toolbar content (what a `@ToolbarContentBuilder` block builds).
public nonisolated struct _ToolbarTuple: ToolbarContent, _PrimitiveToolbarContent {
    let parts: [any ToolbarContent]
    @MainActor public var body: Never { fatalError("primitive toolbar content") }
    @MainActor var _items: [ToolbarItemModel] { parts.flatMap { $0.toolbarItems } }
}

/// Optional or conditional toolbar content.
public nonisolated struct _ToolbarOptional: ToolbarContent, _PrimitiveToolbarContent {
    let part: (any ToolbarContent)?
    @MainActor public var body: Never { fatalError("primitive toolbar content") }
    @MainActor var _items: [ToolbarItemModel] { part?.toolbarItems ?? [] }
}

/// Builds toolbar content from items, groups, `if` and `switch`.
@resultBuilder @MainActor
public struct ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> _ToolbarTuple {
        var parts: [any ToolbarContent] = []
        for part in repeat each content { parts.append(part) }
        return _ToolbarTuple(parts: parts)
    }
    public static func buildIf<C: ToolbarContent>(_ content: C?) -> _ToolbarOptional { _ToolbarOptional(part: content) }
    /// An `if` around several items: without this overload the compiler cannot infer the generic one's type from
    /// the parameter-pack `buildBlock` ("generic parameter 'C' could not be inferred").
    public static func buildIf(_ content: _ToolbarTuple?) -> _ToolbarOptional { _ToolbarOptional(part: content) }
    public static func buildEither<T: ToolbarContent>(first: T) -> _ToolbarOptional { _ToolbarOptional(part: first) }
    public static func buildEither<T: ToolbarContent>(second: T) -> _ToolbarOptional { _ToolbarOptional(part: second) }
}
