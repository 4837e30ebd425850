import Foundation

/// The badge of a tab bar item (`UITabBarItem.badgeValue`): white 13-pt text on a `systemRed` capsule at least
/// 18 pt tall and wide, 5 pt of padding either side of the text; its leading edge 6 pt past the centre of the
/// item's icon and its top 2 pt below the bar's top edge (estimated: UIKit publishes no figures).
nonisolated struct TabBadge: View {
    nonisolated static let height: CGFloat = 18
    nonisolated static let offsetFromCenter: CGFloat = 6
    nonisolated static let top: CGFloat = 2
    let text: Text

    @MainActor var body: some View {
        Group { text }
            .font(.system(size: 13))
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: Self.height, minHeight: Self.height)
            .background(Capsule().fill(Color(uiColor: .systemRed)))
    }
}
