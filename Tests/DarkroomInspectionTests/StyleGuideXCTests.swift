import Darkroom
import XCTest

/// Every example of ViewInspector's styles guide that needs no host, in XCTest as the guide writes them.
final class StyleGuideXCTests: XCTestCase {
    @MainActor func testButtonStyleInUse() async throws {
        let sut = Button("Tap") {}.buttonStyle(PlainButtonStyle())
        XCTAssertTrue(try sut.inspect().buttonStyle() is PlainButtonStyle)
    }

    @MainActor func testCustomButtonStyle() async throws {
        let sut = CustomButtonStyle()
        XCTAssertEqual(try sut.inspect(isPressed: false).blur().radius, 0)
        XCTAssertEqual(try sut.inspect(isPressed: true).blur().radius, 5)
    }

    @MainActor func testLabelStyleInUse() async throws {
        let sut = Label("Star", image: "star").labelStyle(.iconOnly)
        XCTAssertTrue(try sut.inspect().labelStyle() is IconOnlyLabelStyle)
    }

    @MainActor func testCustomLabelStyle() async throws {
        let sut = CustomLabelStyle()
        let title = try sut.inspect().vStack().styleConfigurationTitle(0)
        let icon = try sut.inspect().vStack().styleConfigurationIcon(1)
        XCTAssertEqual(try title.blur().radius, 3)
        XCTAssertEqual(try icon.padding(), EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        XCTAssertEqual(try icon.padding(.all), 5)
    }

    @MainActor func testCustomGroupBoxStyleInspection() async throws {
        let sut = CustomGroupBoxStyle()
        XCTAssertEqual(try sut.inspect().vStack().styleConfigurationLabel(0).brightness(), 3)
        XCTAssertEqual(try sut.inspect().vStack().styleConfigurationContent(1).blur().radius, 5)
    }

    @MainActor func testCustomToggleStyle() async throws {
        let sut = CustomToggleStyle()
        XCTAssertEqual(try sut.inspect(isOn: false).styleConfigurationLabel().blur().radius, 0)
        XCTAssertEqual(try sut.inspect(isOn: true).styleConfigurationLabel().blur().radius, 5)
    }

    @MainActor func testCustomProgressViewStyle() async throws {
        let sut = CustomProgressViewStyle()
        XCTAssertEqual(try sut.inspect(fractionCompleted: nil).vStack().styleConfigurationLabel(0).brightness(), 3)
        XCTAssertEqual(try sut.inspect(fractionCompleted: nil).vStack().styleConfigurationCurrentValueLabel(1).blur().radius, 5)
        XCTAssertEqual(try sut.inspect(fractionCompleted: 0.42).vStack().text(2).string(), "Completed: 42%")
    }

    @MainActor func testCustomStyleInUse() async throws {
        let sut = EmptyView().helloWorldStyle(RedOutlineHelloWorldStyle())
        XCTAssertNoThrow(try sut.inspect().customStyle("helloWorldStyle") is RedOutlineHelloWorldStyle)
        XCTAssertTrue(try sut.inspect().customStyle("helloWorldStyle") is RedOutlineHelloWorldStyle)
    }

    @MainActor func testCustomStyleInspector() async throws {
        let style = RedOutlineHelloWorldStyle()
        // Fixed: the guide's `XCTAssertNoThrow(try style.inspect().zStack()` misses its closing parenthesis.
        XCTAssertNoThrow(try style.inspect().zStack())
    }
}
