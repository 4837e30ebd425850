import Foundation

/// How a scroll view settles after the user lifts their finger (`.viewAligned`, `.paging`, or your own).
/// Settling happens while scrolling; a snapshot shows the scroll view at rest at its start, so a behaviour
/// changes nothing drawn.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Adjusts where a scroll gesture ends.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Where a scroll gesture will end.
public struct ScrollTarget: Sendable {
    /// The rect the scroll view will show.
    public var rect: CGRect
    /// The anchor of `rect` to align, if any.
    public var anchor: UnitPoint?

    /// A target showing `rect`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a `ScrollTargetBehavior` knows when it updates a target.
public struct ScrollTargetBehaviorContext: Sendable {
    /// The target before any behaviour changed it.
    public var originalTarget: ScrollTarget
    /// The gesture's velocity.
    public var velocity: CGVector
    /// The size of the scroll view's content.
    public var contentSize: CGSize
    /// The scroll view's size less its insets.
    public var containerSize: CGSize
    /// The scrollable axes.
    public var axes: Axis.Set
}

/// `.viewAligned`: scrolling settles on the edge of a view of a `scrollTargetLayout()` (nothing to draw at rest).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How many views one swipe may move past.
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        /// The platform default (on iPhone: limited for horizontal, compact scroll views).
        public static let automatic = LimitBehavior(name: "automatic")
        /// At most one page's worth of views per swipe.
        public static let always = LimitBehavior(name: "always")
        /// No limit.
        public static let never = LimitBehavior(name: "never")
    }

    /// The limit on views passed per swipe.
    public var limitBehavior: LimitBehavior

    /// A view-aligned behaviour with `limitBehavior`.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// `.paging`: scrolling settles on multiples of the scroll view's size (nothing to draw at rest).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// The paging behaviour.
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles on the views of the scroll view's `scrollTargetLayout()`.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Settles on the views of the scroll view's `scrollTargetLayout()`, limited by `limitBehavior`.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on page boundaries (the scroll view's size).
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension View {
    /// Sets how scroll views in this view settle after a swipe. Settling happens while scrolling, so nothing
    /// drawn at rest changes.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// Marks the views of this layout as the targets `.viewAligned` settles on (draws nothing by itself).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}
