import Darkroom
import Foundation
import Testing

/// `UIDevice.current`, which suites read to name references after the device ("iPhone-3-dark") or to branch on
/// the idiom: it answers what the iPhone snapshots draw as answers.
@Suite struct UIDeviceTests {
    /// A reference name as a component library's snapshot helper builds it.
    func referenceName(_ scheme: ColorScheme) -> String {
        "\(UIDevice.current.model)-\(Int(UIScreen.main.scale))-\(scheme)"
    }

    @Test func anIPhoneRunningIOS17() {
        #expect(UIDevice.current.model == "iPhone")
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.systemVersion == "17.0")
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(referenceName(.dark) == "iPhone-3-dark")
    }
}
