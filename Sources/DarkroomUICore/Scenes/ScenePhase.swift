/// Whether a scene is in the foreground (SwiftUI's `ScenePhase`).
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not visible.
    case background
    /// Visible but not receiving events.
    case inactive
    /// In the foreground and interactive: what a snapshot shows.
    case active
}

struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue: ScenePhase = .active
}

extension EnvironmentValues {
    /// The phase of the scene the view is in: `.active`, since a snapshot shows a screen in the foreground
    /// (set it with `.environment(\.scenePhase, .background)` to draw another phase).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
