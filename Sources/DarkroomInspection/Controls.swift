import DarkroomUI
import Foundation

@MainActor
extension InspectableView where View == ViewType.Text {
    /// The text's characters.
    public func string() throws -> String {
        guard let text = node.view as? DarkroomUI.Text else {
            throw InspectionError.typeMismatch(factual: typeName(node.view), expected: "Text", path: node.path)
        }
        return InspectionSupport.string(of: text)
    }
}

@MainActor
extension InspectableView where View == ViewType.Button {
    /// Performs the button's action, as a tap does; throws if the button is disabled.
    public func tap() throws {
        let node = self.node
        if let context = node.context, let record = node.record {
            guard let action = context.host.tapAction(of: record) else {
                throw InspectionError.unresponsiveControl(name: "Button", reason: "it is disabled", path: node.path)
            }
            try node.perform(action)
            return
        }
        guard node.environment.isEnabled else {
            throw InspectionError.unresponsiveControl(name: "Button", reason: "it is disabled", path: node.path)
        }
        guard let action = InspectionSupport.action(of: node.view) else {
            throw InspectionError.callbackNotFound(parent: typeName(node.view), callback: "action", path: node.path)
        }
        try node.perform(action)
    }

    /// The button's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try child(ViewType.ClassifiedView.self, at: 0, call: "labelView()")
    }
}

@MainActor
extension InspectableView where View == ViewType.Toggle {
    /// Whether the toggle is on.
    public func isOn() throws -> Bool {
        guard let binding = InspectionSupport.isOn(of: node.view) else {
            throw InspectionError.callbackNotFound(parent: typeName(node.view), callback: "isOn", path: node.path)
        }
        return binding.wrappedValue
    }

    /// Switches the toggle, as a tap does; throws if the toggle is disabled.
    public func tap() throws {
        let node = self.node
        guard node.environment.isEnabled else {
            throw InspectionError.unresponsiveControl(name: "Toggle", reason: "it is disabled", path: node.path)
        }
        guard let binding = InspectionSupport.isOn(of: node.view) else {
            throw InspectionError.callbackNotFound(parent: typeName(node.view), callback: "isOn", path: node.path)
        }
        try node.perform { binding.wrappedValue.toggle() }
    }

    /// The toggle's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try child(ViewType.ClassifiedView.self, at: 0, call: "labelView()")
    }
}

@MainActor
extension InspectableView where View == ViewType.Label {
    /// The label's title.
    public func title() throws -> InspectableView<ViewType.ClassifiedView> {
        try child(ViewType.ClassifiedView.self, at: 0, call: "title()")
    }

    /// The label's icon.
    public func icon() throws -> InspectableView<ViewType.ClassifiedView> {
        try child(ViewType.ClassifiedView.self, at: 1, call: "icon()")
    }
}
