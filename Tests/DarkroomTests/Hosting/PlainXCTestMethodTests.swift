import Darkroom
import Rasterizer
import XCTest

/// Plain synchronous `XCTestCase` methods, as existing iOS suites write them: no `@MainActor`, no `async`.
final class PlainXCTestMethodTests: XCTestCase {
    func test_hostingControllerSnapshotFromAPlainMethod() throws {
        let controller = UIHostingController(rootView: GreetingCard(name: "XCTest"))
        let hosted = try snapshot(controller as UIViewController, as: .image(on: .iPhone13Pro))
        let direct = try snapshot(GreetingCard(name: "XCTest"), as: .image(on: .iPhone13Pro))
        XCTAssertEqual(hosted, direct)
    }

    func test_viewStrategiesFromAPlainMethod() throws {
        let image = try snapshot(GreetingCard(name: "XCTest"), as: .image(layout: .fixed(width: 320, height: 180)))
        XCTAssertEqual(image.width, 320)
        XCTAssertEqual(image.height, 180)
    }
}
