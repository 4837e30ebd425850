import Darkroom
import Foundation
import Rasterizer
import Testing

/// A hosting controller's `view` snapshotted on its own, as suites write it:
/// `assertSnapshot(of: UIHostingController(rootView: view).view, as: .image(size: uikitView.intrinsicContentSize))`.
@Suite struct HostingControllerViewTests {
    @Test func theViewDrawsItsRootViewAtItsIntrinsicContentSize() throws {
        let uikitView: UIView = UIHostingController(rootView: GreetingCard(name: "UIView")).view
        let size = uikitView.intrinsicContentSize
        let ideal = try snapshot(GreetingCard(name: "UIView"), as: .image)
        // The ideal size in points, unrounded (as a hosting view reports it); the image rounds it to whole pixels.
        #expect(size.width.rounded() == CGFloat(ideal.width) && size.height.rounded() == CGFloat(ideal.height))
        let fixed = try snapshot(GreetingCard(name: "UIView"), as: .image(layout: .fixed(width: size.width, height: size.height)))
        #expect(try snapshot(uikitView, as: .image(size: size)) == fixed)
    }

    @Test func withoutASizeTheViewsFrameIsTheCanvas() throws {
        let controller = UIHostingController(rootView: Block())
        controller.view.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        let image = try snapshot(controller.view, as: .image)
        #expect(image.width == 80 && image.height == 40)
        #expect(try image == snapshot(controller as UIViewController, as: .image))
    }

    @Test func theViewFollowsTheControllersRootView() throws {
        let controller = UIHostingController(rootView: GreetingCard(name: "Before"))
        let uikitView: UIView = controller.view
        controller.rootView = GreetingCard(name: "After")
        let size = CGSize(width: 300, height: 200)
        let after = try snapshot(GreetingCard(name: "After"), as: .image(layout: .fixed(width: 300, height: 200)))
        #expect(try snapshot(uikitView, as: .image(size: size)) == after)
    }
}
