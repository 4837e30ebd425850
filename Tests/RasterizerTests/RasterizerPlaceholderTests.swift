import Testing
@testable import Rasterizer

@Test func RasterizerModuleLoads() {
    #expect(Bool(true))
}
