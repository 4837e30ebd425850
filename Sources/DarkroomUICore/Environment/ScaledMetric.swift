import Foundation

/// A dimension that scales with the Dynamic Type size as a text style does:
/// `@ScaledMetric(relativeTo: .caption) private var scale = 1.0`. At the default size (`.large`) it is the
/// value itself; at another size it is the value times the ratio of the text style's point sizes.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// A metric scaled relative to the body text style.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A metric scaled as `textStyle` scales.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value scaled for the environment's Dynamic Type size.
    public var wrappedValue: Value {
        let style = textStyle.typesetting
        let ratio = dynamicTypeSize.pointSize(style) / DynamicTypeSize.large.pointSize(style)
        return baseValue * Value(ratio)
    }
}
