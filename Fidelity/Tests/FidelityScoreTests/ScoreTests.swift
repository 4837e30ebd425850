import FidelityScore
import Testing

/// A white image with one filled rectangle.
private func canvas(_ width: Int, _ height: Int, box: (x: Int, y: Int, width: Int, height: Int)?, colour: RGBA = RGBA(0, 0, 0)) -> RGBAImage {
    var image = RGBAImage(width: width, height: height, fill: RGBA(255, 255, 255))
    if let box {
        for y in box.y..<box.y + box.height {
            for x in box.x..<box.x + box.width { image[x, y] = colour }
        }
    }
    return image
}

/// Pseudo-random pixels from a seed (SplitMix64), printed by the test that uses them.
private func noise(_ width: Int, _ height: Int, seed: UInt64) -> RGBAImage {
    var state = seed
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for index in pixels.indices where index % 4 != 3 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        pixels[index] = UInt8(truncatingIfNeeded: z ^ (z >> 31))
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
}

@Suite struct StructuralSimilarityTests {
    @Test func anImageIsPerfectlySimilarToItself() {
        let seed: UInt64 = 23
        print("StructuralSimilarityTests seed \(seed)")
        let image = noise(40, 30, seed: seed)
        #expect(StructuralSimilarity.index(image, image) == 1)
    }

    @Test func aMovedShapeIsLessSimilarThanTheSameShape() {
        let reference = canvas(64, 64, box: (10, 10, 20, 20))
        let moved = canvas(64, 64, box: (14, 10, 20, 20))
        let ssim = StructuralSimilarity.index(reference, moved)
        #expect(ssim < 0.9)
        #expect(ssim > 0)
    }

    @Test func invertedImagesScoreFarBelowOne() {
        let image = canvas(32, 32, box: (0, 0, 16, 32))
        var inverted = image
        for index in inverted.pixels.indices where index % 4 != 3 { inverted.pixels[index] = 255 - inverted.pixels[index] }
        #expect(StructuralSimilarity.index(image, inverted) < 0.1)
    }

    @Test func transparencyIsJudgedOnWhite() {
        let transparent = RGBAImage(width: 16, height: 16, fill: RGBA(0, 0, 0, 0))
        let white = RGBAImage(width: 16, height: 16, fill: RGBA(255, 255, 255))
        #expect(StructuralSimilarity.index(transparent, white) == 1)
    }

    @Test func imagesSmallerThanAWindowAreOneWindow() {
        let image = canvas(5, 3, box: (1, 1, 2, 1))
        #expect(StructuralSimilarity.index(image, image) == 1)
        #expect(StructuralSimilarity.index(image, canvas(5, 3, box: nil)) < 1)
    }
}

@Suite struct PerceptualMatchTests {
    @Test func blackAndWhiteDifferByTheWholeLumaRange() {
        let delta = PerceptualMatch.delta(RGBA(0, 0, 0), RGBA(255, 255, 255))
        #expect(abs(delta - 0.5053 * 255 * 255) < 1)
        #expect(delta <= PerceptualMatch.maximumDelta)
        #expect(PerceptualMatch.delta(RGBA(0, 0, 0), RGBA(0, 0, 0)) == 0)
    }

    @Test func nearColoursMatchAndFarOnesDoNot() {
        #expect(PerceptualMatch.matches(RGBA(200, 200, 200), RGBA(205, 203, 200)))
        #expect(!PerceptualMatch.matches(RGBA(0, 122, 255), RGBA(255, 59, 48)))
    }

    @Test func theShareCountsDifferingPixels() {
        let reference = canvas(10, 10, box: nil)
        let actual = canvas(10, 10, box: (0, 0, 5, 2))   // 10 of 100 pixels black
        #expect(PerceptualMatch.share(reference, actual) == 0.9)
        #expect(PerceptualMatch.share(reference, reference) == 1)
    }
}

@Suite struct ContentBoxTests {
    @Test func theBoxOfARectangleIsTheRectangleInPoints() {
        let image = canvas(90, 60, box: (30, 12, 15, 9))
        #expect(ContentBox.of(image, scale: 3) == ContentBox(x: 10, y: 4, width: 5, height: 3))
    }

    @Test func aShiftedBoxGivesTheShift() throws {
        let reference = try #require(ContentBox.of(canvas(60, 60, box: (10, 10, 20, 20)), scale: 2))
        let shifted = try #require(ContentBox.of(canvas(60, 60, box: (16, 10, 20, 20)), scale: 2))
        #expect(shifted.x - reference.x == 3)
        #expect(shifted.largestDifference(to: reference) == 3)
    }

    @Test func theBackgroundIsTheCornerColour() {
        var image = RGBAImage(width: 20, height: 20, fill: RGBA(0, 0, 0))
        image[5, 7] = RGBA(255, 255, 255)
        #expect(ContentBox.of(image, scale: 1) == ContentBox(x: 5, y: 7, width: 1, height: 1))
    }

    @Test func aBlankImageHasNoBox() {
        #expect(ContentBox.of(canvas(10, 10, box: nil), scale: 1) == nil)
    }

    @Test func faintNoiseIsNotContent() {
        var image = canvas(10, 10, box: nil)
        image[3, 3] = RGBA(250, 250, 250)
        #expect(ContentBox.of(image, scale: 1) == nil)
    }
}

@Suite struct CaseScoreTests {
    @Test func identicalImagesScorePerfectly() {
        let image = canvas(30, 30, box: (3, 4, 10, 10))
        let score = CaseScore(reference: image, actual: image, scale: 1)
        #expect(score.sameSize)
        #expect(score.ssim == 1)
        #expect(score.matchShare == 1)
        #expect(score.boxDifference == 0)
        #expect(score.boxWithinOnePoint)
    }

    @Test func differentSizesAreComparedOnTheLargerCanvas() {
        let reference = canvas(30, 30, box: (3, 3, 10, 10))
        let actual = canvas(36, 30, box: (3, 3, 10, 10))
        let score = CaseScore(reference: reference, actual: actual, scale: 3)
        #expect(!score.sameSize)
        #expect(score.ssim == 1)      // padded with white, the pictures agree
        #expect(score.boxWithinOnePoint)
    }

    @Test func aBoxTwoPointsLargerIsNotWithinOnePoint() {
        let reference = canvas(30, 30, box: (3, 3, 10, 10))
        let actual = canvas(30, 30, box: (3, 3, 16, 10))
        let score = CaseScore(reference: reference, actual: actual, scale: 3)
        #expect(abs((score.boxDifference ?? 0) - 2) < 1e-9)
        #expect(!score.boxWithinOnePoint)
    }

    @Test func aBlankImageAgainstContentHasNoBoxDifference() {
        let score = CaseScore(reference: canvas(10, 10, box: (1, 1, 2, 2)), actual: canvas(10, 10, box: nil), scale: 1)
        #expect(score.boxDifference == nil)
        #expect(!score.boxWithinOnePoint)
    }

    @Test func theSummaryTakesMediansAndShares() {
        let image = canvas(20, 20, box: (2, 2, 5, 5))
        let perfect = CaseScore(reference: image, actual: image, scale: 1)
        let off = CaseScore(reference: image, actual: canvas(20, 20, box: (8, 2, 5, 5)), scale: 1)
        let summary = ScoreSummary([perfect, off, perfect])
        #expect(summary.scored == 3)
        #expect(summary.medianSSIM == 1)
        #expect(abs(summary.boxWithinOnePointShare - 2.0 / 3) < 1e-12)
        #expect(ScoreSummary.median([4, 1, 3, 2]) == 2.5)
    }
}

@Suite struct SideBySideTests {
    @Test func thePanelsAreOnePixelPerPoint() {
        let reference = canvas(30, 60, box: (0, 0, 3, 3))
        let image = SideBySide.compose(reference: reference, actual: reference, scale: 3)
        #expect(image.width == 10 * 3 + SideBySide.gap * 4)
        #expect(image.height == 20 + SideBySide.gap * 2)
        #expect(image[SideBySide.gap, SideBySide.gap] == RGBA(0, 0, 0))
    }

    @Test func theDifferencePanelIsRedWhereThePicturesDiffer() {
        let reference = canvas(4, 4, box: nil)
        let actual = canvas(4, 4, box: (1, 1, 1, 1))
        let difference = SideBySide.difference(reference, actual)
        #expect(difference[1, 1] == RGBA(255, 0, 0))
        #expect(difference[0, 0] == RGBA(255, 255, 255))
    }

    @Test func downsamplingAveragesBlocks() {
        var image = RGBAImage(width: 2, height: 2, fill: RGBA(0, 0, 0))
        image[0, 0] = RGBA(255, 255, 255)
        image[1, 1] = RGBA(255, 255, 255)
        #expect(image.downsampled(by: 2)[0, 0] == RGBA(128, 128, 128))
    }
}
