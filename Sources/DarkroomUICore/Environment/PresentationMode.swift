/// Whether a view is presented, and a way to dismiss it (SwiftUI's deprecated `PresentationMode`).
public struct PresentationMode: Sendable {
    /// Whether the view is presented.
    public private(set) var isPresented: Bool

    /// Dismisses the view (in a snapshot: marks it not presented).
    public mutating func dismiss() { isPresented = false }
}

struct PresentationModeKey: EnvironmentKey {
    static var defaultValue: Binding<PresentationMode> { .constant(PresentationMode(isPresented: false)) }
}

extension EnvironmentValues {
    /// The presentation mode of the view (not presented in a snapshot).
    public var presentationMode: Binding<PresentationMode> {
        get { self[PresentationModeKey.self] }
        set { self[PresentationModeKey.self] = newValue }
    }
}
