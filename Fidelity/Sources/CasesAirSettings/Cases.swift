import Darkroom
import FidelityCases

extension XCTestCase {
    /// The stand-in for the tests' `assert(view:size:)` (Tests/AirSettingsUITests/Common/Extension/
    /// XCTestCase+Snapshot.swift): a `UIHostingController`'s view snapshotted at its intrinsic content size (the
    /// view's ideal size), recorded at the simulator's scale 2.
    func assert<T: View>(view: T, size: CGSize? = .none, record recording: Bool = false, file: StaticString = #file,
                         testName: String = #function, line: UInt = #line) {
        ViewCapture.record(view)
    }
}

/// airappsco/AirSettingsUI (MIT), the first six references in path order. The library's sources and the test files
/// are fetched unchanged but for the import swap.
public enum AirSettingsCases {
    /// The rendered cases.
    public static let all: [FidelityCase] = {
        let repository = "airappsco-AirSettingsUI"
        let folder = "Tests/AirSettingsUITests/Components/__Snapshots__/"
        func make(_ name: String, _ run: @escaping @MainActor () -> AnyView) -> FidelityCase {
            FidelityCase(repository: repository, test: name.replacingOccurrences(of: "/", with: "."),
                         reference: folder + name + ".1.png", layout: .sizeThatFits, scale: 2, view: run)
        }
        return [
            make("SettingButtonTests/test_settingButton") { let t = SettingButtonTests(); return t.capture(t.test_settingButton) },
            make("SettingCustomContentTests/test_settingCustomContent") {
                let t = SettingCustomContentTests(); return t.capture(t.test_settingCustomContent)
            },
            make("SettingJumpLinkTests/test_settingJumpLink_multipleItem") {
                let t = SettingJumpLinkTests(); return t.capture(t.test_settingJumpLink_multipleItem)
            },
            make("SettingJumpLinkTests/test_settingJumpLink_multipleItemAndNavigation") {
                let t = SettingJumpLinkTests(); return t.capture(t.test_settingJumpLink_multipleItemAndNavigation)
            },
        ]
    }()

    /// The selected cases not rendered.
    public static let unrendered: [UnrenderedCase] = [
        "SettingIconViewTests.test_settingIconView_whenCustomView", "SettingIconViewTests.test_settingIconView_whenImage",
    ].map {
        UnrenderedCase(repository: "airappsco-AirSettingsUI", test: $0,
                       reason: "the test's image is a PDF in an asset catalogue (translate.now.icon.pdf), which Darkroom does not draw")
    }
}
