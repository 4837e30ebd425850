import CasesClock
import CasesFerrostar
import CasesJokes
import CasesPointfree
import FidelityCases

/// The suite: every case the selection rule (Fidelity/README.md) chose, in repository order.
enum FidelitySuite {
    /// The cases the suite renders and scores.
    static var cases: [FidelityCase] {
        PointfreeCases.all + JokesCases.all + ClockCases.all + FerrostarCases.all
    }

    /// The selected cases it does not render, with the reason.
    static var unrendered: [UnrenderedCase] {
        FerrostarCases.unrendered + airSettingsUI
    }

    /// airappsco/AirSettingsUI (MIT), commit 48bd73f, the first six references in path order
    /// (Tests/AirSettingsUITests/Components/__Snapshots__/…): the library does not compile against DarkroomUI.
    static let airSettingsUI: [UnrenderedCase] = {
        let library = "the library does not compile with DarkroomUI: it uses SwiftUI's private _VariadicView "
            + "(SettingDividedVStack), NavigationLink(isActive:destination:label:) and a @Published property's "
            + "Combine publisher ($searchText.debounce…)"
        let pdf = "; and the test's image is a PDF asset (translate.now.icon.pdf), which Darkroom does not draw"
        return [
            ("SettingButtonTests.test_settingButton", library),
            ("SettingCustomContentTests.test_settingCustomContent", library),
            ("SettingIconViewTests.test_settingIconView_whenCustomView", library + pdf),
            ("SettingIconViewTests.test_settingIconView_whenImage", library + pdf),
            ("SettingJumpLinkTests.test_settingJumpLink_multipleItem", library),
            ("SettingJumpLinkTests.test_settingJumpLink_multipleItemAndNavigation", library),
        ].map { UnrenderedCase(repository: "airappsco-AirSettingsUI", test: $0.0, reason: $0.1) }
    }()
}
