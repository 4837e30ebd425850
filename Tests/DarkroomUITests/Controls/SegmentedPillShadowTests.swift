import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Rasterizer
import Testing

/// The segmented picker's selected pill casts a small soft shadow (black at 15 %, radius 3, 2 pt down).
@MainActor @Suite struct SegmentedPillShadowTests {
    struct Units: View {
        @State private var unit = "Metric"
        var body: some View {
            Picker("Units", selection: $unit) {
                Text("Metric").tag("Metric")
                Text("Imperial").tag("Imperial")
            }
            .pickerStyle(.segmented)
            .frame(width: 200)
            .padding(10)
            .background(Color.white)
        }
    }

    @Test func theSelectedPillHasAShadowBelowIt() throws {
        let list = try ImageRenderer(content: Units()).displayList()
        let shadows = list.items.compactMap { item -> (RGBA, Double, CGSize)? in
            if case .endLayer(.shadow(let color, let radius, let offset)) = item { (color, radius, offset) } else { nil }
        }
        #expect(shadows.count == 1)
        #expect(shadows.first?.0.alpha == 0.15 && shadows.first?.1 == 3 && shadows.first?.2 == CGSize(width: 0, height: 2))
        // The control spans x 10…210, y 10…42; the pill (2-pt inset) ends at y 40. Just below it, inside the track,
        // the shadow darkens the track under the selected segment (x 60), not under the other one (x 160).
        let image = try Rendered(Units(), scale: 2)
        let underPill = image[x: 120, y: 81], underOther = image[x: 320, y: 81]
        #expect(underPill[0] + 3 < underOther[0], "shadow \(underPill) vs track \(underOther)")
        // The pill itself stays white beside its label.
        #expect(image.matches(40, 50, [255, 255, 255, 255], tolerance: 1), "\(image[x: 40, y: 50])")
    }
}
