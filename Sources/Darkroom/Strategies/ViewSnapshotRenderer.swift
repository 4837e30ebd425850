import DarkroomUI
import Foundation

/// Renders a view for the `.image` strategy the way a hosting controller shows it.
enum ViewSnapshotRenderer {
    /// Renders `view` under `layout`:
    /// - `.device` / `.fixed`: the image is the screen (or fixed) size at the device's scale; the
    ///   view is proposed the size minus the safe area and centred in the safe area, on an opaque
    ///   background (white in light mode, black in dark mode);
    /// - `.sizeThatFits`: the image is the view's ideal size, on the same background.
    ///
    /// Throws ``SnapshotError/emptySnapshot(of:width:height:)`` naming the view's type when it
    /// renders to nothing.
    static func render<V: View>(_ view: V, layout: SwiftUISnapshotLayout, colorScheme: ColorScheme) throws -> Bitmap {
        let config = layout.config
        let background: Color = colorScheme == .dark ? .black : .white
        let content = view.environment(\.colorScheme, colorScheme)
        do {
            if let size = config.size, let proposed = config.proposedSize {
                let insets = config.safeArea
                let root = content
                    .frame(width: proposed.width, height: proposed.height)
                    .padding(EdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right))
                    .background(background)
                let renderer = ImageRenderer(content: root)
                renderer.proposedSize = ProposedViewSize(width: size.width, height: size.height)
                renderer.scale = config.scale
                return try renderer.render()
            } else {
                let renderer = ImageRenderer(content: content.background(background))
                renderer.scale = config.scale
                return try renderer.render()
            }
        } catch ImageRendererError.emptySize(let size) {
            throw SnapshotError.emptySnapshot(
                of: String(describing: V.self),
                width: Int((size.width * config.scale).rounded()),
                height: Int((size.height * config.scale).rounded())
            )
        }
    }
}
