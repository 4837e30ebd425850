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

extension PNGEncodingOptions {
    /// Diff images (indexed colour, see ``IndexedDiffImage``): no filter, zlib level 1 with run-length
    /// matching — a diff is mostly runs of one grey, which this compresses in about half the time of
    /// the reference settings.
    static let diffImage = PNGEncodingOptions(filter: .none, zlibLevel: 1, strategy: .rle)

    /// Failure artifacts (the actual snapshot): scratch files for review, so speed wins over size —
    /// no filter, zlib level 1, default strategy, `memLevel` 6. Deterministic like the reference
    /// settings; `darkroom accept` decodes and re-encodes at ``PNGEncodingOptions/default``.
    ///
    /// Not `Z_RLE`: run-length matching only finds runs of one byte, so on RGB it misses every flat
    /// colour that is not grey — on the benchmark's 1170×2532 screens it wrote 450 KB in ~33 ms, where
    /// level 1 writes ~100 KB in ~20 ms (level 2, the reference setting, takes ~21 ms). `memLevel` 6
    /// (a 32 K-entry hash table instead of 128 K) compressed the project's large snapshots ~10–20 %
    /// faster at level 1, to about the same size.
    static let artifact = PNGEncodingOptions(filter: .none, zlibLevel: 1, strategy: .default, memoryLevel: 6)
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
        Diffing(
            toData: { try codec.encode($0) },
            fromData: { try codec.decode($0) }
        ) { reference, actual in
            // Fast path: equal pixels, no encoding, no allocation.
            if ImageDiff.identical(reference, actual) { return nil }
            // Differences: metrics and the diff image in one pass (the image is dropped if the
            // thresholds still pass).
            let (metrics, difference) = ImageDiff.compareWithIndexedDiffImage(reference, actual, options: options)
            if metrics.passes { return nil }
            // The artifacts writer encodes the new snapshot at the fast artifact settings.
            ArtifactEncoding.current?.provide { try codec.encodeArtifact(actual) }
            var attachments: [DiffAttachment] = [.imageMetrics(metrics)]
            if let data = try? codec.encodeDiff(difference) {
                attachments.append(.data(data, name: "difference.\(codec.pathExtension)"))
            }
            return (ImageDiff.message(for: metrics), attachments)
        }
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
