import CLibPNG

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
        case .none: return darkroom_png_filter_none
        case .sub: return darkroom_png_filter_sub
        case .up: return darkroom_png_filter_up
        case .average: return darkroom_png_filter_avg
        case .paeth: return darkroom_png_filter_paeth
        case .adaptive:
            return darkroom_png_filter_none | darkroom_png_filter_sub | darkroom_png_filter_up
                | darkroom_png_filter_avg | darkroom_png_filter_paeth
        }
    }
}
