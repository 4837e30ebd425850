import Darkroom
import Foundation
import Testing

/// Built-in views and modifiers are recognised by the kind they declare (`_InspectionKindProviding`), not by
/// their type names, which changed when the engine moved to DarkroomUICore.
@MainActor
@Suite struct InspectionKindTests {
    @Test func missingModifierErrorNamesTheModifiersThatAreThere() throws {
        let view = Text("Hello")
            .padding(8)
            .blur(radius: 2)
            .frame(width: 100, height: 40)
        do {
            _ = try view.inspect().text().brightness()
            Issue.record("brightness() found a modifier the view does not have")
        } catch let InspectionError.modifierNotFound(_, modifier, existing, _) {
            #expect(modifier == "brightness")
            #expect(existing == ["frame(width:height:alignment:)", "blur", "padding"])
        }
    }

    @Test func builtInViewsAreFoundByTheirKind() throws {
        let view = VStack {
            HStack {
                Text("A")
                Spacer()
                Text("B")
            }
            Divider()
            Color.red.frame(height: 2)
        }
        let inspected = try view.inspect()
        #expect(try inspected.find(ViewType.HStack.self).text(2).string() == "B")
        #expect(try inspected.findAll(ViewType.Text.self).map { try $0.string() } == ["A", "B"])
        #expect(inspected.findAll(ViewType.Spacer.self).count == 1)
        #expect(inspected.findAll(ViewType.Divider.self).count == 1)
        #expect(inspected.findAll(ViewType.Color.self).count == 1)
    }
}
