import Foundation

struct ContainerShapeKey: EnvironmentKey {
    static let defaultValue: AnyShape? = nil
}

extension EnvironmentValues {
    /// The shape `containerShape(_:)` set: what `ContainerRelativeShape` draws inside it (nil: a rectangle).
    var containerShape: AnyShape? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

extension ContainerRelativeShape {
    /// The path of this shape in `rect` inside a container of shape `container`: the container's shape in the
    /// view's (inset) rectangle. SwiftUI also shrinks corner radii concentrically by the view's distance from
    /// the container's edge; Darkroom keeps the container's radii.
    func path(in rect: CGRect, container: AnyShape?) -> Path {
        guard let container else { return path(in: rect) }
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard r.width > 0, r.height > 0 else { return Path() }
        return container.path(in: r)
    }
}

extension View {
    /// Sets the shape `ContainerRelativeShape` takes inside this view (`.containerShape(.rect(cornerRadius: 20))`).
    public nonisolated func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        environment(\.containerShape, AnyShape(shape))
    }
}
