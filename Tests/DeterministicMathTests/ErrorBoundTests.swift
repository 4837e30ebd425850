import DeterministicMath
import Testing

/// Each function against mpmath's value (2000 bits) on the committed vectors, within its documented bound.
@Suite struct ErrorBoundTests {
    static let unary: [(name: String, bound: Double, function: @Sendable (Double) -> Double)] = [
        ("sin", 1, DMath.sin), ("cos", 1, DMath.cos), ("tan", 2, DMath.tan), ("atan", 1, DMath.atan),
        ("asin", 2, DMath.asin), ("acos", 2, DMath.acos), ("exp", 1, DMath.exp), ("log", 1, DMath.log),
        ("cbrt", 1, DMath.cbrt),
    ]

    @Test(arguments: 0..<9)
    func unaryFunctionStaysWithinItsBound(index: Int) throws {
        let (name, bound, function) = Self.unary[index]
        let vectors = try MathVector.load(name)
        #expect(vectors.count > 900)
        var worst = 0.0, worstInput = 0.0
        for vector in vectors where vector.hi.isNormal {
            let error = vector.ulps(function(vector.inputs[0]))
            if error > worst {
                worst = error
                worstInput = vector.inputs[0]
            }
        }
        print("DMath.\(name): largest error \(worst) ulp at \(worstInput) over \(vectors.count) vectors")
        #expect(worst <= bound, "DMath.\(name)(\(worstInput)) is \(worst) ulp from mpmath's value; the bound is \(bound)")
    }

    @Test func atan2StaysWithinTwoUlps() throws {
        var worst = 0.0
        for vector in try MathVector.load("atan2") where vector.hi.isNormal {
            let error = vector.ulps(DMath.atan2(vector.inputs[0], vector.inputs[1]))
            worst = max(worst, error)
            #expect(error <= 2, "atan2(\(vector.inputs[0]), \(vector.inputs[1])): \(error) ulp")
        }
        print("DMath.atan2: largest error \(worst) ulp")
    }

    @Test func powStaysWithinItsBound() throws {
        var worst = 0.0
        for vector in try MathVector.load("pow") where vector.hi.isNormal {
            let (x, y) = (vector.inputs[0], vector.inputs[1])
            let error = vector.ulps(DMath.pow(x, y))
            let t = (y * DMath.log(x)).magnitude
            let bound = 1 + t * 0x1p-58 / 0x1p-52
            if t <= 16 { worst = max(worst, error) }
            #expect(error <= bound, "pow(\(x), \(y)): \(error) ulp, bound \(bound)")
        }
        print("DMath.pow: largest error \(worst) ulp where |y log x| ≤ 16")
    }
}
