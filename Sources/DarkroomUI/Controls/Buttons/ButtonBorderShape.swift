import Foundation

/// The shape of a bordered button's background.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule
        case roundedRectangle(CGFloat?)
        case circle
    }
    let kind: Kind

    /// The style decides (a rounded rectangle sized by the control size).
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rounded rectangle with the control size's radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }

    /// The shape for a background of the given default radius.
    @MainActor
    func shape(defaultRadius: CGFloat) -> AnyShape {
        switch kind {
        case .automatic: return AnyShape(RoundedRectangle(cornerRadius: defaultRadius, style: .continuous))
        case .capsule: return AnyShape(ButtonCapsule())
        case .roundedRectangle(let radius): return AnyShape(RoundedRectangle(cornerRadius: radius ?? defaultRadius, style: .continuous))
        case .circle: return AnyShape(Circle())
        }
    }
}

/// A bordered button's capsule as iOS draws it: a continuous-corner rounded rectangle whose whole smooth corner
/// (which reaches 1.528665 × its radius along each edge) fits in half the height, so the two corners of an end meet
/// at its middle and the end is flatter than a semicircle. Issue 23's iOS recordings show `.borderedProminent`
/// capsules with flattened ends where a circular capsule is round (UIKit draws capsule-styled buttons,
/// `UIButton.Configuration.CornerStyle.capsule`, with continuous corners).
nonisolated struct ButtonCapsule: Shape {
    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2 / 1.528665
        return Path(roundedRect: rect, cornerRadius: radius, style: .continuous)
    }
}

struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape of bordered buttons in this view.
    public nonisolated func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
