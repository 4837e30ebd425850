import DarkroomUI

extension EnvironmentValues {
    /// The badge's fill, set by a screen for every badge inside it (an `@Entry` value).
    @Entry var badgeTint: Color = .blue
}

/// A capsule with a short label: the example's smallest view.
public struct Badge: View {
    let title: String
    @Environment(\.badgeTint) private var tint

    public init(_ title: String) {
        self.title = title
    }

    public var body: some View {
        Text(title)
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill(tint))
    }
}

extension View {
    /// Sets the fill of the badges inside.
    public func badgeTint(_ tint: Color) -> some View {
        environment(\.badgeTint, tint)
    }
}

// Every form of `#Preview`.

#Preview {
    Badge("New")
}

#Preview("Named") {
    Badge("Named")
        .padding()
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Badge("Fits")
        .padding()
}

#Preview("Fixed", traits: .fixedLayout(width: 200, height: 100)) {
    Badge("Fixed").badgeTint(.green)
}

#Preview("Landscape", traits: .landscapeLeft) {
    Badge("Landscape")
}

#Preview("Counter", traits: .sizeThatFitsLayout) {
    @Previewable var count = 3
    VStack(spacing: 8) {
        ForEach(0..<count, id: \.self) { index in
            Badge("Item \(index + 1)")
        }
    }
    .padding()
}

#Preview("State", traits: .sizeThatFitsLayout) {
    @Previewable @State var isOn = true
    Badge(isOn ? "On" : "Off")
        .badgeTint(isOn ? .green : .gray)
        .padding()
}
