@_spi(DarkroomEngine) import DarkroomUICore
import Foundation

/// How a view value shows its structure to the inspection module (`DarkroomInspection`, ViewInspector's API):
/// the views it is made of, as ViewInspector navigates them. Package API, not for apps.
@MainActor
package protocol _InspectionContainer {
    /// The child views in order; `nil` marks an absent slot (an `if` whose condition is false).
    func _inspectionChildren(environment: EnvironmentValues) -> [Any?]
}

/// A view that stands for exactly one other view without adding anything: `Optional`, `_ConditionalContent`.
@MainActor
package protocol _InspectionTransparent {
    /// The view it stands for, or `nil` when absent.
    var _inspectionWrapped: Any? { get }
    /// Visits the view it stands for at its address in a value of this type at `pointer` (nothing when absent).
    static func _inspectionVisitWrapped(_ pointer: UnsafeRawPointer, _ visit: InPlaceVisitor)
    /// Visits the slots it adds to a container's content, flattened.
    static func _inspectionVisitFlattened(_ pointer: UnsafeRawPointer, _ visit: InPlaceVisitor)
}

extension _InspectionTransparent {
    /// What it stands for, flattened: nothing when absent.
    package static func _inspectionVisitFlattened(_ pointer: UnsafeRawPointer, _ visit: InPlaceVisitor) {
        _inspectionVisitWrapped(pointer) { InspectionSupport.visitFlattened(at: $0, type: $1, visit) }
    }
}

/// `ModifiedContent` seen from the inspection module.
@MainActor
package protocol _InspectionModified {
    var _inspectionContent: Any { get }
    var _inspectionModifier: Any { get }
    /// Where the content and the modifier are in a value of this type.
    static var _inspectionLayout: InspectionInPlace.Modified { get }
}

@MainActor
package enum InspectionSupport {
    /// Flattens the content of a container: tuple elements are slots; `Optional` and `_ConditionalContent` are
    /// replaced by what they hold (an absent optional leaves a `nil` slot).
    package static func flatten(_ content: Any) -> [Any?] {
        var result: [Any?] = []
        flatten(content, into: &result)
        return result
    }

    /// Appends `content`'s slots to `result` (see `flatten(_:)`).
    static func flatten(_ content: Any, into result: inout [Any?]) {
        let info = InspectionTypeInfo.of(content)
        if let flatten = info.flatten {
            InspectionTypeInfo.withRawValue(content) { flatten($0, &result) }
        } else {
            result.append(content)
        }
    }

    /// `flatten(_:)` of a container's content, read where it is (not copied into an `Any` first). `C` is the
    /// content's own type (a container's generic parameter), never an existential.
    static func flattenContent<C>(_ content: C) -> [Any?] {
        var result: [Any?] = []
        flattenContent(content, into: &result)
        return result
    }

    static func flattenContent<C>(_ content: C, into result: inout [Any?]) {
        if let flatten = InspectionTypeInfo.of(type: C.self).flatten {
            withUnsafePointer(to: content) { flatten(UnsafeRawPointer($0), &result) }
        } else {
            result.append(content)
        }
    }

    /// The string of the `Text` at `pointer`.
    package static func string(ofTextAt pointer: UnsafeRawPointer) -> String {
        pointer.assumingMemoryBound(to: Text.self).pointee.string
    }

    /// The string of a value `InspectionTypeInfo` classed as `Text`, read in place.
    package static func string(ofText value: Any) -> String {
        InspectionTypeInfo.withValue(value, as: Text.self) { $0.pointee.string }
    }

    /// The body of a custom view (with its `@Environment` properties installed from `environment`), or `nil` for
    /// views DarkroomUI draws itself.
    package static func body(of view: Any, environment: EnvironmentValues) -> Any? {
        InspectionTypeInfo.of(view).body?(view, environment)
    }

    /// Applies a modifier's environment change (`.environment`, `.font`, `.toggleStyle`, `.disabled`, …).
    package static func applyEnvironment(of modifier: Any, to environment: inout EnvironmentValues) {
        InspectionTypeInfo.of(modifier).environment?(modifier, &environment)
    }

    /// A custom modifier's environment changes: those its body applies around `content`.
    static func applyCustom<M: ViewModifier>(_ modifier: M, _ environment: inout EnvironmentValues) {
        var installed = modifier
        DynamicPropertyInstaller.install(into: &installed, context: DynamicPropertyContext(environment: environment, node: nil, graph: nil))
        var view: Any = installed.body(content: _ViewModifier_Content<M>(resolve: { _, _ in }))
        while let modified = InspectionTypeInfo.of(view).modified {
            let (content, inner) = modified(view)
            applyEnvironment(of: inner, to: &environment)
            view = content
        }
    }

    /// A custom view's body, outside a host (its `@State` reads its initial value).
    static func body<V: View>(of view: V, environment: EnvironmentValues) -> V.Body {
        var installed = view
        DynamicPropertyInstaller.install(into: &installed, context: DynamicPropertyContext(environment: environment, node: nil, graph: nil))
        return installed.body
    }

    /// The environment a modifier produces from the default one, when it only changes the environment.
    package static func environmentChange(of modifier: Any) -> EnvironmentValues? {
        guard let modifier = modifier as? any _EnvironmentModifier else { return nil }
        var environment = EnvironmentValues()
        modifier._modify(&environment)
        return environment
    }

    /// The identifier `.accessibilityIdentifier(_:)` sets, if `modifier` is that modifier.
    package static func accessibilityIdentifier(of modifier: Any) -> String? {
        guard let trait = modifier as? TraitModifier else { return nil }
        let probe = EmptyNode()
        trait.apply(probe)
        return probe.identifier
    }

    /// The insets of a `.padding` modifier.
    package static func padding(of modifier: Any) -> EdgeInsets? {
        guard let padding = modifier as? PaddingModifier else { return nil }
        return padding.insets ?? EdgeInsets(padding.edges, padding.length ?? PaddingModifier.defaultPadding)
    }

    /// `.frame(width:height:alignment:)`'s parameters.
    package static func fixedFrame(of modifier: Any) -> (width: CGFloat?, height: CGFloat?, alignment: Alignment)? {
        guard let frame = modifier as? FrameModifier else { return nil }
        return (frame.width, frame.height, frame.alignment)
    }

    /// `.frame(minWidth:…:alignment:)`'s parameters.
    package static func flexFrame(of modifier: Any) -> (
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
        minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?,
        alignment: Alignment
    )? {
        guard let f = modifier as? FlexFrameModifier else { return nil }
        return (f.minWidth, f.idealWidth, f.maxWidth, f.minHeight, f.idealHeight, f.maxHeight, f.alignment)
    }

    /// The view a `.background`/`.overlay` modifier draws.
    package static func decoration(of modifier: Any) -> Any? {
        InspectionTypeInfo.of(modifier).decoration?(modifier)
    }

    /// The colour set with `.foregroundColor`/`.foregroundStyle(Color)` in `environment`.
    package static func foregroundColor(in environment: EnvironmentValues) -> Color?? {
        guard let style = environment.foregroundStyle else { return nil }
        if case .color(let color) = style { return .some(color) }
        return nil
    }

    /// The font set in `environment`.
    package static func font(in environment: EnvironmentValues) -> Font?? {
        environment.font.map { .some($0) }
    }

    /// The button style set in `environment`.
    package static func buttonStyle(in environment: EnvironmentValues) -> Any? {
        switch environment.buttonStyle {
        case .style(let style)?: return style
        case .primitive(let style)?: return style
        case nil: return nil
        }
    }

    /// The string of a `Text`.
    package static func string(of text: Text) -> String { text.string }

    /// A button's action, label and the labels of views with a title.
    package static func action(of view: Any) -> (() -> Void)? {
        (view as? any _InspectionButton)?._inspectionAction
    }

    /// A toggle's binding.
    package static func isOn(of view: Any) -> Binding<Bool>? {
        (view as? any _InspectionToggle)?._inspectionIsOn
    }

    /// A shape view's paint.
    package static func shapePaint(of view: Any) -> (style: Any, fillStyle: FillStyle, strokeStyle: StrokeStyle?)? {
        guard let shape = view as? any _InspectionShapeView else { return nil }
        return (shape._inspectionStyle, shape._inspectionFillStyle, shape._inspectionStrokeStyle)
    }

    /// A button style configuration for inspecting a `ButtonStyle` (an empty label).
    package static func buttonConfiguration(isPressed: Bool) -> ButtonStyleConfiguration {
        ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(view: AnyView(EmptyView())), isPressed: isPressed, role: nil)
    }

    /// A primitive button style configuration whose `trigger()` calls `onTrigger`.
    package static func primitiveButtonConfiguration(onTrigger: @escaping () -> Void) -> PrimitiveButtonStyleConfiguration {
        PrimitiveButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(view: AnyView(EmptyView())), role: nil, action: onTrigger)
    }
}

@MainActor
package protocol _InspectionTuple {
    var _inspectionElements: [Any] { get }
    /// Visits the flattened slots of each element of a value of this type at `pointer`.
    static func _inspectionVisitFlattened(_ pointer: UnsafeRawPointer, _ visit: InPlaceVisitor)
    /// Where the elements (an `[any View]`) are in a value of this type.
    static var _inspectionElementsOffset: Int { get }
    /// Hands each element to `visit`, in order (without collecting them).
    func _inspectionVisitElements(_ visit: (Any) -> Void)
}

@MainActor
package protocol _InspectionDecoration {
    var _inspectionDecoration: Any { get }
    /// Where the drawn view is in a value of this type, and its type.
    static var _inspectionLayout: (offset: Int, type: Any.Type) { get }
}

@MainActor
package protocol _InspectionButton {
    var _inspectionAction: () -> Void { get }
}

@MainActor
package protocol _InspectionToggle {
    var _inspectionIsOn: Binding<Bool> { get }
}

@MainActor
package protocol _InspectionShapeView {
    var _inspectionStyle: Any { get }
    var _inspectionFillStyle: FillStyle { get }
    var _inspectionStrokeStyle: StrokeStyle? { get }
}

// MARK: Conformances

extension TupleView: _InspectionTuple {
    package var _inspectionElements: [Any] {
        // Element by element: converting the array as a whole would cast every element at run time.
        var elements: [Any] = []
        elements.reserveCapacity(children.count)
        for child in children { elements.append(child) }
        return elements
    }

    package func _inspectionVisitElements(_ visit: (Any) -> Void) {
        for child in children { visit(child) }
    }
}

extension Optional: _InspectionTransparent where Wrapped: View {
    package var _inspectionWrapped: Any? { self.map { $0 as Any } }
}

extension _ConditionalContent: _InspectionTransparent {
    package var _inspectionWrapped: Any? {
        switch storage {
        case .trueContent(let view): return view
        case .falseContent(let view): return view
        }
    }
}

extension ModifiedContent: _InspectionModified {
    package var _inspectionContent: Any { content }
    package var _inspectionModifier: Any { modifier }
}

extension DecorationModifier: _InspectionDecoration {
    package var _inspectionDecoration: Any { decoration }
}

extension VStack: _InspectionContainer {
    @MainActor package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { InspectionSupport.flattenContent(content) }
}

extension HStack: _InspectionContainer {
    @MainActor package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { InspectionSupport.flattenContent(content) }
}

extension ZStack: _InspectionContainer {
    @MainActor package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { InspectionSupport.flattenContent(content) }
}

extension Group: _InspectionContainer {
    @MainActor package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { InspectionSupport.flattenContent(content) }
}

extension Grid: _InspectionContainer {
    @MainActor package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { InspectionSupport.flattenContent(content) }
}

extension GridRow: _InspectionContainer {
    @MainActor package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { InspectionSupport.flattenContent(content) }
}

extension ViewThatFits: _InspectionContainer {
    @MainActor package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { InspectionSupport.flattenContent(content) }
}

extension TupleView: _InspectionContainer {
    @MainActor package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { InspectionSupport.flattenContent(self) }
}

extension ScrollView: _InspectionContainer {
    @MainActor package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { InspectionSupport.flattenContent(content) }
}

extension NavigationStack: _InspectionContainer {
    package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { [root] }
}

extension List: _InspectionContainer {
    @MainActor package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { InspectionSupport.flattenContent(content) }
}

extension Form: _InspectionContainer {
    @MainActor package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { InspectionSupport.flattenContent(content) }
}

extension Section: _InspectionContainer {
    /// The rows first, then the header and footer (the order a list resolves them in).
    @MainActor package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] {
        InspectionSupport.flattenContent(content) + [header, footer]
    }
}

extension TabView: _InspectionContainer {
    @MainActor package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { InspectionSupport.flattenContent(content) }
}

extension _LayoutRoot: _InspectionContainer {
    @MainActor package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { InspectionSupport.flattenContent(content) }
}

extension ForEach: _InspectionContainer {
    @MainActor package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] {
        var children: [Any?] = []
        children.reserveCapacity(data.underestimatedCount)
        for element in data { InspectionSupport.flattenContent(content(element), into: &children) }
        return children
    }
}

extension AnyView: _InspectionContainer {
    package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { [view] }
}

extension Button: _InspectionContainer, _InspectionButton {
    package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { [label] }
    package var _inspectionAction: () -> Void { action }
}

extension Toggle: _InspectionContainer, _InspectionToggle {
    package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { [label] }
    package var _inspectionIsOn: Binding<Bool> { $isOn }
}

extension Label: _InspectionContainer {
    package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { [title, icon] }
}

extension GroupBox: _InspectionContainer {
    package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { [label, content] }
}

extension ProgressView: _InspectionContainer {
    package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] {
        [label.map { $0 as Any }, currentValueLabel.map { $0 as Any }]
    }
}

extension ButtonStyleConfiguration.Label: _InspectionContainer {
    package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { [view.view] }
}

extension ToggleStyleConfiguration.Label: _InspectionContainer {
    package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { [view.view] }
}

extension LabelStyleConfiguration.Title: _InspectionContainer {
    package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { [view.view] }
}

extension LabelStyleConfiguration.Icon: _InspectionContainer {
    package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { [view.view] }
}

extension GroupBoxStyleConfiguration.Label: _InspectionContainer {
    package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { [view.view] }
}

extension GroupBoxStyleConfiguration.Content: _InspectionContainer {
    package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { [view.view] }
}

extension ProgressViewStyleConfiguration.Label: _InspectionContainer {
    package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { [view.view] }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: _InspectionContainer {
    package func _inspectionChildren(environment: EnvironmentValues) -> [Any?] { [view.view] }
}

extension _ShapeView: _InspectionShapeView {
    package var _inspectionStyle: Any { style }
    package var _inspectionFillStyle: FillStyle { fillStyle }
    package var _inspectionStrokeStyle: StrokeStyle? { (shape as? any _StrokeDescribing)?._strokeStyle }
}

extension InspectionSupport {
    /// The colour set on a `Text` with its own `.foregroundColor(_:)`.
    package static func foregroundColor(of text: Text) -> Color? {
        for segment in text.segments {
            if case .color(let color)? = segment.style.color { return color }
        }
        return nil
    }

    /// The font set on a `Text` with its own `.font(_:)`.
    package static func font(of text: Text) -> Font? {
        text.segments.lazy.compactMap(\.style.font).first
    }
}
