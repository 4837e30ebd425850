import Darkroom
import Testing

/// Screens modelled on SwiftUI courses, tutorials and component libraries (`Screens/Course*`,
/// `Screens/Component*`), compiled with `import DarkroomUI` and snapshotted on an iPhone 13 Pro.
@MainActor @Suite struct CourseScreensSnapshotTests {
    @Test func landmarksBadge() {
        assertSnapshot(of: CourseBadgeScreen(profile: .default), as: .image(on: .iPhone13Pro))
    }

    @Test func progressStyles() {
        assertSnapshot(of: CourseProgressStylesScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func guessTheFlag() {
        assertSnapshot(of: CourseGuessTheFlagScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func moonshot() {
        assertSnapshot(of: CourseMoonshotScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func drawingShapes() {
        assertSnapshot(of: CourseDrawingScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func buttonStyles() {
        assertSnapshot(of: ComponentButtonStylesScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func carousel() {
        assertSnapshot(of: ComponentCarouselScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func segmentedTabs() {
        assertSnapshot(of: ComponentSegmentedTabsScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func customLayouts() {
        assertSnapshot(of: CourseCustomLayoutScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func viewModifiers() {
        assertSnapshot(of: CourseViewModifiersScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func appShelf() {
        assertSnapshot(of: ComponentAppShelfScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func badgeOverlays() {
        assertSnapshot(of: ComponentBadgeOverlaysScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func alignmentGuides() {
        assertSnapshot(of: CourseAlignmentGuidesScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func barChart() {
        assertSnapshot(of: ComponentBarChartScreen(), as: .image(on: .iPhone13Pro))
    }

    @Test func barChartDark() {
        assertSnapshot(of: ComponentBarChartScreen(), as: .image(on: .iPhone13Pro, colorScheme: .dark))
    }
}
