import Foundation

/// Per-view traits that unary modifiers pass up to the parent layout (layoutPriority, layout values, spacer-ness).
package struct NodeTraits {
    /// The priority set with `.layoutPriority(_:)`, if any.
    var explicitPriority: Double?
    /// Whether the view is (or wraps) a `Spacer`, which yields to every other view in a stack.
    var isSpacer = false
    /// Values set with `.layoutValue(key:value:)`, keyed by the key type.
    package var layoutValues: [ObjectIdentifier: Any] = [:]
    /// The drawing order among siblings set with `.zIndex(_:)` (never NaN).
    var zIndex: Double = 0
    /// Preference writes and observers (`.preference`, `.onPreferenceChange` …) of this view and the views it wraps.
    var preferenceEntries: [PreferenceEntry] = []

    /// The priority a `LayoutSubview` reports.
    var priority: Double { explicitPriority ?? 0 }

    /// The priority stacks sort by: spacers sit below everything unless given an explicit priority.
    var stackPriority: Double {
        if let explicitPriority { return explicitPriority }
        return isSpacer ? -Double.infinity : 0
    }
}
