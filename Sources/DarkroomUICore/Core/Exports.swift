// `import SwiftUI` brings Foundation with it (CGFloat, CGRect, Date, UUID, URL, Locale, IndexSet, Bundle …)
// and Observation (`@Observable`, `withObservationTracking`); `import DarkroomUI` does the same.
@_exported import Foundation
@_exported import Observation
#if canImport(FoundationNetworking)
// On Apple platforms `URLSession`, `URLRequest` and `HTTPURLResponse` live in Foundation; on Linux they live in
// FoundationNetworking, which `import DarkroomUI` re-exports so `URLSession.shared` compiles as it does with `import SwiftUI`.
@_exported import FoundationNetworking
#endif
