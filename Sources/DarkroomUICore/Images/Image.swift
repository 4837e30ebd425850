import Foundation
import Rasterizer

/// A bitmap image, spelled like SwiftUI's `Image`.
///
/// ```swift
/// Image("header", bundle: .module)               // header.png / header@2x.png / header@3x.png
/// Image(bitmap: bitmap, scale: 2).resizable().scaledToFit()
/// ```
/// An image that is not `resizable()` is exactly its point size (pixels ÷ file scale) whatever it is proposed;
/// a resizable one takes the proposal (its point size where the proposal is `nil`).
public struct Image: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case named(String, bundlePath: String?)
        case bitmap(Bitmap, scale: CGFloat)
        case system(String)
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the image at its point size from the frame's top-left corner (cap insets are ignored).
        case tile
        /// Scales the image (between its cap insets) to the frame.
        case stretch
    }

    /// The resampling quality when an image is drawn at another size.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// Whether an image draws its own colours or is a mask tinted by the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    var source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var interpolationQuality = Interpolation.high
    var renderingMode: TemplateRenderingMode?
    /// Set by `Image.symbolRenderingMode(_:)`: overrides the environment's mode for this symbol.
    var symbolRenderingMode: SymbolRenderingMode?

    /// The PNG resource `name` (`name.png`, `name@2x.png`, `name@3x.png`) from `bundle`; with no bundle, the
    /// environment's `imageSource`, then the main bundle.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, bundlePath: bundle.map { $0.resourcePath ?? $0.bundlePath })
    }

    /// A PNG resource that accessibility ignores (drawn exactly like `init(_:bundle:)`).
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// An image of `bitmap`'s pixels at 1 pixel per point (Darkroom extension).
    public init(bitmap: Bitmap) {
        self.init(bitmap: bitmap, scale: 1)
    }

    /// An image of `bitmap`'s pixels at `scale` pixels per point (Darkroom extension).
    public init(bitmap: Bitmap, scale: CGFloat) {
        source = .bitmap(bitmap, scale: scale)
    }

    /// An SF Symbol, sized from the font and image scale: drawn from artwork registered in `SymbolRegistry`,
    /// the shipped icon-font glyph (Material Icons, Font Awesome) or composite for common names, else a marked
    /// placeholder (or an error in strict mode).
    public init(systemName: String) {
        source = .system(systemName)
    }

    /// Lets the image take the size it is proposed; `capInsets` keep their size while the middle stretches.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// Sets the resampling quality.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolationQuality = interpolation
        return copy
    }

    /// Draws the image as a template (its alpha tinted with the foreground style) or as is (`nil`: as is).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }
}

// As in SwiftUI, the `View` conformance is an extension: `Image(systemName:)` and the image modifiers are not
// isolated to the main actor, so a model's nonisolated `var icon: Image` builds one without a warning.
extension Image: View, _PrimitiveView {
    public var body: Never { primitiveBody(Self.self) }

    public static func _appendNodes(of view: Self, environment: EnvironmentValues, into outputs: inout _ViewOutputs) {
        Resolver.appendPrimitive(view, environment: environment, into: &outputs)
    }

    package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        if case .system(let name) = source {
            var environment = environment
            if let mode = symbolRenderingMode { environment.symbolRenderingMode = mode }
            return SymbolImage.nodes(name: name, environment: environment, context: context, resizable: isResizable)
        }
        let tint: ResolvedColor? =
            (renderingMode ?? environment.defaultImageRenderingMode) == .template
            ? ResolvableStyle.foreground.resolve(in: environment) { context.log("No color named '\($0)' found in the color registry.") }
            : nil
        let vibrancy = tint.flatMap { Vibrancy.resolve(level: environment.foregroundLevel, color: $0, environment: environment) }
        let node = ImageNode(image: self, content: ImageContent(source, environment: environment), tint: tint, vibrancy: vibrancy)
        if let error = node.content.error { context.log(error.description) }
        return [node]
    }
}

struct DefaultImageRenderingModeKey: EnvironmentKey {
    static let defaultValue: Image.TemplateRenderingMode? = nil
}

extension EnvironmentValues {
    /// How images without their own `renderingMode` draw in this context (a tab bar item's images are templates,
    /// as `UITabBarItem` draws its images from their alpha); nil: as they are.
    package var defaultImageRenderingMode: Image.TemplateRenderingMode? {
        get { self[DefaultImageRenderingModeKey.self] }
        set { self[DefaultImageRenderingModeKey.self] = newValue }
    }
}
