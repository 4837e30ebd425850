import Darkroom
import Foundation
import Testing

/// Every example of ViewInspector's styles guide that needs no host, in Swift Testing.
@MainActor @Suite struct StyleGuideTests {
    @Test func buttonStyleInUse() throws {
        let sut = Button("Tap") {}.buttonStyle(PlainButtonStyle())
        #expect(try sut.inspect().buttonStyle() is PlainButtonStyle)
    }

    @Test func customButtonStyle() throws {
        let sut = CustomButtonStyle()
        #expect(try sut.inspect(isPressed: false).blur().radius == 0)
        #expect(try sut.inspect(isPressed: true).blur().radius == 5)
    }

    @Test func labelStyleInUse() throws {
        let sut = Label("Star", image: "star").labelStyle(.iconOnly)
        #expect(try sut.inspect().labelStyle() is IconOnlyLabelStyle)
    }

    @Test func customLabelStyle() throws {
        let sut = CustomLabelStyle()
        let title = try sut.inspect().vStack().styleConfigurationTitle(0)
        let icon = try sut.inspect().vStack().styleConfigurationIcon(1)
        #expect(try title.blur().radius == 3)
        #expect(try icon.padding() == EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        #expect(try icon.padding(.all) == 5)
    }

    @Test func customGroupBoxStyleInspection() throws {
        let sut = CustomGroupBoxStyle()
        #expect(try sut.inspect().vStack().styleConfigurationLabel(0).brightness() == 3)
        #expect(try sut.inspect().vStack().styleConfigurationContent(1).blur().radius == 5)
    }

    @Test func customToggleStyle() throws {
        let sut = CustomToggleStyle()
        #expect(try sut.inspect(isOn: false).styleConfigurationLabel().blur().radius == 0)
        #expect(try sut.inspect(isOn: true).styleConfigurationLabel().blur().radius == 5)
    }

    @Test func customProgressViewStyle() throws {
        let sut = CustomProgressViewStyle()
        #expect(try sut.inspect(fractionCompleted: nil).vStack().styleConfigurationLabel(0).brightness() == 3)
        #expect(try sut.inspect(fractionCompleted: nil).vStack().styleConfigurationCurrentValueLabel(1).blur().radius == 5)
        #expect(try sut.inspect(fractionCompleted: 0.42).vStack().text(2).string() == "Completed: 42%")
    }

    @Test func customStyleInUse() throws {
        let sut = EmptyView().helloWorldStyle(RedOutlineHelloWorldStyle())
        #expect(try sut.inspect().customStyle("helloWorldStyle") is RedOutlineHelloWorldStyle)
    }

    @Test func customStyleInspector() throws {
        let style = RedOutlineHelloWorldStyle()
        let rectangle = try style.inspect().zStack().shape(0)
        #expect(try rectangle.fillShapeStyle(Color.self) == Color.red)
        #expect(try rectangle.strokeStyle().lineWidth == 3)
        #expect(try rectangle.fillStyle().isAntialiased == true)
    }

    @Test func helloWorldReadsTheStyleFromTheEnvironment() throws {
        let zStack = try Content().inspect().find(HelloWorld.self).zStack()
        #expect(try zStack.text(0).string() == "Hello World!")
        #expect(try zStack.find(ViewType.Shape.self).fillShapeStyle(Color.self) == Color.red)
    }
}
