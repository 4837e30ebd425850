extension View {
    /// The tab bar item of this tab of a `TabView`.
    public nonisolated func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let view = label()
        return modifier(NavigationPreferenceModifier { p, env in p.tabItem = (AnyView(view), env) })
    }
}
