@_exported import DarkroomUI
@_exported import DarkroomInspection
