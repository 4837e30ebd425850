/// Changes an environment value for the modified view's subtree.
package nonisolated struct EnvironmentWritingModifier: ViewModifier, _EnvironmentModifier {
    let modify: (inout EnvironmentValues) -> Void

    /// A modifier that changes its content's environment with `modify`.
    package init(modify: @escaping (inout EnvironmentValues) -> Void) { self.modify = modify }

    @MainActor package func _modify(_ environment: inout EnvironmentValues) {
        modify(&environment)
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
    }

    /// Transforms the environment value at `keyPath` for this view and its descendants.
    public nonisolated func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Sets the foreground colour (`nil` restores the default).
    public nonisolated func foregroundColor(_ color: Color?) -> some View {
        modifier(
            EnvironmentWritingModifier {
                $0.foregroundStyle = color.map { .color($0) }
                $0.foregroundLevel = color == nil ? 0 : nil
            })
    }

    /// Sets the foreground style (solid colours, `.tint`, hierarchical levels).
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let resolvable = style.resolvable
        return modifier(
            EnvironmentWritingModifier { env in
                setForegroundStyle(resolvable, levels: nil, in: &env)
            })
    }

    /// Sets the primary and secondary foreground styles: content drawn in `.secondary` (and the second layer of
    /// palette symbols, which are drawn in one layer here) takes `secondary`.
    public nonisolated func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        let styles = (primary.resolvable, [secondary.resolvable])
        return modifier(
            EnvironmentWritingModifier { env in
                setForegroundStyle(styles.0, levels: styles.1, in: &env)
            })
    }

    /// Sets the primary, secondary and tertiary foreground styles.
    public nonisolated func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        let styles = (primary.resolvable, [secondary.resolvable, tertiary.resolvable])
        return modifier(
            EnvironmentWritingModifier { env in
                setForegroundStyle(styles.0, levels: styles.1, in: &env)
            })
    }

    /// Sets the tint (the accent colour of controls; `nil` restores the default).
    public nonisolated func tint(_ tint: Color?) -> some View {
        modifier(
            EnvironmentWritingModifier {
                $0.tint = tint
                $0.tintStyle = nil
            })
    }

    /// Sets the accent colour of this view's controls (the deprecated spelling of `tint(_:)`; `nil` restores the default).
    public nonisolated func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// Sets the tint to a shape style (`.tint(Gradient(colors: [.orange, .pink]))`): shapes filled or stroked
    /// with `.tint` paint with it; controls that take one colour use its first colour.
    public nonisolated func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let style = tint?.resolvable
        return modifier(
            EnvironmentWritingModifier { env in
                guard let style else {
                    env.tint = nil
                    env.tintStyle = nil
                    return
                }
                let color = style.resolve(in: env)
                env.tint = Color(storage: .rgb(color))
                if case .color(let plain) = style { env.tint = plain }
                env.tintStyle = style
            })
    }

    /// Sets the alignment of multiline text.
    public nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Enables or disables controls in this view.
    public nonisolated func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWritingModifier { if disabled { $0.isEnabled = false } })
    }
}

/// Sets the foreground style (and the levels `foregroundStyle(_:_:)` gives) in `env`.
func setForegroundStyle(_ resolvable: ResolvableStyle, levels: [ResolvableStyle]?, in env: inout EnvironmentValues) {
    if resolvable == .foreground { return }
    if case .hierarchical(let level) = resolvable {
        env.foregroundStyle = .color(Color(storage: .rgb(resolvable.resolve(in: env))))
        // A level of the default foreground stays a standard content style (vibrant on materials).
        env.foregroundLevel = env.foregroundLevel == nil ? nil : level
    } else {
        env.foregroundStyle = resolvable
        env.foregroundLevel = nil
    }
    env.foregroundStyleLevels = levels
}
