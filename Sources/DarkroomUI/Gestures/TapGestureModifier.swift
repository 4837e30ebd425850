import Foundation

/// Performs an action when the modified view is tapped (what `onTapGesture(count:perform:)` applies).
/// Taps come from a test: `ViewHost.tap(at:)` or the inspection API.
struct _TapGestureModifier: ViewModifier, _PrimitiveModifier, _TapActionProviding {
    /// The number of taps that trigger the action.
    let count: Int
    let action: () -> Void

    var _tapAction: (() -> Void)? { action }

    func _apply(content: (EnvironmentValues, inout _ViewOutputs) -> Void, into outputs: inout _ViewOutputs, environment: EnvironmentValues) {
        HitTestMarking.wrap(content: content, into: &outputs, environment: environment, kind: .target(fillsFrame: false))
    }
}

/// Wraps the nodes a modifier's content resolves to in one hit-test marker (inside a host only).
@MainActor
enum HitTestMarking {
    static func wrap(content: (EnvironmentValues, inout _ViewOutputs) -> Void, into outputs: inout _ViewOutputs,
                     environment: EnvironmentValues, kind: HitTestNode.Kind) {
        let start = outputs.nodes.count
        content(environment, &outputs)
        guard outputs.context.session != nil else { return }
        for index in start..<outputs.nodes.count {
            outputs.nodes[index] = HitTestNode(child: outputs.nodes[index], kind: kind)
        }
    }
}

extension ModifiedContent: _TapActionProviding where Modifier: _TapActionProviding {
    var _tapAction: (() -> Void)? { modifier._tapAction }
}

extension View {
    /// Performs `action` when the view is tapped `count` times (in a test, one `tap` is the whole gesture).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, action: action))
    }

    /// Performs `action` when the view is tapped; the location is the tap's point in the view's own
    /// coordinates (the centre of the view when tapped through the inspection API).
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, action: { action(.zero) }))
    }
}
