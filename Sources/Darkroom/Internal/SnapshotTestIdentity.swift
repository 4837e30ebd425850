import Foundation
#if canImport(Testing)
import Testing
#endif

/// What makes a test's snapshot names unique within its test file: the test's name, the suites
/// around it and, for a parameterised Swift Testing test, the arguments of the running case.
struct SnapshotTestIdentity: Equatable, Sendable {
    /// The sanitised test name (`testFoo()` → `testFoo`).
    var testName: String
    /// Sanitised suite names, outermost first, without a leading suite named like the test file.
    var suites: [String]
    /// A sanitised description of the current case's arguments, if the test is parameterised.
    var arguments: String?

    /// The part of a reference's file name before the counter: `Suite.test.arguments`.
    var baseName: String {
        (suites + [testName] + (arguments.map { [$0] } ?? [])).filter { !$0.isEmpty }.joined(separator: ".")
    }

    /// The identity of the running test: `testName` as given (usually `#function`), plus the
    /// suites and arguments of the current Swift Testing test, if any.
    static func current(testName: String, fileName: String) -> SnapshotTestIdentity {
        var identity = SnapshotTestIdentity(testName: sanitizePathComponent(testName), suites: [], arguments: nil)
        #if canImport(Testing)
        if let test = Test.current {
            var suites = Array(test.id.nameComponents.dropLast())
            if suites.first == fileName { suites.removeFirst() }
            identity.suites = suites.map(sanitizePathComponent).filter { !$0.isEmpty }
            if let testCase = Test.Case.current, testCase.isParameterized {
                identity.arguments = argumentsComponent(of: testCase)
            }
            return identity
        }
        #endif
        #if canImport(XCTest)
        // XCTest: the test case's class, unless the file is named after it (the usual case).
        if let className = XCTestCounterReset.currentClassName.map(sanitizePathComponent),
            !className.isEmpty, className != fileName
        {
            identity.suites = [className]
        }
        #endif
        return identity
    }

    #if canImport(Testing)
    /// A stable, file-name-safe description of a test case's arguments, read by reflection
    /// (`Test.Case` does not publish them): `String(describing:)` of each argument without memory
    /// addresses, joined by `-`, sanitised, and shortened with a hash when longer than 48 characters.
    static func argumentsComponent(of testCase: Test.Case) -> String {
        var descriptions: [String] = []
        if let arguments = findChild(labelled: "arguments", in: testCase, depth: 4) {
            for argument in Mirror(reflecting: arguments).children {
                if let value = Mirror(reflecting: argument.value).descendant("value") {
                    descriptions.append(SnapshotDump.purgePointers(String(describing: value)))
                }
            }
        }
        // Should reflection ever fail, every case shares one name (never an unstable one).
        return descriptions.isEmpty ? "case" : shortened(descriptions.joined(separator: "-"))
    }

    /// Depth-first search of a reflected value for a child with the given label.
    private static func findChild(labelled label: String, in value: Any, depth: Int) -> Any? {
        guard depth > 0 else { return nil }
        for child in Mirror(reflecting: value).children {
            if child.label == label { return child.value }
            if let found = findChild(labelled: label, in: child.value, depth: depth - 1) { return found }
        }
        return nil
    }
    #endif

    /// Sanitises a description and, when it is long, keeps a prefix plus a hash of the whole.
    static func shortened(_ description: String, limit: Int = 48) -> String {
        let sanitized = sanitizePathComponent(description)
        guard sanitized.count > limit || sanitized.isEmpty else { return sanitized }
        let hash = String(stableHash(description), radix: 16)
        let padded = String(repeating: "0", count: max(0, 16 - hash.count)) + hash
        let prefix = sanitized.prefix(limit - 17)
        return prefix.isEmpty ? padded : "\(prefix)-\(padded)"
    }

    /// FNV-1a over UTF-8: the same on every run and machine (unlike `Hasher`).
    static func stableHash(_ string: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in string.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// Turns a name into a file-name component like swift-snapshot-testing: runs of non-word
/// characters become `-`, and leading or trailing `-` are dropped.
func sanitizePathComponent(_ string: String) -> String {
    var result = ""
    var pendingDash = false
    for character in string {
        let isWord =
            character == "_"
            || character.unicodeScalars.allSatisfy {
                CharacterSet.alphanumerics.contains($0)
            }
        if isWord {
            if pendingDash && !result.isEmpty { result.append("-") }
            pendingDash = false
            result.append(character)
        } else {
            pendingDash = true
        }
    }
    return result
}

extension SnapshotTestIdentity {
    /// Whether the current task runs a Swift Testing test.
    static var isSwiftTesting: Bool {
        #if canImport(Testing)
        return Test.current != nil
        #else
        return false
        #endif
    }
}
