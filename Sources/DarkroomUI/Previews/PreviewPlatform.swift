/// The platform a `PreviewProvider` targets. Darkroom renders every preview as on iOS.
public enum PreviewPlatform: Sendable, Hashable {
    case iOS
    case macOS
    case tvOS
    case watchOS
    case visionOS
}
