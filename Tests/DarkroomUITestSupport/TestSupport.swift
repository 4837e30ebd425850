import DarkroomUI
import Foundation

// Helpers shared by DarkroomUICoreTests and DarkroomUITests.

/// Lays `view` out under (width, height) with the font-free stand-in text measurer and returns the inspection result.
@MainActor package func inspect<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil) throws -> LaidOutView {
    try LayoutInspector.layout(view.environment(\.textMeasurer, StandInTextMeasurer()), in: ProposedViewSize(width: width, height: height))
}

/// A 10×10 (or w×h) colour with an identifier.
@MainActor package func box(_ id: String, _ w: CGFloat = 10, _ h: CGFloat = 10) -> some View {
    Color.red.frame(width: w, height: h).accessibilityIdentifier(id)
}

/// Whether two rects agree to 1/1000 of a point.
package func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.001) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A tiny seeded generator (SplitMix64) so property tests are reproducible from the printed seed.
package struct SplitMix64: RandomNumberGenerator {
    package var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
