import Foundation
@_spi(DarkroomEngine) import DarkroomUICore

/// A control for a value in a range: a 4-pt track, tinted up to the value, with a 28-pt white thumb. It
/// takes the width it is offered; minimum and maximum value labels sit at its ends.
public nonisolated struct Slider<Label: View, ValueLabel: View>: View, _PrimitiveView {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    /// A slider bound to `value` in `bounds`, with a label and value labels at its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// A slider bound to `value` in `bounds` in steps of `step`, with a label and value labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, span.isFinite else { return 0 }
        let f = Double(value - bounds.lowerBound) / span
        return f.isNaN ? 0 : min(max(f, 0), 1)
    }

    @MainActor public var body: Never { primitiveBody(Self.self) }

    @MainActor package func _makeNodes(environment: EnvironmentValues, context: ResolveContext) -> [LayoutNode] {
        let track = SliderTrackNode(fraction: fraction, environment: environment)
        let view = HStack(spacing: 8) {
            if let minimumValueLabel { minimumValueLabel }
            ResolvedNodeView(node: track)
            if let maximumValueLabel { maximumValueLabel }
        }
        return Resolver.nodes(for: view, environment: environment, context: context)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider bound to `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        label = EmptyView()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    /// A slider bound to `value` in `bounds` in steps of `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        label = EmptyView()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label (not shown on iOS), bound to `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        self.label = label()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

/// The track and thumb of a slider.
final class SliderTrackNode: LayoutNode {
    let fraction: Double
    let filled: ResolvedColor
    let empty: ResolvedColor
    let thumb: ResolvedColor
    let thumbEdge: ResolvedColor

    init(fraction: Double, environment: EnvironmentValues) {
        self.fraction = fraction
        filled = environment.isEnabled ? (environment.tint ?? .accentColor).resolve(in: environment) : SystemColors.tertiaryLabel.resolve(in: environment)
        empty = SystemColors.systemFill.resolve(in: environment)
        thumb = SystemColors.thumb.resolve(in: environment)
        // The thumb's shadow (a paint effect) is suggested by a faint edge.
        thumbEdge = ResolvedColor(0, 0, 0, 0.12)
        super.init()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 100, height: ControlMetrics.sliderHeight)
    }

    /// Whether placement was mirrored for a right-to-left layout: then the minimum is at the right and the track
    /// fills from the right, as `UISlider` does (UIKit controls "appear flipped" right to left — Apple, "Supporting
    /// Right-to-Left Languages"; the HIG's right-to-left "Controls" page: "flip controls like sliders").
    private var isMirrored = false

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) { isMirrored = false }
    override func mirrorStoredRects(_ mirror: (CGRect) -> CGRect) { isMirrored.toggle() }

    override func draw(into builder: inout DisplayListBuilder) {
        let r = frame
        // Parts are computed left to right, then mirrored inside the frame when right to left.
        let flip = { [isMirrored] (p: CGRect) -> CGRect in
            isMirrored ? CGRect(x: r.minX + r.maxX - p.maxX, y: p.minY, width: p.width, height: p.height) : p
        }
        let d = ControlMetrics.sliderThumbDiameter
        let usable = max(0, r.width - d)
        let thumbX = r.minX + usable * fraction
        let trackY = r.midY - ControlMetrics.sliderTrackHeight / 2
        let track = builder.snap(CGRect(x: r.minX, y: trackY, width: r.width, height: ControlMetrics.sliderTrackHeight))
        builder.append(.fill(Path(roundedRect: track, cornerRadius: ControlMetrics.sliderTrackHeight / 2, style: .circular), color: empty, style: FillStyle()))
        let filledRect = builder.snap(flip(CGRect(x: r.minX, y: trackY, width: thumbX + d / 2 - r.minX, height: ControlMetrics.sliderTrackHeight)))
        builder.append(.fill(Path(roundedRect: filledRect, cornerRadius: ControlMetrics.sliderTrackHeight / 2, style: .circular), color: filled, style: FillStyle()))
        let thumbRect = flip(CGRect(x: thumbX, y: r.midY - d / 2, width: d, height: d))
        builder.append(.fill(Path(ellipseIn: thumbRect.insetBy(dx: -0.5, dy: -0.5)), color: thumbEdge, style: FillStyle()))
        builder.append(.fill(Path(ellipseIn: thumbRect), color: thumb, style: FillStyle()))
    }

    override var debugName: String { "Slider" }
}
