import Darkroom
import Foundation
import Testing

/// Screens from public SwiftUI apps (Apple's Food Truck and Backyard Birds samples, Ice Cubes, …), rewritten
/// in their shape and compiled with `import DarkroomUI`, each snapshotted on an iPhone 13 Pro.
@MainActor @Suite struct RealAppScreensSnapshotTests {
    @Test func foodTruckOrders() {
        assertSnapshot(of: TruckOrdersPreview(), as: .image(on: .iPhone13Pro))
    }

    @Test func foodTruckOrderDetail() {
        assertSnapshot(of: TruckOrderDetailPreview(), as: .image(on: .iPhone13Pro))
    }

    @Test func birdFoodPicker() {
        assertSnapshot(of: BirdFoodPickerSheet(backyard: PickerBackyard(name: "Maple Grove")), as: .image(on: .iPhone13Pro))
    }

    @Test func socialFeed() {
        assertSnapshot(of: NavigationStack { SocialFeedView() }, as: .image(on: .iPhone13Pro))
    }

    @Test func explore() {
        assertSnapshot(of: NavigationStack { ExploreView() }.environment(ExploreTheme()), as: .image(on: .iPhone13Pro))
    }

    @Test func episodeDetail() {
        assertSnapshot(of: NavigationStack { PodcastEpisodeView(episode: .fixture) }, as: .image(on: .iPhone13Pro))
    }

    @Test func backyardGrid() {
        assertSnapshot(of: NavigationStack { BackyardGrid().navigationTitle("Backyards") }, as: .image(on: .iPhone13Pro))
    }

    @Test func donutEditor() {
        assertSnapshot(of: DonutEditorPreview(), as: .image(on: .iPhone13Pro))
    }

    @Test func plantsGrid() {
        assertSnapshot(of: PlantsNavigationStack(), as: .image(on: .iPhone13Pro))
    }

    @Test func orderCompleteSheet() {
        assertSnapshot(of: OrderCompletePresentedPreview(), as: .image(on: .iPhone13Pro))
    }

    /// The same presented sheet in a `ViewHosting` host draws exactly as the view's device snapshot: the sheet
    /// 10 pt below the top safe area, not lower (checked against `orderCompleteSheet`'s reference, never recorded).
    @Test func orderCompleteSheetInAHostMatchesTheViewSnapshot() {
        let host = ViewHosting.host(view: OrderCompletePresentedPreview())
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("__Snapshots__/RealAppScreensSnapshotTests").path
        let failure = verifySnapshot(
            of: host, as: .image(on: .iPhone13Pro), named: "1", record: .never, snapshotDirectory: snapshots,
            testName: "orderCompleteSheet()")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func shoes() {
        assertSnapshot(of: NavigationStack { ShoesTab() }.environment(ShoesViewModel()), as: .image(on: .iPhone13Pro))
    }

    @Test func shoesEmpty() {
        assertSnapshot(of: NavigationStack { ShoesTab() }.environment(ShoesViewModel(shoes: [])), as: .image(on: .iPhone13Pro))
    }

    /// Food Truck's detail toolbar button advances the order (here from ready to completed); the button is icon-only
    /// at the trailing end of the navigation bar, tapped where an iPhone shows it.
    @Test func foodTruckOrderDetailCompletes() throws {
        let host = ViewHosting.host(view: TruckOrderDetailPreview())
        #expect(try host.inspect().find(TruckOrderDetailPreview.self).actualView().order.status == .ready)
        try host.tap(at: CGPoint(x: 364, y: 68))
        #expect(try host.inspect().find(TruckOrderDetailPreview.self).actualView().order.status == .completed)
    }
}
