import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `.badge(_:)` on the rows of a mailbox list and on the tabs of a tab view.
@MainActor
@Suite struct BadgeTests {
    struct Mailboxes: View {
        var body: some View {
            List {
                Text("Inbox").badge(12)
                Text("Drafts").badge(0)
                Text("Flagged").badge(Text("New"))
                Text("Archive").badge("All" as String?)
            }
        }
    }

    @Test func rowBadgeIsSecondaryAtTheTrailingEdge() throws {
        let view = Mailboxes().frame(width: 390, height: 600)
        let count = try #require(try drawnText("12", in: view))
        #expect(count.color.description == "#3C3C4399")
        #expect(abs(count.frame.maxX - 350) <= 0.5, "\(count.frame)")
        let inbox = try #require(try drawnText("Inbox", in: view))
        #expect(abs(count.frame.midY - inbox.frame.midY) <= 0.5)
        let texts = try drawnTexts(view).map(\.string)
        #expect(texts.contains("New") && texts.contains("All"))
        #expect(!texts.contains("0"), "a zero count shows no badge: \(texts)")
    }

    @Test func rowBadgeKeepsTheRowHeight() throws {
        let plain = try inspect(List { box("row", 100, 20) }, width: 390, height: 600)
        let badged = try inspect(List { box("row", 100, 20).badge(3) }, width: 390, height: 600)
        #expect(try plain.frame(of: "row") == badged.frame(of: "row"))
    }

    @Test func rightToLeftBadgeIsAtTheLeft() throws {
        let view = Mailboxes().environment(\.layoutDirection, .rightToLeft).frame(width: 390, height: 600)
        let count = try #require(try drawnText("12", in: view))
        #expect(abs(count.frame.minX - 40) <= 0.5, "\(count.frame)")
    }

    @Test func outsideAListOrTabViewNoBadgeIsDrawn() throws {
        let texts = try drawnTexts(Text("Inbox").badge(5).frame(width: 200)).map(\.string)
        #expect(texts == ["Inbox"])
    }

    struct Tabs: View {
        var body: some View {
            TabView {
                Text("Mail")
                    .tabItem { Text("Mail") }
                    .badge(3)
                Text("Settings")
                    .tabItem { Text("Settings") }
            }
        }
    }

    @Test func tabBadgeIsARedCapsuleWithWhiteText() throws {
        let view = Tabs().frame(width: 390, height: 700)
        let badge = try #require(try drawnText("3", in: view))
        #expect(badge.color.description == "#FFFFFFFF")
        let red = try fills(of: "#FF3B30FF", in: view)
        #expect(red.count == 1)
        let capsule = try #require(red.first)
        #expect(capsule.height == 18 && capsule.width == 18)
        // Over the first of two 195-pt tab slots: 6 pt past its centre, 2 pt below the bar's top (700 − 49).
        // (Snapped to whole pixels at scale 1.)
        #expect(abs(capsule.minX - (97.5 + 6)) <= 0.5 && abs(capsule.minY - (651 + 2)) <= 0.5, "\(capsule)")
    }
}
