@_exported import DarkroomUI
