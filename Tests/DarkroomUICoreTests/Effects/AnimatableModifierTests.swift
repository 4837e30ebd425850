import DarkroomUI
import Foundation
import Testing

/// An iOS 13-style `AnimatableModifier` draws at its final value, as a screen at rest shows it.
@MainActor
@Suite struct AnimatableModifierTests {
    struct Shake: AnimatableModifier {
        var amount: CGFloat
        var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
        func body(content: Content) -> some View {
            content.offset(x: 10 * amount)
        }
    }

    @Test func theModifierDrawsAtItsValue() throws {
        let label = Text("Wrong password").foregroundStyle(.red).frame(width: 200, height: 40)
        #expect(
            try ImageRenderer(content: label.modifier(Shake(amount: 1))).render()
                == ImageRenderer(content: label.offset(x: 10)).render())
        var shake = Shake(amount: 0)
        shake.animatableData = 2
        #expect(shake.amount == 2)
    }
}
