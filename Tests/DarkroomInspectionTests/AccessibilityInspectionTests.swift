import Darkroom
import Foundation
import Testing

/// Accessibility modifiers draw nothing and read back through inspection, as with ViewInspector.
@MainActor
@Suite struct AccessibilityInspectionTests {
    /// A rating control written as Apple's accessibility guides show: one element with a label and a value,
    /// and an action to change it.
    struct RatingView: View {
        @State var rating = 3
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("Reviews")
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                HStack(spacing: 4) {
                    ForEach(1...5, id: \.self) { index in
                        Circle()
                            .fill(index <= rating ? Color.orange : Color.gray)
                            .frame(width: 20, height: 20)
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Rating")
                .accessibilityValue("\(rating) of 5 stars")
                .accessibilityHint(Text("Adjusts the rating"))
                .accessibilityAction(named: "Increase") { rating = min(5, rating + 1) }
                .accessibilitySortPriority(2)
                .accessibilityInputLabels(["Rating", "Stars"])
                Image(systemName: "star")
                    .accessibilityHidden(true)
                Button("Submit") {}
                    .accessibilityLabel(Text("Submit review"))
                    .accessibilityRemoveTraits(.isImage)
                    .accessibilityAddTraits([.isButton, .isSelected])
            }
        }
    }

    @Test func labelValueAndHintReadBackFromAViewValue() throws {
        let rating = try RatingView().inspect().find(viewWithAccessibilityLabel: "Rating")
        #expect(try rating.accessibilityLabel().string() == "Rating")
        #expect(try rating.accessibilityValue().string() == "3 of 5 stars")
        #expect(try rating.accessibilityHint().string() == "Adjusts the rating")
        #expect(try rating.accessibilitySortPriority() == 2)
        #expect(try rating.accessibilityElement() == .ignore)
        #expect(try rating.accessibilityInputLabels().map { try $0.string() } == ["Rating", "Stars"])
    }

    @Test func hiddenTraitsAndHeader() throws {
        let view = try RatingView().inspect()
        #expect(try view.find(ViewType.Image.self).accessibilityHidden() == true)
        #expect(try view.find(text: "Reviews").accessibilityTraits() == .isHeader)
        let submit = try view.find(viewWithAccessibilityLabel: "Submit review")
        #expect(try submit.accessibilityTraits() == [.isButton, .isSelected])
        #expect(try submit.accessibilityTraits().contains(.isButton))
        #expect(try !submit.accessibilityTraits().contains(.isImage))
    }

    @Test func hostedActionChangesTheValue() throws {
        let host = ViewHosting.host(view: RatingView())
        let rating = try host.inspect().find(viewWithAccessibilityLabel: "Rating")
        try rating.callAccessibilityAction("Increase")
        #expect(try host.inspect().find(viewWithAccessibilityLabel: "Rating").accessibilityValue().string() == "4 of 5 stars")
    }

    @Test func defaultActionRuns() throws {
        var activated = 0
        let view = Text("Open").accessibilityAction { activated += 1 }
        try view.inspect().text().callAccessibilityAction(.default)
        #expect(activated == 1)
        #expect(throws: InspectionError.self) { try view.inspect().text().callAccessibilityAction(.escape) }
    }

    @Test func missingLabelNamesTheLabelsThatExist() throws {
        do {
            _ = try RatingView().inspect().find(viewWithAccessibilityLabel: "Ratings")
            Issue.record("expected a search failure")
        } catch {
            #expect("\(error)".contains("\"Rating\""))
        }
        #expect(throws: InspectionError.self) { try Text("plain").inspect().text().accessibilityLabel() }
    }

    @Test func accessibilityModifiersDrawNothing() throws {
        struct Plain: View {
            var body: some View {
                HStack {
                    Circle().fill(Color.orange).frame(width: 20, height: 20)
                    Text("Hi")
                }
            }
        }
        struct Annotated: View {
            var body: some View {
                HStack {
                    Circle().fill(Color.orange).frame(width: 20, height: 20)
                        .accessibilityLabel("Dot").accessibilityHidden(true).accessibilityAddTraits(.isImage)
                    Text("Hi").accessibilityHint("Says hello").accessibilityValue("1").accessibilitySortPriority(1)
                }
                .accessibilityElement(children: .combine)
            }
        }
        let plain = try ImageRenderer(content: Plain()).pngData()
        let annotated = try ImageRenderer(content: Annotated()).pngData()
        #expect(plain == annotated)
    }
}
