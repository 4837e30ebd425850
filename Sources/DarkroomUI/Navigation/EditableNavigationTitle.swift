import Foundation

extension View {
    /// The title of this screen, which the user can rename from the title menu (iOS 16's `navigationTitle(_:)` with
    /// a `Binding<String>`). At rest the bar shows the binding's current value, as an iPhone does before the title
    /// is tapped.
    public nonisolated func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(verbatim: title.wrappedValue))
    }
}
