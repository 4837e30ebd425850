extension Snapshotting where Value: CaseIterable, Format == String {
    /// Compares a function of a `CaseIterable` type by its whole table: one CSV row per case,
    /// `"input","output"`, the output as `witness` snapshots it; references are `.csv` files.
    ///
    /// ```swift
    /// assertSnapshot(of: { $0.rotatedLeft }, as: Snapshotting<Direction, String>.func(into: .description))
    /// ```
    public static func `func`<A>(into witness: Snapshotting<A, Format>) -> Snapshotting<(Value) -> A, Format> {
        var snapshotting = SimplySnapshotting<String>.lines.asyncPullback { (function: @escaping (Value) -> A) in
            let rows = try Value.allCases.map { input in
                try witness.snapshot(function(input)).map { "\"\(input)\",\"\($0)\"" }
            }
            return Async<String>.sequence(rows).map { $0.joined(separator: "\n") }
        }
        snapshotting.pathExtension = "csv"
        return snapshotting
    }
}

extension Async {
    /// Runs operations one after another and delivers all their values, in order (or the first error).
    static func sequence(_ operations: [Async<Value>]) -> Async<[Value]> {
        Async<[Value]>.failable { callback in
            func step(_ index: Int, _ values: [Value]) {
                guard index < operations.count else { return callback(.success(values)) }
                operations[index].runResult { result in
                    switch result {
                    case .success(let value): step(index + 1, values + [value])
                    case .failure(let error): callback(.failure(error))
                    }
                }
            }
            step(0, [])
        }
    }
}
