import Testing
@testable import Typesetting

@Test func TypesettingModuleLoads() {
    #expect(Bool(true))
}
