/// SwiftUI's dynamic-type text styles with their iOS point sizes at the default
/// ("Large") content size category.
public enum FontTextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle
    case title
    case title2
    case title3
    case headline
    case subheadline
    case body
    case callout
    case footnote
    case caption
    case caption2

    /// Point size at the Large (default) Dynamic Type size on iOS.
    public var pointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .subheadline: 15
        case .body: 17
        case .callout: 16
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    /// Default weight of the style (`headline` is semibold, every other style regular).
    public var weight: FontWeight {
        self == .headline ? .semibold : .regular
    }
}
