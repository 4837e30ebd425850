import Foundation

extension ViewImageConfig {
    /// A device configuration with UIKit traits (swift-snapshot-testing's spelling): the traits' display
    /// scale is the scale (1 when unspecified); their other traits apply to the content it renders.
    public init(safeArea: Insets = .zero, size: CGSize? = nil, traits: UITraitCollection) {
        self.init(safeArea: safeArea, size: size, scale: traits.displayScale > 0 ? traits.displayScale : 1)
        contentTraits = traits.withoutDisplayScale
    }

    /// The device's UIKit traits: its scale as `displayScale`, with the traits set through this property or
    /// ``init(safeArea:size:traits:)``. Setting a display scale sets ``scale``.
    public var traits: UITraitCollection {
        get { UITraitCollection(traitsFrom: [contentTraits, UITraitCollection(displayScale: scale)]) }
        set {
            contentTraits = newValue.withoutDisplayScale
            if newValue.displayScale > 0 { scale = newValue.displayScale }
        }
    }
}
