import DarkroomUI

// Notification badges and status dots as component libraries draw them with overlays: a count
// capsule in `.overlay(alignment: .topTrailing)` offset past the corner, an online dot with a white
// ring, a "NEW" ribbon rotated across a card's corner and clipped, stacked avatars with negative
// spacing, and a material toast pinned to the bottom with `safeAreaInset`.

struct CountBadge: View {
    var count: Int

    var body: some View {
        Text(count > 99 ? "99+" : "\(count)")
            .font(.caption2.bold())
            .foregroundStyle(.white)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(.red, in: Capsule())
            .overlay(Capsule().stroke(Color(.systemBackground), lineWidth: 2))
    }
}

extension View {
    func notificationBadge(_ count: Int) -> some View {
        overlay(alignment: .topTrailing) {
            if count > 0 {
                CountBadge(count: count)
                    .offset(x: 10, y: -8)
            }
        }
    }
}

struct InitialsAvatar: View {
    var initials: String
    var color: Color
    var isOnline = false
    var size: CGFloat = 48

    var body: some View {
        Circle()
            .fill(color.gradient)
            .frame(width: size, height: size)
            .overlay {
                Text(initials)
                    .font(.system(size: size * 0.38, weight: .semibold, design: .rounded))
                    .foregroundStyle(.white)
            }
            .overlay(alignment: .bottomTrailing) {
                if isOnline {
                    Circle()
                        .fill(.green)
                        .frame(width: size * 0.28, height: size * 0.28)
                        .overlay(Circle().stroke(.white, lineWidth: 2))
                }
            }
    }
}

struct ComponentBadgeOverlaysScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 28) {
                        Image(systemName: "bell.fill")
                            .font(.title)
                            .notificationBadge(3)
                        Image(systemName: "envelope.fill")
                            .font(.title)
                            .notificationBadge(128)
                        Image(systemName: "cart.fill")
                            .font(.title)
                            .notificationBadge(0)
                        Spacer()
                        HStack(spacing: -12) {
                            ForEach(Array(zip(["AB", "KL", "MR"], [Color.blue, .pink, .orange])), id: \.0) { initials, color in
                                InitialsAvatar(initials: initials, color: color, size: 34)
                                    .overlay(Circle().stroke(Color(.secondarySystemGroupedBackground), lineWidth: 2))
                            }
                        }
                    }
                    .foregroundStyle(.tint)
                    .padding(.vertical, 8)
                }

                Section("Messages") {
                    ForEach(0..<3) { index in
                        HStack(spacing: 12) {
                            InitialsAvatar(
                                initials: ["JD", "SM", "TW"][index], color: [Color.purple, .teal, .indigo][index],
                                isOnline: index != 1)
                            VStack(alignment: .leading, spacing: 2) {
                                Text(["Jane Doe", "Sam Miller", "Tara West"][index]).font(.headline)
                                Text(["See you at 6?", "Sent a photo", "Thanks for the notes!"][index])
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            if index == 0 {
                                Text("2")
                                    .font(.caption.bold())
                                    .foregroundStyle(.white)
                                    .frame(minWidth: 20, minHeight: 20)
                                    .background(Color.accentColor, in: Circle())
                            }
                        }
                    }
                }

                Section("Featured") {
                    ZStack(alignment: .topTrailing) {
                        RoundedRectangle(cornerRadius: 12)
                            .fill(LinearGradient(colors: [.mint, .teal], startPoint: .leading, endPoint: .trailing))
                            .frame(height: 90)
                            .overlay(alignment: .leading) {
                                Text("Summer Sale")
                                    .font(.title2.bold())
                                    .foregroundStyle(.white)
                                    .padding()
                            }
                        Text("NEW")
                            .font(.caption.bold())
                            .foregroundStyle(.white)
                            .frame(width: 110, height: 22)
                            .background(.red)
                            .rotationEffect(.degrees(45))
                            .offset(x: 30, y: 16)
                    }
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                    .listRowInsets(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
                }
            }
            .navigationTitle("Inbox")
            .safeAreaInset(edge: .bottom) {
                Label("Message sent", systemImage: "checkmark.circle.fill")
                    .font(.subheadline.weight(.medium))
                    .padding(.horizontal, 16)
                    .padding(.vertical, 10)
                    .background(.regularMaterial, in: Capsule())
                    .shadow(color: .black.opacity(0.15), radius: 6, y: 3)
            }
        }
    }
}

#Preview {
    ComponentBadgeOverlaysScreen()
}
