import Testing
@testable import PNG

@Test func PNGModuleLoads() {
    #expect(Bool(true))
}
