import Foundation
import Rasterizer

/// A view that loads and displays an image from a URL, spelled as SwiftUI's `AsyncImage`.
///
/// A snapshot never touches the network. The image comes from the environment's `asyncImages`
/// (`AsyncImageRegistry`), where a test registers what the URL returns; an unregistered URL (or `nil`) stays in
/// the `.empty` phase, so the view shows its placeholder, as a screen does while the image loads.
///
/// ```swift
/// AsyncImage(url: user.avatarURL) { image in
///     image.resizable().scaledToFill()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 50, height: 50)
/// ```
public nonisolated struct AsyncImage<Content: View>: View, _PrimitiveView {
    private enum Builder {
        /// `init(url:scale:)`: the image, else the standard placeholder.
        case standard
        case phase((AsyncImagePhase) -> Content)
    }

    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    private let builder: Builder

    /// Loads the image at `url` (`scale` pixels per point) and shows it at its size; until then (and in a snapshot
    /// without a registered image) shows a standard placeholder, a grey fill (`secondarySystemFill`) that takes the
    /// space it is offered.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        builder = .standard
    }

    /// Shows `content` with the loaded image, else `placeholder()` (while loading, for a `nil` URL, and when the
    /// load fails).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        builder = .phase { phase in
            if let image = phase.image {
                _ConditionalContent(storage: .trueContent(content(image)))
            } else {
                _ConditionalContent(storage: .falseContent(placeholder()))
            }
        }
    }

    /// Shows what `content` builds for the load's phase: `.empty`, `.success(image)` or `.failure(error)`. The
    /// transaction's animation is not drawn (a snapshot shows the phase at rest).
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        builder = .phase(content)
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    /// The phase a snapshot shows: the registered response for the URL, else `.empty`.
    static func phase(for url: URL?, scale: CGFloat, in environment: EnvironmentValues, context: ResolveContext) -> AsyncImagePhase {
        guard let url else { return .empty }
        switch environment.asyncImages.response(for: url) {
        case .bitmap(let bitmap)?:
            return .success(Image(bitmap: bitmap, scale: scale.isFinite && scale > 0 ? scale : 1))
        case .failure(let error)?:
            return .failure(error)
        case nil:
            context.log(
                "AsyncImage: no image is registered for \(url.absoluteString); it shows its placeholder (the .empty phase). Register one with EnvironmentValues.asyncImages (AsyncImageRegistry) or withSnapshotTesting(asyncImages:)."
            )
            return .empty
        }
    }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let phase = Self.phase(for: url, scale: scale, in: environment, context: context)
        switch builder {
        case .standard:
            if let image = phase.image {
                return Resolver.nodes(for: image, environment: environment, context: context)
            }
            return Resolver.nodes(for: SystemColors.secondarySystemFill, environment: environment, context: context)
        case .phase(let content):
            return Resolver.nodes(for: content(phase), environment: environment, context: context)
        }
    }
}
