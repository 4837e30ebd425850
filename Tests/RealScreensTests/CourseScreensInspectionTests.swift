import Darkroom
import Testing

/// Inspection of course and component-library screens: what their layouts promise, measured, and their
/// interactions driven as a user would.
@MainActor @Suite struct CourseScreensInspectionTests {
    /// `.containerRelativeFrame(.horizontal)` with `.safeAreaPadding(.horizontal, 32)`: one card per screen
    /// less the padding, the next one peeking in after the LazyHStack's spacing; count 5 / span 2 with
    /// spacing 10 inside 16-pt content margins gives two fifths of the rest plus one gap.
    @Test func carouselCardsAreSizedByTheirScrollView() throws {
        let host = ViewHosting.host(view: ComponentCarouselScreen())
        let cards = try host.inspect().findAll(DestinationCard.self).map { try $0.frame(in: .global) }
        try #require(cards.count == 4)
        #expect(abs(cards[0].width - (390 - 2 * 32)) < 0.01)
        #expect(abs(cards[0].minX - 32) < 0.01)
        #expect(abs(cards[1].minX - (32 + (390 - 2 * 32) + 12)) < 0.01)
        // The trip titles sit 10 pt inside their cards (bottom-leading overlay with padding 10).
        let trips = try (1...3).map { try host.inspect().find(text: "Trip \($0)").frame(in: .global) }
        let shelfCardWidth: CGFloat = ((390 - 2 * 16) - 4 * 10) / 5 * 2 + 10
        #expect(abs(trips[0].minX - (16 + 10)) < 0.01)
        #expect(abs(trips[1].minX - trips[0].minX - (shelfCardWidth + 10)) < 0.01)
    }

    @Test func tappingTheRightFlagScores() throws {
        let host = ViewHosting.host(view: CourseGuessTheFlagScreen())
        #expect(try host.inspect().find(text: "Tap the flag of").string() == "Tap the flag of")
        let flags = try host.inspect().findAll(ViewType.Button.self)
        try #require(flags.count == 3)
        try flags[1].tap()
        #expect(try host.inspect().find(text: "Score: 1").string() == "Score: 1")
    }

    @Test func anyLayoutSwitchesFromRadialToHorizontal() throws {
        let host = ViewHosting.host(view: CourseCustomLayoutScreen())
        let radial = try host.inspect().findAll(Avatar.self).map { try $0.frame(in: .global) }
        try #require(radial.count == 3)
        #expect(radial[0].midY < radial[1].midY)
        #expect(abs(radial[1].midY - radial[2].midY) < 0.01)
        try host.inspect().find(ViewType.Toggle.self).tap()
        let row = try host.inspect().findAll(Avatar.self).map { try $0.frame(in: .global) }
        try #require(row.count == 3)
        #expect(row.allSatisfy { abs($0.midY - row[0].midY) < 0.01 })
        #expect(row[0].maxX <= row[1].minX && row[1].maxX <= row[2].minX)
    }

    /// The custom colon alignment lines up the trailing edges of the labels.
    @Test func colonAlignmentLinesUpLabels() throws {
        let host = ViewHosting.host(view: CourseAlignmentGuidesScreen())
        let name = try host.inspect().find(text: "Name:").frame(in: .global)
        let knownFor = try host.inspect().find(text: "Known for:").frame(in: .global)
        #expect(abs(name.maxX - knownFor.maxX) < 0.01)
        #expect(knownFor.minX < name.minX)
    }
}

/// Hosted inspection reaches into scroll views, navigation stacks, lists, forms and custom layouts.
@MainActor @Suite struct ContainerInspectionTests {
    struct Scrolling: View { var body: some View { ScrollView { Text("scrolled") } } }
    struct Navigating: View {
        var body: some View { NavigationStack { VStack { Text("root") }.navigationTitle("Title") } }
    }
    struct Listing: View { var body: some View { List { Text("row") } } }
    struct Forming: View { var body: some View { Form { Toggle("Wi-Fi", isOn: .constant(true)) } } }
    struct LaidOut: View {
        var body: some View {
            let layout = AnyLayout(HStackLayout())
            layout { Text("laid out") }
        }
    }

    struct Sectioned: View {
        var body: some View {
            List {
                Section {
                    Text("in section")
                } header: {
                    Text("Header")
                } footer: {
                    Text("Footer")
                }
            }
        }
    }
    struct Tabbed: View {
        var body: some View {
            TabView {
                Text("first tab").tabItem { Label("One", systemImage: "star") }
                Text("second tab").tabItem { Label("Two", systemImage: "gear") }
            }
        }
    }

    @Test func findSeesInsideSectionsAndTabs() throws {
        let host = ViewHosting.host(view: Sectioned())
        #expect(try host.inspect().find(text: "in section").string() == "in section")
        #expect(try host.inspect().find(text: "Header").string() == "Header")
        #expect(try host.inspect().find(text: "Footer").string() == "Footer")
        #expect(try Sectioned().inspect().find(text: "Footer").string() == "Footer")
        #expect(try ViewHosting.host(view: Tabbed()).inspect().find(text: "first tab").string() == "first tab")
        #expect(try Tabbed().inspect().find(text: "second tab").string() == "second tab")
    }

    @Test func findSeesInsideContainers() throws {
        #expect(try ViewHosting.host(view: Scrolling()).inspect().find(text: "scrolled").string() == "scrolled")
        #expect(try ViewHosting.host(view: Navigating()).inspect().find(text: "root").string() == "root")
        #expect(try ViewHosting.host(view: Listing()).inspect().find(text: "row").string() == "row")
        #expect(try ViewHosting.host(view: Forming()).inspect().find(ViewType.Toggle.self).isOn())
        #expect(try ViewHosting.host(view: LaidOut()).inspect().find(text: "laid out").string() == "laid out")
        #expect(try Scrolling().inspect().find(text: "scrolled").string() == "scrolled")
    }
}
