import DarkroomUI
import Foundation

/// Renders `view` and reads pixels (straight-alpha RGBA) for the paint and effect tests.
@MainActor
package struct Rendered {
    package let bitmap: Bitmap

    package init<V: View>(_ view: V, scale: CGFloat = 1, colorScheme: ColorScheme = .light) throws {
        let renderer = ImageRenderer(content: view.environment(\.colorScheme, colorScheme))
        renderer.scale = scale
        bitmap = try renderer.render()
    }

    package subscript(x x: Int, y y: Int) -> [Int] {
        let i = (y * bitmap.width + x) * 4
        return bitmap.pixels[i..<i + 4].map { Int($0) }
    }

    /// Whether every component of pixel (x, y) is within `tolerance` of `expected`.
    package func matches(_ x: Int, _ y: Int, _ expected: [Int], tolerance: Int = 1) -> Bool {
        zip(self[x: x, y: y], expected).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
