import Darkroom
import FidelityCases

/// The stand-in for the tests' `Snapshotting.default` (Tests/SwiftClockUITests/Snapshotting+DefaultImage.swift):
/// `.image(layout: .fixed(width: 200, height: 200))`, recorded at the simulator's scale 3.
struct ClockStrategy {
    static var `default`: ClockStrategy { ClockStrategy() }
}

/// The stand-in for swift-snapshot-testing's `assertSnapshot(matching:as:)`: hands the view to ``ViewCapture``.
@MainActor
func assertSnapshot(matching view: some View, as strategy: ClockStrategy, file: StaticString = #file,
                    testName: String = #function, line: UInt = #line) {
    ViewCapture.record(view)
}

/// renaudjenny/SwiftClockUI (MIT), the first ten iOS references in path order (`ArmTests`, `ArtNouveauArmTests`,
/// `ClassicArmTests`, `ClassicClockBorderTests`, `DrawnClockBorderTests`, `SteampunkClockBorderTests`; the macOS-only
/// `testClassicClockBorderOnMac` is not an iOS recording). The library's sources and the test files are fetched
/// unchanged but for the import swap.
public enum ClockCases {
    /// The rendered cases.
    public static let all: [FidelityCase] = {
        let repository = "renaudjenny-SwiftClockUI"
        func make(_ name: String, in element: String = "Arm", _ run: @escaping @MainActor () -> AnyView) -> FidelityCase {
            FidelityCase(repository: repository, test: name.replacingOccurrences(of: "/", with: "."),
                         reference: "Tests/SwiftClockUITests/Elements/\(element)/__Snapshots__/" + name + ".1.png",
                         layout: .fixed(width: 200, height: 200), scale: 3, view: run)
        }
        return [
            make("ArmTests/testArmWith25MinuteAngle") { let t = ArmTests(); return t.capture(t.testArmWith25MinuteAngle) },
            make("ArmTests/testArtNouveauArm") { let t = ArmTests(); return t.capture(t.testArtNouveauArm) },
            make("ArmTests/testDrawningArm") { let t = ArmTests(); return t.capture(t.testDrawningArm) },
            make("ArmTests/testHourArm") { let t = ArmTests(); return t.capture(t.testHourArm) },
            make("ArmTests/testMinuteArms") { let t = ArmTests(); return t.capture(t.testMinuteArms) },
            make("ArtNouveauArmTests/testArtNouveauArm") { let t = ArtNouveauArmTests(); return t.capture(t.testArtNouveauArm) },
            make("ClassicArmTests/testClassicArm") { let t = ClassicArmTests(); return t.capture(t.testClassicArm) },
            make("ClassicClockBorderTests/testClassicClockBorder", in: "Borders") {
                let t = ClassicClockBorderTests(); return t.capture(t.testClassicClockBorder)
            },
            make("DrawnClockBorderTests/testDrawnClockBorder", in: "Borders") {
                let t = DrawnClockBorderTests(); return t.capture(t.testDrawnClockBorder)
            },
            make("SteampunkClockBorderTests/testSteampunkClockBorder", in: "Borders") {
                let t = SteampunkClockBorderTests(); return t.capture(t.testSteampunkClockBorder)
            },
        ]
    }()
}
