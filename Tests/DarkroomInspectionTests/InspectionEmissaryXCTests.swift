import Darkroom
import XCTest

/// ViewInspector's asynchronous inspection, in XCTest as its guide and README write it: the inspection runs
/// while `ViewHosting.host(view:)` hosts the view, so the expectations are fulfilled before the test waits.
///
/// On Linux an `@MainActor` `XCTestCase` class cannot be discovered, so each test is an `@MainActor … async`
/// method, where Swift 6 makes `wait(for:timeout:)` unavailable: `await fulfillment(of:timeout:)` replaces it.
final class InspectionEmissaryXCTests: XCTestCase {
    @MainActor func testCustomPrimitiveButtonStyleButton() async throws {
        let triggerExp = XCTestExpectation(description: "trigger()")
        triggerExp.expectedFulfillmentCount = 1
        triggerExp.assertForOverFulfill = true
        let config = PrimitiveButtonStyleConfiguration(onTrigger: {
            triggerExp.fulfill()
        })
        let view = CustomPrimitiveButtonStyle.CustomButton(configuration: config)
        let exp = view.inspection.inspect { view in
            let label = try view.styleConfigurationLabel()
            XCTAssertEqual(try label.blur().radius, 0)
            try label.callOnTapGesture()
            let updatedLabel = try view.styleConfigurationLabel()
            XCTAssertEqual(try updatedLabel.blur().radius, 5)
        }
        ViewHosting.host(view: view)
        await fulfillment(of: [exp, triggerExp], timeout: 0.1)
    }

    @MainActor func testRedOutlineHelloWorldStyle() async throws {
        let style = RedOutlineHelloWorldStyle()
        var body = try style.inspect().view(RedOutlineHelloWorldStyle.StyleBody.self).actualView()
        let expectation = body.on(\.didAppear) { inspectedBody in
            let zStack = try inspectedBody.zStack()
            let rectangle = try zStack.shape(0)
            XCTAssertEqual(try rectangle.fillShapeStyle(Color.self), Color.red)
            // Fixed: the guide expects 1 for a style drawn with `lineWidth: 3`.
            XCTAssertEqual(try rectangle.strokeStyle().lineWidth, 3)
            XCTAssertEqual(try rectangle.fillStyle().isAntialiased, true)
        }
        ViewHosting.host(view: body)
        await fulfillment(of: [expectation], timeout: 1.0)
    }

    @MainActor func testStringValue() async throws {
        let sut = FlagView()
        let exp = sut.inspection.inspect { view in
            XCTAssertEqual(try view.button().labelView().text().string(), "False")
            try view.button().tap()
            XCTAssertEqual(try view.button().labelView().text().string(), "True")
        }
        ViewHosting.host(view: sut)
        await fulfillment(of: [exp], timeout: 0.1)
    }

    @MainActor func testDidAppear() async throws {
        var sut = AppearingFlagView()
        let exp = sut.on(\.didAppear) { view in
            XCTAssertFalse(try view.actualView().flag)
            try view.button().tap()
            XCTAssertTrue(try view.actualView().flag)
        }
        ViewHosting.host(view: sut)
        await fulfillment(of: [exp], timeout: 0.1)
    }
}
