import Foundation

/// A list of colour stops for the gradient shape styles (SwiftUI's `Gradient`).
///
/// Colours between stops are interpolated component by component in sRGB with straight alpha, as SwiftUI
/// does by default. Stops are drawn in location order (a stable sort, so equal locations keep their order
/// and make a hard edge); a gradient without stops draws nothing.
public struct Gradient: Hashable, Sendable {
    /// One colour at a location in 0...1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        /// Creates a stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in the order given.
    public var stops: [Stop]

    /// A gradient from stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient of colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count == 1 ? 0 : CGFloat($0.offset) / last) }
    }

    /// The stops' colours resolved in `environment`, location-sorted (stable), non-finite locations dropped.
    func resolved(in environment: EnvironmentValues, missing: ((String) -> Void)? = nil) -> [ResolvedGradient.Stop] {
        stops.enumerated()
            .filter { $0.element.location.isFinite }
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { ResolvedGradient.Stop(color: $0.element.color.resolve(in: environment, missing: missing), location: Double($0.element.location)) }
    }
}
