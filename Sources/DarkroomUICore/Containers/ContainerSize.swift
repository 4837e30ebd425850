import Foundation

/// The size of the nearest container that `containerRelativeFrame` measures against (a scroll view's
/// visible size less its content margins and safe-area padding), written by the container at layout time.
/// Created per resolution: no shared mutable state between passes.
final class ContainerSize {
    /// The container's width and height; nil where the container itself is not bounded (an unproposed axis).
    var width: CGFloat?
    var height: CGFloat?
    /// Whether a `containerRelativeFrame` inside reads this size (set at resolution); when none does, a change of
    /// size leaves the content's memoised layout alone.
    var hasReaders = false

    init() {}

    /// Records the container's size; returns whether it changed (sizes laid out against the old one are stale).
    func update(width: CGFloat?, height: CGFloat?) -> Bool {
        guard hasReaders, width != self.width || height != self.height else { return false }
        self.width = width
        self.height = height
        return true
    }
}

struct ContainerSizeKey: EnvironmentKey {
    static var defaultValue: ContainerSize? { nil }
}

extension EnvironmentValues {
    /// The nearest scroll view's container size (nil outside scroll views: the screen's safe area is the container).
    var containerSize: ContainerSize? {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }
}
