/// How a path's winding decides what is inside.
///
/// The coverage accumulator sums signed exact areas per pixel; `nonZero` clamps the absolute sum to 1 and
/// `evenOdd` folds it with a triangle wave. Both are exact wherever at most one contour's edge crosses a
/// pixel (so everywhere except the pixels where two edges of overlapping contours meet) and exact
/// for whole interior pixels of any overlap.
public enum FillRule: Sendable, Equatable {
    case nonZero
    case evenOdd
}
