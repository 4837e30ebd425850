import Foundation

/// Performs an action when the modified view is tapped (what `onTapGesture(count:perform:)` applies).
/// Taps come from a test: `ViewHost.tap(at:)` or the inspection API.
package nonisolated struct _TapGestureModifier: ViewModifier, _PrimitiveModifier, _TapActionProviding {
    /// The number of taps that trigger the action.
    let count: Int
    package let action: () -> Void
    /// For `onTapGesture(count:coordinateSpace:perform:)`: the space the location is given in, and the action.
    var coordinateSpace: CoordinateSpace = .local
    var locatedAction: ((CGPoint) -> Void)? = nil

    @MainActor package var _tapAction: (() -> Void)? { action }

    @MainActor package func _tapAction(at point: CGPoint, frame: CGRect) -> (() -> Void)? {
        guard let locatedAction else { return action }
        let location: CGPoint
        switch coordinateSpace {
        case .local: location = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        case .global, .named: location = point
        }
        return { locatedAction(location) }
    }

    @MainActor package func _apply(content: (EnvironmentValues, inout _ViewOutputs) -> Void, into outputs: inout _ViewOutputs, environment: EnvironmentValues) {
        HitTestMarking.wrap(content: content, into: &outputs, environment: environment, kind: .target(fillsFrame: false))
    }
}

/// Wraps the nodes a modifier's content resolves to in one hit-test marker (inside a host only).
@MainActor
enum HitTestMarking {
    static func wrap(
        content: (EnvironmentValues, inout _ViewOutputs) -> Void, into outputs: inout _ViewOutputs,
        environment: EnvironmentValues, kind: HitTestNode.Kind
    ) {
        let start = outputs.nodes.count
        content(environment, &outputs)
        guard outputs.context.session != nil else { return }
        for index in start..<outputs.nodes.count {
            outputs.nodes[index] = HitTestNode(child: outputs.nodes[index], kind: kind)
        }
    }
}

extension ModifiedContent: _TapActionProviding where Modifier: _TapActionProviding {
    package var _tapAction: (() -> Void)? { modifier._tapAction }
    package func _tapAction(at point: CGPoint, frame: CGRect) -> (() -> Void)? { modifier._tapAction(at: point, frame: frame) }
}

extension View {
    /// Performs `action` when the view is tapped `count` times (in a test, one `tap` is the whole gesture).
    public nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, action: action))
    }

    /// Performs `action` when the view is tapped, with the tap's location in `coordinateSpace`: `.local` is
    /// the view's own space (origin at its top-leading corner), `.global` the host's screen (named spaces
    /// resolve as `.global`). A test tap (`ViewHost.tap(at:)`, `tapAtCenter()`) passes its point;
    /// `callOnTapGesture()` passes `.zero`, as ViewInspector does.
    public nonisolated func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, action: { action(.zero) }, coordinateSpace: coordinateSpace, locatedAction: action))
    }
}
