import Foundation

// Package helpers for inspecting hosted views (DarkroomInspection).
extension InspectionSupport {
    /// The action of an `onTapGesture` modifier.
    package static func tapGestureAction(of modifier: Any) -> (() -> Void)? {
        (modifier as? _TapGestureModifier)?.action
    }

    /// The action of an `onAppear` modifier.
    package static func appearAction(of modifier: Any) -> (() -> Void)? {
        guard let lifecycle = modifier as? _LifecycleModifier else { return nil }
        for kind in lifecycle.kinds {
            if case .appear(let action?) = kind { return action }
        }
        return nil
    }

    /// `view` type-erased, drawn in `environment` (a found view on its own).
    package static func erase(_ view: any View, environment: EnvironmentValues) -> AnyView {
        func open<V: View>(_ view: V) -> AnyView { AnyView(view.environment(\.self, environment)) }
        return open(view)
    }
}

extension IDView: _InspectionTransparent {
    package var _inspectionWrapped: Any? { content }
}
