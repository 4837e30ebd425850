import Foundation

/// The mpmath references in `Vectors/` (written by `scripts/math-vectors.py`): inputs and the exact value
/// as a double-double.
struct MathVector {
    var inputs: [Double]
    var hi: Double
    var lo: Double

    static func load(_ name: String) throws -> [MathVector] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Vectors").appendingPathComponent(name + ".txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            let values = try line.split(separator: " ").map { word -> Double in
                guard let bits = UInt64(word, radix: 16) else { throw VectorError.malformed(name, String(line)) }
                return Double(bitPattern: bits)
            }
            guard values.count >= 3 else { throw VectorError.malformed(name, String(line)) }
            return MathVector(inputs: Array(values.dropLast(2)), hi: values[values.count - 2], lo: values[values.count - 1])
        }
    }

    /// How far `result` lies from the exact value, in units in the last place of the exact value.
    func ulps(_ result: Double) -> Double {
        if result == hi && lo == 0 { return 0 }
        let ulp = hi.ulp
        return ((result - hi) - lo).magnitude / ulp
    }
}

enum VectorError: Error, CustomStringConvertible {
    case malformed(String, String)
    var description: String {
        switch self {
        case .malformed(let name, let line):
            "Vectors/\(name).txt: malformed line \"\(line)\"; regenerate with python3 scripts/math-vectors.py"
        }
    }
}
