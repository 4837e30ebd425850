import Foundation

/// An alert (the deprecated value-based API): a title, an optional message and one or two buttons.
public struct Alert {
    /// A button of an alert or action sheet.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let isDefault: Bool

        /// A default (semibold in a two-button alert) button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, isDefault: true)
        }

        /// A cancel button titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, isDefault: false)
        }

        /// A cancel button with a custom title.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, isDefault: false)
        }

        /// A destructive (red) button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, isDefault: false)
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button ("OK" when nil).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// The alert as the modern API's parts.
    var actions: [AlertAction] {
        buttons.map { AlertAction(label: AnyView($0.label), role: $0.role) }
    }
}

/// An action sheet (the deprecated value-based API).
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    /// An action sheet with a title, a message and buttons.
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// One button of a presented alert or dialog.
struct AlertAction {
    let label: AnyView
    let role: ButtonRole?
}

/// Captures the buttons of an alert's `actions` view: each `Button` resolves through this style, which
/// records its label and role.
nonisolated struct AlertActionCollectingStyle: PrimitiveButtonStyle {
    final class Collector {
        var actions: [AlertAction] = []
    }

    let collector: Collector

    @MainActor func makeBody(configuration: Configuration) -> some View {
        collector.actions.append(AlertAction(label: AnyView(configuration.label), role: configuration.role))
        return EmptyView()
    }
}

@MainActor
enum AlertActions {
    /// The buttons of an `actions` view.
    static func collect<A: View>(_ actions: A, environment: EnvironmentValues, context: ResolveContext) -> [AlertAction] {
        let collector = AlertActionCollectingStyle.Collector()
        var env = environment
        env.buttonStyle = .primitive(AlertActionCollectingStyle(collector: collector))
        _ = Resolver.nodes(for: actions, environment: env, context: context)
        return collector.actions
    }
}
