import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A section of a list or form, with an optional header and footer. Outside a list its header, content and
/// footer are shown one after the other.
public nonisolated struct Section<Parent: View, Content: View, Footer: View>: View, _PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer
    /// A collapsed expandable section shows only its header.
    var isCollapsed = false

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with a header and a footer (deprecated spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        guard let style = environment.listRowContext else {
            var nodes = Resolver.nodes(for: header, environment: environment, context: context)
            nodes += Resolver.nodes(for: content, environment: environment, context: context)
            nodes += Resolver.nodes(for: footer, environment: environment, context: context)
            return nodes
        }
        var rowEnv = environment
        rowEnv.stackAxis = nil
        let rows: ListRows
        if isCollapsed {
            rows = ListRows([])
        } else if let lazy = content as? any _LazyListRows, let lazyRows = lazy._lazyRows(environment: rowEnv, context: context) {
            rows = lazyRows
        } else {
            rows = ListRows(Resolver.nodes(for: content, environment: rowEnv, context: context))
        }
        let headerNodes = Resolver.nodes(for: header, environment: ListSectionNode.headerEnvironment(environment, style: style), context: context)
        let footerNodes = Resolver.nodes(for: footer, environment: ListSectionNode.footerEnvironment(environment), context: context)
        let headerNode = headerNodes.isEmpty ? nil : Resolver.single(headerNodes, combinedWith: VStackLayout(alignment: .leading))
        let footerNode = footerNodes.isEmpty ? nil : Resolver.single(footerNodes, combinedWith: VStackLayout(alignment: .leading))
        return [ListSectionNode(header: headerNode, rows: rows, footer: footerNode)]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header (deprecated spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer (deprecated spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is the localized title `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A section whose header is `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    /// A collapsible section (iOS 17); drawn expanded or collapsed as `isExpanded` says.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
        isCollapsed = !isExpanded.wrappedValue
    }
}
