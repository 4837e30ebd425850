import Testing
@testable import DarkroomUI

@Test func DarkroomUIModuleLoads() {
    #expect(Bool(true))
}
