import Foundation

/// The interactive review: shows one failure at a time and applies the key the user presses.
/// Terminal-independent: keys come from a ``ReviewKeySource`` and text goes to `output`, so tests
/// drive it with a script.
public struct ReviewSession {
    /// What happened in a session.
    public struct Summary: Sendable, Equatable {
        public var accepted: [String] = []
        public var rejected: [String] = []
        public var remaining: [String] = []
        public var errors: [String] = []
    }

    private var items: [PendingSnapshot]
    private let reviewer: SnapshotReviewer
    private let output: (String) -> Void
    private let openReport: () -> String

    /// - Parameters:
    ///   - pending: The failures to review, in order.
    ///   - reviewer: Applies accept and reject.
    ///   - output: Receives every line of text.
    ///   - openReport: Writes and opens the HTML report; returns a line to show.
    public init(
        pending: [PendingSnapshot], reviewer: SnapshotReviewer = SnapshotReviewer(),
        output: @escaping (String) -> Void, openReport: @escaping () -> String
    ) {
        self.items = pending
        self.reviewer = reviewer
        self.output = output
        self.openReport = openReport
    }

    /// Runs until every failure is handled, the user quits, or the keys run out.
    public mutating func run(keys: inout some ReviewKeySource) -> Summary {
        var summary = Summary()
        var handled = [Bool](repeating: false, count: items.count)
        var index = 0
        var shown = -1
        func nextUnhandled(after start: Int, step: Int) -> Int? {
            guard !items.isEmpty else { return nil }
            var candidate = start
            for _ in 0..<items.count {
                candidate = (candidate + step + items.count) % items.count
                if !handled[candidate] { return candidate }
            }
            return nil
        }
        if items.isEmpty {
            output("No snapshot failures to review.")
            return summary
        }
        loop: while !handled.allSatisfy({ $0 }) {
            if handled[index], let next = nextUnhandled(after: index, step: 1) { index = next }
            if shown != index {
                output("")
                output(FailureDescription.block(items[index], index: index, count: items.count))
                output(ReviewKey.prompt)
                shown = index
            }
            guard let key = keys.nextKey() else { break }
            switch key {
            case .accept:
                if apply(accept: true, index, &summary) { handled[index] = true }
            case .reject:
                if apply(accept: false, index, &summary) { handled[index] = true }
            case .skip:
                if let next = nextUnhandled(after: index, step: 1) {
                    if next == index { output("(this is the only failure left)") }
                    index = next
                }
            case .previous:
                if let previous = nextUnhandled(after: index, step: -1) {
                    if previous == index { output("(this is the only failure left)") }
                    index = previous
                }
            case .openReport:
                output(openReport())
            case .acceptAll:
                for position in items.indices where !handled[position] {
                    if apply(accept: true, position, &summary) { handled[position] = true }
                }
                if !handled.allSatisfy({ $0 }) { shown = -1 }
            case .quit:
                break loop
            case .help:
                output(ReviewKey.helpText)
            case .other:
                output("Unknown key. " + ReviewKey.prompt)
            }
            if !handled.allSatisfy({ $0 }) && handled[index] { shown = -1 }
        }
        summary.remaining = items.indices.filter { !handled[$0] }.map { items[$0].identifier }
        output("")
        output("Accepted \(summary.accepted.count), rejected \(summary.rejected.count), \(summary.remaining.count) left to review.")
        return summary
    }

    private func apply(accept: Bool, _ index: Int, _ summary: inout Summary) -> Bool {
        let item = items[index]
        do {
            if accept {
                switch try reviewer.accept(item) {
                case .written(let reference): output("✓ accepted → \(reference)")
                case .alreadyCurrent(let reference): output("✓ \(reference) already holds this snapshot; artifacts removed")
                }
                summary.accepted.append(item.identifier)
            } else {
                switch try reviewer.reject(item) {
                case .discarded: output("✗ rejected; reference unchanged")
                case .restored(let reference): output("✗ rejected; restored the previous \(reference)")
                }
                summary.rejected.append(item.identifier)
            }
            return true
        } catch .alreadyHandled(let manifest) {
            output("• \(manifest) was already handled by another review")
            return true
        } catch {
            output("error: \(error.description)")
            summary.errors.append("\(item.identifier): \(error.description)")
            return false
        }
    }
}
