import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `DisclosureGroup` and `OutlineGroup` in the shapes of a FAQ screen and a file browser.
@MainActor
@Suite struct DisclosureGroupTests {
    struct FAQ: View {
        var shippingExpanded: Bool
        var body: some View {
            Form {
                DisclosureGroup("How long does shipping take?", isExpanded: .constant(shippingExpanded)) {
                    box("answer", 100, 20)
                }
                DisclosureGroup {
                    box("hidden", 100, 20)
                } label: {
                    box("returns", 100, 20)
                }
            }
        }
    }

    @Test func collapsedShowsOnlyTheLabelRow() throws {
        let layout = try inspect(FAQ(shippingExpanded: false), width: 390, height: 600)
        #expect(layout.frames(of: "answer").isEmpty)
        #expect(layout.frames(of: "hidden").isEmpty)
        // Row 1 (35…79), row 2 (79…123): the second group's label is centred in the second row.
        #expect(try layout.frame(of: "returns") == CGRect(x: 40, y: 91, width: 100, height: 20))
    }

    @Test func expandedContentIsARowBelowTheLabel() throws {
        let layout = try inspect(FAQ(shippingExpanded: true), width: 390, height: 600)
        #expect(try layout.frame(of: "answer") == CGRect(x: 40, y: 91, width: 100, height: 20))
        #expect(try layout.frame(of: "returns").minY == 135)
    }

    @Test func listChevronIsTintedAndTurnsDownWhenExpanded() throws {
        let collapsed = try strokes(of: accentBlue, in: FAQ(shippingExpanded: false).frame(width: 390, height: 600))
        #expect(collapsed.count == 2)
        // chevron.forward: 7 × 12 pt box inset 1 pt → 5 × 10; at the trailing row inset (x = 350 − 1; 20-pt section margin on a 390-pt screen).
        #expect(collapsed.allSatisfy { abs($0.width - 5) < 0.01 && abs($0.height - 10) < 0.01 }, "\(collapsed)")
        #expect(collapsed.allSatisfy { abs($0.maxX - 349) < 0.01 }, "\(collapsed)")
        let expanded = try strokes(of: accentBlue, in: FAQ(shippingExpanded: true).frame(width: 390, height: 600))
        #expect(expanded.contains { abs($0.width - 10) < 0.01 && abs($0.height - 5) < 0.01 }, "\(expanded)")
    }

    @Test func rightToLeftPutsTheChevronAtTheLeft() throws {
        let view = FAQ(shippingExpanded: false).environment(\.layoutDirection, .rightToLeft).frame(width: 390, height: 600)
        let chevrons = try strokes(of: accentBlue, in: view)
        #expect(chevrons.count == 2)
        #expect(chevrons.allSatisfy { abs($0.minX - 41) < 0.01 }, "\(chevrons)")
    }

    @Test func outsideAListTheLabelIsAnAccentButtonAndTheContentFollows() throws {
        let view = DisclosureGroup("Details", isExpanded: .constant(true)) {
            box("body", 100, 20)
        }
        .frame(width: 300)
        let label = try #require(try drawnText("Details", in: view))
        #expect(label.color.description == accentBlue)
        let layout = try inspect(view)
        let body = try layout.frame(of: "body")
        #expect(body.minX == 0 && body.minY > 0)
        #expect(try strokes(of: accentBlue, in: view).count == 1)
    }

    @Test func startsCollapsedWithoutABinding() throws {
        let layout = try inspect(DisclosureGroup("Details") { box("body") }, width: 300)
        #expect(layout.frames(of: "body").isEmpty)
    }

    struct Boxed: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) {
                configuration.label
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    @Test func customStyleSeesTheBinding() throws {
        let open = try inspect(
            DisclosureGroup(isExpanded: .constant(true)) {
                box("body")
            } label: {
                box("label")
            }.disclosureGroupStyle(Boxed()))
        #expect(try open.frame(of: "body").minY == 10)
        let shut = try inspect(
            DisclosureGroup(isExpanded: .constant(false)) {
                box("body")
            } label: {
                box("label")
            }.disclosureGroupStyle(Boxed()))
        #expect(shut.frames(of: "body").isEmpty)
    }

    struct FileItem: Identifiable {
        var name: String
        var children: [FileItem]? = nil
        var id: String { name }
    }

    static let files = [
        FileItem(name: "Sources", children: [FileItem(name: "main.swift")]),
        FileItem(name: "Package.swift"),
    ]

    @Test func outlineGroupShowsTopLevelRowsCollapsed() throws {
        let view = List {
            OutlineGroup(Self.files, children: \.children) { item in
                box(item.name, 100, 20)
            }
        }
        let layout = try inspect(view, width: 390, height: 600)
        #expect(try layout.frame(of: "Sources").minY == 47)
        #expect(try layout.frame(of: "Package.swift").minY == 91)
        #expect(layout.frames(of: "main.swift").isEmpty)
        // Only the folder has a chevron.
        #expect(try strokes(of: accentBlue, in: view.frame(width: 390, height: 600)).count == 1)
    }
}
