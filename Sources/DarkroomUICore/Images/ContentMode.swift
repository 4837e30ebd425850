/// How a view fills a frame of another aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The whole content is visible (letterboxed).
    case fit
    /// The content covers the frame (cropped where it overflows).
    case fill
}
