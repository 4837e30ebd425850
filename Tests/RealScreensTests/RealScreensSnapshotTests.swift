import Darkroom
import Testing

/// Real-app-shaped screens (`Screens/`), written as public SwiftUI code writes them and compiled with
/// `import DarkroomUI`, each snapshotted on an iPhone 13 Pro as a test of the product's measure.
@MainActor @Suite struct RealScreensSnapshotTests {
    @Test func settingsForm() {
        assertSnapshot(of: SettingsScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func settingsFormDark() {
        assertSnapshot(of: SettingsScreen(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    @Test func signUpForm() {
        assertSnapshot(of: SignUpScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func profileHeader() {
        assertSnapshot(of: ProfileHeaderScreen(profile: .sample), as: .image(on: .iPhone13Pro))
    }

    @Test func recipeList() {
        assertSnapshot(of: RecipeListScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func landmarkDetail() {
        assertSnapshot(of: NavigationStack { LandmarkDetailScreen(landmark: .turtleRock) }, as: .image(on: .iPhone13Pro))
    }

    @Test func photoGrid() {
        assertSnapshot(of: PhotoGridScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func chatThread() {
        assertSnapshot(of: ChatThreadScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func chatThreadDark() {
        assertSnapshot(of: ChatThreadScreen(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    @Test func musicPlayer() {
        assertSnapshot(of: MusicPlayerScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func onboarding() {
        assertSnapshot(of: OnboardingScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func dashboard() {
        assertSnapshot(of: DashboardScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func dashboardDark() {
        assertSnapshot(of: DashboardScreen(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }

    @Test func todoList() {
        assertSnapshot(of: TodoListScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func weatherCard() {
        assertSnapshot(of: WeatherCardScreen(report: .sample), as: .image(on: .iPhone13Pro))
    }

    @Test func checkout() {
        assertSnapshot(of: CheckoutScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func tagFlowLayout() {
        assertSnapshot(of: TagFlowScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func sheetPresented() {
        assertSnapshot(of: EventsScreen(isShowingNewEvent: true), as: .image(on: .iPhone13Pro))
    }

    @Test func alertPresented() {
        assertSnapshot(of: DeleteAccountScreen(isConfirmingDelete: true), as: .image(on: .iPhone13Pro))
    }

    @Test func scrums() {
        assertSnapshot(of: ScrumsScreen(scrums: DailyScrum.sampleData), as: .image(on: .iPhone13Pro))
    }
}
