#if canImport(Testing)
import Foundation
import Testing

/// The entry point of `darkroom previews TARGET`: a Swift Testing suite in the Darkroom library, so
/// that every test process that links Darkroom can render a target's previews without a test being
/// written. It runs only when `darkroom previews` sets `DARKROOM_PREVIEWS_TARGET` (otherwise it is
/// reported as skipped) and writes PNGs and `previews.json` to `DARKROOM_PREVIEWS_OUTPUT`.
@Suite(
    "darkroom previews",
    .enabled(
        if: ProcessInfo.processInfo.environment["DARKROOM_PREVIEWS_TARGET"] != nil,
        "runs only for `darkroom previews TARGET`")
)
struct DarkroomPreviewGallery {
    @Test @MainActor func renderPreviews() throws {
        let environment = ProcessInfo.processInfo.environment
        let target = try #require(environment["DARKROOM_PREVIEWS_TARGET"])
        let output = try #require(environment["DARKROOM_PREVIEWS_OUTPUT"], "DARKROOM_PREVIEWS_OUTPUT is not set")
        try PreviewGalleryExport.export(module: target, to: output)
    }
}
#endif
