import Foundation

/// An animated effect on a symbol image (SwiftUI's `SymbolEffect`). Every effect here is motion that starts from the
/// symbol as it is drawn at rest, so a snapshot (a still frame before any animation) draws the symbol unchanged.
public protocol SymbolEffect: Sendable {}

/// An effect that runs while it is active (`.symbolEffect(.pulse, isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that runs once each time a value changes (`.symbolEffect(.bounce, value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// Fades the symbol's opacity in and out (at rest: the symbol as drawn).
public struct PulseSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, Hashable {
    /// Pulses the whole symbol.
    public var wholeSymbol: PulseSymbolEffect { self }
    /// Pulses layer by layer.
    public var byLayer: PulseSymbolEffect { self }
}

/// Bounces the symbol up or down once per change (at rest: the symbol as drawn).
public struct BounceSymbolEffect: DiscreteSymbolEffect, Hashable {
    /// Bounces upward.
    public var up: BounceSymbolEffect { self }
    /// Bounces downward.
    public var down: BounceSymbolEffect { self }
    /// Bounces the whole symbol.
    public var wholeSymbol: BounceSymbolEffect { self }
    /// Bounces layer by layer.
    public var byLayer: BounceSymbolEffect { self }
}

/// Steps the symbol's variable-colour layers in turn (at rest: the symbol as drawn).
public struct VariableColorSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, Hashable {
    /// Each layer stays on once reached.
    public var cumulative: VariableColorSymbolEffect { self }
    /// One layer at a time.
    public var iterative: VariableColorSymbolEffect { self }
    /// Runs forward then backward.
    public var reversing: VariableColorSymbolEffect { self }
    /// Runs forward only.
    public var nonReversing: VariableColorSymbolEffect { self }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// Fades the symbol's opacity in and out.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// Bounces the symbol.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Steps through the symbol's variable-colour layers.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// How a symbol effect repeats and how fast it runs (no effect on a still frame).
public struct SymbolEffectOptions: Hashable, Sendable {
    /// The system's default options.
    public static let `default` = SymbolEffectOptions()
    /// Repeats the effect.
    public static let repeating = SymbolEffectOptions()
    /// Plays the effect once.
    public static let nonRepeating = SymbolEffectOptions()
    /// Runs the effect `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// Runs the effect at `speed` times its normal rate.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// Runs the effect `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    /// Runs the effect at `speed` times its normal rate.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
    /// Runs `effect` on the symbols in this view while `isActive`. Animation only: a snapshot is a still frame at the
    /// effect's start, where the symbol is drawn as at rest, so this draws the view unchanged.
    public nonisolated func symbolEffect<T: IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default,
        isActive: Bool = true
    ) -> some View {
        self
    }

    /// Runs `effect` on the symbols in this view each time `value` changes. Animation only: a snapshot draws the view
    /// unchanged (no value changes in a still frame).
    public nonisolated func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default,
        value: U
    ) -> some View {
        self
    }
}
