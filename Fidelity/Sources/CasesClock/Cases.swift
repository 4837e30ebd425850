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

/// renaudjenny/SwiftClockUI (MIT), the first six references in path order (`ArmTests`, `ArtNouveauArmTests`). The
/// library's sources and the two test files are fetched unchanged but for the import swap.
public enum ClockCases {
    /// The rendered cases.
    public static let all: [FidelityCase] = {
        let repository = "renaudjenny-SwiftClockUI"
        let folder = "Tests/SwiftClockUITests/Elements/Arm/__Snapshots__/"
        func make(_ name: String, _ run: @escaping @MainActor () -> AnyView) -> FidelityCase {
            FidelityCase(repository: repository, test: name.replacingOccurrences(of: "/", with: "."),
                         reference: folder + name + ".1.png", layout: .fixed(width: 200, height: 200), scale: 3, view: run)
        }
        return [
            make("ArmTests/testArmWith25MinuteAngle") { let t = ArmTests(); return t.capture(t.testArmWith25MinuteAngle) },
            make("ArmTests/testArtNouveauArm") { let t = ArmTests(); return t.capture(t.testArtNouveauArm) },
            make("ArmTests/testDrawningArm") { let t = ArmTests(); return t.capture(t.testDrawningArm) },
            make("ArmTests/testHourArm") { let t = ArmTests(); return t.capture(t.testHourArm) },
            make("ArmTests/testMinuteArms") { let t = ArmTests(); return t.capture(t.testMinuteArms) },
            make("ArtNouveauArmTests/testArtNouveauArm") { let t = ArtNouveauArmTests(); return t.capture(t.testArtNouveauArm) },
        ]
    }()
}
