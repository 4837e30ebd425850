import DeterministicMath
import Foundation

/// A colour that adapts to the environment (light/dark) and is also a view that fills the space it is offered.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    package indirect enum Storage: Hashable, Sendable {
        case rgb(ResolvedColor)
        case system(name: String, light: ResolvedColor, dark: ResolvedColor)
        case named(String)
        case opacity(Color, Double)
        /// The app's accent colour (`AppAccentColor`), system blue without one.
        case accent
    }

    let storage: Storage

    package init(storage: Storage) { self.storage = storage }

    package init(system name: String, light: ResolvedColor, dark: ResolvedColor) {
        storage = .system(name: name, light: light, dark: dark)
    }

    /// A colour space for component initialisers.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    /// A colour from red, green and blue components (0...1) and an opacity.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func encode(_ v: Double) -> Double {
            guard colorSpace == .sRGBLinear else { return v }
            return v <= 0.0031308 ? 12.92 * v : 1.055 * DMath.pow(v, 1 / 2.4) - 0.055
        }
        storage = .rgb(ResolvedColor(red: encode(red), green: encode(green), blue: encode(blue), opacity: opacity))
    }

    /// A grey from a white level (0 black … 1 white) and an opacity.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (0...1).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.isNaN ? 0 : hue - hue.rounded(.down)) * 6
        let s = saturation, v = brightness
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The colour set `name` from the asset catalogues (`*.xcassets`) of `bundle` (nil: the main bundle), with
    /// its light and dark appearances; a colour registered under `name` in `ColorRegistry.shared` wins.
    /// An unknown name fails rendering with an error naming it and the catalogues searched.
    public init(_ name: String, bundle: Bundle? = nil) {
        storage = .named(ColorAssetCatalog.storageKey(name, bundle: bundle))
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: .opacity(self, opacity))
    }

    /// The concrete colour in `environment`; `missing` is told about unknown registry names.
    package func resolve(in environment: EnvironmentValues, missing: ((String) -> Void)? = nil) -> ResolvedColor {
        switch storage {
        case .rgb(let c):
            return c
        case .system(let name, let light, let dark):
            guard environment.colorScheme == .dark else { return light }
            if environment.isElevatedInterfaceLevel, let elevated = SystemColors.elevatedDark[name] { return elevated }
            return dark
        case .named(let key):
            let (name, bundlePath) = ColorAssetCatalog.split(key)
            if let color = ColorRegistry.shared.color(named: name) { return color.resolve(in: environment, missing: missing) }
            guard case .success(let set) = ColorAssetCatalog.colorSet(named: name, bundlePath: bundlePath) else {
                missing?(key)
                return .clear
            }
            return set.color(dark: environment.colorScheme == .dark, increasedContrast: environment.colorSchemeContrast == .increased)
                .resolve(in: environment, missing: missing)
        case .opacity(let base, let factor):
            return base.resolve(in: environment, missing: missing).multiplyingOpacity(by: factor)
        case .accent:
            switch environment.appAccentColor.lookup() {
            case .found(let set):
                let color = set.color(dark: environment.colorScheme == .dark, increasedContrast: environment.colorSchemeContrast == .increased)
                // A set that refers to `tintColor` is itself the tint: the system's.
                if case .accent = color.storage { break }
                return color.resolve(in: environment, missing: missing)
            case .malformed(let key):
                missing?(key)
            case .none:
                break
            }
            return Color.systemAccent.resolve(in: environment)
        }
    }

    public var description: String {
        switch storage {
        case .rgb(let c): return c.description
        case .system(let name, _, _): return name
        case .named(let key): return "\"\(ColorAssetCatalog.split(key).name)\""
        case .opacity(let base, let factor): return "\(base.description) opacity \(DumpFormat.number(CGFloat(factor)))"
        case .accent: return "accentColor"
        }
    }
}
