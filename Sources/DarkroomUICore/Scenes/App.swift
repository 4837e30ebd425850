import Foundation

/// An app (SwiftUI's `App`): its `body` lists its scenes, usually one `WindowGroup` around the first screen.
/// Darkroom runs no apps — there is no window server — but an app's type compiles, so the module that holds
/// the app's views builds unchanged, and its first window can be snapshotted: `assertSnapshot(of: MyApp(),
/// as: .image(on: .iPhone13Pro))` draws the first `WindowGroup`'s content on that device's screen.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Creates the app, as the system does at launch.
    init()
}

extension App {
    /// The entry point `@main` calls. Darkroom cannot run an app on Linux: it says so and exits with status 1
    /// instead of showing nothing; snapshot the app's first window (`.image(on:)` of the app) in a test instead.
    public static func main() {
        let message =
            "\(Self.self): Darkroom draws SwiftUI views in snapshot tests and cannot run an app. "
            + "Snapshot its first window with assertSnapshot(of: \(Self.self)(), as: .image(on: .iPhone13Pro)).\n"
        FileHandle.standardError.write(Data(message.utf8))
        exit(1)
    }

    /// The view the app's first window shows on an iPhone, or nil when its body has no `WindowGroup`.
    package var primaryView: AnyView? { body.primaryView }
}
