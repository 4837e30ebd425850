import PNG

/// The PNG settings of each file a snapshot run writes.
extension PNGEncodingOptions {
    /// References (recorded or accepted): the encoder's defaults, so that `darkroom accept` writes the bytes
    /// recording writes for the same image.
    public static let reference = PNGEncodingOptions.default

    /// Diff images (indexed colour, see ``IndexedDiffImage``): no filter, zlib level 1 with run-length
    /// matching — a diff is mostly runs of one grey, which this compresses in about half the time of
    /// the reference settings.
    public static let diffImage = PNGEncodingOptions(filter: .none, zlibLevel: 1, strategy: .rle)

    /// Failure artifacts (the actual snapshot): scratch files for review, so speed wins over size —
    /// no filter, zlib level 1, default strategy, `memLevel` 6. Deterministic like the reference
    /// settings; `darkroom accept` decodes and re-encodes at ``PNGEncodingOptions/default``.
    ///
    /// Not `Z_RLE`: run-length matching only finds runs of one byte, so on RGB it misses every flat
    /// colour that is not grey — on the benchmark's 1170×2532 screens it wrote 450 KB in ~33 ms, where
    /// level 1 writes ~100 KB in ~20 ms (level 2, the reference setting, takes ~21 ms). `memLevel` 6
    /// (a 32 K-entry hash table instead of 128 K) compressed the project's large snapshots ~10–20 %
    /// faster at level 1, to about the same size.
    public static let artifact = PNGEncodingOptions(filter: .none, zlibLevel: 1, strategy: .default, memoryLevel: 6)
}
