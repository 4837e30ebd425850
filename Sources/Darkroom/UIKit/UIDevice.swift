import Foundation

/// UIKit's device (a Linux stand-in): `UIDevice.current` describes the device snapshots draw as, an iPhone
/// running iOS 17 (the system UI's metrics are iOS 17's, docs/FIDELITY.md), so suites that name their
/// references after `UIDevice.current.model` or branch on `userInterfaceIdiom` read what an iPhone answers.
public final class UIDevice: Sendable {
    /// The device snapshots draw as.
    public static let current = UIDevice()

    /// The kind of device: "iPhone".
    public let model = "iPhone"
    /// The kind of device in the current language: "iPhone".
    public let localizedModel = "iPhone"
    /// The device's name: "iPhone" (iOS 16 and later answer the model, not the owner's name).
    public let name = "iPhone"
    /// The operating system: "iOS".
    public let systemName = "iOS"
    /// The operating system's version whose metrics Darkroom draws: "17.0".
    public let systemVersion = "17.0"
    /// A phone.
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone

    private init() {}
}

/// UIKit's kinds of interface (a Linux stand-in): Darkroom draws the phone's.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
