import Darkroom
import Testing
@testable import PreviewsExample

/// `@Entry` makes an environment value with its default.
@MainActor @Suite struct EntryMacroTests {
    @Test func theDefaultIsTheInitialValue() {
        #expect(EnvironmentValues().badgeTint == .blue)
    }

    @Test func setValuesAreRead() {
        var environment = EnvironmentValues()
        environment.badgeTint = .green
        #expect(environment.badgeTint == .green)
    }
}
