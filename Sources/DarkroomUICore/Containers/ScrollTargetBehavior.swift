import Foundation

/// Where a scroll gesture comes to rest (`.scrollTargetBehavior(.paging)`, `.viewAligned`). A snapshot shows a
/// scroll view at rest at its start, where every behaviour leaves it, so behaviours change nothing drawn.
public protocol ScrollTargetBehavior {
    /// Adjusts where a scroll ends.
    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext)
}

/// The place a scroll comes to rest: a rectangle of the content and an anchor in it.
public struct ScrollTarget: Hashable, Sendable {
    /// The rectangle of the content to show.
    public var rect: CGRect
    /// Where in the scroll view the rectangle is placed (nil: as little scrolling as needed).
    public var anchor: UnitPoint?

    /// A target showing `rect` at `anchor`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour knows about the scroll that is ending.
public struct ScrollTargetBehaviorContext: Sendable {
    /// The target the scroll would end at without the behaviour.
    public var originalTarget: ScrollTarget
    /// The scroll's velocity (points per second).
    public var velocity: CGVector
    /// The size of the scrolled content.
    public var contentSize: CGSize
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The axes that scroll.
    public var axes: Axis.Set
}

/// Ends scrolls on page boundaries (the scroll view's size).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behaviour.
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        if context.axes.contains(.horizontal), context.containerSize.width > 0 {
            target.rect.origin.x = (target.rect.minX / context.containerSize.width).rounded() * context.containerSize.width
        }
        if context.axes.contains(.vertical), context.containerSize.height > 0 {
            target.rect.origin.y = (target.rect.minY / context.containerSize.height).rounded() * context.containerSize.height
        }
    }
}

/// Ends scrolls aligned to the views of the `scrollTargetLayout()` (at rest: the first one, at the start).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one scroll may move: by any number of views, or at most a few.
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        /// The platform's choice (limited on compact iPhone widths).
        public static let automatic = LimitBehavior(name: "automatic")
        /// Always limited to a few views per scroll.
        public static let always = LimitBehavior(name: "always")
        /// Never limited.
        public static let never = LimitBehavior(name: "never")
    }

    let limitBehavior: LimitBehavior

    /// The view-aligned behaviour with `limitBehavior`.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// Ends where the original scroll ends: the views' frames are not known to a behaviour at rest.
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Scrolls a page (the scroll view's size) at a time.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Comes to rest aligned to a view of the `scrollTargetLayout()`.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Comes to rest aligned to a view, moving at most as `limitBehavior` allows.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

struct ScrollClipDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether scroll views draw their content beyond their frame (`scrollClipDisabled()`).
    var scrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

extension View {
    /// Sets how scroll views in this view come to rest (drawn at rest at their start either way).
    public nonisolated func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// Makes this layout's views the targets of a `.viewAligned` scroll behaviour (nothing drawn changes).
    public nonisolated func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Lets scroll views in this view draw their content beyond their frame instead of clipping it (a card's
    /// shadow, the next card of a carousel past the content margins).
    public nonisolated func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.scrollClipDisabled, disabled)
    }
}
