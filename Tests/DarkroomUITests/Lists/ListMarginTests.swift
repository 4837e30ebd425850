import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// Section margins per device width and row heights of inset-grouped lists and forms, as iOS draws them (issue 23's
/// recordings: on a 390-pt iPhone a section's card spans x 20…370; a row holding a 30-pt image is 44 pt tall).
@MainActor @Suite struct ListMarginTests {
    /// A settings screen the way apps write one: a form whose rows carry a row background we can find.
    private struct SettingsForm: View {
        var body: some View {
            Form {
                Section {
                    Toggle("Airplane Mode", isOn: .constant(false))
                        .listRowBackground(Color.white.accessibilityIdentifier("card"))
                    Label("Wi-Fi", systemImage: "wifi")
                }
            }
        }
    }

    /// Every width `ViewImageConfig` offers (portrait phones, iPad split views and full screens): 16 pt up to
    /// 375 pt, 20 pt beyond.
    @Test(arguments: [
        (320.0, 16.0), (375, 16), (390, 20), (393, 20), (414, 20), (428, 20), (430, 20),
        (507, 20), (551, 20), (678, 20), (694, 20), (768, 20), (810, 20), (834, 20), (1024, 20), (1194, 20),
    ])
    func sectionCardMarginFollowsTheScreenWidth(width: Double, margin: Double) throws {
        let layout = try inspect(SettingsForm(), width: width, height: 600)
        let card = try layout.frame(of: "card")
        #expect(Double(card.minX) == margin)
        #expect(Double(card.maxX) == width - margin)
    }

    /// The iPhone 13 Pro: the card spans 20…370, the row's content starts 20 pt inside it.
    @Test func cardOnA390PointIPhoneSpans20To370() throws {
        let layout = try inspectOnIPhone13Pro(
            List {
                Text("General").accessibilityIdentifier("text")
                    .listRowBackground(Color.white.accessibilityIdentifier("card"))
            })
        let card = try layout.frame(of: "card")
        #expect(card.minX == 20 && card.maxX == 370)
        #expect(try layout.frame(of: "text").minX == 40)
    }

    /// A row holding a 30-pt image is 44 pt tall (iOS), not 30 + 2 × 11; the image is centred in it.
    @Test func rowWithA30PointImageIs44PointsTall() throws {
        let layout = try inspectOnIPhone13Pro(
            List {
                HStack {
                    Image(systemName: "person.crop.circle")
                        .resizable()
                        .frame(width: 30, height: 30)
                        .accessibilityIdentifier("avatar")
                    Text("Jane Appleseed")
                }
                .listRowBackground(Color.white.accessibilityIdentifier("row"))
            })
        let row = try layout.frame(of: "row")
        #expect(row.height == 44)
        #expect(try layout.frame(of: "avatar").midY == row.midY)
    }

    /// A row with a switch (UISwitch is 31 pt tall) stays at the 44-pt minimum, as in Settings.
    @Test func toggleRowIs44PointsTall() throws {
        let layout = try inspectOnIPhone13Pro(SettingsForm())
        #expect(try layout.frame(of: "card").height == 44)
    }

    /// Taller content grows the row by 6 pt above and below.
    @Test func tallRowGrowsByItsVerticalInsets() throws {
        let layout = try inspectOnIPhone13Pro(
            List {
                Color.blue.frame(height: 60)
                    .listRowBackground(Color.white.accessibilityIdentifier("row"))
            })
        #expect(try layout.frame(of: "row").height == 72)
    }
}
