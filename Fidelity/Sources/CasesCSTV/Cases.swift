import Darkroom
import FidelityCases

/// The app's asset catalogue as fetched (its colour sets; not stored: the repository has no licence), read by
/// `Color("name", bundle: cstvAssets)` (the edit of `Color+Extension.swift` in SOURCES).
let cstvAssets = FidelityPaths.fetchedAssets("mmgoncalves-cstv")

/// The app's `CSTV/Utils/Constants.swift` is ignored by its git (it holds an API token): an empty token.
enum Constants {
    static let API_ACCESS_TOKEN = ""
}

/// mmgoncalves/cstv (no licence: nothing stored; views, mocks, colour sets and references fetched), its ten
/// references in path order. Each test snapshots a preview (`X_Previews.previews`), framed as the test frames it,
/// with `assertSnapshots(matching:as: [.image])`: the view at its size, at the simulator's scale 3. The tests'
/// lines are restated here. The simulator that recorded them was in dark appearance (where a view leaves the
/// background to the system, e.g. `CardView`'s 300 × 500 frame around its 312 × 176 card, the recording is black),
/// so the cases render in the dark scheme. `MatchListView`'s preview fills the screen: on iOS `.image` gave it the simulator's
/// 393 × 852 pt, restated as a fixed layout. The API's base URL points at loopback (SOURCES), so that the view
/// models' loads fail at once without leaving the machine.
public enum CSTVCases {
    /// The repository's cases.
    public static let all: [FidelityCase] = {
        let repository = "mmgoncalves-cstv"
        func make(_ path: String, _ test: String, _ layout: SwiftUISnapshotLayout,
                  _ view: @escaping @MainActor @Sendable () -> AnyView) -> FidelityCase {
            FidelityCase(repository: repository, test: test, reference: path + "/__Snapshots__/" + test.replacingOccurrences(of: ".", with: "/") + ".1.png",
                         layout: layout, scale: 3, colorScheme: .dark, view: view)
        }
        let leagueURL = LeagueView_Previews.leagueImage
        let card = SwiftUISnapshotLayout.fixed(width: 300, height: 500)
        return [
            make("CSTVTests/Components/CardView", "CardViewTests.testLoadingView", card) {
                AnyView(CardView_Previews.previews.frame(width: 300, height: 500))
            },
            make("CSTVTests/Components/GameView", "GameViewTests.testLoadingView", card) {
                AnyView(GameView_Previews.previews.frame(width: 300, height: 500))
            },
            make("CSTVTests/Components/LeagueView", "LeagueViewTests.testLoadingView", card) {
                // Each test builds the view before it sets `leagueImage`, so a test draws what the test run before it
                // left. The recordings show the order they ran in: `testLoadingViewNoImageLeague` first (a spinner:
                // the preview's own URL), then this one (the flag: the `nil` that one left).
                LeagueView_Previews.leagueImage = nil
                return AnyView(LeagueView_Previews.previews.frame(width: 300, height: 500))
            },
            make("CSTVTests/Components/LeagueView", "LeagueViewTests.testLoadingViewNoImageLeague", card) {
                LeagueView_Previews.leagueImage = leagueURL
                return AnyView(LeagueView_Previews.previews.frame(width: 300, height: 500))
            },
            make("CSTVTests/Components/MatchTimeView", "MatchTimeViewTests.testLoadingView", .fixed(width: 60, height: 20)) {
                AnyView(MatchTimeView_Previews.previews.frame(width: 60, height: 20))
            },
            make("CSTVTests/Components/PlayerListView", "PlayerListViewTests.testLoadingView", card) {
                AnyView(PlayerListView_Previews.previews.frame(width: 300, height: 500))
            },
            make("CSTVTests/Components/PlayerView", "PlayerViewTests.testLoadingView", .fixed(width: 300, height: 60)) {
                AnyView(PlayerView_Previews.previews.frame(width: 300, height: 60))
            },
            make("CSTVTests/Components/TeamView", "TeamViewTests.testLoadingView", card) {
                AnyView(TeamView_Previews.previews.frame(width: 300, height: 500))
            },
            make("CSTVTests/Features/MatchDetail/View", "MatchDetailViewTests.testLoadingView", card) {
                AnyView(MatchDetailView().frame(width: 300, height: 500)
                    .environmentObject(MatchDetailViewModel(match: .mock(id: 1))))
            },
            make("CSTVTests/Features/MatchList/View", "MatchListViewTests.testLoadingView", .fixed(width: 393, height: 852)) {
                AnyView(MatchListView_Previews.previews)
            },
        ]
    }()
}

/// A stand-in for UIKit's `UIRectCorner` (the app's `customCornerRadius(_:corners:)`).
struct UIRectCorner: OptionSet {
    let rawValue: Int
    static let topLeft = UIRectCorner(rawValue: 1)
    static let topRight = UIRectCorner(rawValue: 2)
    static let bottomLeft = UIRectCorner(rawValue: 4)
    static let bottomRight = UIRectCorner(rawValue: 8)
    static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A stand-in for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`: the rectangle with the chosen corners
/// rounded (circular corners, as `UnevenRoundedRectangle` draws them).
struct UIBezierPath {
    let cgPath: Path

    init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let radius = min(cornerRadii.width, rect.width / 2, rect.height / 2)
        func r(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        cgPath = UnevenRoundedRectangle(topLeadingRadius: r(.topLeft), bottomLeadingRadius: r(.bottomLeft),
                                        bottomTrailingRadius: r(.bottomRight), topTrailingRadius: r(.topRight),
                                        style: .circular).path(in: rect)
    }
}

extension Path {
    /// A stand-in for `Path(_: CGPath)`: the stand-in `UIBezierPath`'s `cgPath` is already a path.
    init(_ path: Path) {
        self = path
    }
}
