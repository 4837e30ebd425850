/// Built-in layouts describe themselves in dumps (e.g. `VStack(alignment: leading, spacing: 4)`).
protocol _DumpDescribingLayout {
    var _dumpName: String { get }
    var _dumpAttributes: [String] { get }
}
