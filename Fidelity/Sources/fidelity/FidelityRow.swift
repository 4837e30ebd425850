import Darkroom
import FidelityCases
import FidelityScore
import Foundation
import Rasterizer
import SnapshotArtifacts

/// One case's outcome: its score and side-by-side image, or why it could not be scored.
struct FidelityRow {
    let fidelityCase: FidelityCase
    let score: CaseScore?
    let failure: String?
    /// The side-by-side image's path relative to the report folder.
    let image: String?

    /// Renders the case, reads its reference, scores the pair and writes the side-by-side PNG under `output/cases`.
    @MainActor
    static func run(_ fidelityCase: FidelityCase, writingTo output: URL) async -> FidelityRow {
        let referenceURL = FidelityPaths.reference(of: fidelityCase)
        let reference: Bitmap
        do {
            reference = try Bitmap(pngData: Data(contentsOf: referenceURL))
        } catch {
            return FidelityRow(fidelityCase: fidelityCase, score: nil,
                               failure: "reference \(referenceURL.path) unreadable: \(error)", image: nil)
        }
        let actual: Bitmap
        do {
            actual = try await render(fidelityCase)
        } catch {
            return FidelityRow(fidelityCase: fidelityCase, score: nil, failure: "render failed: \(error)", image: nil)
        }
        let referenceImage = RGBAImage(width: reference.width, height: reference.height, pixels: reference.pixels)
        let actualImage = RGBAImage(width: actual.width, height: actual.height, pixels: actual.pixels)
        let score = CaseScore(reference: referenceImage, actual: actualImage, scale: Double(fidelityCase.scale))
        let composed = SideBySide.compose(reference: referenceImage, actual: actualImage, scale: Double(fidelityCase.scale))
        let file = "cases/" + fidelityCase.name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" } + ".png"
        var image: String? = file
        do {
            let bitmap = Bitmap(width: composed.width, height: composed.height, pixels: composed.pixels)
            try bitmap.pngData().write(to: output.appendingPathComponent(file))
        } catch {
            image = nil
        }
        let summary = "SSIM \(FidelityReport.decimal(score.ssim, 3)), within 0.1: \(FidelityReport.percent(score.matchShare)), "
            + "content iOS \(score.referenceBox?.description ?? "blank") pt, Darkroom \(score.actualBox?.description ?? "blank") pt"
        try? FidelityArtifacts.write(fidelityCase, reference: reference, actual: actual, score: score, summary: summary)
        return FidelityRow(fidelityCase: fidelityCase, score: score, failure: nil, image: image)
    }

    /// The case's view rendered as `assertSnapshot` renders it, at the case's layout, scale and colour scheme.
    @MainActor
    static func render(_ fidelityCase: FidelityCase) async throws -> Bitmap {
        let strategy = Snapshotting<AnyView, Bitmap>.image(
            layout: fidelityCase.layout, colorScheme: fidelityCase.colorScheme, scale: fidelityCase.scale)
        let snapshot = try strategy.snapshot(fidelityCase.view())
        return await withCheckedContinuation { continuation in
            snapshot.run { bitmap in continuation.resume(returning: bitmap) }
        }
    }
}
