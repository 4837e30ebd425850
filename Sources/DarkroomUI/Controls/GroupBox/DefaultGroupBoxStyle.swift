import Foundation

/// The automatic group box style: on iOS, the label (headline) above the content, padded, on a rounded
/// `secondarySystemBackground` card.
///
/// Colours: `secondarySystemBackground` is #F2F2F7 light, #1C1C1E dark (UIKit's dynamic colours dumped from a
/// device — https://zenn.dev/kyome/articles/7a9ea6881cd3b0). The 16 pt padding, 8 pt spacing and 8 pt continuous
/// corner radius follow SwiftUI's iOS group box as commonly reproduced; they are an approximation, not measured.
public nonisolated struct DefaultGroupBoxStyle: GroupBoxStyle {
    static let background = Color(
        system: "secondarySystemBackground",
        light: ResolvedColor(242, 242, 247), dark: ResolvedColor(28, 28, 30))

    public init() {}

    @MainActor public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label
                .font(.headline)
            configuration.content
        }
        .padding(16)
        .background(Self.background, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's default group box.
    public nonisolated static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}
