import Foundation

extension Text {
    /// A logical text scale relative to the font in use (`textScale(_:isEnabled:)`): `.default` draws the font as it
    /// is, `.secondary` smaller, for text that accompanies a larger value (a unit after a number, a label under a
    /// figure, a currency or percent sign).
    ///
    /// Apple documents no factor for `.secondary`; Darkroom draws it at ``secondaryFactor`` (0.8) of the font's size,
    /// after Dynamic Type (approximate: docs/FIDELITY.md).
    public struct Scale: Hashable, Sendable {
        let factor: Double

        /// The font's own size.
        public static let `default` = Scale(factor: 1)
        /// A smaller size of the same font (0.8 of its size in Darkroom; approximate).
        public static let secondary = Scale(factor: secondaryFactor)

        /// The size ratio Darkroom gives `.secondary` (iOS's is not documented).
        static let secondaryFactor = 0.8
    }

    /// Text drawn at `scale` (`isEnabled` false leaves the text's scale unchanged).
    ///
    /// ```swift
    /// Text("72") + Text("°F").textScale(.secondary)
    /// ```
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
        guard isEnabled else { return self }
        return styled { if $0.scale == nil { $0.scale = scale } }
    }
}

extension View {
    /// Applies a text scale to text in this view (`isEnabled` false leaves the scale unchanged).
    ///
    /// ```swift
    /// Text("lbs").font(.title2).textScale(.secondary)
    /// ```
    public nonisolated func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        modifier(
            EnvironmentWritingModifier { env in
                if isEnabled { env.text.style.scale = scale }
            })
    }
}
