/// A symbol effect that can animate a change of symbol (`contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// Replaces one symbol by another: the old one leaves and the new one enters, each in its direction. Only
/// the change animates; a snapshot draws the symbol at rest.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, Hashable {
    let style: String

    /// The old symbol leaves downwards, the new one enters upwards.
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: "downUp") }
    /// Both move upwards.
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: "upUp") }
    /// The old symbol fades off, the new one enters upwards.
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: "offUp") }
    /// Animates each layer of the symbol on its own.
    public var byLayer: ReplaceSymbolEffect { self }
    /// Animates the whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { self }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// The replace effect.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(style: "downUp") }
}

extension ContentTransition {
    /// Animates a change of symbol with `effect` (a snapshot draws the symbol at rest).
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}
