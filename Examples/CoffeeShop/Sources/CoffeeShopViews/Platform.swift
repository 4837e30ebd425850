// One views module for both platforms: SwiftUI in the app, DarkroomUI in Linux snapshot tests.
#if canImport(SwiftUI)
@_exported import SwiftUI
#else
@_exported import DarkroomUI
#endif
