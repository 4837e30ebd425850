import Darkroom
import Foundation
import Testing

/// Inline images and styled runs in text, as store and review screens write them.
@Suite @MainActor struct TextInlineSnapshotTests {
    struct RatingRow: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                Text("Darkroom Photo Editor")
                    .font(.headline)
                Text("\(Image(systemName: "star.fill")) 4.8 · 1,024 reviews")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text("Tap \(Text("Get").bold()) to download \(Image(systemName: "icloud.and.arrow.down"))")
                    .font(.footnote)
            }
            .padding()
            .frame(width: 320, alignment: .leading)
            .background(Color.white)
        }
    }

    struct AttributedParagraph: View {
        var paragraph: AttributedString {
            let intro = AttributedString("Your order ")
            var number = AttributedString("#4512")
            number.font = .body.bold()
            var status = AttributedString(" is delayed")
            status.foregroundColor = .red
            status.underlineStyle = .single
            let rest = AttributedString(". Read the ")
            var link = AttributedString("shipping policy")
            link.link = URL(string: "https://example.com/shipping")
            var old = AttributedString("Tuesday")
            old.strikethroughStyle = .single
            return intro + number + status + rest + link + AttributedString(" for details. New date: ") + old
                + AttributedString(" Thursday.")
        }

        var body: some View {
            Text(paragraph)
                .padding()
                .frame(width: 320, alignment: .leading)
                .background(Color.white)
        }
    }

    @Test func ratingRow() {
        assertSnapshot(of: RatingRow(), as: .image(colorScheme: .light, scale: 2))
    }

    @Test func attributedParagraph() {
        assertSnapshot(of: AttributedParagraph(), as: .image(colorScheme: .light, scale: 2))
    }
}
