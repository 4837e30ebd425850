@_exported import DarkroomUI
@_exported import DarkroomInspection
@_exported import SnapshotArtifacts
