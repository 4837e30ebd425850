import Darkroom
import Foundation
import Testing

/// Stroked shapes turned, moved and scaled as shapes, the way a clock face or a gauge draws them: each stays an
/// outline (SwiftUI's `stroke` returns the stroked outline as a shape, which the transform then moves).
@Suite @MainActor struct TransformedStrokeSnapshotTests {
    /// A wind-up key beside a clock (SwiftClockUI's steampunk border draws its key this way), a tilted orbit, an
    /// offset ring and a ring scaled to half its size.
    struct Dial: View {
        var body: some View {
            HStack(spacing: 16) {
                ZStack {
                    Circle().strokeBorder(lineWidth: 2)
                    Capsule()
                        .stroke(lineWidth: 2)
                        .rotation(.degrees(-45))
                        .frame(width: 14, height: 30)
                        .offset(x: 26, y: -26)
                }
                .frame(width: 60, height: 60)
                Ellipse()
                    .stroke(lineWidth: 6)
                    .rotation(.degrees(30))
                    .foregroundStyle(.orange)
                    .frame(width: 60, height: 36)
                Circle()
                    .stroke(lineWidth: 3)
                    .offset(x: 6, y: 6)
                    .fill(.blue)
                    .frame(width: 50, height: 50)
                Circle()
                    .stroke(lineWidth: 4)
                    .scale(0.5)
                    .fill(.green)
                    .frame(width: 60, height: 60)
            }
            .padding(20)
            .background(Color.white)
        }
    }

    @Test func dial() {
        assertSnapshot(of: Dial(), as: .image(scale: 2))
    }
}
