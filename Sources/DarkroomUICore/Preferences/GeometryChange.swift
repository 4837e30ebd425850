import Foundation

/// Carries one `onGeometryChange` measurement up to its modifier: the value of the view's background reader, not
/// of views inside it (each modifier resets what its content hands up).
struct GeometryChangeKey<Value: Equatable>: PreferenceKey {
    static var defaultValue: Value? { nil }

    static func reduce(value: inout Value?, nextValue: () -> Value?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Calls `action` with `transform`'s value of this view's geometry when the view is first laid out and whenever
    /// the value changes (iOS 18), after layout, as `onPreferenceChange` does: state it sets is drawn in the same
    /// snapshot.
    public nonisolated func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        onGeometryChange(for: type, of: transform) { _, newValue in action(newValue) }
    }

    /// Calls `action` with the old and new value of `transform` applied to this view's geometry (iOS 18); the
    /// first call, when the view is first laid out, passes the first value as both.
    public nonisolated func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        GeometryChangeObserver(content: self, transform: transform, action: action)
    }
}

/// The view `onGeometryChange` returns: measures its content with a background reader and keeps the last value
/// delivered, to pass it as the old one.
nonisolated struct GeometryChangeObserver<Content: View, T: Equatable>: View {
    let content: Content
    let transform: (GeometryProxy) -> T
    let action: (T, T) -> Void
    @State private var last = LastValue()

    /// The last value delivered (a reference: delivering must not itself change state).
    final class LastValue {
        var value: T?
    }

    @MainActor var body: some View {
        let last = self.last, transform = self.transform, action = self.action
        content
            .transformPreference(GeometryChangeKey<T>.self) { $0 = nil }
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: GeometryChangeKey<T>.self, value: transform(proxy))
                }
            )
            .onPreferenceChange(GeometryChangeKey<T>.self) { value in
                guard let value else { return }
                let old = last.value ?? value
                last.value = value
                action(old, value)
            }
    }
}
