/// Changes an environment value for the modified view's subtree.
struct EnvironmentWritingModifier: ViewModifier, _EnvironmentModifier {
    let modify: (inout EnvironmentValues) -> Void

    func _modify(_ environment: inout EnvironmentValues) {
        modify(&environment)
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
    }

    /// Transforms the environment value at `keyPath` for this view and its descendants.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Sets the foreground colour (`nil` restores the default).
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentWritingModifier {
            $0.foregroundStyle = color.map { .color($0) }
            $0.foregroundLevel = color == nil ? 0 : nil
        })
    }

    /// Sets the foreground style (solid colours, `.tint`, hierarchical levels).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { env in
            let resolvable = style.resolvable
            if resolvable == .foreground { return }
            if case .hierarchical(let level) = resolvable {
                env.foregroundStyle = .color(Color(storage: .rgb(resolvable.resolve(in: env))))
                // A level of the default foreground stays a standard content style (vibrant on materials).
                env.foregroundLevel = env.foregroundLevel == nil ? nil : level
            } else {
                env.foregroundStyle = resolvable
                env.foregroundLevel = nil
            }
        })
    }

    /// Sets the tint (the accent colour of controls; `nil` restores the default).
    public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentWritingModifier { $0.tint = tint })
    }

    /// Sets the alignment of multiline text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Enables or disables controls in this view.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWritingModifier { if disabled { $0.isEnabled = false } })
    }
}
