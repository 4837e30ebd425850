import Foundation
import PNG
import Rasterizer

/// How bitmaps become reference files and back. PNG in production; tests may inject another.
struct BitmapCodec: Sendable {
    var pathExtension: String
    var encode: @Sendable (Bitmap) throws -> Data
    var decode: @Sendable (Data) throws -> Bitmap
    /// How diff images are encoded: they are looked at, never compared, so speed wins over size.
    var encodeDiff: @Sendable (IndexedDiffImage) throws -> Data
    /// How the actual snapshot of a failure is encoded for its artifacts: a scratch file for review,
    /// never a reference (`darkroom accept` re-encodes it at the reference settings).
    var encodeArtifact: @Sendable (Bitmap) throws -> Data

    init(
        pathExtension: String, encode: @escaping @Sendable (Bitmap) throws -> Data,
        decode: @escaping @Sendable (Data) throws -> Bitmap, encodeDiff: (@Sendable (IndexedDiffImage) throws -> Data)? = nil,
        encodeArtifact: (@Sendable (Bitmap) throws -> Data)? = nil
    ) {
        self.pathExtension = pathExtension
        self.encode = encode
        self.decode = decode
        self.encodeDiff = encodeDiff ?? { try encode($0.bitmap) }
        self.encodeArtifact = encodeArtifact ?? encode
    }

    static let png = BitmapCodec(
        pathExtension: "png",
        encode: { try $0.pngData() },
        decode: { try Bitmap(pngData: $0) },
        encodeDiff: { try $0.pngData(options: .diffImage) },
        encodeArtifact: { try PNGEncoder.encode(rgba: $0.pixels, width: $0.width, height: $0.height, options: .artifact) }
    )
}

extension Diffing where Value == Bitmap {
    /// Compares bitmaps pixel for pixel.
    public static var image: Diffing {
        .image()
    }

    /// Compares bitmaps with thresholds (see ``ImageDiffOptions``).
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match: a pixel matches when
    ///     its CIE94 ΔE is at most `(1 − perceptualPrecision) × 100`; 0.98–0.99 is about what the
    ///     eye notices. 1 demands equal bytes.
    ///   - ignoringAntialiasing: Whether differing pixels that look like anti-aliasing (pixelmatch's
    ///     detector) are ignored.
    public static func image(
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        ignoringAntialiasing: Bool = false
    ) -> Diffing {
        image(
            options: ImageDiffOptions(
                precision: precision, perceptualPrecision: perceptualPrecision, ignoresAntialiasing: ignoringAntialiasing
            ),
            codec: .png
        )
    }

    static func image(options: ImageDiffOptions, codec: BitmapCodec) -> Diffing {
        var diffing = Diffing(
            toData: { try codec.encode($0) },
            fromData: { try codec.decode($0) }
        ) { reference, actual in
            // Fast path: equal pixels, no encoding, no allocation.
            if ImageDiff.identical(reference, actual) { return nil }
            // Differences: metrics and the diff image in one pass (the image is dropped if the
            // thresholds still pass).
            let (metrics, difference) = ImageDiff.compareWithIndexedDiffImage(reference, actual, options: options)
            if metrics.passes { return nil }
            var attachments: [DiffAttachment] = [.imageMetrics(metrics)]
            // The new snapshot at the fast artifact settings, for the artifacts writer (which otherwise encodes it
            // at the reference settings).
            if let data = try? codec.encodeArtifact(actual) { attachments.append(.actualArtifact(data)) }
            if let data = try? codec.encodeDiff(difference) {
                attachments.append(.data(data, name: "difference.\(codec.pathExtension)"))
            }
            return (ImageDiff.message(for: metrics), attachments)
        }
        diffing.recycle = { BitmapPixelPool.shared.give($0.pixels) }
        return diffing
    }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// Compares bitmaps you produced yourself, pixel for pixel; references are PNG files.
    public static var image: Snapshotting {
        .image()
    }

    /// Compares bitmaps you produced yourself; references are PNG files.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to match (see
    ///     ``Diffing/image(precision:perceptualPrecision:ignoringAntialiasing:)``).
    ///   - ignoringAntialiasing: Whether differing anti-aliasing pixels are ignored.
    public static func image(
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        ignoringAntialiasing: Bool = false
    ) -> Snapshotting {
        image(
            options: ImageDiffOptions(
                precision: precision, perceptualPrecision: perceptualPrecision, ignoresAntialiasing: ignoringAntialiasing
            ),
            codec: .png
        )
    }

    static func image(options: ImageDiffOptions, codec: BitmapCodec) -> Snapshotting {
        Snapshotting(pathExtension: codec.pathExtension, diffing: .image(options: options, codec: codec)) { bitmap in
            guard bitmap.width > 0, bitmap.height > 0 else {
                throw SnapshotError.emptySnapshot(of: "Bitmap", width: bitmap.width, height: bitmap.height)
            }
            return bitmap
        }
    }
}
