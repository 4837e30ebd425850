import Darkroom
import Testing

/// The Swift Testing parent suite: records failed snapshots, Kaleidoscope as the diff tool.
@Suite(.snapshots(record: .failed, diffTool: .ksdiff))
struct BaseSuite {}
