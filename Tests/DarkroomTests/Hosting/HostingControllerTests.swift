import Darkroom
import Foundation
import Rasterizer
import Testing

/// `UIHostingController` draws exactly what its root view draws, from tests that are not main-actor isolated.
@Suite struct HostingControllerTests {
    let card = GreetingCard(name: "Linux")

    @Test func onADeviceTheControllerHasTheViewsBytes() throws {
        let controller = UIHostingController(rootView: card)
        let hosted = try snapshot(controller as UIViewController, as: .image(on: .iPhone13Pro))
        let direct = try snapshot(card, as: .image(on: .iPhone13Pro))
        #expect(hosted == direct)
        #expect(try hosted.pngData() == direct.pngData())
        #expect(hosted.width == 1170 && hosted.height == 2532)
    }

    @Test func theArticlesKeyWindowSpellingHasTheViewsBytes() throws {
        let controller = UIHostingController(rootView: card)
        let strategy: Snapshotting<UIViewController, UIImage> =
            .image(drawHierarchyInKeyWindow: true, size: ViewImageConfig.iPhone13Pro.size)
        let hosted = try snapshot(controller, as: strategy)
        let direct = try snapshot(card, as: .image(drawHierarchyInKeyWindow: true, size: ViewImageConfig.iPhone13Pro.size))
        #expect(hosted == direct)
        #expect(hosted.width == 390 && hosted.height == 844)
    }

    @Test func withoutASizeTheViewsFrameIsTheCanvas() throws {
        let controller = UIHostingController(rootView: card)
        #expect(controller.view.frame == UIScreen.main.bounds)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        #expect(controller.view.bounds == CGRect(x: 0, y: 0, width: 300, height: 200))
        let hosted = try snapshot(controller, as: Snapshotting<UIViewController, UIImage>.image)
        let direct = try snapshot(card, as: .image(size: CGSize(width: 300, height: 200)))
        #expect(hosted == direct)
        #expect(hosted.width == 300 && hosted.height == 200)
    }

    @Test func overrideUserInterfaceStyleDrawsTheDarkAppearance() throws {
        let controller = UIHostingController(rootView: card)
        controller.overrideUserInterfaceStyle = .dark
        let hosted = try snapshot(controller as UIViewController, as: .image(on: .iPhone13Pro))
        let dark = try snapshot(card, as: .image(on: .iPhone13Pro, colorScheme: .dark))
        let light = try snapshot(card, as: .image(on: .iPhone13Pro))
        #expect(hosted == dark)
        #expect(hosted != light)
        // The controller's override wins over the traits a strategy passes down, as in UIKit.
        let overridden = try snapshot(controller as UIViewController, as: .image(on: .iPhone13Pro, traits: .init(userInterfaceStyle: .light)))
        #expect(overridden == dark)
    }

    @Test func traitsMapToTheEnvironmentAsUIKitMapsThem() throws {
        let controller = UIHostingController(rootView: card)
        let dark = try snapshot(controller as UIViewController, as: .image(on: .iPhone13Pro, traits: .init(userInterfaceStyle: .dark)))
        #expect(dark == (try snapshot(card, as: .image(on: .iPhone13Pro, colorScheme: .dark))))

        let large = try snapshot(controller as UIViewController, as: .image(on: .iPhone13Pro, traits: .init(preferredContentSizeCategory: .accessibilityExtraLarge)))
        #expect(large == (try snapshot(DressedCard(card: card, dress: .largeType), as: .image(on: .iPhone13Pro))))
        #expect(large != (try snapshot(card, as: .image(on: .iPhone13Pro))))

        let rightToLeft = try snapshot(card, as: .image(on: .iPhone13Pro, traits: .init(layoutDirection: .rightToLeft)))
        #expect(rightToLeft == (try snapshot(DressedCard(card: card, dress: .rightToLeft), as: .image(on: .iPhone13Pro))))

        let regular = try snapshot(card, as: .image(on: .iPhone13Pro, traits: .init(horizontalSizeClass: .regular)))
        #expect(regular == (try snapshot(DressedCard(card: card, dress: .regularWidth), as: .image(on: .iPhone13Pro))))
    }

    @Test func aDisplayScaleTraitSetsThePixelsPerPoint() throws {
        let image = try snapshot(card, as: .image(layout: .fixed(width: 200, height: 100), traits: .init(displayScale: 2)))
        #expect(image.width == 400 && image.height == 200)
        let config = ViewImageConfig(safeArea: .zero, size: CGSize(width: 200, height: 100), traits: .init(displayScale: 2))
        #expect(config.scale == 2)
        #expect(config.traits.displayScale == 2)
    }

    @Test func aDevicesTraitsApplyToItsContent() throws {
        var config = ViewImageConfig.iPhone13Pro
        config.traits = UITraitCollection(traitsFrom: [config.traits, UITraitCollection(userInterfaceStyle: .dark)])
        #expect(config.scale == 3)
        let image = try snapshot(card, as: .image(layout: .device(config: config)))
        #expect(image == (try snapshot(card, as: .image(on: .iPhone13Pro, colorScheme: .dark))))
    }

    @Test func sizeThatFitsIsTheViewsSizeForTheProposal() throws {
        let controller = UIHostingController(rootView: card)
        let ideal = controller.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
        // The ideal-size image is the ideal size rounded to the nearest whole pixel (scale 1), as iOS rounds a view's
        // size to the pixel grid.
        let image = try snapshot(card, as: .image)
        #expect(CGSize(width: ideal.width.rounded(), height: ideal.height.rounded()) == image.size)
        #expect(ideal.width > 100 && ideal.height > 50)
        let fixed = UIHostingController(rootView: Block())
        #expect(fixed.sizeThatFits(in: CGSize(width: 300, height: 300)) == CGSize(width: 50, height: 20))
        #expect(controller.rootView.name == "Linux")
    }

    @Test func laterTraitCollectionsWinForTheTraitsTheySpecify() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(displayScale: 2),
            UITraitCollection(preferredContentSizeCategory: .extraLarge),
            UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(),
        ])
        #expect(merged.userInterfaceStyle == .light)
        #expect(merged.displayScale == 2)
        #expect(merged.preferredContentSizeCategory == .extraLarge)
        #expect(merged.layoutDirection == .unspecified)
        #expect(merged.horizontalSizeClass == .unspecified && merged.verticalSizeClass == .unspecified)
        #expect(UITraitCollection() == UITraitCollection(traitsFrom: []))
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }
}

extension Bitmap {
    /// The image's size in pixels, as a `CGSize`.
    var size: CGSize { CGSize(width: width, height: height) }
}

extension HostingControllerTests {
    @Test func aBackgroundColorFillsTheCanvasBehindTheView() throws {
        let controller = UIHostingController(rootView: Text("Hi"))
        let system = try snapshot(controller as UIViewController, as: .image(on: .iPhone13Pro))
        #expect(Array(system.pixels[0..<4]) == [255, 255, 255, 255])

        controller.view.backgroundColor = .clear
        let clear = try snapshot(controller as UIViewController, as: .image(on: .iPhone13Pro))
        #expect(clear.pixels[3] == 0)

        controller.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let red = try snapshot(controller as UIViewController, as: .image(on: .iPhone13Pro))
        #expect(Array(red.pixels[0..<4]) == [255, 0, 0, 255])
        #expect(red.width == system.width && red.height == system.height)
    }
}
