import Darkroom
import Foundation
import Rasterizer
import Testing

/// An app's type compiles as written for iOS, and its first window snapshots as that window's root view does on
/// the device.
@MainActor @Suite struct SceneStrategyTests {
    final class Library: ObservableObject {
        @Published var books = ["Dune", "Emma"]
    }

    struct ShelfView: View {
        @EnvironmentObject var library: Library
        @Environment(\.scenePhase) private var phase
        var body: some View {
            NavigationStack {
                List(library.books, id: \.self) { Text($0) }
                    .navigationTitle(phase == .active ? "Shelf" : "Away")
            }
        }
    }

    struct ShelfApp: App {
        @StateObject private var library = Library()
        var body: some Scene {
            WindowGroup {
                ShelfView()
            }
            .environmentObject(library)
        }
    }

    struct OnboardingApp: App {
        let showsWindow = false
        var body: some Scene {
            if showsWindow {
                WindowGroup { Text("Welcome") }
            }
        }
    }

    @Test func theFirstWindowHasItsRootViewsBytes() throws {
        let app = try snapshot(ShelfApp(), as: .image(on: .iPhone13Pro))
        let view = try snapshot(ShelfView().environmentObject(Library()), as: .image(on: .iPhone13Pro))
        #expect(app == view)
        #expect(app.width == 1170 && app.height == 2532)
    }

    @Test func aSceneSnapshotsLikeItsApp() throws {
        let scene = WindowGroup("Shelf") { ShelfView() }.environmentObject(Library())
        #expect(try snapshot(scene, as: .image(on: .iPhoneSe)) == (try snapshot(ShelfView().environmentObject(Library()), as: .image(on: .iPhoneSe))))
    }

    @Test func anAppWithoutAWindowGroupFailsWithAMessage() {
        #expect {
            _ = try snapshot(OnboardingApp(), as: .image())
        } throws: { error in
            "\(error)".contains("OnboardingApp shows no window: its body has no WindowGroup")
        }
    }

    @Test func theSceneIsActive() {
        #expect(EnvironmentValues().scenePhase == .active)
    }
}
