import DarkroomUI

/// The kinds of views inspection navigates to, as ViewInspector names them.
public enum ViewType {
    /// Any view, not yet classified (what `inspect()` returns).
    public struct ClassifiedView: KnownViewType {
        public static var namespacedPrefixes: [String] { [] }
        public static func matches(_ value: Any) -> Bool { true }
        public static var inspectionName: String { "view" }
    }

    /// A view of the custom type `T`.
    public struct View<T>: KnownViewType {
        public static var namespacedPrefixes: [String] { [] }
        public static func matches(_ value: Any) -> Bool { value is T }
        public static var inspectionName: String { "\(T.self)" }
    }

    public struct VStack: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.VStack"] } }
    public struct HStack: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.HStack"] } }
    public struct ZStack: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.ZStack"] } }
    public struct Group: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.Group"] } }
    public struct ForEach: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.ForEach"] } }
    public struct AnyView: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.AnyView"] } }
    public struct EmptyView: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.EmptyView"] } }
    public struct Text: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.Text"] } }
    public struct Image: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.Image"] } }
    public struct Button: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.Button"] } }
    public struct Toggle: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.Toggle"] } }
    public struct Label: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.Label"] } }
    public struct GroupBox: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.GroupBox"] } }
    public struct ProgressView: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.ProgressView"] } }
    public struct Grid: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.Grid"] } }
    public struct GridRow: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.GridRow"] } }
    public struct Spacer: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.Spacer"] } }
    public struct Divider: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.Divider"] } }
    public struct Color: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.Color"] } }
    public struct GeometryReader: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.GeometryReader"] } }
    public struct ViewThatFits: KnownViewType { public static var namespacedPrefixes: [String] { ["DarkroomUI.ViewThatFits"] } }

    /// A shape: a `Shape` value, or a shape filled or stroked with a style.
    public struct Shape: KnownViewType {
        public static var namespacedPrefixes: [String] { ["DarkroomUI._ShapeView"] }
        public static func matches(_ value: Any) -> Bool {
            value is any DarkroomUI.Shape || inspectionKind(of: type(of: value)) == "Shape"
        }
        public static var inspectionName: String { "Shape" }
    }

    /// The views a style's configuration hands to `makeBody(configuration:)`.
    public enum StyleConfiguration {
        /// `configuration.label` of a button, toggle, group box or progress view style.
        public struct Label: KnownViewType {
            public static var namespacedPrefixes: [String] {
                [
                    "DarkroomUI.ButtonStyleConfiguration.Label", "DarkroomUI.ToggleStyleConfiguration.Label",
                    "DarkroomUI.GroupBoxStyleConfiguration.Label", "DarkroomUI.ProgressViewStyleConfiguration.Label",
                ]
            }
            public static var inspectionName: String { "StyleConfiguration.Label" }
        }
        /// `configuration.title` of a label style.
        public struct Title: KnownViewType {
            public static var namespacedPrefixes: [String] { ["DarkroomUI.LabelStyleConfiguration.Title"] }
            public static var inspectionName: String { "StyleConfiguration.Title" }
        }
        /// `configuration.icon` of a label style.
        public struct Icon: KnownViewType {
            public static var namespacedPrefixes: [String] { ["DarkroomUI.LabelStyleConfiguration.Icon"] }
            public static var inspectionName: String { "StyleConfiguration.Icon" }
        }
        /// `configuration.content` of a group box style.
        public struct Content: KnownViewType {
            public static var namespacedPrefixes: [String] { ["DarkroomUI.GroupBoxStyleConfiguration.Content"] }
            public static var inspectionName: String { "StyleConfiguration.Content" }
        }
        /// `configuration.currentValueLabel` of a progress view style.
        public struct CurrentValueLabel: KnownViewType {
            public static var namespacedPrefixes: [String] { ["DarkroomUI.ProgressViewStyleConfiguration.CurrentValueLabel"] }
            public static var inspectionName: String { "StyleConfiguration.CurrentValueLabel" }
        }
    }
}
