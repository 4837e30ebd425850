import DarkroomUI
import Foundation
import Testing

// Built-in views, their initialisers and modifiers are `nonisolated`, as in SwiftUI: Swift 6 code builds views off
// the main actor. This file only compiles if they are (each function below is `nonisolated`); `body` stays on the
// main actor.

/// A row built outside any actor, as a helper in an app would.
private nonisolated func makeRow(_ title: String, systemImage: String) -> some View {
    HStack(spacing: 12) {
        Image(systemName: systemImage)
            .foregroundStyle(.tint)
            .frame(width: 28)
        Text(title)
            .font(.body)
            .lineLimit(1)
        Spacer()
        Text("Edit").foregroundColor(.secondary)
    }
    .padding(.horizontal, 16)
    .frame(height: 44)
}

/// Every family of built-in view, shape, style and modifier, built without the main actor.
private nonisolated func makeScreen(items: [String]) -> some View {
    NavigationStack {
        List {
            Section("Drinks") {
                ForEach(items, id: \.self) { item in
                    Label(item, systemImage: "cup.and.saucer")
                }
            }
            Toggle("Notifications", isOn: .constant(true))
                .toggleStyle(.switch)
            Button("Order") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            ProgressView(value: 0.4)
            Stepper("Count", value: .constant(2), in: 0...10)
        }
        .listStyle(.insetGrouped)
        .navigationTitle("Menu")
    }
}

private nonisolated func makeShapes() -> some View {
    ZStack(alignment: .topLeading) {
        Color.white
        Circle().fill(Color.red).frame(width: 20, height: 20)
        RoundedRectangle(cornerRadius: 6, style: .continuous)
            .stroke(.blue, lineWidth: 2)
            .frame(width: 30, height: 20)
            .offset(x: 24)
        Capsule().fill(LinearGradient(colors: [.green, .mint], startPoint: .leading, endPoint: .trailing))
            .frame(width: 30, height: 10)
            .offset(y: 24)
        Rectangle().fill(.orange.opacity(0.5)).frame(width: 8, height: 8).offset(x: 50, y: 30)
    }
    .frame(width: 64, height: 40)
    .background(.background)
    .clipShape(RoundedRectangle(cornerRadius: 4))
    .overlay(alignment: .bottomTrailing) { Text("1").font(.caption2.bold()) }
    .opacity(1)
    .environment(\.colorScheme, .light)
}

/// A model that is `Sendable` and builds its views wherever it is asked to.
private struct MenuModel: Sendable {
    var drinks: [String]

    nonisolated func screen() -> some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(drinks.indices, id: \.self) { index in
                makeRow(drinks[index], systemImage: "cup.and.saucer")
                Divider()
            }
        }
        .background(Color.white)
        .frame(width: 240)
    }
}

/// A main-actor value, as an app's view model is.
@MainActor private let badgeTitle = "main"

/// A view of the app's own: its `body` is on the main actor, as every `View`'s is (it reads `badgeTitle`
/// synchronously, which only compiles there).
private struct MainActorBadge: View {
    var body: some View {
        Text(badgeTitle).padding(4).background(.yellow)
    }
}

@MainActor
@Suite struct NonisolatedViewsTests {
    /// The image of `view` drawn on the main actor.
    static func render(_ view: some View) throws -> Bitmap {
        let renderer = ImageRenderer(content: view)
        return try renderer.render()
    }

    @Test func viewsBuiltInADetachedTaskDrawAsViewsBuiltOnTheMainActor() async throws {
        let model = MenuModel(drinks: ["Espresso", "Flat White", "Cortado"])
        let offMain = try await Task.detached {
            let view = model.screen()  // built off the main actor
            return try await Self.render(view)  // drawn on it
        }.value
        let onMain = try Self.render(model.screen())
        #expect(offMain.width == 240)
        #expect(offMain.height > 0)
        #expect(offMain == onMain)
    }

    @Test func shapesAndStylesBuiltOffTheMainActorDraw() async throws {
        let bitmap = try await Task.detached {
            try await Self.render(makeShapes())
        }.value
        #expect(bitmap.width == 64)
        // The red circle's centre.
        let i = (10 * bitmap.width + 10) * 4
        #expect(Array(bitmap.pixels[i..<i + 4]) == [255, 59, 48, 255])
    }

    @Test func aScreenOfSystemUIBuiltOffTheMainActorRenders() async throws {
        let items = ["Espresso", "Latte"]
        let bitmap = try await Task.detached {
            try await Self.render(makeScreen(items: items).frame(width: 390, height: 500))
        }.value
        #expect(bitmap.width == 390 && bitmap.height == 500)
    }

    @Test func anAppViewsBodyStillRunsOnTheMainActor() throws {
        let bitmap = try Self.render(MainActorBadge())
        #expect(bitmap.width > 0)
    }
}
