import DarkroomUI
@testable import DarkroomUICore
import Foundation

/// Reading a host's resolved tree in tests.
@MainActor
extension ViewHost {
    /// The strings of every `Text` on screen, in tree order.
    var texts: [String] {
        var result: [String] = []
        var stack = [root]
        while let record = stack.popLast() {
            if let text = record.value as? Text { result.append(text.string) }
            stack.append(contentsOf: record.children.reversed())
        }
        return result
    }

    /// The first record whose value is a `Button` whose label shows `title`.
    func button(_ title: String) -> ResolvedView? {
        records { record in
            String(describing: type(of: record.value)).hasPrefix("Button<")
                && Self.texts(in: record).contains(title)
        }.first
    }

    /// Every record matching `predicate`, in tree order.
    func records(where predicate: (ResolvedView) -> Bool) -> [ResolvedView] {
        var result: [ResolvedView] = []
        var stack = [root]
        while let record = stack.popLast() {
            if predicate(record) { result.append(record) }
            stack.append(contentsOf: record.children.reversed())
        }
        return result
    }

    static func texts(in record: ResolvedView) -> [String] {
        var result: [String] = []
        var stack = [record]
        while let record = stack.popLast() {
            if let text = record.value as? Text { result.append(text.string) }
            stack.append(contentsOf: record.children.reversed())
        }
        return result
    }

    /// Taps the button titled `title` through its action (as `button().tap()` does).
    func tapButton(_ title: String) throws {
        guard let record = button(title), let action = tapAction(of: record) else {
            throw TestFailure("no enabled button titled \(title); texts: \(texts)")
        }
        try perform(action)
    }

    /// Taps the centre of the button titled `title` through hit-testing.
    func tapCenter(of title: String) throws {
        guard let record = button(title), let frame = frame(of: record) else {
            throw TestFailure("no button titled \(title) on screen; texts: \(texts)")
        }
        try tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
