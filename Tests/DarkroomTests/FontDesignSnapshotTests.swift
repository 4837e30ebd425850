import Darkroom
import Foundation
import Testing

/// The rounded system font design (SF Pro Rounded on an iPhone, Manjari here) in the shapes apps use it:
/// a fitness-style summary with a rounded large title, figures and body text in several weights.
@Suite @MainActor struct FontDesignSnapshotTests {
    struct ActivitySummary: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("Activity")
                    .font(.system(.largeTitle, design: .rounded))
                    .bold()
                Text("Move")
                    .font(.system(.title2, design: .rounded, weight: .semibold))
                    .foregroundStyle(.red)
                Text("420/500 CAL")
                    .font(.system(size: 28, weight: .heavy, design: .rounded))
                Text("You walked 8,214 steps today, 6.1 km in all. Keep it up!")
                    .font(.system(.body, design: .rounded))
                Text("Updated just now")
                    .font(.system(.footnote, design: .rounded, weight: .light))
                    .foregroundStyle(.secondary)
                HStack(spacing: 10) {
                    Text("Thin").fontWeight(.thin)
                    Text("Regular")
                    Text("Medium").fontWeight(.medium)
                    Text("Bold").fontWeight(.bold)
                    Text("Black").fontWeight(.black)
                }
                .fontDesign(.rounded)
                HStack(spacing: 10) {
                    Text("Default")
                    Text("Rounded").fontDesign(.rounded)
                }
                .font(.title3)
            }
            .padding()
            .frame(width: 320, alignment: .leading)
        }
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func roundedDesign(_ scheme: ColorScheme) {
        assertSnapshot(
            of: ActivitySummary().background(scheme == .dark ? Color.black : Color.white),
            as: .image(colorScheme: scheme, scale: 2))
    }
}
