/// Internal failures of the layout machinery.
enum LayoutError: Error, CustomStringConvertible {
    case workerDidNotRun

    var description: String { "DarkroomUI: the layout worker thread did not run." }
}
