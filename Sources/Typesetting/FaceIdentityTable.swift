import Synchronization

/// Process-wide numbering of font faces (file path + face index), so that a ``FontFaceID`` in a
/// layout means the same face in every ``TypesettingEngine`` of the process.
final class FaceIdentityTable: Sendable {
    static let shared = FaceIdentityTable()

    private struct State {
        var ids: [EngineState.FaceLocation: Int] = [:]
        var locations: [EngineState.FaceLocation] = []
    }

    private let state = Mutex(State())

    func id(for location: EngineState.FaceLocation) -> Int {
        state.withLock { state in
            if let id = state.ids[location] { return id }
            let id = state.locations.count
            state.locations.append(location)
            state.ids[location] = id
            return id
        }
    }

    func location(of id: Int) -> EngineState.FaceLocation? {
        state.withLock { state in
            id >= 0 && id < state.locations.count ? state.locations[id] : nil
        }
    }
}
