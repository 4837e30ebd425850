import Foundation

/// Clamping of invalid modifier arguments, logged like SwiftUI's runtime warnings.
enum Validation {
    /// A frame dimension: NaN, infinite or negative values are ignored (treated as `nil`) and logged.
    static func frameLength(_ value: CGFloat?, _ label: @autoclosure () -> String, _ context: ResolveContext) -> CGFloat? {
        guard let value else { return nil }
        if value.isNaN || value.isInfinite || value < 0 {
            context.log("Invalid frame dimension (negative or non-finite): \(label()) = \(DumpFormat.number(value)); ignored.")
            return nil
        }
        return value
    }

    /// A flexible frame limit: NaN is ignored; infinity is allowed for maximums only (an infinite min/ideal is ignored).
    static func flexLength(_ value: CGFloat?, _ label: @autoclosure () -> String, allowInfinity: Bool, _ context: ResolveContext) -> CGFloat? {
        guard let value else { return nil }
        if value.isNaN || (!allowInfinity && value.isInfinite) {
            context.log("Invalid frame dimension (non-finite): \(label()) = \(DumpFormat.number(value)); ignored.")
            return nil
        }
        return value
    }

    /// A padding inset: non-finite values become 0 (negative insets are allowed, as in SwiftUI).
    static func inset(_ value: CGFloat, _ context: ResolveContext) -> CGFloat {
        if value.isFinite { return value }
        context.log("Invalid padding \(DumpFormat.number(value)); using 0.")
        return 0
    }

    /// An offset or position component: non-finite values become 0.
    static func coordinate(_ value: CGFloat, _ label: @autoclosure () -> String, _ context: ResolveContext) -> CGFloat {
        if value.isFinite { return value }
        context.log("Invalid \(label()) \(DumpFormat.number(value)); using 0.")
        return 0
    }
}
