/// The PNG row filter(s) the encoder may use, before zlib compresses the rows.
public enum PNGRowFilter: Sendable, Equatable, CaseIterable {
    /// No filtering.
    case none
    /// Difference from the pixel to the left.
    case sub
    /// Difference from the pixel above.
    case up
    /// Difference from the average of left and above.
    case average
    /// Paeth predictor.
    case paeth
    /// libpng's per-row heuristic over all five filters (smallest sum of absolute differences).
    case adaptive

    /// libpng's `PNG_FILTER_*` bit set.
    var libpngFilters: Int32 {
        switch self {
        case .none: return 0x08
        case .sub: return 0x10
        case .up: return 0x20
        case .average: return 0x40
        case .paeth: return 0x80
        case .adaptive: return 0xF8
        }
    }
}
