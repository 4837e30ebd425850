import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// Wraps the first node of the modified content in a `PresentationNode` when something is presented.
nonisolated struct PresentationModifier: ViewModifier, _PrimitiveModifier {
    let make: @MainActor (LayoutNode, EnvironmentValues, ResolveContext) -> LayoutNode

    @MainActor func _apply(content: (EnvironmentValues, inout _ViewOutputs) -> Void, into outputs: inout _ViewOutputs, environment: EnvironmentValues) {
        let start = outputs.nodes.count
        content(environment, &outputs)
        guard outputs.nodes.count > start else { return }
        outputs.nodes[start] = make(outputs.nodes[start], environment, outputs.context)
    }
}

@MainActor
enum Presentations {
    static func dimming(_ env: EnvironmentValues) -> ResolvedColor { SystemColors.dimming.resolve(in: env) }

    static func overlayEnvironment(_ env: EnvironmentValues) -> EnvironmentValues {
        var e = env
        e.stackAxis = nil
        e.listRowContext = nil
        e.buttonStyle = nil
        return e
    }

    /// A presented view's node in the presenting environment's layout direction. Presentations are placed on the
    /// screen, outside the mirror of the view that presents them (`PresentationNode.mirroredChildren`), so in a
    /// right-to-left environment they mirror their own content: a two-button alert's cancel button is on the
    /// right, a sheet's content runs right to left. UIKit's alerts and sheets flip under right to left
    /// (`UISemanticContentAttribute.unspecified`: "The view is flipped when switching between left-to-right
    /// and right-to-left layouts"; HIG "Right to left": system components "flip automatically").
    static func inDirection(_ node: LayoutNode, of env: EnvironmentValues) -> LayoutNode {
        env.layoutDirection == .rightToLeft ? LayoutDirectionNode(child: node, direction: .rightToLeft) : node
    }

    static func alert(_ node: LayoutNode, title: Text?, message: AnyView?, actions: [AlertAction], env: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        let card = inDirection(
            Resolver.singleNode(
                for: AlertCard(title: title, message: message, actions: actions),
                environment: overlayEnvironment(env), context: context, combinedWith: VStackLayout()), of: env)
        return PresentationNode(child: node, kind: .alert(card: card), region: env.safeAreaRegion, layer: env.presentationLayer, dimming: dimming(env))
    }

    static func dialog(_ node: LayoutNode, title: Text?, message: AnyView?, actions: [AlertAction], env: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        let cards = ActionSheetCards(title: title, message: message, actions: actions)
        let e = overlayEnvironment(env)
        let card = inDirection(Resolver.singleNode(for: cards.card, environment: e, context: context, combinedWith: VStackLayout()), of: env)
        let cancel = inDirection(Resolver.singleNode(for: cards.cancelCard, environment: e, context: context, combinedWith: VStackLayout()), of: env)
        return PresentationNode(
            child: node, kind: .actionSheet(card: card, cancel: cancel), region: env.safeAreaRegion,
            layer: env.presentationLayer, dimming: dimming(env))
    }

    static func sheet<V: View>(_ node: LayoutNode, content: V, fullScreen: Bool, env: EnvironmentValues, context: ResolveContext) -> LayoutNode {
        let region = SafeAreaRegion(safe: .zero, outer: .zero)
        var e = overlayEnvironment(env)
        e.safeAreaRegion = region
        e.presentationLayer = nil
        e.isInNavigationStack = false
        // Sheets show their content at the elevated interface level (lighter dark-mode backgrounds).
        if !fullScreen { e.isElevatedInterfaceLevel = true }
        let contentNode = inDirection(Resolver.singleNode(for: content, environment: e, context: context, combinedWith: VStackLayout()), of: env)
        if fullScreen || (PresentationOptionsTrait.adaptation(in: contentNode) == .fullScreenCover) {
            return PresentationNode(
                child: node, kind: .fullScreen(content: contentNode, region: region, background: SystemColors.systemBackground.resolve(in: env)),
                region: env.safeAreaRegion, layer: env.presentationLayer, dimming: dimming(env))
        }
        let detent = findDetent(contentNode)
        let screenHeight = env.safeAreaRegion?.outer.height ?? 844
        // A sheet's background is the elevated system background (white; (28, 28, 30) in dark mode).
        let dragIndicator =
            PresentationDragIndicatorTrait.find(in: contentNode) == .visible
            ? SystemColors.tertiaryLabel.resolve(in: e) : nil
        let sheet = PresentationNode(
            child: node,
            kind: .sheet(
                content: contentNode, fraction: detent?.fraction(screenHeight: screenHeight), region: region,
                background: SystemColors.systemBackground.resolve(in: e),
                dragIndicator: dragIndicator),
            region: env.safeAreaRegion, layer: env.presentationLayer, dimming: dimming(env))
        if let radius = PresentationOptionsTrait.cornerRadius(in: contentNode), radius.isFinite, radius >= 0 {
            sheet.sheetCornerRadius = radius
        }
        return sheet
    }

    private static func findDetent(_ root: LayoutNode) -> PresentationDetent? {
        var stack = [root]
        var visited = 0
        while let node = stack.popLast(), visited < 10_000 {
            visited += 1
            if let detent = PresentationDetentTrait.of(node) { return detent }
            if node is ListNode { continue }
            stack.append(contentsOf: node.children)
        }
        return nil
    }
}

extension View {
    // MARK: Alerts

    /// An alert titled `title` with the buttons of `actions`, shown when `isPresented` is true.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let shown = isPresented.wrappedValue
        let actions = actions()
        return modifier(
            PresentationModifier { node, env, context in
                guard shown else { return node }
                return Presentations.alert(node, title: title, message: nil, actions: AlertActions.collect(actions, environment: env, context: context), env: env, context: context)
            })
    }

    /// An alert titled `title` with a message, shown when `isPresented` is true.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        let actions = actions()
        let message = AnyView(message())
        return modifier(
            PresentationModifier { node, env, context in
                guard shown else { return node }
                return Presentations.alert(
                    node, title: title, message: message, actions: AlertActions.collect(actions, environment: env, context: context), env: env, context: context)
            })
    }

    /// An alert with a localized title.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    /// An alert with a localized title and a message.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled `title`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    /// An alert titled `title` with a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert about `data`, shown when `isPresented` is true and `data` is non-nil.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = isPresented.wrappedValue && data != nil
        let built = data.map { (actions($0), AnyView(message($0))) }
        return modifier(
            PresentationModifier { node, env, context in
                guard shown, let built else { return node }
                return Presentations.alert(
                    node, title: Text(titleKey), message: built.1,
                    actions: AlertActions.collect(built.0, environment: env, context: context), env: env, context: context)
            })
    }

    /// An alert about `data`, shown when `isPresented` is true and `data` is non-nil.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(titleKey, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// The alert `content` builds, shown when `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        return modifier(
            PresentationModifier { node, env, context in
                guard let alert else { return node }
                return Presentations.alert(node, title: alert.title, message: alert.message.map { AnyView($0) }, actions: alert.actions, env: env, context: context)
            })
    }

    /// The alert for `item`, shown while it is non-nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return modifier(
            PresentationModifier { node, env, context in
                guard let alert else { return node }
                return Presentations.alert(node, title: alert.title, message: alert.message.map { AnyView($0) }, actions: alert.actions, env: env, context: context)
            })
    }

    // MARK: Confirmation dialogs

    /// A confirmation dialog (an action sheet at the bottom of the screen) shown when `isPresented` is true;
    /// its title shows only with `titleVisibility: .visible`, as on iOS.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }

    /// A confirmation dialog with a message.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let shown = isPresented.wrappedValue
        let actions = actions()
        let messageView = message()
        let hasMessage = !(messageView is EmptyView)
        let message = hasMessage ? AnyView(messageView) : nil
        return modifier(
            PresentationModifier { node, env, context in
                guard shown else { return node }
                return Presentations.dialog(
                    node, title: titleVisibility == .visible ? title : nil, message: message,
                    actions: AlertActions.collect(actions, environment: env, context: context), env: env, context: context)
            })
    }

    /// A confirmation dialog with a localized title.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// A confirmation dialog with a localized title and a message.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// A confirmation dialog titled `title`.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// The action sheet `content` builds (deprecated API), shown when `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = isPresented.wrappedValue ? content() : nil
        return modifier(
            PresentationModifier { node, env, context in
                guard let sheet else { return node }
                let actions = sheet.buttons.map { AlertAction(label: AnyView($0.label), role: $0.role) }
                return Presentations.dialog(node, title: sheet.title, message: sheet.message.map { AnyView($0) }, actions: actions, env: env, context: context)
            })
    }

    // MARK: Sheets

    /// A sheet showing `content` over the dimmed screen when `isPresented` is true.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        let shown = isPresented.wrappedValue
        return modifier(
            PresentationModifier { node, env, context in
                guard shown else { return node }
                return Presentations.sheet(node, content: content(), fullScreen: false, env: env, context: context)
            })
    }

    /// A sheet for `item`, shown while it is non-nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let value = item.wrappedValue
        return modifier(
            PresentationModifier { node, env, context in
                guard let value else { return node }
                return Presentations.sheet(node, content: content(value), fullScreen: false, env: env, context: context)
            })
    }

    /// `content` covering the whole screen when `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        let shown = isPresented.wrappedValue
        return modifier(
            PresentationModifier { node, env, context in
                guard shown else { return node }
                return Presentations.sheet(node, content: content(), fullScreen: true, env: env, context: context)
            })
    }

    /// `content` for `item` covering the whole screen while it is non-nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let value = item.wrappedValue
        return modifier(
            PresentationModifier { node, env, context in
                guard let value else { return node }
                return Presentations.sheet(node, content: content(value), fullScreen: true, env: env, context: context)
            })
    }

    /// A popover; in the compact width of an iPhone it is shown as a sheet.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }
}

/// Where a popover's arrow points.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}
