/// The fidelity of one case: how Darkroom's rendering of a view compares with the reference iOS recorded.
public struct CaseScore: Sendable, Equatable {
    /// The reference's width in pixels.
    public let referenceWidth: Int
    /// The reference's height in pixels.
    public let referenceHeight: Int
    /// Darkroom's image width in pixels.
    public let actualWidth: Int
    /// Darkroom's image height in pixels.
    public let actualHeight: Int
    /// SSIM on grey levels (``StructuralSimilarity``), over the larger of the two sizes.
    public let ssim: Double
    /// The share of pixels within pixelmatch's threshold 0.1 (``PerceptualMatch``), over the larger size.
    public let matchShare: Double
    /// The reference's content box in points, `nil` when it is blank.
    public let referenceBox: ContentBox?
    /// Darkroom's content box in points, `nil` when it is blank.
    public let actualBox: ContentBox?

    /// Whether the two images have the same pixel size.
    public var sameSize: Bool { referenceWidth == actualWidth && referenceHeight == actualHeight }

    /// The largest difference of the content boxes' edges or sizes in points (0 when both are blank, `nil`
    /// when only one is).
    public var boxDifference: Double? {
        switch (referenceBox, actualBox) {
        case let (reference?, actual?): reference.largestDifference(to: actual)
        case (nil, nil): 0
        default: nil
        }
    }

    /// Whether the content boxes agree within 1 point in position and size.
    public var boxWithinOnePoint: Bool { (boxDifference ?? .infinity) <= 1 }

    /// Scores Darkroom's image against the reference. Images of different sizes are compared on a canvas of the
    /// larger size, each padded at the right and bottom with its own background colour.
    public init(reference: RGBAImage, actual: RGBAImage, scale: Double) {
        referenceWidth = reference.width
        referenceHeight = reference.height
        actualWidth = actual.width
        actualHeight = actual.height
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        let flatReference = SideBySide.pad(reference.flattenedOnWhite(), width, height)
        let flatActual = SideBySide.pad(actual.flattenedOnWhite(), width, height)
        ssim = StructuralSimilarity.index(flatReference, flatActual)
        matchShare = PerceptualMatch.share(flatReference, flatActual)
        referenceBox = ContentBox.of(reference, scale: scale)
        actualBox = ContentBox.of(actual, scale: scale)
    }

    public static func == (lhs: CaseScore, rhs: CaseScore) -> Bool {
        lhs.referenceWidth == rhs.referenceWidth && lhs.referenceHeight == rhs.referenceHeight
            && lhs.actualWidth == rhs.actualWidth && lhs.actualHeight == rhs.actualHeight
            && lhs.ssim == rhs.ssim && lhs.matchShare == rhs.matchShare
            && lhs.referenceBox == rhs.referenceBox && lhs.actualBox == rhs.actualBox
    }
}
