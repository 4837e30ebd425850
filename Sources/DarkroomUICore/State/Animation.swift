import Foundation

/// How a change animates. A snapshot shows a view at rest, after every animation has finished, so an
/// `Animation` only describes timing; it never changes a pixel.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    /// A readable description of the timing curve (`easeInOut(duration: 0.35)`).
    public let description: String
    let duration: Double

    init(_ description: String, duration: Double) {
        self.description = description
        self.duration = duration
    }

    /// SwiftUI's default animation (a spring since iOS 17).
    public static let `default` = Animation("default", duration: 0.5)
    /// Linear timing over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation("linear(duration: \(duration))", duration: duration) }
    /// Linear timing over 0.35 s.
    public static let linear = Animation.linear(duration: 0.35)
    /// Ease-in timing over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn(duration: \(duration))", duration: duration) }
    /// Ease-in timing over 0.35 s.
    public static let easeIn = Animation.easeIn(duration: 0.35)
    /// Ease-out timing over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut(duration: \(duration))", duration: duration) }
    /// Ease-out timing over 0.35 s.
    public static let easeOut = Animation.easeOut(duration: 0.35)
    /// Ease-in-out timing over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(duration: \(duration))", duration: duration) }
    /// Ease-in-out timing over 0.35 s.
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    /// A spring.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction))", duration: response)
    }
    /// A spring with a duration and bounce (iOS 17). Disfavoured so that `.spring()` with no arguments picks the
    /// response/damping spring, as SwiftUI's does, instead of being ambiguous.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(duration), bounce: \(bounce))", duration: duration)
    }
    /// SwiftUI's default spring.
    public static let spring = Animation("spring", duration: 0.5)
    /// An interactive spring.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring(response: \(response))", duration: response)
    }
    /// An interactive spring.
    public static let interactiveSpring = Animation("interactiveSpring", duration: 0.15)
    /// A spring with a perceptual duration and bounce that keeps its velocity when interrupted (iOS 17).
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(duration: \(duration), bounce: \(bounce))", duration: duration)
    }
    /// A spring with the given physical parameters.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(
            mass == 1
                ? "interpolatingSpring(stiffness: \(stiffness), damping: \(damping))"
                : "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))", duration: 1)
    }
    /// An interpolating spring with SwiftUI's default parameters (iOS 17).
    public static let interpolatingSpring = Animation("interpolatingSpring", duration: 0.5)
    /// A smooth spring (iOS 17).
    public static let smooth = Animation("smooth", duration: 0.5)
    /// A smooth spring with a duration (iOS 17).
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("smooth(duration: \(duration))", duration: duration) }
    /// A snappy spring (iOS 17).
    public static let snappy = Animation("snappy", duration: 0.5)
    /// A snappy spring with a duration (iOS 17).
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("snappy(duration: \(duration))", duration: duration) }
    /// A bouncy spring (iOS 17).
    public static let bouncy = Animation("bouncy", duration: 0.5)
    /// A bouncy spring with a duration (iOS 17).
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("bouncy(duration: \(duration))", duration: duration) }
    /// A timing curve through two control points.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation("timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), duration: \(duration))", duration: duration)
    }

    /// The same animation after a delay.
    public func delay(_ delay: Double) -> Animation { Animation("\(description).delay(\(delay))", duration: duration + delay) }
    /// The same animation at another speed.
    public func speed(_ speed: Double) -> Animation { Animation("\(description).speed(\(speed))", duration: speed > 0 ? duration / speed : duration) }
    /// The same animation repeated.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatCount(\(repeatCount))", duration: duration * Double(max(1, repeatCount)))
    }
    /// The same animation repeated forever (a snapshot still shows the final, at-rest state of the model).
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation("\(description).repeatForever", duration: duration) }
}
