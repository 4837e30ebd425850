import Foundation

/// The devices a preview can name (`.previewDevice("iPhone 13 mini")`), by their marketing names.
public enum PreviewDeviceCatalog {
    /// The device previews use unless they name one (as Darkroom's `.image(on:)` examples do).
    public static let defaultDevice = "iPhone 13 Pro"

    /// Every known device name, sorted.
    public static var deviceNames: [String] { devices.keys.sorted() }

    /// The screen of `device` in `orientation`, or `nil` for an unknown name.
    public static func config(for device: String, orientation: InterfaceOrientation?) -> ViewImageConfig? {
        guard let make = devices[device] else { return nil }
        return make(orientation?.isLandscape == true ? .landscape : .portrait)
    }

    private static let devices: [String: @Sendable (ViewImageConfig.Orientation) -> ViewImageConfig] = [
        "iPhone SE": ViewImageConfig.iPhoneSe,
        "iPhone SE (1st generation)": ViewImageConfig.iPhoneSe,
        "iPhone 8": ViewImageConfig.iPhone8,
        "iPhone SE (2nd generation)": ViewImageConfig.iPhone8,
        "iPhone SE (3rd generation)": ViewImageConfig.iPhone8,
        "iPhone 8 Plus": ViewImageConfig.iPhone8Plus,
        "iPhone X": ViewImageConfig.iPhoneX,
        "iPhone Xs": ViewImageConfig.iPhoneX,
        "iPhone 11 Pro": ViewImageConfig.iPhoneX,
        "iPhone Xs Max": ViewImageConfig.iPhoneXsMax,
        "iPhone 11 Pro Max": ViewImageConfig.iPhoneXsMax,
        "iPhone XR": ViewImageConfig.iPhoneXr,
        "iPhone 11": ViewImageConfig.iPhoneXr,
        "iPhone 12": ViewImageConfig.iPhone12,
        "iPhone 12 Pro": ViewImageConfig.iPhone12Pro,
        "iPhone 12 Pro Max": ViewImageConfig.iPhone12ProMax,
        "iPhone 13": ViewImageConfig.iPhone13,
        "iPhone 14": ViewImageConfig.iPhone13,
        "iPhone 13 mini": ViewImageConfig.iPhone13Mini,
        "iPhone 12 mini": ViewImageConfig.iPhone13Mini,
        "iPhone 13 Pro": ViewImageConfig.iPhone13Pro,
        "iPhone 13 Pro Max": ViewImageConfig.iPhone13ProMax,
        "iPhone 14 Plus": ViewImageConfig.iPhone13ProMax,
        "iPad mini (5th generation)": ViewImageConfig.iPadMini,
        "iPad (9th generation)": ViewImageConfig.iPad10_2,
        "iPad Pro (10.5-inch)": ViewImageConfig.iPadPro10_5,
        "iPad Pro (11-inch) (4th generation)": ViewImageConfig.iPadPro11,
        "iPad Pro (12.9-inch) (6th generation)": ViewImageConfig.iPadPro12_9,
    ]
}
