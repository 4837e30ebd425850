import DarkroomUI

// An onboarding flow: a paged TabView with an index indicator, each page a symbol, a title and
// a body; a prominent Continue button and a Skip button under it.

struct OnboardingPage: Identifiable {
    let id: Int
    var symbol: String
    var title: String
    var message: String
    var color: Color

    static let all: [OnboardingPage] = [
        OnboardingPage(
            id: 0, symbol: "sparkles", title: "Welcome to Habitual",
            message: "Build small habits that stick, one day at a time.", color: .orange),
        OnboardingPage(
            id: 1, symbol: "bell.badge.fill", title: "Gentle Reminders",
            message: "Get a nudge at the time that suits you, never more than once a day.", color: .blue),
        OnboardingPage(
            id: 2, symbol: "chart.bar.fill", title: "See Your Progress",
            message: "Weekly summaries show how far you've come.", color: .green),
    ]
}

struct OnboardingPageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: page.symbol)
                .font(.system(size: 80))
                .foregroundStyle(page.color)
                .frame(width: 160, height: 160)
                .background(page.color.opacity(0.15), in: Circle())
            Text(page.title)
                .font(.title.bold())
                .multilineTextAlignment(.center)
            Text(page.message)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 40)
        }
    }
}

struct OnboardingScreen: View {
    @State private var selection = 0
    var onFinish: () -> Void = {}

    var body: some View {
        VStack {
            TabView(selection: $selection) {
                ForEach(OnboardingPage.all) { page in
                    OnboardingPageView(page: page)
                        .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            VStack(spacing: 12) {
                Button {
                    if selection < OnboardingPage.all.count - 1 {
                        withAnimation { selection += 1 }
                    } else {
                        onFinish()
                    }
                } label: {
                    Text(selection == OnboardingPage.all.count - 1 ? "Get Started" : "Continue")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 6)
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)

                Button("Skip", action: onFinish)
                    .foregroundStyle(.secondary)
            }
            .padding(.horizontal, 32)
            .padding(.bottom, 24)
        }
    }
}

#Preview {
    OnboardingScreen()
}
