import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `_allPreviews`, which snapshot helpers written for SwiftUI loop over (`for preview in T._allPreviews {
/// assertSnapshot(of: UIHostingController(rootView: preview.content), …) }`): one entry per previewed view.
@MainActor @Suite struct AllPreviewsTests {
    struct Badge: View {
        let count: Int
        var body: some View {
            Text("\(count)")
                .padding(4)
                .background(Color.red)
        }
    }

    struct Badge_Previews: PreviewProvider {
        static var previews: some View {
            Group {
                Badge(count: 1)
                    .previewDisplayName("One")
                Badge(count: 99)
                    .previewLayout(.sizeThatFits)
                    .previewDisplayName("Many")
            }
            .preferredColorScheme(.dark)
        }
    }

    struct Single_Previews: PreviewProvider {
        static var previews: some View { Badge(count: 7) }
    }

    @Test func oneEntryPerViewWithItsSettings() {
        let previews = Badge_Previews._allPreviews
        #expect(previews.map(\.id) == [0, 1])
        #expect(previews.map(\.displayName) == ["One", "Many"])
        #expect(previews[0].layout == .device)
        #expect(previews[1].layout == .sizeThatFits)
        #expect(previews.allSatisfy { $0.colorScheme == .dark })
    }

    @Test func aSingleViewIsOnePreviewOnTheDevice() {
        let previews = Single_Previews._allPreviews
        #expect(previews.count == 1)
        #expect(previews[0].displayName == nil)
        #expect(previews[0].layout == .device)
    }

    @Test func contentDrawsThePreviewedView() throws {
        let content = Single_Previews._allPreviews[0].content
        let drawn = try Rendered(content)
        let direct = try Rendered(Badge(count: 7))
        #expect(drawn.bitmap.width == direct.bitmap.width && drawn.bitmap.height == direct.bitmap.height)
        #expect(drawn.bitmap.pixels == direct.bitmap.pixels)
    }
}
