import Foundation

/// Opens a URL (SwiftUI's `OpenURLAction`). Snapshots never touch the network or other apps: the default
/// action discards the URL; tests can install a handler to see what would be opened.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let accepted: Bool
        public static let handled = Result(accepted: true)
        public static let discarded = Result(accepted: false)
        public static let systemAction = Result(accepted: false)
        public static func systemAction(_ url: URL) -> Result { Result(accepted: false) }
    }

    let handler: @Sendable (URL) -> Result

    /// An action that runs `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) { _ = handler(url) }

    /// Opens `url` and reports whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping @Sendable (Bool) -> Void) {
        completion(handler(url).accepted)
    }
}

struct OpenURLActionKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .discarded }
}

extension EnvironmentValues {
    /// The action that opens URLs.
    public var openURL: OpenURLAction {
        get { self[OpenURLActionKey.self] }
        set { self[OpenURLActionKey.self] = newValue }
    }
}
