import DarkroomUI

/// A kind of view that inspection can navigate to (`ViewType.VStack`, `ViewType.Text`, `ViewType.View<MyView>`, …).
public protocol KnownViewType {
    /// The name used in calls and error messages, e.g. `vStack`.
    static var namespacedPrefixes: [String] { get }
    /// Whether `value` is a view of this kind.
    static func matches(_ value: Any) -> Bool
    /// How the kind is named in error messages.
    static var inspectionName: String { get }
}

extension KnownViewType {
    /// A view DarkroomUI draws says what it is (`_InspectionKindProviding`): it matches when one of the prefixes
    /// names that kind (`DarkroomUI.VStack` for a `VStack`). Any other view (an app's own) matches by its qualified
    /// type name, as in ViewInspector.
    public static func matches(_ value: Any) -> Bool {
        if let kind = inspectionKind(of: type(of: value)) {
            return namespacedPrefixes.contains { $0.hasPrefix(darkroomUIPrefix) && $0.dropFirst(darkroomUIPrefix.count) == kind }
        }
        let name = _typeName(type(of: value), qualified: true)
        return namespacedPrefixes.contains { name == $0 || name.hasPrefix($0 + "<") }
    }

    public static var inspectionName: String {
        namespacedPrefixes.first.map { String($0.split(separator: ".", maxSplits: 1).last ?? Substring($0)) } ?? "\(Self.self)"
    }
}

/// The module prefix of the built-in views' `namespacedPrefixes`.
private let darkroomUIPrefix = "DarkroomUI."

/// The name of a view's type as a reader expects it: `Text`, `VStack<…>`, `MyView`.
func typeName(_ value: Any) -> String {
    String(describing: type(of: value))
}
