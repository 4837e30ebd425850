import DarkroomUI
import Testing

extension Transaction {
    /// How fast a card flip runs (1 = normal), set by the code that starts the change.
    @Entry var flipSpeed: Double = 1
}

extension FocusedValues {
    /// The note the focused editor shows.
    @Entry var selectedNoteTitle: String?
}

extension ContainerValues {
    /// How many columns of a `SpanRow` a view takes.
    @Entry var columnSpan: Int = 1
}

/// A card whose width follows the flip speed carried by its binding's transaction.
private struct FlipCard: View {
    @Binding var isFlipped: Bool

    var body: some View {
        Rectangle()
            .fill(isFlipped ? Color.orange : Color.blue)
            .frame(width: 20 * $isFlipped.transaction.flipSpeed, height: 20)
    }
}

/// A row of 40-point columns; each subview takes as many as its `columnSpan` container value says.
private struct SpanRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: subviews.reduce(0) { $0 + 40 * CGFloat($1.containerValues.columnSpan) }, height: 30)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let width = 40 * CGFloat(subview.containerValues.columnSpan)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: 30))
            x += width
        }
    }
}

/// An editor's toolbar label that shows the focused note's title.
private struct NoteToolbarLabel: View {
    @FocusedValue(\.selectedNoteTitle) private var title

    var body: some View {
        Text(title ?? "No note")
    }
}

/// `@Entry` in `Transaction`, `FocusedValues` and `ContainerValues` extensions, compiled and used as an app does.
@MainActor @Suite struct EntryContainerUseTests {
    @Test func aTransactionEntryTravelsWithTheBindingToItsSetter() {
        var speeds: [Double] = []
        let flag = Binding<Bool>(get: { false }, set: { _, transaction in speeds.append(transaction.flipSpeed) })
        flag.wrappedValue = true
        var slow = Transaction()
        #expect(slow.flipSpeed == 1)
        slow.flipSpeed = 0.5
        flag.transaction(slow).wrappedValue = true
        #expect(speeds == [1, 0.5])
    }

    @Test func aViewReadsATransactionEntryFromItsBinding() throws {
        var fast = Transaction()
        fast.flipSpeed = 3
        #expect(try ImageRenderer(content: FlipCard(isFlipped: .constant(true))).layout().size == CGSize(width: 20, height: 20))
        let card = FlipCard(isFlipped: Binding.constant(true).transaction(fast))
        #expect(try ImageRenderer(content: card).layout().size == CGSize(width: 60, height: 20))
    }

    @Test func withTransactionRunsItsBody() {
        let result = withTransaction(\.flipSpeed, 2) { 7 }
        #expect(result == 7)
    }

    @Test func focusedValuesHoldWhatIsPublishedAndNothingElse() {
        var values = FocusedValues()
        #expect(values.selectedNoteTitle == nil)
        values.selectedNoteTitle = "Groceries"
        #expect(values.selectedNoteTitle == "Groceries")
        values.selectedNoteTitle = nil
        #expect(values.selectedNoteTitle == nil)
    }

    @Test func aFocusedValueReadsNilWhenNoViewHasFocus() throws {
        // A snapshot focuses no view, so the toolbar label shows its placeholder whatever the editor publishes.
        let screen = VStack {
            NoteToolbarLabel()
            Text("Groceries").focusedValue(\.selectedNoteTitle, "Groceries")
        }
        let placeholder = try ImageRenderer(content: Text("No note")).layout().size
        let label = try ImageRenderer(content: NoteToolbarLabel()).layout().size
        #expect(label == placeholder)
        #expect(try ImageRenderer(content: screen).layout().size.width >= placeholder.width)
    }

    @Test func aCustomLayoutReadsEachSubviewsContainerValue() throws {
        let row = SpanRow {
            Color.red.containerValue(\.columnSpan, 2).accessibilityIdentifier("wide")
            Color.blue.accessibilityIdentifier("narrow")
            Color.green.containerValue(\.columnSpan, 3).accessibilityIdentifier("widest")
        }
        let laidOut = try ImageRenderer(content: row).layout()
        #expect(laidOut.size == CGSize(width: 240, height: 30))
        #expect(try laidOut.frame(of: "wide") == CGRect(x: 0, y: 0, width: 80, height: 30))
        #expect(try laidOut.frame(of: "narrow") == CGRect(x: 80, y: 0, width: 40, height: 30))
        #expect(try laidOut.frame(of: "widest") == CGRect(x: 120, y: 0, width: 120, height: 30))
    }

    @Test func containerValuesStartAtTheirDefaults() {
        var values = ContainerValues()
        #expect(values.columnSpan == 1)
        values.columnSpan = 4
        #expect(values.columnSpan == 4)
    }
}
