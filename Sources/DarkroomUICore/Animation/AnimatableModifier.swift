/// A view modifier whose `animatableData` SwiftUI interpolates (the iOS 13 spelling; new code conforms a
/// `ViewModifier` to `Animatable`). A snapshot shows the modifier at its final value, as a screen at rest shows it.
public protocol AnimatableModifier: Animatable, ViewModifier {}
