/// The suite's overall figures.
public struct ScoreSummary: Sendable, Equatable {
    /// Cases scored.
    public let scored: Int
    /// Median SSIM of the scored cases.
    public let medianSSIM: Double
    /// Median share of pixels within the perceptual threshold.
    public let medianMatchShare: Double
    /// Share of scored cases whose content box is within 1 pt of the reference's.
    public let boxWithinOnePointShare: Double
    /// Share of scored cases whose image has the reference's pixel size.
    public let sameSizeShare: Double

    /// The summary of a set of scores (all zero for none).
    public init(_ scores: [CaseScore]) {
        scored = scores.count
        medianSSIM = Self.median(scores.map(\.ssim))
        medianMatchShare = Self.median(scores.map(\.matchShare))
        let count = Double(max(1, scores.count))
        boxWithinOnePointShare = scores.isEmpty ? 0 : Double(scores.filter(\.boxWithinOnePoint).count) / count
        sameSizeShare = scores.isEmpty ? 0 : Double(scores.filter(\.sameSize).count) / count
    }

    /// The median (the mean of the middle two for an even count; 0 for none).
    public static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
