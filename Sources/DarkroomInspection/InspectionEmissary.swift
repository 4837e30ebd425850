import DarkroomUI
import Foundation
import XCTest

/// ViewInspector's inspection emissary: a view declares one, and a test hands it an inspection to run on the
/// view once it is hosted, with its state live.
///
/// You declare the conforming class (Darkroom ships no type named `Inspection`), exactly as ViewInspector's
/// guide does:
///
/// ```swift
/// final class Inspection<V>: InspectionEmissary {
///     let notice = PassthroughSubject<UInt, Never>()
///     var callbacks = [UInt: (V) -> Void]()
/// }
///
/// struct ContentView: View {
///     @State var flag = false
///     internal let inspection = Inspection<Self>()
///     var body: some View {
///         Button("Flip") { flag.toggle() }
///             .onReceive(inspection.notice) { self.inspection.visit(self, $0) }
///     }
/// }
///
/// let view = ContentView()
/// let exp = view.inspection.inspect { view in
///     try view.button().tap()
///     XCTAssertTrue(try view.actualView().flag)
/// }
/// ViewHosting.host(view: view)
/// wait(for: [exp], timeout: 0.1)
/// ```
///
/// Darkroom delivers the inspection synchronously: `ViewHosting.host(view:)` lays the view out, subscribes its
/// `onReceive`, and runs the inspection before it returns — the expectation is already fulfilled when the test
/// waits (the `after:` delay is ignored: nothing in a host waits for time). Inside the inspection the view is
/// found in the host, so taps re-render it before the next line. A failure inside the inspection is reported
/// to the running test (Swift Testing or XCTest) at the `inspect` call.
nonisolated public protocol InspectionEmissary: AnyObject {
    /// The view (or modifier) type inspected.
    associatedtype V
    /// The channel the view receives inspection requests on (`.onReceive(inspection.notice)`).
    var notice: PassthroughSubject<UInt, Never> { get }
    /// The inspections waiting for the view, by the line of the `inspect` call.
    var callbacks: [UInt: (V) -> Void] { get set }
}

@MainActor
extension InspectionEmissary {
    /// Runs the inspection registered for `line` on `view` (call from `.onReceive(inspection.notice)`).
    public func visit(_ view: V, _ line: UInt) {
        if let callback = callbacks.removeValue(forKey: line) {
            callback(view)
        }
    }
}

@MainActor
extension InspectionEmissary where V: DarkroomUI.View {
    /// Runs `inspection` on the view once it is hosted (`ViewHosting.host(view:)`); returns an expectation
    /// fulfilled when it ran. `delay` is accepted for ViewInspector's spelling and ignored.
    @discardableResult
    public func inspect(
        after delay: TimeInterval = 0, function: String = #function,
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ inspection: @escaping (InspectableView<ViewType.View<V>>) throws -> Void
    ) -> XCTestExpectation {
        let expectation = XCTestExpectation(description: "Inspection at line \(line)")
        callbacks[line] = { view in
            do {
                try inspection(try HostedCallback.inspectable(view, call: "inspection.inspect"))
            } catch {
                recordInspectionIssue("\(error)", fileID: fileID, filePath: file, line: line, column: column)
            }
            expectation.fulfill()
        }
        notice._sendWhenSubscribed(line)
        return expectation
    }

    /// Runs `inspection` on the view once, when `publisher` next publishes while the view is hosted
    /// (ViewInspector's `inspect(onReceive:)`).
    @discardableResult
    public func inspect<P: Publisher>(
        onReceive publisher: P, after delay: TimeInterval = 0, function: String = #function,
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column,
        _ inspection: @escaping (InspectableView<ViewType.View<V>>) throws -> Void
    ) -> XCTestExpectation
    where P.Failure == Never {
        let expectation = XCTestExpectation(description: "Inspection at line \(line)")
        var subscription: AnyCancellable?
        subscription = publisher.sink { [weak self] _ in
            guard let self, subscription != nil else { return }
            subscription = nil
            self.callbacks[line] = { view in
                do {
                    try inspection(try HostedCallback.inspectable(view, call: "inspection.inspect(onReceive:)"))
                } catch {
                    recordInspectionIssue("\(error)", fileID: fileID, filePath: file, line: line, column: column)
                }
                expectation.fulfill()
            }
            self.notice.send(line)
        }
        return expectation
    }
}

/// Finding the view an inspection callback was called with.
@MainActor
enum HostedCallback {
    /// `view` as an inspectable view: inside the host delivering the callback, the view found in it (live
    /// state, taps re-render); else the value itself.
    static func inspectable<V: DarkroomUI.View>(_ view: V, call: String) throws -> InspectableView<ViewType.View<V>> {
        if let host = ViewHost.current {
            return try host.inspect().find(ViewType.View<V>.self)
        }
        return InspectableView(InspectedNode.make(view, environment: EnvironmentValues(), path: "\(call)", context: nil))
    }
}
