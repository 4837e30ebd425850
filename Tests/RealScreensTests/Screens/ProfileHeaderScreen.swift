import DarkroomUI

// A profile header: a cover gradient, an avatar loaded with AsyncImage (its placeholder in a
// snapshot), clipped to a circle with a white ring and a shadow, stats and a follow button.

struct UserProfile {
    var name: String
    var handle: String
    var bio: String
    var avatarURL: URL?
    var followers: Int
    var following: Int
    var posts: Int

    static let sample = UserProfile(
        name: "Maya Okafor",
        handle: "@maya.builds",
        bio: "iOS engineer. Coffee, climbing, and compositional layouts.",
        avatarURL: URL(string: "https://example.com/avatars/maya.jpg"),
        followers: 12_480,
        following: 312,
        posts: 87
    )
}

struct StatView: View {
    let value: Int
    let title: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value, format: .number.notation(.compactName))
                .font(.headline)
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct ProfileHeaderScreen: View {
    let profile: UserProfile
    @State private var isFollowing = false

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                LinearGradient(colors: [.indigo, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .frame(height: 160)
                    .overlay(alignment: .bottom) {
                        AsyncImage(url: profile.avatarURL) { image in
                            image
                                .resizable()
                                .scaledToFill()
                        } placeholder: {
                            ZStack {
                                Color(.systemGray5)
                                Image(systemName: "person.fill")
                                    .font(.system(size: 44))
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .frame(width: 110, height: 110)
                        .clipShape(Circle())
                        .overlay {
                            Circle().stroke(.white, lineWidth: 4)
                        }
                        .shadow(color: .black.opacity(0.25), radius: 8, y: 4)
                        .offset(y: 55)
                    }
                    .padding(.bottom, 55)

                VStack(spacing: 4) {
                    Text(profile.name)
                        .font(.title2.weight(.semibold))
                    Text(profile.handle)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }

                Text(profile.bio)
                    .font(.body)
                    .multilineTextAlignment(.center)
                    .padding(.horizontal, 32)

                HStack {
                    StatView(value: profile.posts, title: "Posts")
                    Divider().frame(height: 28)
                    StatView(value: profile.followers, title: "Followers")
                    Divider().frame(height: 28)
                    StatView(value: profile.following, title: "Following")
                }
                .padding(.horizontal)

                Button {
                    isFollowing.toggle()
                } label: {
                    Text(isFollowing ? "Following" : "Follow")
                        .fontWeight(.semibold)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 12)
                        .background(isFollowing ? Color.gray.opacity(0.2) : Color.accentColor, in: Capsule())
                        .foregroundStyle(isFollowing ? Color.primary : Color.white)
                }
                .padding(.horizontal, 40)
            }
        }
        .ignoresSafeArea(edges: .top)
    }
}

#Preview {
    ProfileHeaderScreen(profile: .sample)
}
