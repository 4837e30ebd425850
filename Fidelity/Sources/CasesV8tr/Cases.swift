import Darkroom
import FidelityCases
import Foundation

/// The app's assets as fetched (not stored: the repository has no licence): `turtlerock` converted to PNG and the
/// en/ru `Localizable.strings`, read through `Image(_:bundle:)` and `Text(_:bundle:)` (the two edits in SOURCES).
let v8trAssets = FidelityPaths.fetchedAssets("V8tr-SnapshotTestingSwiftUI")

/// V8tr/SnapshotTestingSwiftUI (no licence: nothing stored), `LandmarkRowTests` and `SendButtonTests`: the view framed
/// to the test's `referenceSize` in a `UIHostingController` snapshotted with `.image(size: referenceSize)` (the
/// repository's own pullback of `Snapshotting<UIViewController, UIImage>.image`), recorded at the simulator's
/// scale 3. The tests' lines are restated here.
public enum V8trCases {
    /// The repository's cases, in path order.
    public static let all: [FidelityCase] = {
        let repository = "V8tr-SnapshotTestingSwiftUI"
        let folder = "SnapshotTestingSwiftUITests/__Snapshots__/"
        let row = SwiftUISnapshotLayout.fixed(width: 300, height: 70)
        let button = SwiftUISnapshotLayout.fixed(width: 150, height: 50)
        let landmark = Landmark(name: "Turtle Rock", imageName: "turtlerock", isFavorite: false)
        let favorite = Landmark(name: "Turtle Rock", imageName: "turtlerock", isFavorite: true)
        return [
            FidelityCase(repository: repository, test: "LandmarkRowTests.testRenderFavorite",
                         reference: folder + "LandmarkRowTests/testRenderFavorite.1.png", layout: row, scale: 3) {
                AnyView(LandmarkRow(landmark: favorite).frame(width: 300, height: 70))
            },
            FidelityCase(repository: repository, test: "LandmarkRowTests.testRenderLandmark",
                         reference: folder + "LandmarkRowTests/testRenderLandmark.1.png", layout: row, scale: 3) {
                AnyView(LandmarkRow(landmark: landmark).frame(width: 300, height: 70))
            },
            FidelityCase(repository: repository, test: "SendButtonTests.testDefaultAppearance",
                         reference: folder + "SendButtonTests/testDefaultAppearance.1.png", layout: button, scale: 3) {
                AnyView(SendButton().frame(width: 150, height: 50))
            },
            FidelityCase(repository: repository, test: "SendButtonTests.testRightToLeft",
                         reference: folder + "SendButtonTests/testRightToLeft.1.png", layout: button, scale: 3) {
                AnyView(SendButton().frame(width: 150, height: 50).environment(\.layoutDirection, .rightToLeft))
            },
            FidelityCase(repository: repository, test: "SendButtonTests.testRuLocale",
                         reference: folder + "SendButtonTests/testRuLocale.1.png", layout: button, scale: 3) {
                AnyView(SendButton().frame(width: 150, height: 50).environment(\.locale, Locale(identifier: "RU")))
            },
        ]
    }()
}
