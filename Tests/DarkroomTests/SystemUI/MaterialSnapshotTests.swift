import Darkroom
import Foundation
import Testing

/// Materials blurring what is behind them, the system chrome drawn with materials, and the large sheet
/// scaling the screen back — on an iPhone 13 Pro in light and dark mode.
@MainActor @Suite struct MaterialSnapshotTests {
    /// A colourful backdrop: stripes, circles and big type, so the blur shows.
    struct Backdrop: View {
        var body: some View {
            ZStack {
                LinearGradient(colors: [.orange, .pink, .purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
                VStack(spacing: 30) {
                    ForEach(0..<6) { row in
                        HStack(spacing: 24) {
                            ForEach(0..<4) { column in
                                Circle()
                                    .fill([Color.yellow, .green, .teal, .red][(row + column) % 4])
                                    .frame(width: 60, height: 60)
                            }
                        }
                    }
                }
                Text("DARKROOM")
                    .font(.system(size: 64, weight: .black))
                    .foregroundStyle(.white)
                    .rotationEffect(.degrees(-30))
            }
            .ignoresSafeArea()
        }
    }

    struct Materials: View {
        var body: some View {
            ZStack {
                Backdrop()
                VStack(spacing: 12) {
                    Text("Ultra thin").frame(maxWidth: .infinity, minHeight: 64).background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
                    Text("Thin").frame(maxWidth: .infinity, minHeight: 64).background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                    Text("Regular").frame(maxWidth: .infinity, minHeight: 64).background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                    Text("Thick").frame(maxWidth: .infinity, minHeight: 64).background(.thickMaterial, in: RoundedRectangle(cornerRadius: 12))
                    Text("Ultra thick").frame(maxWidth: .infinity, minHeight: 64).background(.ultraThickMaterial, in: RoundedRectangle(cornerRadius: 12))
                    HStack {
                        Text("Bar")
                        Spacer()
                        Text("Capsule").padding(.horizontal, 16).padding(.vertical, 8).background(.thinMaterial, in: Capsule())
                    }
                    .padding()
                    .background(.bar)
                    Rectangle().fill(.regularMaterial).frame(height: 40)
                }
                .padding()
            }
        }
    }

    @Test func materials() {
        assertSnapshot(of: Materials(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: Materials(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    struct AlertOverBackdrop: View {
        var body: some View {
            Backdrop()
                .alert("Delete photo?", isPresented: .constant(true)) {
                    Button("Cancel", role: .cancel) {}
                    Button("Delete", role: .destructive) {}
                } message: {
                    Text("The alert card blurs the dimmed screen behind it.")
                }
        }
    }

    @Test func alertCardIsAMaterial() {
        assertSnapshot(of: AlertOverBackdrop(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: AlertOverBackdrop(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    struct TabsOverContent: View {
        var body: some View {
            TabView {
                NavigationStack {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20) { index in
                                Color(hue: Double(index) / 20, saturation: 0.7, brightness: 0.9)
                                    .frame(height: 60)
                                    .overlay(Text("Colour \(index)").foregroundStyle(.white))
                            }
                        }
                    }
                    .navigationTitle("Colours")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(.visible, for: .navigationBar)
                }
                .tabItem { Text("Colours") }
                Text("Settings").tabItem { Text("Settings") }
            }
        }
    }

    @Test func barsOverContentAreMaterials() {
        assertSnapshot(of: TabsOverContent(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: TabsOverContent(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    struct LargeSheet: View {
        var body: some View {
            NavigationStack {
                List(0..<12) { Text("Note \($0)") }
                    .navigationTitle("Notes")
            }
            .sheet(isPresented: .constant(true)) {
                NavigationStack {
                    Form {
                        TextField("Title", text: .constant("Groceries"))
                    }
                    .navigationTitle("New Note")
                    .navigationBarTitleDisplayMode(.inline)
                }
            }
        }
    }

    @Test func largeSheetScalesTheScreenBack() {
        assertSnapshot(of: LargeSheet(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: LargeSheet(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    /// The common branded-bar pattern: a blue navigation bar with a white title, over a tab view whose bar is
    /// shown at the scroll edge. The "Edit" button stays tinted (dark mode's system blue), nearly invisible on
    /// the blue bar — as on iOS, where such screens add `.tint(.white)`.
    struct BlueBar: View {
        var body: some View {
            TabView {
                NavigationStack {
                    List(0..<4) { Text("Message \($0)") }
                        .navigationTitle("Inbox")
                        .toolbar { Button("Edit") {} }
                        .toolbarBackground(Color.blue, for: .navigationBar)
                        .toolbarBackground(.visible, for: .navigationBar)
                        .toolbarColorScheme(.dark, for: .navigationBar)
                        .toolbarBackground(.visible, for: .tabBar)
                }
                .tabItem { Label("Inbox", systemImage: "tray") }
                Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }

    @Test func blueNavigationBarWithDarkColorScheme() {
        assertSnapshot(of: BlueBar(), as: .image(on: .iPhone13Pro))
    }

    /// A now-playing card on a material, as music and widget-style screens write it: the secondary and
    /// tertiary lines, a symbol and a quaternary progress track are vibrant (they take on the colours
    /// behind the material), the primary title is not.
    struct NowPlayingCard: View {
        var body: some View {
            ZStack {
                Backdrop()
                VStack(alignment: .leading, spacing: 6) {
                    Text("Now Playing").font(.caption).foregroundStyle(.secondary)
                    Text("Weightless").font(.title2.bold())
                    Text("Marconi Union · Ambient Transmissions").foregroundStyle(.secondary)
                    HStack(spacing: 8) {
                        Image(systemName: "music.note").foregroundStyle(.secondary)
                        Capsule().fill(.quaternary).frame(height: 6)
                            .overlay(alignment: .leading) { Capsule().fill(.secondary).frame(width: 90, height: 6) }
                        Text("2:41").font(.footnote.monospacedDigit()).foregroundStyle(.tertiary)
                    }
                    Text("Up next: Flotsam").font(.footnote).foregroundStyle(.tertiary)
                }
                .padding(20)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
                .padding(24)
            }
        }
    }

    @Test func secondaryContentOnAMaterialIsVibrant() {
        assertSnapshot(of: NowPlayingCard(), as: .image(on: .iPhone13Pro))
        assertSnapshot(of: NowPlayingCard(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }
}
