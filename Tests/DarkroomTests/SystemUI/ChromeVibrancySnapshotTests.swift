import Darkroom
import Foundation
import Testing

/// Vibrancy in the system chrome on an iPhone 13 Pro: a secondary subtitle in a navigation bar shown with a
/// material over colourful content, a bottom-toolbar status over the bar material, and an action sheet's
/// secondary header on its material card.
@MainActor @Suite struct ChromeVibrancySnapshotTests {
    /// A photo-library-style grid of colours on a warm gradient that reaches under the bars (a shape-style
    /// background ignores the safe area), under a navigation bar shown with `.ultraThinMaterial`.
    struct Library: View {
        var body: some View {
            NavigationStack {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 96), spacing: 2)], spacing: 2) {
                        ForEach(0..<60, id: \.self) { index in
                            Color(hue: Double(index % 12) / 12, saturation: 0.75, brightness: 0.9)
                                .frame(height: 96)
                        }
                    }
                    .padding(.top, 12)
                }
                .background(LinearGradient(colors: [.orange, .pink, .purple], startPoint: .top, endPoint: .bottom))
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .principal) {
                        VStack(spacing: 0) {
                            Text("Library").font(.headline)
                            Text("1,204 photos").font(.caption2).foregroundStyle(.secondary)
                        }
                    }
                    ToolbarItem(placement: .status) {
                        Text("Synced 2 minutes ago").font(.caption).foregroundStyle(.secondary)
                    }
                }
                .toolbarBackground(.ultraThinMaterial, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
            }
        }
    }

    @Test func barContentOverMaterials() {
        assertSnapshot(of: Library(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: Library(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    struct ShareSheet: View {
        var body: some View {
            Library()
                .confirmationDialog("Share 3 photos", isPresented: .constant(true), titleVisibility: .visible) {
                    Button("Copy") {}
                    Button("Save to Files") {}
                    Button("Delete", role: .destructive) {}
                } message: {
                    Text("Shared photos keep their locations.")
                }
        }
    }

    @Test func actionSheetHeaderOverContent() {
        assertSnapshot(of: ShareSheet(), as: .image(on: .iPhone13Pro))
    }
}
