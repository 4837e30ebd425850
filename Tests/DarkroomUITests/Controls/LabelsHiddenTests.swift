import DarkroomUI
import DarkroomUITestSupport
import Foundation
import Testing

/// `.labelsHidden()` and the modifiers an iPhone draws nothing for.
@MainActor
@Suite struct LabelsHiddenTests {
    @Test func toggleIsOnlyItsSwitch() throws {
        let layout = try inspect(Toggle(isOn: .constant(true)) { box("label") }.labelsHidden(), width: 300)
        #expect(layout.size == CGSize(width: 51, height: 31))
        #expect(layout.frames(of: "label").isEmpty)
    }

    @Test func stepperIsOnlyItsControl() throws {
        let layout = try inspect(Stepper(value: .constant(1), in: 0...5) { box("label") }.labelsHidden(), width: 300)
        #expect(layout.size == CGSize(width: 94, height: 32))
    }

    @Test func datePickerAndColorPickerDropTheirLabels() throws {
        let date = try inspect(DatePicker(selection: .constant(Date(timeIntervalSince1970: 0))) { box("label") }.labelsHidden(), width: 300)
        #expect(date.frames(of: "label").isEmpty)
        let color = try inspect(ColorPicker(selection: .constant(.red)) { box("label") }.labelsHidden(), width: 300)
        #expect(color.frames(of: "label").isEmpty)
        #expect(color.size.width == 28)
    }

    @Test func pickerRowDropsItsLabel() throws {
        let view = Form {
            Picker(selection: .constant(1)) {
                Text("One").tag(1)
            } label: {
                box("label")
            }
        }.labelsHidden()
        #expect(try inspect(view, width: 390, height: 400).frames(of: "label").isEmpty)
    }

    @Test func helpShortcutAndSelectionDrawNothing() throws {
        let plain = Button("Save") {}.frame(width: 200)
        let decorated = Button("Save") {}
            .help("Saves the document")
            .keyboardShortcut("s", modifiers: [.command, .shift])
            .keyboardShortcut(.defaultAction)
            .textSelection(.enabled)
            .frame(width: 200)
        #expect(try drawnItems(plain) == drawnItems(decorated))
        #expect(try inspect(plain).size == inspect(decorated).size)
    }
}
