// `import SwiftUI` brings Foundation with it (CGFloat, CGRect, Date, UUID, URL, Locale, IndexSet, Bundle …)
// and Observation (`@Observable`, `withObservationTracking`); `import DarkroomUI` does the same.
@_exported import Foundation
@_exported import Observation
