import Foundation

/// Where the safe area of the nearest container (the device, a navigation stack, a tab view) lies, in root
/// coordinates, and how far views that ignore it may extend (`outer`).
///
/// The device host creates one with fixed values; bars write theirs at placement (placement is top-down, so
/// a descendant reads its container's region after the container wrote it). Created per resolution: no
/// shared mutable state between passes.
package final class SafeAreaRegion {
    /// The area content is laid out in.
    package var safe: CGRect
    /// The area a view ignoring the safe area extends to (the screen, or the part of it a container owns).
    package var outer: CGRect

    package init(safe: CGRect, outer: CGRect) {
        self.safe = safe
        self.outer = outer
    }

    /// `rect` extended to `outer` on each edge of `edges` that lies on the safe area's boundary.
    package func expand(_ rect: CGRect, edges: Edge.Set = .all) -> CGRect {
        let tolerance: CGFloat = 0.5
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if edges.contains(.top), abs(minY - safe.minY) < tolerance { minY = min(minY, outer.minY) }
        if edges.contains(.bottom), abs(maxY - safe.maxY) < tolerance { maxY = max(maxY, outer.maxY) }
        if edges.contains(.leading), abs(minX - safe.minX) < tolerance { minX = min(minX, outer.minX) }
        if edges.contains(.trailing), abs(maxX - safe.maxX) < tolerance { maxX = max(maxX, outer.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

struct SafeAreaRegionKey: EnvironmentKey {
    static var defaultValue: SafeAreaRegion? { nil }
}

extension EnvironmentValues {
    /// The safe area of the nearest container (nil: no device, nothing to extend into).
    package var safeAreaRegion: SafeAreaRegion? {
        get { self[SafeAreaRegionKey.self] }
        set { self[SafeAreaRegionKey.self] = newValue }
    }
}

extension View {
    /// Tells the views inside that they are shown on a screen of `screenSize` whose safe area is inset by
    /// `insets` (used by Darkroom's device snapshot layout; the view itself is laid out unchanged). Views that
    /// ignore the safe area (navigation and tab bars, list backgrounds, `.ignoresSafeArea()`) extend into it.
    public nonisolated func _deviceSafeArea(screenSize: CGSize, insets: EdgeInsets) -> some View {
        modifier(
            EnvironmentWritingModifier { env in
                let screen = CGRect(origin: .zero, size: screenSize)
                let safe = CGRect(
                    x: insets.leading, y: insets.top,
                    width: max(0, screenSize.width - insets.leading - insets.trailing),
                    height: max(0, screenSize.height - insets.top - insets.bottom))
                env.safeAreaRegion = SafeAreaRegion(safe: safe, outer: screen)
            })
    }
}
