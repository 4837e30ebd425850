// The kinds of the system UI's views (see `_InspectionKindProviding`).

extension Button: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "Button" } }
extension Toggle: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "Toggle" } }
extension Label: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "Label" } }
extension GroupBox: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "GroupBox" } }
extension ProgressView: _InspectionKindProviding { package nonisolated static var _inspectionKind: String { "ProgressView" } }

// The views a style's configuration hands to `makeBody(configuration:)`.
extension ButtonStyleConfiguration.Label: _InspectionKindProviding {
    package nonisolated static var _inspectionKind: String { "ButtonStyleConfiguration.Label" }
}
extension ToggleStyleConfiguration.Label: _InspectionKindProviding {
    package nonisolated static var _inspectionKind: String { "ToggleStyleConfiguration.Label" }
}
extension GroupBoxStyleConfiguration.Label: _InspectionKindProviding {
    package nonisolated static var _inspectionKind: String { "GroupBoxStyleConfiguration.Label" }
}
extension GroupBoxStyleConfiguration.Content: _InspectionKindProviding {
    package nonisolated static var _inspectionKind: String { "GroupBoxStyleConfiguration.Content" }
}
extension ProgressViewStyleConfiguration.Label: _InspectionKindProviding {
    package nonisolated static var _inspectionKind: String { "ProgressViewStyleConfiguration.Label" }
}
extension ProgressViewStyleConfiguration.CurrentValueLabel: _InspectionKindProviding {
    package nonisolated static var _inspectionKind: String { "ProgressViewStyleConfiguration.CurrentValueLabel" }
}
extension LabelStyleConfiguration.Title: _InspectionKindProviding {
    package nonisolated static var _inspectionKind: String { "LabelStyleConfiguration.Title" }
}
extension LabelStyleConfiguration.Icon: _InspectionKindProviding {
    package nonisolated static var _inspectionKind: String { "LabelStyleConfiguration.Icon" }
}
