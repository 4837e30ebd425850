import DarkroomUI

/// A stand-in for XCTest's `XCTestCase`, so that a repository's test class compiles unchanged: calling one of its
/// test methods runs the test's code, and the module's `assertSnapshot` stand-in hands the view to ``ViewCapture``.
@MainActor
open class XCTestCase {
    /// A test case.
    public init() {}

    /// Called before a test method, as XCTest does.
    open func setUp() {}

    /// Called after a test method, as XCTest does.
    open func tearDown() {}

    /// Runs one test method between `setUp()` and `tearDown()` and returns the view it snapshotted.
    public func capture(_ test: () -> Void) -> AnyView {
        setUp()
        defer { tearDown() }
        return ViewCapture.view(of: test)
    }
}

/// The views a test's snapshot assertions were given, in order.
@MainActor
public enum ViewCapture {
    private static var captured: [AnyView] = []

    /// Records a view a test asked to snapshot.
    public static func record(_ view: some View) {
        captured.append(AnyView(view))
    }

    /// Runs a test and returns the first view it snapshotted (a visible error view when it snapshotted none).
    public static func view(of test: () -> Void) -> AnyView {
        captured = []
        test()
        return captured.first ?? AnyView(Text("The test snapshotted no view").foregroundStyle(.red))
    }

    /// Runs a test and returns every view it snapshotted, in order.
    public static func views(of test: () -> Void) -> [AnyView] {
        captured = []
        test()
        return captured
    }
}
