import Darkroom
import Testing

/// The Swift Testing parent suite: records failed snapshots, Kaleidoscope as the diff tool (and,
/// Darkroom's addition, failure artifacts in a temporary directory: see `TemporaryArtifactsTrait`).
@Suite(.snapshots(record: .failed, diffTool: .ksdiff), .temporaryArtifacts)
struct BaseSuite {}
