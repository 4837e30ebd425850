/// Image sampling quality, as SwiftUI's `Image.Interpolation`.
///
/// `.none` samples the nearest pixel; the others sample bilinearly when enlarging and average the covered
/// source area (box filter) when shrinking.
public enum ImageInterpolation: Sendable, Equatable {
    case none
    case low
    case medium
    case high
}
