import DarkroomUI
import Foundation

// In the shape of Ice Cubes, the open-source Mastodon client (Dimillian/IceCubesApp,
// Packages/Explore/Sources/Explore/ExploreView.swift, DesignSystem/Views/TagRowView.swift,
// Account/AccountsList/AccountsListRow.swift): a plain List on a themed background (scrollContentBackground
// hidden), an `@Observable` theme read with `@Environment(Theme.self)`, a search field always shown in the
// navigation bar drawer with search scopes, a horizontal row of bordered quick-access buttons, sections of
// trending tags and suggested accounts with per-row backgrounds, compact follower counts, verified fields,
// and "See more" links.

@Observable final class ExploreTheme {
    var tintColor: Color = .purple
    var primaryBackgroundColor: Color = .white
    var secondaryBackgroundColor: Color = Color(red: 0.96, green: 0.96, blue: 0.98)
}

struct ExploreTag: Identifiable, Hashable {
    var id: String { name }
    var name: String
    var totalUses: Int
    var totalAccounts: Int
}

struct ExploreAccount: Identifiable, Hashable {
    var id: String
    var displayName: String
    var acct: String
    var followersCount: Int?
    var verifiedField: String?
    var note: String
    var avatarTint: Color
}

@Observable final class ExploreViewModel {
    enum SearchScope: String, CaseIterable {
        case all, people, hashtags, posts

        var localizedString: LocalizedStringKey {
            switch self {
            case .all: "All"
            case .people: "People"
            case .hashtags: "Tags"
            case .posts: "Posts"
            }
        }
    }

    var searchQuery = ""
    var isSearchPresented = false
    var searchScope: SearchScope = .all
    var isLoaded = true

    var trendingTags: [ExploreTag] = [
        ExploreTag(name: "SwiftUI", totalUses: 1_284, totalAccounts: 402),
        ExploreTag(name: "iOSDev", totalUses: 963, totalAccounts: 311),
        ExploreTag(name: "Photography", totalUses: 712, totalAccounts: 288),
        ExploreTag(name: "FediTips", totalUses: 455, totalAccounts: 198),
    ]

    var suggestedAccounts: [ExploreAccount] = [
        ExploreAccount(
            id: "1", displayName: "Ada Park", acct: "ada@mastodon.social", followersCount: 12_400,
            verifiedField: "adapark.dev", note: "Building apps for small screens. Coffee, cameras and long walks.", avatarTint: .orange),
        ExploreAccount(
            id: "2", displayName: "Lukas Berg", acct: "lukas@fosstodon.org", followersCount: 3_180,
            verifiedField: nil, note: "Open-source maintainer. Writes about Swift, Rust and the occasional bike ride.", avatarTint: .teal),
        ExploreAccount(
            id: "3", displayName: "Mina Sato", acct: "mina@techhub.social", followersCount: 987,
            verifiedField: "minasato.jp", note: "Designer. Type nerd.", avatarTint: .pink),
    ]

    var allSectionsEmpty: Bool { trendingTags.isEmpty && suggestedAccounts.isEmpty }
}

struct ExploreAvatarView: View {
    var name: String
    var tint: Color

    var body: some View {
        Text(String(name.prefix(1)))
            .font(.headline)
            .foregroundStyle(.white)
            .frame(width: 40, height: 40)
            .background(tint.gradient, in: RoundedRectangle(cornerRadius: 4))
    }
}

struct ExploreTagRowView: View {
    let tag: ExploreTag

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("#\(tag.name)")
                    .font(.headline)
                Text("\(tag.totalUses) posts from \(tag.totalAccounts) participants")
                    .font(.footnote)
                    .foregroundColor(.gray)
            }
            Spacer()
        }
        .onTapGesture {}
    }
}

struct ExploreAccountsListRow: View {
    @Environment(ExploreTheme.self) private var theme
    var account: ExploreAccount

    var body: some View {
        HStack(alignment: .top) {
            ExploreAvatarView(name: account.displayName, tint: account.avatarTint)
            VStack(alignment: .leading, spacing: 2) {
                Text(account.displayName)
                    .font(.subheadline)
                    .fontWeight(.semibold)
                Text("@\(account.acct)")
                    .font(.footnote)
                    .foregroundStyle(Color.secondary)

                Text("\(account.followersCount ?? 0, format: .number.notation(.compactName)) followers")
                    .font(.footnote)

                if let field = account.verifiedField {
                    HStack(spacing: 2) {
                        Image(systemName: "checkmark.seal")
                            .font(.footnote)
                            .foregroundColor(.green)
                        Text(field)
                            .font(.footnote)
                    }
                }

                Text(account.note)
                    .font(.caption)
                    .lineLimit(2)
            }
            Spacer()
            Button("Follow") {}
                .buttonStyle(.bordered)
                .controlSize(.small)
                .tint(theme.tintColor)
        }
        .contentShape(Rectangle())
    }
}

struct ExploreView: View {
    @Environment(ExploreTheme.self) private var theme
    @State private var viewModel = ExploreViewModel()

    var body: some View {
        List {
            quickAccessView
                .padding(.bottom, 4)

            if viewModel.allSectionsEmpty {
                ContentUnavailableView("Search for users, posts and tags", systemImage: "magnifyingglass")
                    .listRowBackground(theme.secondaryBackgroundColor)
                    .listRowSeparator(.hidden)
            } else {
                trendingTagsSection
                suggestedAccountsSection
            }
        }
        .task {
            viewModel.isLoaded = true
        }
        .refreshable {}
        .listStyle(.plain)
        .scrollContentBackground(.hidden)
        .background(theme.secondaryBackgroundColor)
        .navigationTitle("Explore")
        .navigationBarTitleDisplayMode(.inline)
        .searchable(
            text: $viewModel.searchQuery,
            isPresented: $viewModel.isSearchPresented,
            placement: .navigationBarDrawer(displayMode: .always),
            prompt: Text("Search users, posts and tags")
        )
        .searchScopes($viewModel.searchScope) {
            ForEach(ExploreViewModel.SearchScope.allCases, id: \.self) { scope in
                Text(scope.localizedString)
            }
        }
    }

    private var quickAccessView: some View {
        ScrollView(.horizontal) {
            HStack {
                Button("Trending Links") {}
                    .buttonStyle(.bordered)
                Button("Trending Posts") {}
                    .buttonStyle(.bordered)
                Button("Suggested Users") {}
                    .buttonStyle(.bordered)
                Button("Trending Tags") {}
                    .buttonStyle(.bordered)
            }
            .padding(.horizontal, 16)
        }
        .scrollIndicators(.never)
        .listRowInsets(EdgeInsets())
        .listRowBackground(theme.secondaryBackgroundColor)
        .listRowSeparator(.hidden)
    }

    private var trendingTagsSection: some View {
        Section("Trending Tags") {
            ForEach(viewModel.trendingTags.prefix(upTo: viewModel.trendingTags.count > 5 ? 5 : viewModel.trendingTags.count)) { tag in
                ExploreTagRowView(tag: tag)
                    .listRowBackground(theme.primaryBackgroundColor)
                    .padding(.vertical, 4)
            }
            NavigationLink(value: "tags") {
                Text("See more")
                    .foregroundColor(theme.tintColor)
            }
            .listRowBackground(theme.primaryBackgroundColor)
        }
    }

    private var suggestedAccountsSection: some View {
        Section("Suggested Users") {
            ForEach(viewModel.suggestedAccounts.prefix(upTo: viewModel.suggestedAccounts.count > 3 ? 3 : viewModel.suggestedAccounts.count)) { account in
                ExploreAccountsListRow(account: account)
                    .listRowBackground(theme.primaryBackgroundColor)
            }
            NavigationLink(value: "accounts") {
                Text("See more")
                    .foregroundColor(theme.tintColor)
            }
            .listRowBackground(theme.primaryBackgroundColor)
        }
    }
}

#Preview {
    NavigationStack {
        ExploreView()
    }
    .environment(ExploreTheme())
}
