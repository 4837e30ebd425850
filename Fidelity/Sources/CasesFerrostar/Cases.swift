import Darkroom
import FidelityCases

extension XCTestCase {
    /// The stand-in for the test support's `assertView` (apple/Tests/TestSupport/AssertSnapshot.swift): the content in
    /// the colour scheme, framed 430 × 932 pt on green (130, 203, 114), snapshotted with `.image` (its ideal size,
    /// at the simulator's scale 3). The navigation theme and formatter environment values it also sets are not
    /// read by the views of the cases below.
    func assertView(
        named name: String? = nil, record: Bool = false, colorScheme: ColorScheme = .light,
        frame: CGSize = CGSize(width: 430, height: 932), @ViewBuilder content: () -> some View,
        file: StaticString = #file, testName: String = #function, line: UInt = #line
    ) {
        ViewCapture.record(content()
            .environment(\.colorScheme, colorScheme)
            .frame(width: frame.width, height: frame.height)
            .background(Color(red: 130 / 255, green: 203 / 255, blue: 114 / 255)))
    }
}

/// stadiamaps/ferrostar (BSD 3-clause), the first ten references in path order: three MapLibre navigation views
/// (not rendered), `CurrentRoadViewTests` and three views that need the Rust core's generated types (not rendered). The test file and the two view files it needs are fetched unchanged
/// but for the import swap.
public enum FerrostarCases {
    /// The rendered cases.
    public static let all: [FidelityCase] = {
        let repository = "stadiamaps-ferrostar"
        let folder = "apple/Tests/FerrostarSwiftUITests/Views/__Snapshots__/CurrentRoadViewTests/"
        func make(_ name: String, _ test: @escaping @MainActor (CurrentRoadViewTests) -> () -> Void) -> FidelityCase {
            FidelityCase(repository: repository, test: "CurrentRoadViewTests.\(name)", reference: folder + name + ".1.png",
                         layout: .sizeThatFits, scale: 3) {
                let tests = CurrentRoadViewTests()
                return tests.capture(test(tests))
            }
        }
        return [
            make("testDefaultCurrentRoadView", { $0.testDefaultCurrentRoadView }),
            make("testDefaultCurrentRoadViewBlank", { $0.testDefaultCurrentRoadViewBlank }),
            make("testDefaultCurrentRoadViewFunkyStyle", { $0.testDefaultCurrentRoadViewFunkyStyle }),
            make("testDefaultCurrentRoadViewNil", { $0.testDefaultCurrentRoadViewNil }),
        ]
    }()

    /// The selected cases not rendered.
    public static let unrendered: [UnrenderedCase] = [
        "DynamicallyOrientingNavigationViewTests", "LandscapeNavigationViewTests", "PortraitNavigationViewTests",
    ].map {
        UnrenderedCase(repository: "stadiamaps-ferrostar", test: $0,
                       reason: "a MapLibre map view (MapLibreSwiftUI over UIKit), which Darkroom does not draw")
    } + [
        "DefaultManeuverInstructionViewTests.testDefaultManeuverInstructionViewDE",
        "DefaultManeuverInstructionViewTests.testDefaultManeuverInstructionViewUS",
        "DynamicIslandViewTests.testLiveActivityManeuverImage",
    ].map {
        UnrenderedCase(repository: "stadiamaps-ferrostar", test: $0,
                       reason: "needs the Rust core's generated Swift types (FerrostarCoreFFI: ManeuverType, VisualInstruction), "
                           + "MapKit's MKDistanceFormatter and the maneuver icons' PDF assets, none of which the suite fetches or Darkroom has")
    }
}
