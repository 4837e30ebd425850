import Buchstabensalat
import Darkroom

/// The screen's state, owned by the test (as a parent view's `@State` would own it), handed out as bindings.
@MainActor
final class PuzzleState {
    var found: Set<Int> = []
    var selection: GridPosition?
    var showWords = false

    init(found: Set<Int> = [], showWords: Bool = false) {
        self.found = found
        self.showWords = showWords
    }

    /// The screen, reading this state.
    var view: BuchstabensalatView {
        BuchstabensalatView(
            found: Binding(get: { self.found }, set: { self.found = $0 }),
            selection: Binding(get: { self.selection }, set: { self.selection = $0 }),
            showWords: Binding(get: { self.showWords }, set: { self.showWords = $0 }))
    }
}
