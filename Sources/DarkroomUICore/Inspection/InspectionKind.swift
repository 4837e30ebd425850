/// What a view or modifier is, as inspection names it: the kind ViewInspector's `ViewType.VStack` finds (`VStack`),
/// or a modifier's name in inspection's messages (`padding`). The views and modifiers inspection knows say it
/// themselves through this requirement; inspection never reads their type names. Package API, not for apps.
package protocol _InspectionKindProviding {
    /// The kind: `VStack`, `Text`, `Shape`, `padding`, …
    nonisolated static var _inspectionKind: String { get }
}

/// The kind `type` says it is, or `nil` for a type that does not say (an app's own view).
package func inspectionKind(of type: Any.Type) -> String? {
    (type as? any _InspectionKindProviding.Type)?._inspectionKind
}

// MARK: The engine's views

extension VStack: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "VStack" } }
extension HStack: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "HStack" } }
extension ZStack: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "ZStack" } }
extension Group: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "Group" } }
extension ForEach: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "ForEach" } }
extension AnyView: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "AnyView" } }
extension EmptyView: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "EmptyView" } }
extension Text: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "Text" } }
extension Image: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "Image" } }
extension Grid: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "Grid" } }
extension GridRow: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "GridRow" } }
extension Spacer: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "Spacer" } }
extension Divider: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "Divider" } }
extension Color: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "Color" } }
extension GeometryReader: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "GeometryReader" } }
extension ViewThatFits: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "ViewThatFits" } }
/// A shape filled or stroked with a style.
extension _ShapeView: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "Shape" } }
/// The content a `ViewModifier`'s body receives.
extension _ViewModifier_Content: _InspectionKindProviding {
    package nonisolated static var _inspectionKind: String { "ViewModifier.Content" }
}
/// `.id(_:)`: a view that gives its content an explicit identity (a modifier to inspection).
extension IDView: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "id" } }

// MARK: The engine's modifiers

extension PaddingModifier: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "padding" } }
extension _BlurEffect: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "blur" } }
extension _BrightnessEffect: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "brightness" } }
extension FrameModifier: _InspectionKindProviding {
    package nonisolated static var _inspectionKind: String { "frame(width:height:alignment:)" }
}
extension FlexFrameModifier: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "frame(minWidth:…)" } }
extension EnvironmentWritingModifier: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "environment" } }
extension DecorationModifier: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "background/overlay" } }
extension TraitModifier: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "trait" } }
extension _TapGestureModifier: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "onTapGesture" } }
extension _LifecycleModifier: _InspectionKindProviding {
    package nonisolated static var _inspectionKind: String { "lifecycle (onAppear/onDisappear/onChange/task)" }
}
