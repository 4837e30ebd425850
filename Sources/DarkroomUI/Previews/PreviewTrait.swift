import Foundation

/// A setting of a preview: its layout or orientation (`#Preview(traits: .landscapeLeft)`).
public struct PreviewTrait<T>: Sendable {
    let apply: @Sendable (inout _PreviewTraitValues) -> Void

    init(_ apply: @escaping @Sendable (inout _PreviewTraitValues) -> Void) {
        self.apply = apply
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills the device's screen (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait { $0.layout = .device } }

    /// The preview is as large as the view's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait { $0.layout = .sizeThatFits } }

    /// The view is centred in a container of the given size, in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait { $0.layout = .fixed(width: width, height: height) }
    }

    /// The device is upright.
    public static var portrait: PreviewTrait<T> { PreviewTrait { $0.orientation = .portrait } }
    /// The device is upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait { $0.orientation = .portraitUpsideDown } }
    /// The device is on its side, home button (or bottom) on the right.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait { $0.orientation = .landscapeLeft } }
    /// The device is on its side, home button (or bottom) on the left.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait { $0.orientation = .landscapeRight } }
}
