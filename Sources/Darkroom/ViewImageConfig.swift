import Foundation

/// A device to render a view on: its screen size in points, its safe area and its scale, with
/// swift-snapshot-testing's presets (Apple's published point sizes, safe areas and scales).
///
/// ```swift
/// assertSnapshot(of: JokeView(), as: .image(layout: .device(config: .iPhone13Pro)))
/// assertSnapshot(of: JokeView(), as: .image(on: .iPhone13Pro(.landscape)))
/// ```
public struct ViewImageConfig: Sendable, Equatable {
    /// A phone's orientation.
    public enum Orientation: Sendable, Equatable {
        case landscape
        case portrait
    }

    /// A tablet's orientation and how much of the screen a split view gives the app.
    public enum TabletOrientation: Sendable, Equatable {
        public enum PortraitSplits: Sendable, Equatable {
            case oneThird
            case twoThirds
            case full
        }
        public enum LandscapeSplits: Sendable, Equatable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// Insets in points, labelled like `UIEdgeInsets`.
    public struct Insets: Sendable, Equatable {
        public var top: CGFloat
        public var left: CGFloat
        public var bottom: CGFloat
        public var right: CGFloat

        public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// No insets.
        public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// The safe area insets, in points.
    public var safeArea: Insets
    /// The screen size in points; `nil` sizes the view to fit.
    public var size: CGSize?
    /// Device pixels per point.
    public var scale: CGFloat
    /// UIKit traits the device gives its content besides its scale (``traits``); none by default.
    var contentTraits = UITraitCollection()

    /// Creates a device configuration.
    public init(safeArea: Insets = .zero, size: CGSize? = nil, scale: CGFloat = 1) {
        self.safeArea = safeArea
        self.size = size
        self.scale = scale
    }

    /// The size proposed to the view: the screen minus the safe area.
    public var proposedSize: CGSize? {
        size.map {
            CGSize(
                width: max(0, $0.width - safeArea.left - safeArea.right),
                height: max(0, $0.height - safeArea.top - safeArea.bottom)
            )
        }
    }

    /// The safe area's rectangle within the screen, in points.
    public var safeAreaFrame: CGRect? {
        guard let proposed = proposedSize else { return nil }
        return CGRect(origin: CGPoint(x: safeArea.left, y: safeArea.top), size: proposed)
    }

    private static func phone(
        _ orientation: Orientation, portrait: CGSize, portraitInsets: Insets, landscapeInsets: Insets, scale: CGFloat
    ) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return .init(safeArea: portraitInsets, size: portrait, scale: scale)
        case .landscape:
            return .init(safeArea: landscapeInsets, size: CGSize(width: portrait.height, height: portrait.width), scale: scale)
        }
    }

    // MARK: Phones

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)

    /// iPhone SE (1st generation): 320×568 pt @2x.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: .init(width: 320, height: 568),
            portraitInsets: .init(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: .zero, scale: 2)
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)

    /// iPhone 8: 375×667 pt @2x.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: .init(width: 375, height: 667),
            portraitInsets: .init(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: .zero, scale: 2)
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)

    /// iPhone 8 Plus: 414×736 pt @3x.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: .init(width: 414, height: 736),
            portraitInsets: .init(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: .zero, scale: 3)
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)

    /// iPhone X / Xs: 375×812 pt @3x.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: .init(width: 375, height: 812),
            portraitInsets: .init(top: 44, left: 0, bottom: 34, right: 0),
            landscapeInsets: .init(top: 0, left: 44, bottom: 24, right: 44), scale: 3)
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)

    /// iPhone Xs Max: 414×896 pt @3x.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: .init(width: 414, height: 896),
            portraitInsets: .init(top: 44, left: 0, bottom: 34, right: 0),
            landscapeInsets: .init(top: 0, left: 44, bottom: 24, right: 44), scale: 3)
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)

    /// iPhone XR: 414×896 pt @2x.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: .init(width: 414, height: 896),
            portraitInsets: .init(top: 44, left: 0, bottom: 34, right: 0),
            landscapeInsets: .init(top: 0, left: 44, bottom: 24, right: 44), scale: 2)
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)

    /// iPhone 12: 390×844 pt @3x.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: .init(width: 390, height: 844),
            portraitInsets: .init(top: 47, left: 0, bottom: 34, right: 0),
            landscapeInsets: .init(top: 0, left: 47, bottom: 21, right: 47), scale: 3)
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)

    /// iPhone 12 Pro: as iPhone 12.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
        .iPhone12(orientation)
    }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)

    /// iPhone 12 Pro Max: 428×926 pt @3x.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: .init(width: 428, height: 926),
            portraitInsets: .init(top: 47, left: 0, bottom: 34, right: 0),
            landscapeInsets: .init(top: 0, left: 47, bottom: 21, right: 47), scale: 3)
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)

    /// iPhone 13: 390×844 pt @3x.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: .init(width: 390, height: 844),
            portraitInsets: .init(top: 47, left: 0, bottom: 34, right: 0),
            landscapeInsets: .init(top: 0, left: 47, bottom: 21, right: 47), scale: 3)
    }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)

    /// iPhone 13 mini: 375×812 pt @3x.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: .init(width: 375, height: 812),
            portraitInsets: .init(top: 50, left: 0, bottom: 34, right: 0),
            landscapeInsets: .init(top: 0, left: 50, bottom: 21, right: 50), scale: 3)
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)

    /// iPhone 13 Pro: as iPhone 13 (390×844 pt @3x, 1170×2532 px).
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
        .iPhone13(orientation)
    }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)

    /// iPhone 13 Pro Max: 428×926 pt @3x.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, portrait: .init(width: 428, height: 926),
            portraitInsets: .init(top: 47, left: 0, bottom: 34, right: 0),
            landscapeInsets: .init(top: 0, left: 47, bottom: 21, right: 47), scale: 3)
    }

    // MARK: Tablets

    private static func tablet(_ orientation: Orientation, _ make: (TabletOrientation) -> ViewImageConfig) -> ViewImageConfig {
        switch orientation {
        case .landscape: return make(.landscape(splitView: .full))
        case .portrait: return make(.portrait(splitView: .full))
        }
    }

    /// Widths of a tablet's split views; the heights are the screen's.
    private struct TabletWidths {
        var landscape: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat, full: CGFloat)
        var portrait: (oneThird: CGFloat, twoThirds: CGFloat, full: CGFloat)
    }

    private static func tablet(_ orientation: TabletOrientation, _ widths: TabletWidths, safeArea: Insets) -> ViewImageConfig {
        let size: CGSize
        switch orientation {
        case .landscape(let split):
            let height = widths.portrait.full
            switch split {
            case .oneThird: size = .init(width: widths.landscape.oneThird, height: height)
            case .oneHalf: size = .init(width: widths.landscape.oneHalf, height: height)
            case .twoThirds: size = .init(width: widths.landscape.twoThirds, height: height)
            case .full: size = .init(width: widths.landscape.full, height: height)
            }
        case .portrait(let split):
            let height = widths.landscape.full
            switch split {
            case .oneThird: size = .init(width: widths.portrait.oneThird, height: height)
            case .twoThirds: size = .init(width: widths.portrait.twoThirds, height: height)
            case .full: size = .init(width: widths.portrait.full, height: height)
            }
        }
        return .init(safeArea: safeArea, size: size, scale: 2)
    }

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)

    /// iPad mini (5th generation): 1024×768 pt @2x.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation) { iPadMini($0) }
    }

    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            orientation, .init(landscape: (320, 507, 694, 1024), portrait: (320, 438, 768)),
            safeArea: .init(top: 20, left: 0, bottom: 0, right: 0))
    }

    public static let iPad9_7 = iPadMini

    /// iPad 9.7": as iPad mini.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
        iPadMini(orientation)
    }

    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
        iPadMini(orientation)
    }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)

    /// iPad 10.2": 1080×810 pt @2x.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation) { iPad10_2($0) }
    }

    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            orientation, .init(landscape: (320, 535, 750, 1080), portrait: (320, 480, 810)),
            safeArea: .init(top: 20, left: 0, bottom: 0, right: 0))
    }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)

    /// iPad Pro 10.5": 1112×834 pt @2x.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation) { iPadPro10_5($0) }
    }

    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            orientation, .init(landscape: (320, 551, 782, 1112), portrait: (320, 504, 834)),
            safeArea: .init(top: 20, left: 0, bottom: 0, right: 0))
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)

    /// iPad Pro 11": 1194×834 pt @2x.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation) { iPadPro11($0) }
    }

    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            orientation, .init(landscape: (375, 592, 809, 1194), portrait: (320, 504, 834)),
            safeArea: .init(top: 24, left: 0, bottom: 20, right: 0))
    }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)

    /// iPad Pro 12.9": 1366×1024 pt @2x.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation) { iPadPro12_9($0) }
    }

    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(
            orientation, .init(landscape: (375, 678, 981, 1366), portrait: (375, 639, 1024)),
            safeArea: .init(top: 20, left: 0, bottom: 0, right: 0))
    }
}
