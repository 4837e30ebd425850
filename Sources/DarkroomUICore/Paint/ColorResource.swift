import Foundation

/// A colour set of an asset catalogue, as Xcode's generated asset symbols name it (`ColorResource.brandPrimary`);
/// the `DarkroomAssetSymbols` plugin generates those members on Linux.
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name (with its namespaces: `Brand/primary`).
    let name: String
    /// The resource path of the bundle it lives in.
    let bundlePath: String

    /// The colour set `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.resourcePath ?? bundle.bundlePath
    }
}

extension Color {
    /// The colour set a generated asset symbol names: `Color(.brandPrimary)`.
    public init(_ resource: ColorResource) {
        self.init(storage: .named(resource.name + "\u{0}" + resource.bundlePath))
    }
}

extension UIColor {
    /// The colour set a generated asset symbol names: `UIColor(resource: .brandPrimary)`.
    public init(resource: ColorResource) {
        self.init(Color(resource))
    }
}
