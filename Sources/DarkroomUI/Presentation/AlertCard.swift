import Foundation

/// The alert card: centred title and message, then buttons side by side (two) or stacked, separated by
/// hairlines, on the alert background.
nonisolated struct AlertCard: View {
    let title: Text?
    let message: AnyView?
    let actions: [AlertAction]

    @MainActor var body: some View {
        let ordered = Self.ordered(actions.isEmpty ? [AlertAction(label: AnyView(Text("OK")), role: nil)] : actions)
        VStack(spacing: 0) {
            VStack(spacing: PresentationMetrics.alertMessageSpacing) {
                if let title { title.font(.headline) }
                if let message { message.font(.footnote) }
            }
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
            .padding(PresentationMetrics.alertContentInsets)
            Hairline(axis: .horizontal)
            if ordered.count == 2 {
                HStack(spacing: 0) {
                    AlertButtonLabel(action: ordered[0], height: PresentationMetrics.alertButtonHeight, fontSize: 17, prominentCancel: true)
                    Hairline(axis: .vertical)
                    AlertButtonLabel(action: ordered[1], height: PresentationMetrics.alertButtonHeight, fontSize: 17, prominentCancel: true)
                }
                .fixedSize(horizontal: false, vertical: true)
            } else {
                ForEach(0..<ordered.count, id: \.self) { index in
                    if index > 0 { Hairline(axis: .horizontal) }
                    AlertButtonLabel(action: ordered[index], height: PresentationMetrics.alertButtonHeight, fontSize: 17, prominentCancel: true)
                }
            }
        }
        .frame(width: PresentationMetrics.alertWidth)
        // The card is a material, so its secondary, tertiary and quaternary content (a message styled
        // `.secondary`) is drawn vibrant, as UIAlertController's content view is.
        .background(PresentationMetrics.alertMaterial, in: RoundedRectangle(cornerRadius: PresentationMetrics.alertCornerRadius, style: .continuous))
    }

    /// iOS puts the cancel button first (leading) in a two-button alert and last when stacked.
    static func ordered(_ actions: [AlertAction]) -> [AlertAction] {
        let cancel = actions.filter { $0.role == .cancel }
        let others = actions.filter { $0.role != .cancel }
        return actions.count == 2 ? cancel + others : others + cancel
    }
}

/// One alert or action sheet button: its label centred in the tint colour (red when destructive,
/// semibold when cancelling).
nonisolated struct AlertButtonLabel: View {
    let action: AlertAction
    let height: CGFloat
    let fontSize: CGFloat
    let prominentCancel: Bool

    @MainActor var body: some View {
        action.label
            .font(.system(size: fontSize, weight: action.role == .cancel && prominentCancel ? .semibold : .regular))
            .foregroundStyle(action.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: height)
    }
}

/// A hairline separator (one device pixel at 3×).
nonisolated struct Hairline: View {
    let axis: Axis
    @MainActor var body: some View {
        if axis == .horizontal {
            Rectangle().fill(SystemColors.separator).frame(height: 1.0 / 3)
        } else {
            Rectangle().fill(SystemColors.separator).frame(width: 1.0 / 3)
        }
    }
}

/// The action sheet of a confirmation dialog: an optional header and the actions in one card, the cancel
/// action in its own card below.
@MainActor
struct ActionSheetCards {
    let title: Text?
    let message: AnyView?
    let actions: [AlertAction]

    var card: some View {
        let others = actions.filter { $0.role != .cancel }
        return VStack(spacing: 0) {
            if title != nil || message != nil {
                VStack(spacing: 4) {
                    if let title { title.font(.footnote.weight(.semibold)) }
                    if let message { message.font(.footnote) }
                }
                // `secondaryLabel`, vibrant on the card's material (UIKit draws the header labels with vibrancy).
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .frame(maxWidth: .infinity)
                .padding(PresentationMetrics.actionSheetHeaderInsets)
                if !others.isEmpty { Hairline(axis: .horizontal) }
            }
            ForEach(0..<others.count, id: \.self) { index in
                if index > 0 { Hairline(axis: .horizontal) }
                AlertButtonLabel(action: others[index], height: PresentationMetrics.actionSheetButtonHeight, fontSize: 20, prominentCancel: false)
            }
        }
        .background(PresentationMetrics.alertMaterial, in: RoundedRectangle(cornerRadius: PresentationMetrics.actionSheetCornerRadius, style: .continuous))
    }

    /// The cancel card (iOS always shows one: "Cancel" when the actions have no cancel button).
    var cancelCard: some View {
        let cancel = actions.first { $0.role == .cancel } ?? AlertAction(label: AnyView(Text("Cancel")), role: .cancel)
        return AlertButtonLabel(action: cancel, height: PresentationMetrics.actionSheetButtonHeight, fontSize: 20, prominentCancel: true)
            .background(
                RoundedRectangle(cornerRadius: PresentationMetrics.actionSheetCornerRadius, style: .continuous)
                    .fill(Color(system: "actionSheetCancel", light: ResolvedColor(255, 255, 255), dark: ResolvedColor(44, 44, 46))))
    }
}
