// `import SwiftUI` brings SwiftUICore with it; `import DarkroomUI` brings the engine, `DarkroomUICore`
// (and, through it, Foundation and Observation), so apps write only `import DarkroomUI`.
@_exported import DarkroomUICore
