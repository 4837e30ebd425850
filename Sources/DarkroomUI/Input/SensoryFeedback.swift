/// Haptic or audio feedback (`sensoryFeedback(_:trigger:)`). A snapshot has no haptics, and iOS draws nothing for
/// it, so every feedback draws nothing.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    /// A task completed.
    public static let success = SensoryFeedback(name: "success")
    /// A warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// An error.
    public static let error = SensoryFeedback(name: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value increased.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value decreased.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// A dragged item aligned with something.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A level changed (pressure).
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A path was completed.
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    /// A physical impact with the default weight.
    public static let impact = SensoryFeedback(name: "impact")

    /// A physical impact of `weight` at `intensity`.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact(weight: \(weight.name), intensity: \(intensity))")
    }

    /// A physical impact between objects of `flexibility` at `intensity`.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact(flexibility: \(flexibility.name), intensity: \(intensity))")
    }

    /// The mass of the objects of an impact.
    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// The flexibility of the objects of an impact.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes (nothing to draw: iOS shows nothing for it).
    public nonisolated func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` holds (nothing to draw).
    public nonisolated func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T,
        condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View { self }

    /// Plays the feedback `feedback(old, new)` returns when `trigger` changes (nothing to draw).
    public nonisolated func sensoryFeedback<T: Equatable>(
        trigger: T,
        _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View { self }
}
