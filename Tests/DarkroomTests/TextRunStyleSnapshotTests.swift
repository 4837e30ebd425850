import Darkroom
import Foundation
import Testing

/// Styled runs as apps write them: search results with a highlighted match, a highlight that wraps, a Hebrew
/// highlight right to left, a "Terms and Privacy" footer, prices with the old price struck through, a temperature
/// with a secondary-scale unit, patterned lines and a gradient word.
@Suite @MainActor struct TextRunStyleSnapshotTests {
    /// A search result: the query's match in the title and the snippet has a yellow background.
    struct SearchResults: View {
        let query = "coffee"
        let results = [
            ("Blue Bottle Coffee", "Single-origin coffee and pastries, open from 7 am. Known for its cold brew."),
            ("The Coffee Collective", "A roastery with a tasting bar; coffee flights every Saturday morning."),
        ]

        func highlighted(_ string: String) -> AttributedString {
            var attributed = AttributedString(string)
            var searchStart = attributed.startIndex
            while let range = attributed[searchStart...].range(of: query, options: .caseInsensitive) {
                attributed[range].backgroundColor = .yellow
                searchStart = range.upperBound
            }
            return attributed
        }

        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                ForEach(results, id: \.0) { title, snippet in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(highlighted(title)).font(.headline)
                        Text(highlighted(snippet)).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
            }
            .padding()
            .frame(width: 320, alignment: .leading)
            .background(Color.white)
        }
    }

    /// A notice whose warning wraps over three lines: one filled band per line.
    struct WrappedHighlight: View {
        var notice: AttributedString {
            var warning = AttributedString("the store closes early on public holidays and on Sundays in December")
            warning.backgroundColor = Color.orange.opacity(0.35)
            warning.font = .body.bold()
            return AttributedString("Please note: ") + warning + AttributedString(". Thank you for shopping with us.")
        }

        var body: some View {
            Text(notice)
                .padding()
                .frame(width: 260, alignment: .leading)
                .background(Color.white)
        }
    }

    /// Hebrew, right to left, with a highlighted word and an English name inside it.
    struct HebrewHighlight: View {
        var message: AttributedString {
            var sale = AttributedString("מבצע")
            sale.backgroundColor = .yellow
            var brand = AttributedString("Darkroom")
            brand.backgroundColor = Color.green.opacity(0.4)
            return AttributedString("היום ") + sale + AttributedString(" על כל המוצרים של ") + brand
                + AttributedString(" עד השעה שמונה בערב")
        }

        var body: some View {
            Text(message)
                .padding()
                .frame(width: 240, alignment: .leading)
                .background(Color.white)
                .environment(\.layoutDirection, .rightToLeft)
        }
    }

    /// The sign-up footer: `Text + Text` with bold, underlined links.
    struct TermsFooter: View {
        var body: some View {
            (Text("By creating an account you agree to our ")
                + Text("Terms of Service").bold().underline(color: .blue)
                + Text(" and ")
                + Text("Privacy Policy").bold().underline(pattern: .dot, color: .blue)
                + Text(". We never sell your data.").italic())
                .font(.footnote)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .padding()
                .frame(width: 320)
                .background(Color.white)
        }
    }

    /// A plan picker row: old price struck through, new price bold, "/month" at the secondary scale.
    struct PriceTags: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                HStack(alignment: .firstTextBaseline) {
                    Text("Annual").font(.headline)
                    Spacer()
                    Text("$59.99").strikethrough(color: .red).foregroundStyle(.secondary)
                        + Text("  $39.99").bold()
                        + Text(" /year").textScale(.secondary).foregroundStyle(.secondary)
                }
                HStack(alignment: .firstTextBaseline) {
                    Text("Monthly").font(.headline)
                    Spacer()
                    Text("$6.99").strikethrough(pattern: .dash).foregroundStyle(.secondary)
                        + Text("  $4.99").bold().monospacedDigit()
                        + Text(" /month").textScale(.secondary).foregroundStyle(.secondary)
                }
                HStack(alignment: .firstTextBaseline, spacing: 2) {
                    Text("72").font(.system(size: 48, weight: .thin))
                    Text("°F").font(.system(size: 48, weight: .thin)).textScale(.secondary)
                    Spacer()
                    Text("Upgrade to ")
                        + Text("Pro").bold()
                        .foregroundStyle(LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
                }
                VStack(alignment: .leading, spacing: 4) {
                    Text("Solid").underline()
                    Text("Dotted").underline(pattern: .dot)
                    Text("Dashed").underline(pattern: .dash)
                    Text("Dash dot").underline(pattern: .dashDot, color: .orange)
                    Text("Dash dot dot").strikethrough(pattern: .dashDotDot, color: .red)
                }
                .font(.callout)
            }
            .padding()
            .frame(width: 320)
            .background(Color.white)
        }
    }

    @Test func termsFooter() {
        assertSnapshot(of: TermsFooter(), as: .image(colorScheme: .light, scale: 2))
    }

    @Test func priceTags() {
        assertSnapshot(of: PriceTags(), as: .image(colorScheme: .light, scale: 2))
    }

    /// An Arabic search result: the match is highlighted inside joined Arabic text, right to left.
    struct ArabicSearchResult: View {
        var snippet: AttributedString {
            var text = AttributedString("أفضل قهوة مختصة في المدينة، قهوة عربية وحلويات طازجة كل صباح")
            var start = text.startIndex
            while let range = text[start...].range(of: "قهوة") {
                text[range].backgroundColor = .yellow
                start = range.upperBound
            }
            return text
        }

        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("مقهى الصباح").font(.headline)
                Text(snippet).font(.subheadline).foregroundStyle(.secondary)
            }
            .padding()
            .frame(width: 300, alignment: .leading)
            .background(Color.white)
            .environment(\.layoutDirection, .rightToLeft)
        }
    }

    @Test func arabicSearchResult() {
        assertSnapshot(of: ArabicSearchResult(), as: .image(colorScheme: .light, scale: 2))
    }

    @Test func searchResults() {
        assertSnapshot(of: SearchResults(), as: .image(colorScheme: .light, scale: 2))
    }

    @Test func wrappedHighlight() {
        assertSnapshot(of: WrappedHighlight(), as: .image(colorScheme: .light, scale: 2))
    }

    @Test func hebrewHighlight() {
        assertSnapshot(of: HebrewHighlight(), as: .image(colorScheme: .light, scale: 2))
    }
}
