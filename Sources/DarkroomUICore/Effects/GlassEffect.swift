import Foundation

/// The Liquid Glass material of iOS 26 (`glassEffect(_:in:)`).
///
/// At rest iOS draws glass as a translucent blur of what lies behind the shape with a bright rim. Darkroom draws
/// it as the thin material filling the shape (its blur and brightening of the backdrop), the glass's tint over it,
/// and a half-point white rim at 50 % opacity; the refraction at the edges is not drawn. `.identity` draws nothing.
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool

    /// The standard glass.
    public static let regular = Glass(variant: .regular, tintColor: nil, isInteractive: false)
    /// A more transparent glass, for content over media.
    public static let clear = Glass(variant: .clear, tintColor: nil, isInteractive: false)
    /// No glass: the view is drawn as it is.
    public static let identity = Glass(variant: .identity, tintColor: nil, isInteractive: false)

    /// The glass tinted with `color` (nil: untinted).
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// The glass reacting to touches (nothing changes at rest).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }
}

/// The shape glass takes when none is given: a capsule.
public nonisolated struct DefaultGlassEffectShape: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius), style: .continuous)
    }
}

extension View {
    /// Draws `glass` behind this view, in `shape` filling the view's frame (a capsule by default).
    public nonisolated func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = DefaultGlassEffectShape()) -> some View {
        background {
            if glass.variant != .identity {
                GlassBackground(glass: glass, shape: shape)
            }
        }
    }

    /// Identifies this glass shape for morphing between containers' shapes (no effect at rest).
    public nonisolated func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View { self }

    /// Joins this glass shape with others of `id` into one (drawn separately at rest).
    public nonisolated func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View { self }
}

/// The drawn glass: material, tint, rim.
nonisolated struct GlassBackground<S: Shape>: View {
    let glass: Glass
    let shape: S

    @MainActor var body: some View {
        ZStack {
            shape.fill(glass.variant == .clear ? Material.ultraThin : Material.thin)
            if let tint = glass.tintColor {
                shape.fill(tint.opacity(0.8))
            }
            shape.stroke(Color.white.opacity(0.5), lineWidth: 0.5)
        }
    }
}

/// Groups glass shapes so nearby ones blend as they move (iOS 26); at rest its content is drawn as it is.
public nonisolated struct GlassEffectContainer<Content: View>: View {
    let content: Content

    /// A container whose glass shapes within `spacing` of each other blend.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: some View { content }
}
