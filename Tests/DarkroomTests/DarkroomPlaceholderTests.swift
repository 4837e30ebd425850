import Testing
@testable import Darkroom

@Test func DarkroomModuleLoads() {
    #expect(Bool(true))
}
