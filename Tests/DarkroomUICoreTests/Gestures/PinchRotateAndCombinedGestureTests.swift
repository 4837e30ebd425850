import DarkroomUI
import Foundation
import Testing

/// Pinch, rotation, long-press, hover and combined gestures compile as SwiftUI's do and draw nothing at rest: a
/// snapshot never pinches, turns, presses or hovers, so the picture is the view's own and no action runs.
@MainActor
@Suite struct PinchRotateAndCombinedGestureTests {
    /// A photo viewer as apps write it: pinch to zoom, turn to rotate, both at once.
    struct PhotoViewer: View {
        @State private var scale: CGFloat = 1
        @State private var angle: Angle = .zero
        @GestureState private var pinch: CGFloat = 1

        var body: some View {
            let magnify = MagnificationGesture()
                .updating($pinch) { value, state, _ in state = value }
                .onEnded { scale *= $0 }
            let rotate = RotationGesture().onChanged { angle = $0 }
            RoundedRectangle(cornerRadius: 12)
                .fill(.orange)
                .frame(width: 120, height: 80)
                .scaleEffect(scale * pinch)
                .rotationEffect(angle)
                .gesture(magnify.simultaneously(with: rotate))
        }
    }

    var plainCard: some View {
        RoundedRectangle(cornerRadius: 12).fill(.orange).frame(width: 120, height: 80).scaleEffect(1).rotationEffect(.zero)
    }

    @Test func aPinchAndRotateViewerDrawsItsRestingState() throws {
        #expect(try ImageRenderer(content: PhotoViewer()).render() == ImageRenderer(content: plainCard).render())
    }

    @Test func iOS17GesturesAndSequencesAttachWithoutChangingThePicture() throws {
        var zoomed = false
        var pressedThenDragged = false
        let card = RoundedRectangle(cornerRadius: 12).fill(.orange).frame(width: 120, height: 80)
        let view =
            card
            .gesture(MagnifyGesture().onEnded { _ in zoomed = true })
            .simultaneousGesture(RotateGesture(minimumAngleDelta: .degrees(5)).onChanged { _ in })
            .gesture(LongPressGesture().sequenced(before: DragGesture()).onEnded { _ in pressedThenDragged = true })
            .gesture(TapGesture(count: 2).exclusively(before: TapGesture()))
        #expect(try ImageRenderer(content: view).render() == ImageRenderer(content: card).render())
        #expect(!zoomed && !pressedThenDragged)
    }

    @Test func combinedGestureValuesAreSwiftUIs() {
        let sequence = SequenceGesture<LongPressGesture, DragGesture>.Value.first(true)
        #expect(sequence == .first(true))
        let either = ExclusiveGesture<TapGesture, LongPressGesture>.Value.second(false)
        if case .second(let pressed) = either { #expect(!pressed) } else { Issue.record("expected .second") }
        #expect(MagnificationGesture().minimumScaleDelta == 0.01)
        #expect(RotationGesture().minimumAngleDelta == .degrees(1))
    }

    @Test func longPressAndHoverDrawTheRowAsIsAndRunNothing() throws {
        var deleted = false
        var hovering = false
        let row = HStack {
            Image(systemName: "trash")
            Text("Hold to delete")
        }.padding()
        let view =
            row
            .onLongPressGesture { deleted = true }
            .onLongPressGesture(minimumDuration: 1) {
                deleted = true
            } onPressingChanged: { _ in
            }
            .onLongPressGesture(minimumDuration: 2, pressing: { _ in }) { deleted = true }
            .onHover { hovering = $0 }
        #expect(try ImageRenderer(content: view).render() == ImageRenderer(content: row).render())
        #expect(!deleted && !hovering)
    }
}
