import Foundation

/// Where the app's accent colour comes from: the colour set Xcode makes the global accent colour (`AccentColor`,
/// or the name in the `NSAccentColorName` Info.plist key) in the app's asset catalogue. `Color.accentColor`, and so
/// the default tint of buttons, links, toggles drawn as buttons, sliders, progress views, bar buttons and symbols,
/// is that colour set, light, dark and high contrast; without one it is system blue.
///
/// By default the set is looked for where `Color("Name")` looks without a bundle: the main bundle, then every
/// SwiftPM resource bundle beside the test executable (`Package_Target.resources`), in name order; so the
/// `Assets.xcassets` of a views target that lists it as a resource is found. Name another colour set or a bundle
/// for every render with `AppAccentColor.default`, or for one view with `.environment(\.appAccentColor, …)`:
///
/// ```swift
/// AppAccentColor.default = AppAccentColor(name: "BrandTint", bundle: .module)
/// ```
public struct AppAccentColor: Hashable, Sendable {
    /// The colour set's name; nil: the `NSAccentColorName` Info.plist key of the bundle, else `AccentColor`.
    public var name: String?
    /// The resource path of the bundle searched; nil: the main bundle and the resource bundles beside it.
    public var bundlePath: String?

    /// The accent colour named `name` (nil: Info.plist's `NSAccentColorName`, else `AccentColor`) in `bundle`'s
    /// asset catalogues (nil: the main bundle and the resource bundles beside it).
    public init(name: String? = nil, bundle: Bundle? = nil) {
        self.name = name
        bundlePath = bundle.map { $0.resourcePath ?? $0.bundlePath }
    }

    /// The system's: always system blue, whatever the catalogues hold.
    public static let system = AppAccentColor(name: "", bundle: nil)

    /// What every render uses unless the environment says otherwise (initially `AppAccentColor()`).
    public static var `default`: AppAccentColor {
        get { state.withLock { $0.configured } }
        set { state.withLock { $0.configured = newValue } }
    }

    /// The Xcode default name of the global accent colour.
    public static let defaultName = "AccentColor"

    /// The colour set's name after reading Info.plist, or nil for `.system`.
    var resolvedName: String? {
        if let name { return name.isEmpty ? nil : name }
        return infoPlistName() ?? Self.defaultName
    }

    /// The colour set in effect, a missing-colour storage key for a malformed one, or nil for system blue.
    func lookup() -> Lookup {
        if let cached = Self.state.withLock({ $0.lookups[self] }) { return cached }
        let result: Lookup
        if let name = resolvedName {
            switch ColorAssetCatalog.colorSet(named: name, bundlePath: bundlePath) {
            case .success(let set): result = .found(set)
            case .failure(.missing): result = .none
            case .failure(.malformed):
                result = .malformed(key: name + (bundlePath.map { "\u{0}" + $0 } ?? ""))
            }
        } else {
            result = .none
        }
        Self.state.withLock { $0.lookups[self] = result }
        return result
    }

    enum Lookup: Sendable {
        case found(ColorSetContents)
        case malformed(key: String)
        case none
    }

    /// `NSAccentColorName` from the bundle's Info.plist (for the main bundle: its Info.plist, then an `Info.plist`
    /// in one of the resource bundles beside it, in name order).
    private func infoPlistName() -> String? {
        if bundlePath == nil, let name = Bundle.main.object(forInfoDictionaryKey: "NSAccentColorName") as? String { return name }
        for folder in ColorAssetCatalog.directories(for: bundlePath) {
            guard let data = FileManager.default.contents(atPath: folder + "/Info.plist"),
                let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                let name = plist["NSAccentColorName"] as? String, !name.isEmpty
            else { continue }
            return name
        }
        return nil
    }

    private struct State {
        var configured = AppAccentColor()
        var lookups: [AppAccentColor: Lookup] = [:]
    }

    private static let state = LockedState(State())
}

/// A value behind a lock.
final class LockedState<Value>: @unchecked Sendable {
    private let lock = NSLockShim()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R { lock.withLock { body(&value) } }
}

struct AppAccentColorKey: EnvironmentKey {
    static var defaultValue: AppAccentColor { AppAccentColor.default }
}

extension EnvironmentValues {
    /// Where `Color.accentColor` comes from (`AppAccentColor.default` unless set).
    public var appAccentColor: AppAccentColor {
        get { self[AppAccentColorKey.self] }
        set { self[AppAccentColorKey.self] = newValue }
    }
}
