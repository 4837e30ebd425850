import Foundation

/// How a style turns into a colour once the environment is known.
package enum ResolvableStyle: Hashable, Sendable {
    case color(Color)
    case foreground
    case tint
    case hierarchical(Int)
    /// A gradient (linear, radial, elliptical, angular); where only one colour can be used, its first stop.
    case gradient(GradientSpec)
    /// A blur-and-tint material; where only one colour can be used, its fill tint.
    case material(Material)
    /// A level of the system fill (`.fill`, `.fill.secondary` …: `systemFill` … `quaternarySystemFill`).
    case fill(Int)
    /// A level of the background style: the environment's `backgroundStyle` (level 0) or the system backgrounds.
    case background(Int)
    /// A level (1–3) of another style: its colour at that level's opacity.
    indirect case leveled(ResolvableStyle, Int)

    /// The opacity of each hierarchical level over the primary (primary, secondary, tertiary, quaternary).
    static let levelOpacities: [Double] = [1, 0.6, 0.3, 0.18]

    package func resolve(in environment: EnvironmentValues, missing: ((String) -> Void)? = nil) -> ResolvedColor {
        switch self {
        case .color(let color):
            return color.resolve(in: environment, missing: missing)
        case .foreground:
            let style = environment.foregroundStyle ?? .color(.primary)
            if style == .foreground { return Color.primary.resolve(in: environment) }
            return style.resolve(in: environment, missing: missing)
        case .tint:
            return (environment.tint ?? .accentColor).resolve(in: environment, missing: missing)
        case .hierarchical(let level):
            if level == 0 { return ResolvableStyle.foreground.resolve(in: environment, missing: missing) }
            if let levels = environment.foregroundStyleLevels, level - 1 < levels.count, levels[level - 1] != .hierarchical(level) {
                var outer = environment
                outer.foregroundStyleLevels = nil
                return levels[level - 1].resolve(in: outer, missing: missing)
            }
            if environment.foregroundStyle == nil {
                let secondary = Color.secondary.resolve(in: environment)
                return level == 1 ? secondary : secondary.multiplyingOpacity(by: Double(sign: .plus, exponent: 1 - level, significand: 1))  // 0.5^(level − 1), exact
            }
            let base = ResolvableStyle.foreground.resolve(in: environment, missing: missing)
            return base.multiplyingOpacity(by: [1, 0.6, 0.3, 0.18][min(level, 3)])
        case .gradient(let spec):
            let stops = spec.gradient.resolved(in: environment, missing: missing)
            return (stops.first?.color ?? .clear).multiplyingOpacity(by: spec.opacity)
        case .material(let material):
            return material.representativeColor(dark: environment.colorScheme == .dark)
        case .fill(let level):
            let fills = [SystemColors.systemFill, SystemColors.secondarySystemFill, SystemColors.tertiarySystemFill, SystemColors.quaternarySystemFill]
            return fills[min(max(level, 0), 3)].resolve(in: environment)
        case .background(let level):
            if level == 0, let style = environment.backgroundStyle?._resolvable, !Self.refersToBackground(style) {
                return style.resolve(in: environment, missing: missing)
            }
            let backgrounds = [SystemColors.systemBackground, SystemColors.secondarySystemBackground, SystemColors.tertiarySystemBackground]
            return backgrounds[min(max(level, 0), 2)].resolve(in: environment)
        case .leveled(let base, let level):
            return base.resolve(in: environment, missing: missing).multiplyingOpacity(by: Self.levelOpacities[min(max(level, 0), 3)])
        }
    }

    /// What the style paints with: a colour, or a gradient (also through the foreground style).
    func resolvePaint(in environment: EnvironmentValues, missing: ((String) -> Void)? = nil) -> ResolvedPaint {
        switch self {
        case .gradient(let spec):
            let stops = spec.gradient.resolved(in: environment, missing: missing).map {
                ResolvedGradient.Stop(color: $0.color.multiplyingOpacity(by: spec.opacity), location: $0.location)
            }
            return .gradient(ResolvedGradient(stops: stops, geometry: spec.geometry))
        case .material(let material):
            return .material(material, dark: environment.colorScheme == .dark)
        case .background(0):
            if let style = environment.backgroundStyle?._resolvable, !Self.refersToBackground(style) {
                return style.resolvePaint(in: environment, missing: missing)
            }
        case .leveled(.gradient(var spec), let level):
            spec.opacity *= Self.levelOpacities[min(max(level, 0), 3)]
            return ResolvableStyle.gradient(spec).resolvePaint(in: environment, missing: missing)
        case .tint:
            if let style = environment.tintStyle, style != .tint {
                return style.resolvePaint(in: environment, missing: missing)
            }
        case .foreground:
            if case .gradient? = environment.foregroundStyle {
                return environment.foregroundStyle!.resolvePaint(in: environment, missing: missing)
            }
        case .hierarchical(let level):
            if case .gradient(var spec)? = environment.foregroundStyle {
                spec.opacity *= [1, 0.6, 0.3, 0.18][min(max(level, 0), 3)]
                return ResolvableStyle.gradient(spec).resolvePaint(in: environment, missing: missing)
            }
        default:
            break
        }
        return .color(resolve(in: environment, missing: missing))
    }

    /// Whether `style` is (a level of) the background style itself, which must not resolve through the
    /// environment's background style again.
    static func refersToBackground(_ style: ResolvableStyle) -> Bool {
        switch style {
        case .background: true
        case .leveled(let base, _): refersToBackground(base)
        default: false
        }
    }
}
