import DarkroomUI

/// The app's asset catalogue stand-in: its named colours.
public enum JokesApp {
    /// The button's fill: a warm yellow in light mode, a deeper orange-yellow in dark mode.
    public static let buttonBackground = (
        light: Color(red: 1, green: 0.8, blue: 0.25),
        dark: Color(red: 0.98, green: 0.66, blue: 0.1)
    )

    /// Registers `ButtonBackground` in `ColorRegistry.shared`. Idempotent and thread-safe: the
    /// registration happens once (Swift runs a `static let` initializer exactly once).
    public static func registerColors() {
        _ = registration
    }

    private static let registration: Void = {
        ColorRegistry.shared.register("ButtonBackground", light: buttonBackground.light, dark: buttonBackground.dark)
    }()
}
