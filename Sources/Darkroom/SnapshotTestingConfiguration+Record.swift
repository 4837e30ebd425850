extension SnapshotTestingConfiguration {
    /// When `assertSnapshot` writes reference files.
    ///
    /// The mode comes from, in order: the `record:` argument, the innermost `withSnapshotTesting`
    /// or `.snapshots` trait that sets one, the `SNAPSHOT_TESTING_RECORD` environment variable
    /// (`all`, `missing`, `failed`, `never`; `true`, `1`, `yes` mean `all`), and finally the default:
    /// ``missing``, or ``never`` when the `CI` environment variable is true.
    public struct Record: Equatable, Sendable, CustomStringConvertible {
        private let storage: Storage

        /// Parses `all`, `failed`, `missing` or `never`.
        public init?(rawValue: String) {
            guard let storage = Storage(rawValue: rawValue) else { return nil }
            self.storage = storage
        }

        /// The mode's name: `all`, `failed`, `missing` or `never`.
        public var rawValue: String { storage.rawValue }

        public var description: String { storage.rawValue }

        /// Records every snapshot, overwriting references; the assertion fails so that record mode
        /// is not left on by accident.
        public static let all = Self(storage: .all)

        /// Records snapshots whose assertion fails (missing or mismatching references). Passing
        /// assertions within a precision threshold leave their references untouched.
        public static let failed = Self(storage: .failed)

        /// Records only missing references.
        public static let missing = Self(storage: .missing)

        /// Records nothing: a missing reference fails the test. The default when `CI` is true.
        public static let never = Self(storage: .never)

        private init(storage: Storage) {
            self.storage = storage
        }

        private enum Storage: String, Equatable, Sendable {
            case all, failed, missing, never
        }
    }
}

extension SnapshotTestingConfiguration.Record: ExpressibleByBooleanLiteral {
    /// `true` means ``all`` and `false` means ``missing``, as in swift-snapshot-testing.
    public init(booleanLiteral value: Bool) {
        self = value ? .all : .missing
    }
}
