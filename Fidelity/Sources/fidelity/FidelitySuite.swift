#if FETCHED_CasesClock
import CasesClock
#endif
#if FETCHED_CasesCSTV
import CasesCSTV
#endif
#if FETCHED_CasesFerrostar
import CasesFerrostar
#endif
#if FETCHED_CasesJokes
import CasesJokes
#endif
#if FETCHED_CasesPointfree
import CasesPointfree
#endif
#if FETCHED_CasesSampleJSON
import CasesSampleJSON
#endif
#if FETCHED_CasesV8tr
import CasesV8tr
#endif
#if FETCHED_CasesValeFCF
import CasesValeFCF
#endif
import FidelityCases

/// The suite: every case the selection rule (Fidelity/README.md) chose, in repository order. A repository whose code
/// was not fetched (fetch-sources.sh names it) has its module left out of the build and is listed as not rendered.
enum FidelitySuite {
    /// The cases the suite renders and scores.
    static var cases: [FidelityCase] {
        var cases: [FidelityCase] = []
        #if FETCHED_CasesPointfree
        cases += PointfreeCases.all
        #endif
        #if FETCHED_CasesJokes
        cases += JokesCases.all
        #endif
        #if FETCHED_CasesClock
        cases += ClockCases.all
        #endif
        #if FETCHED_CasesFerrostar
        cases += FerrostarCases.all
        #endif
        #if FETCHED_CasesValeFCF
        cases += ValeFCFCases.all
        #endif
        #if FETCHED_CasesV8tr
        cases += V8trCases.all
        #endif
        #if FETCHED_CasesCSTV
        cases += CSTVCases.all
        #endif
        #if FETCHED_CasesSampleJSON
        cases += SampleJSONCases.all
        #endif
        return cases
    }

    /// The selected cases it does not render, with the reason.
    static var unrendered: [UnrenderedCase] {
        var unrendered: [UnrenderedCase] = []
        func notFetched(_ repository: String, _ count: Int) {
            unrendered.append(UnrenderedCase(
                repository: repository, test: "(\(count) cases)",
                reason: "its code was not fetched (fetch-sources.sh needs network access to github.com or FIDELITY_MIRROR)"))
        }
        #if !FETCHED_CasesPointfree
        notFetched("pointfreeco-swift-snapshot-testing", 4)
        #endif
        #if !FETCHED_CasesJokes
        notFetched("Zaprogramiacz-JokesApp", 3)
        #endif
        #if !FETCHED_CasesClock
        notFetched("renaudjenny-SwiftClockUI", 10)
        #endif
        #if FETCHED_CasesFerrostar
        unrendered += FerrostarCases.unrendered
        #else
        notFetched("stadiamaps-ferrostar", 10)
        #endif
        #if !FETCHED_CasesValeFCF
        notFetched("ValeFCF-SnapshotTest", 1)
        #endif
        #if !FETCHED_CasesV8tr
        notFetched("V8tr-SnapshotTestingSwiftUI", 5)
        #endif
        #if !FETCHED_CasesCSTV
        notFetched("mmgoncalves-cstv", 10)
        #endif
        #if FETCHED_CasesSampleJSON
        unrendered += SampleJSONCases.unrendered
        #else
        notFetched("fespinoza-sample-json-app", 10)
        #endif
        return unrendered + airSettingsUI
    }

    /// airappsco/AirSettingsUI (MIT), commit 48bd73f, the first ten references in path order
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
            ("SettingJumpLinkTests.test_settingJumpLink_whenSingleItem", library),
            ("SettingPickerTests.test_settingPicker", library),
            ("SettingSearchResultViewTests.test_settingsSearchResult", library),
            ("SettingSliderTests.test_settingSlider_whenEnd", library),
        ].map { UnrenderedCase(repository: "airappsco-AirSettingsUI", test: $0.0, reason: $0.1) }
    }()
}
