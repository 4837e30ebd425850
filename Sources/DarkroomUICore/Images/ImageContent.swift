import Foundation
import Rasterizer

/// Where an image's pixels come from once the environment is known, with its point size (or why it has none).
struct ImageContent {
    /// Returns the best bitmap for a render scale and the scale it was made for.
    let provider: (CGFloat) -> (bitmap: Bitmap, scale: CGFloat)?
    /// The size in points (pixel size ÷ file scale of the most detailed variant).
    let pointSize: CGSize
    /// Why the image cannot be drawn.
    let error: ImageError?

    /// Content that cannot be drawn, for `error`.
    init(errorFor error: ImageError) {
        provider = { _ in nil }
        pointSize = .zero
        self.error = error
    }

    init(_ source: Image.Source, environment: EnvironmentValues) {
        switch source {
        case .bitmap(let bitmap, let scale):
            let s = scale.isFinite && scale > 0 ? scale : 1
            provider = { _ in (bitmap, s) }
            pointSize = CGSize(width: CGFloat(bitmap.width) / s, height: CGFloat(bitmap.height) / s)
            error = nil
        case .system(let name):
            provider = { _ in nil }
            pointSize = .zero
            error = .systemSymbol(name)
        case .named(let name, let bundlePath):
            var sources: [any ImageSource] = []
            var searched: [String] = []
            let dark = environment.colorScheme == .dark
            if let bundlePath {
                let bundle = BundleImageSource(directory: bundlePath)
                sources.append(bundle)
                searched.append("the bundle (\(bundle.searchedDescription))")
            } else {
                if !(environment.imageSource is EmptyImageSource) {
                    sources.append(environment.imageSource)
                    searched.append("the environment's image source")
                }
                let main = BundleImageSource(bundle: .main)
                sources.append(main)
                searched.append("the main bundle (\(main.searchedDescription))")
            }
            var found: (source: any ImageSource, sample: (bitmap: Bitmap, scale: CGFloat))?
            var failure: ImageError?
            for source in sources {
                do {
                    let sample = try Self.sample(source, name, dark: dark)
                    if let sample {
                        found = (source, sample)
                        break
                    }
                } catch {
                    failure = error
                    break
                }
            }
            if let found {
                let source = found.source
                provider = { scale in (try? Self.variant(source, name, scale, dark: dark)) ?? nil }
                let s = found.sample.scale.isFinite && found.sample.scale > 0 ? found.sample.scale : 1
                pointSize = CGSize(width: CGFloat(found.sample.bitmap.width) / s, height: CGFloat(found.sample.bitmap.height) / s)
                error = nil
            } else {
                provider = { _ in nil }
                pointSize = .zero
                error = failure ?? .missing(name: name, searched: searched.joined(separator: " or "))
            }
        }
    }

    /// The most detailed variant (for the point size).
    private static func sample(_ source: any ImageSource, _ name: String, dark: Bool) throws(ImageError) -> (bitmap: Bitmap, scale: CGFloat)? {
        try variant(source, name, .greatestFiniteMagnitude, dark: dark)
    }

    private static func variant(_ source: any ImageSource, _ name: String, _ scale: CGFloat, dark: Bool) throws(ImageError) -> (bitmap: Bitmap, scale: CGFloat)? {
        if let bundle = source as? BundleImageSource { return try bundle.load(named: name, scale: scale, dark: dark) }
        return source.bitmap(named: name, scale: scale)
    }
}
