import DarkroomUI

// Custom ButtonStyles as component libraries and Swift by Sundell's "Encapsulating SwiftUI view
// styles" write them: a filled capsule that grows while pressed (Hacking with Swift's GrowingButton),
// an outlined style exposed as `.outline` through `extension ButtonStyle where Self == …`, a
// PrimitiveButtonStyle, and the system bordered styles with control sizes, border shapes, roles and
// tints — a subscription paywall.

struct GrowingButton: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(.blue)
            .foregroundStyle(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 1.2 : 1)
            .animation(.easeOut(duration: 0.2), value: configuration.isPressed)
    }
}

struct OutlineButtonStyle: ButtonStyle {
    var color: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(color)
            .padding(.vertical, 12)
            .frame(maxWidth: .infinity)
            .overlay(
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .stroke(color, lineWidth: 2)
            )
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

extension ButtonStyle where Self == OutlineButtonStyle {
    static var outline: OutlineButtonStyle { OutlineButtonStyle() }
}

struct DoubleTapOnlyStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.footnote)
            .foregroundStyle(.secondary)
            .onTapGesture(count: 2) { configuration.trigger() }
    }
}

struct PlanFeatureRow: View {
    var symbol: String
    var title: String
    var detail: String

    var body: some View {
        HStack(alignment: .top, spacing: 14) {
            Image(systemName: symbol)
                .font(.title2)
                .foregroundStyle(.tint)
                .frame(width: 32)
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Text(detail).font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }
}

struct ComponentButtonStylesScreen: View {
    @State private var isYearly = true

    var body: some View {
        ScrollView {
            VStack(spacing: 22) {
                VStack(spacing: 6) {
                    Text("Go Premium")
                        .font(.largeTitle.bold())
                    Text("Everything you need to plan, track and share.")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)
                }

                VStack(alignment: .leading, spacing: 16) {
                    PlanFeatureRow(symbol: "icloud.and.arrow.down", title: "Offline sync", detail: "Your lists on every device.")
                    PlanFeatureRow(symbol: "bell.fill", title: "Smart reminders", detail: "Nudges at the right time.")
                    PlanFeatureRow(symbol: "person.2.fill", title: "Shared spaces", detail: "Plan together with family.")
                }
                .frame(maxWidth: .infinity, alignment: .leading)

                Button("Start Free Trial") {}
                    .buttonStyle(GrowingButton())

                Button {
                    isYearly.toggle()
                } label: {
                    Text(isYearly ? "Yearly · $29.99" : "Monthly · $3.99")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)

                Button("Restore Purchases") {}
                    .buttonStyle(.outline)

                HStack {
                    Button("Terms") {}
                        .buttonStyle(.bordered)
                        .buttonBorderShape(.capsule)
                    Button("Privacy") {}
                        .buttonStyle(.bordered)
                        .buttonBorderShape(.capsule)
                        .tint(.purple)
                    Button(role: .destructive) {
                    } label: {
                        Label("Cancel", systemImage: "xmark")
                    }
                    .buttonStyle(.bordered)
                    .controlSize(.small)
                }

                Button("Double-tap to dismiss") {}
                    .buttonStyle(DoubleTapOnlyStyle())
            }
            .padding(24)
        }
    }
}

#Preview {
    ComponentButtonStylesScreen()
}
