import DarkroomUI
import Foundation
import XCTest

@MainActor
extension DarkroomUI.View {
    /// ViewInspector's `on(_:)`: sets the view's callback property (`internal var didAppear: ((Self) -> Void)?`,
    /// called from `.onAppear { self.didAppear?(self) }`) to run `perform` on the hosted view; returns an
    /// expectation fulfilled when it ran.
    ///
    /// ```swift
    /// var sut = ContentView()
    /// let exp = sut.on(\.didAppear) { view in
    ///     try view.button().tap()
    ///     XCTAssertTrue(try view.actualView().flag)
    /// }
    /// ViewHosting.host(view: sut)
    /// wait(for: [exp], timeout: 0.1)
    /// ```
    ///
    /// `perform` runs as soon as the host finished laying the view out (synchronously, inside
    /// `ViewHosting.host(view:)`), with the view found in the host: taps re-render before the next line.
    @discardableResult
    public mutating func on(
        _ keyPath: WritableKeyPath<Self, ((Self) -> Void)?>, function: String = #function,
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        perform: @escaping (InspectableView<ViewType.View<Self>>) throws -> Void
    ) -> XCTestExpectation {
        let expectation = XCTestExpectation(description: "Callback at line \(line)")
        self[keyPath: keyPath] = { view in
            let run = {
                do {
                    try perform(try HostedCallback.inspectable(view, call: "on(\\.callback)"))
                } catch {
                    recordInspectionIssue("\(error)", fileID: fileID, filePath: file, line: line, column: column)
                }
                expectation.fulfill()
            }
            // Called from `onAppear`, inside the host's update: run once the update settled, so taps re-render.
            if let host = ViewHost.current { host.afterUpdate(run) } else { run() }
        }
        return expectation
    }
}
