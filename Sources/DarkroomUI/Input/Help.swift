extension View {
    /// Help text for the view: a tooltip on macOS and iPadOS with a pointer, and the accessibility hint. An
    /// iPhone draws no tooltip, so this draws nothing.
    public nonisolated func help(_ textKey: LocalizedStringKey) -> some View {
        self
    }

    /// Help text for the view; draws nothing on iPhone.
    public nonisolated func help(_ text: Text) -> some View {
        self
    }

    /// Help text for the view; draws nothing on iPhone.
    @_disfavoredOverload
    public nonisolated func help<S: StringProtocol>(_ text: S) -> some View {
        self
    }
}
