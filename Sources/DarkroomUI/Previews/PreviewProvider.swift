/// A type that produces view previews: `static var previews` (a `Group` of several views makes one
/// preview each).
///
/// Every conforming type of a module is found at run time and becomes image snapshots with
/// `assertPreviewSnapshots(in:)`, or a gallery page with `darkroom previews`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on (`nil`: the package's; Darkroom always renders as on iOS).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}
