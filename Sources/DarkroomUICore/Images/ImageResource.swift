import Foundation

/// An image set of an asset catalogue, as Xcode's generated asset symbols name it (`ImageResource.logo`); the
/// `DarkroomAssetSymbols` plugin generates those members on Linux.
public struct ImageResource: Hashable, Sendable {
    /// The image set's name (with its namespaces: `Icons/star`).
    let name: String
    /// The resource path of the bundle it lives in.
    let bundlePath: String

    /// The image set `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.resourcePath ?? bundle.bundlePath
    }
}

extension Image {
    /// The image set a generated asset symbol names: `Image(.logo)`.
    public init(_ resource: ImageResource) {
        source = .named(resource.name, bundlePath: resource.bundlePath)
    }
}
