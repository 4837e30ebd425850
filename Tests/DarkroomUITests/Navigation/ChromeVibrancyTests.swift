import DarkroomUI
import Foundation
import Rasterizer
import Testing

/// Vibrancy in the system chrome: secondary content in a bar drawn with a material, and in alert and action
/// sheet cards (materials), is blended as on any material; on a transparent bar or a colour it is not.
@MainActor @Suite struct ChromeVibrancyTests {
    private func blends<V: View>(_ view: V, colorScheme: ColorScheme = .light) throws -> [LayerBlendMode] {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let list = try ImageRenderer(
            content:
                view
                ._deviceSafeArea(screenSize: CGSize(width: 390, height: 844), insets: insets)
                .frame(width: 390, height: 763)
                .padding(insets)
                .background(Color.white)
                .environment(\.colorScheme, colorScheme)
        ).displayList()
        return list.items.compactMap { if case .endLayer(.blend(let mode)) = $0 { mode } else { nil } }
    }

    /// A mail-style title with a secondary subtitle in the principal slot of the navigation bar.
    private func inbox<B: ShapeStyle>(background: B?, visible: Bool) -> some View {
        NavigationStack {
            List(0..<3, id: \.self) { Text("Message \($0)") }
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .principal) {
                        VStack(spacing: 0) {
                            Text("Inbox").font(.headline)
                            Text("Updated just now").font(.caption2).foregroundStyle(.secondary)
                        }
                    }
                }
                .modifier(BarBackgroundModifier(style: background.map(AnyShapeStyle.init), visible: visible))
        }
    }

    struct BarBackgroundModifier: ViewModifier {
        var style: AnyShapeStyle?
        var visible: Bool
        func body(content: Content) -> some View {
            if let style {
                content.toolbarBackground(style, for: .navigationBar).toolbarBackground(visible ? .visible : .automatic, for: .navigationBar)
            } else {
                content.toolbarBackground(visible ? .visible : .automatic, for: .navigationBar)
            }
        }
    }

    @Test func secondaryTextInAVisibleBarMaterialIsVibrant() throws {
        #expect(try blends(inbox(background: Optional<Material>.none, visible: true)) == [.plusDarker])
        #expect(try blends(inbox(background: Material.ultraThin, visible: true)) == [.plusDarker])
        #expect(try blends(inbox(background: Optional<Material>.none, visible: true), colorScheme: .dark) == [.plusLighter])
        // The bar is transparent at rest without `.visible`: the subtitle is drawn as it is.
        #expect(try blends(inbox(background: Optional<Material>.none, visible: false)) == [])
        // A colour bar is not a material.
        #expect(try blends(inbox(background: Color.blue, visible: true)) == [])
    }

    /// A status text in the bottom toolbar (a to-do list's "3 items"): vibrant over the bar material that
    /// content behind the toolbar brings out; drawn plainly on the transparent bar at the scroll edge.
    private func todo(rows: Int) -> some View {
        NavigationStack {
            List(0..<rows, id: \.self) { Text("Task \($0)") }
                .navigationTitle("Tasks")
                .toolbar {
                    ToolbarItem(placement: .status) {
                        Text("\(rows) tasks").font(.caption).foregroundStyle(.secondary)
                    }
                }
        }
    }

    @Test func bottomToolbarStatusIsVibrantOnlyOverTheMaterial() throws {
        #expect(try blends(todo(rows: 40)) == [.plusDarker])
        #expect(try blends(todo(rows: 2)) == [])
    }

    @Test func anAlertsSecondaryMessageIsVibrant() throws {
        let secondary = Color.orange.alert("Delete photo?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
        } message: {
            Text("This cannot be undone.").foregroundStyle(.secondary)
        }
        #expect(try blends(secondary) == [.plusDarker])
        #expect(try blends(secondary, colorScheme: .dark) == [.plusLighter])
        // iOS draws an alert's title and message in the label colour: primary passes through.
        let plain = Color.orange.alert("Delete photo?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
        } message: {
            Text("This cannot be undone.")
        }
        #expect(try blends(plain) == [])
    }

    /// An action sheet's title and message are `secondaryLabel` on the card's material: vibrant.
    @Test func anActionSheetHeaderIsVibrant() throws {
        let sheet = Color.orange.confirmationDialog("Share photo", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Copy") {}
        } message: {
            Text("Choose how to share it.")
        }
        #expect(try blends(sheet) == [.plusDarker, .plusDarker])
    }
}
