/// Sets the modified view's `backgroundMaterial` from the style of a shape-style background: the
/// material itself, or `nil` for any other style (content on a colour is not vibrant).
nonisolated struct BackgroundMaterialModifier: ViewModifier, _EnvironmentModifier {
    let material: Material?

    init<S: ShapeStyle>(style: S) {
        if case .material(let material) = style.resolvable {
            self.material = material
        } else {
            self.material = nil
        }
    }

    @MainActor func _modify(_ environment: inout EnvironmentValues) {
        environment.backgroundMaterial = material
    }
}
