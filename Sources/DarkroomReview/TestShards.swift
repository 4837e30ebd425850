import Foundation

/// A stable partition of a package's tests into shards for CI (`darkroom shard INDEX/COUNT`).
///
/// Without history each test goes to shard `FNV-1a(test id) mod COUNT`, which never depends on the
/// machine, the order of the list or the other tests. With the snapshot counts of a previous run,
/// tests are balanced by weight (1 + the references the test's snapshots touched), heaviest first,
/// each to the lightest shard so far — deterministic for the same list and history.
public enum TestShards {
    /// The test identifiers in the output of `swift test list` (`Module.Type/test`,
    /// `Module.Suite/test()`, or `Module.test()` for a test function outside any suite), sorted and
    /// without duplicates; build progress and other lines are left out.
    public static func tests(inListOutput output: String) -> [String] {
        let lines = output.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        let ids = lines.filter { line in
            guard let first = line.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first),
                !line.contains(where: \.isWhitespace), let dot = line.firstIndex(of: ".")
            else { return false }
            let slash = line.firstIndex(of: "/")
            let parenthesis = line.firstIndex(of: "(")
            // The module comes first: a dot before any slash or parenthesis.
            if let slash, slash < dot { return false }
            if let parenthesis, parenthesis < dot { return false }
            return slash != nil || line.hasSuffix(")")
        }
        return Array(Set(ids)).sorted()
    }

    /// The tests of shard `index` (1-based) of `count`.
    public static func shard(_ index: Int, of count: Int, tests: [String], weights: [String: Int] = [:]) -> [String] {
        partition(tests: tests, count: count, weights: weights)[index - 1]
    }

    /// Every shard's tests: each test in exactly one shard.
    public static func partition(tests: [String], count: Int, weights: [String: Int] = [:]) -> [[String]] {
        precondition(count >= 1, "a shard count is at least 1")
        let unique = Array(Set(tests)).sorted()
        var shards = Array(repeating: [String](), count: count)
        if weights.isEmpty {
            for test in unique {
                shards[Int(stableHash(test) % UInt64(count))].append(test)
            }
            return shards
        }
        var totals = Array(repeating: 0, count: count)
        let ordered = unique.sorted { a, b in
            let (wa, wb) = (weight(a, weights), weight(b, weights))
            if wa != wb { return wa > wb }
            let (ha, hb) = (stableHash(a), stableHash(b))
            return ha != hb ? ha < hb : a < b
        }
        for test in ordered {
            let lightest = totals.indices.min { totals[$0] != totals[$1] ? totals[$0] < totals[$1] : $0 < $1 } ?? 0
            shards[lightest].append(test)
            totals[lightest] += weight(test, weights)
        }
        return shards.map { $0.sorted() }
    }

    private static func weight(_ test: String, _ weights: [String: Int]) -> Int { 1 + (weights[test] ?? 0) }

    /// A `swift test --filter` regular expression that matches exactly these test identifiers
    /// (anchored, every special character escaped); for no tests, one that matches none. Swift
    /// Testing matches it against identifiers that end in the test's source location
    /// (`Module.Suite/test()/File.swift:12:6`), so that suffix is allowed.
    public static func filter(for tests: [String]) -> String {
        guard !tests.isEmpty else { return "^$" }
        return "^(" + tests.sorted().map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|") + ")"
            + sourceLocationSuffix + "$"
    }

    /// `/File.swift:line:column`, optional.
    static let sourceLocationSuffix = "(/[^/]+\\.swift:[0-9]+:[0-9]+)?"

    /// Snapshot weights from the references a run touched: for each test, how many of the
    /// references' names start with the test's name (after its suites, as Darkroom names them).
    public static func weights(tests: [String], touchedReferences: [String]) -> [String: Int] {
        var names: [String: Int] = [:]
        for path in touchedReferences {
            let file = (path as NSString).lastPathComponent
            // `<Suite.>test.<n or name>.<ext>`: everything before the last two components.
            var parts = file.split(separator: ".").map(String.init)
            if parts.count >= 3 { parts.removeLast(2) } else if parts.count == 2 { parts.removeLast() }
            names[parts.joined(separator: "."), default: 0] += 1
        }
        var weights: [String: Int] = [:]
        for test in tests {
            guard let slash = test.firstIndex(of: "/") else { continue }
            let path = test[test.index(after: slash)...].split(separator: "/").map(String.init)
            guard let last = path.last else { continue }
            let testName = String(last.prefix { $0 != "(" })
            let suites = test[..<slash].split(separator: ".").dropFirst().map(String.init) + path.dropLast()
            var count = 0
            for (name, touched) in names {
                let components = name.split(separator: ".").map(String.init)
                guard components.last == testName else { continue }
                let prefix = components.dropLast()
                // The suites in the name are a suffix of the test's suites (the file-named one may be left out).
                if prefix.isEmpty || suites.suffix(prefix.count).elementsEqual(prefix) { count += touched }
            }
            if count > 0 { weights[test] = count }
        }
        return weights
    }

    /// FNV-1a over UTF-8: the same on every machine and run (unlike `Hasher`).
    public static func stableHash(_ string: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in string.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// Parses `INDEX/COUNT` (1 ≤ INDEX ≤ COUNT).
    public static func parse(_ text: String) -> (index: Int, count: Int)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            count >= 1, (1...count).contains(index)
        else { return nil }
        return (index, count)
    }
}
