import DarkroomUI
import Foundation

@MainActor
extension ViewHost {
    /// Starts inspecting the hosted view in its current state. Handles found through the host re-resolve after
    /// every action (`tap()`, `callOnTapGesture()`, …), so a view found before a tap still answers after it.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        let context = InspectionContext(host: self)
        return InspectableView(InspectedNode.make(record: root, path: "host.inspect()", context: context))
    }
}

/// Why an operation needs a host.
private func needsHost(_ call: String, _ path: String) -> InspectionError {
    .notSupported("\(path).\(call): only a hosted view has a frame; inspect it with `ViewHosting.host(view:).inspect()`.")
}

@MainActor
extension InspectableView {
    /// The view's laid-out frame: `.global` is the host's root coordinates; `.local` has the origin at zero.
    public func frame(in coordinateSpace: CoordinateSpace = .global) throws -> CGRect {
        let node = self.node
        guard let context = node.context, let record = node.record else { throw needsHost("frame(in:)", node.path) }
        guard let frame = context.host.frame(of: record) else {
            throw InspectionError.notSupported("\(node.path).frame(in:): \(typeName(node.view)) was not laid out (it draws nothing).")
        }
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: frame.size)
        default: return frame
        }
    }

    /// Taps the centre of the view's frame, as a finger would: fails naming the view on top when the view is
    /// covered there or does not take taps (`allowsHitTesting(false)`, disabled).
    public func tapAtCenter() throws {
        let node = self.node
        guard let context = node.context, let record = node.record else { throw needsHost("tapAtCenter()", node.path) }
        let frame = try self.frame(in: .global)
        let center = CGPoint(x: frame.midX, y: frame.midY)
        // The view (or something inside it) must be the topmost view there.
        let hits = context.host.hitTest(center)
        guard let topmost = hits.first, Self.isInside(topmost, record) else {
            let top = hits.first.map { $0.identity.description } ?? "nothing"
            throw InspectionError.unresponsiveControl(
                name: typeName(node.view),
                reason: "at its centre \(center) the view on top is \(top)", path: node.path)
        }
        do {
            try context.host.tap(at: center)
        } catch {
            throw InspectionError.unresponsiveControl(name: typeName(node.view), reason: "\(error)", path: node.path)
        }
    }

    /// Whether `record` is `container` or inside it.
    private static func isInside(_ record: ResolvedView, _ container: ResolvedView) -> Bool {
        var current: ResolvedView? = record
        while let candidate = current {
            if candidate === container { return true }
            current = candidate.parent
        }
        return false
    }

    /// Calls the action of the view's `onTapGesture`.
    public func callOnTapGesture() throws {
        let node = self.node
        let action = try modifierValue("onTapGesture") { InspectionSupport.tapGestureAction(of: $0) }
        try node.perform(action)
    }

    /// Calls the action of the view's `onAppear`.
    public func callOnAppear() throws {
        let node = self.node
        let action = try modifierValue("onAppear") { InspectionSupport.appearAction(of: $0) }
        try node.perform(action)
    }

    /// The view alone (with its modifiers and environment), for a snapshot of just this view:
    /// `assertSnapshot(of: try found.snapshotView(), as: .image)`.
    public func snapshotView() throws -> AnyView {
        let node = self.node
        guard let view = node.rawValue as? any DarkroomUI.View else {
            throw InspectionError.notSupported("\(node.path): \(typeName(node.rawValue)) is not a view.")
        }
        return InspectionSupport.erase(view, environment: node.environment)
    }
}

@MainActor
extension InspectedNode {
    /// Runs a user action (a tap): through the host when the view is hosted, so state changes re-render.
    func perform(_ action: () -> Void) throws {
        if let context {
            do {
                try context.host.perform(action)
            } catch {
                throw InspectionError.notSupported("\(path): the host could not settle after the action: \(error)")
            }
        } else {
            action()
        }
    }
}
