// `import SwiftUI` brings Foundation with it (CGFloat, CGRect, Date, UUID, URL, Locale, IndexSet, Bundle …);
// `import DarkroomUI` does the same.
@_exported import Foundation
