import Foundation
import Testing

/// No module on the drawing path calls the C library's transcendental functions: every object file the
/// build wrote for them is read (ELF symbol tables) for undefined libm symbols, any variant (`sinf`,
/// `__sin_fma`, `__exp_finite` …), and for Swift calls into Foundation's or Glibc's math overloads.
@Suite struct LibmSymbolTests {
    /// Modules whose code reaches a pixel, a layout value or a comparison verdict.
    static let drawingPath = ["DeterministicMath", "PNG", "Rasterizer", "Typesetting", "DarkroomUI", "Darkroom"]
    /// Modules that may or may not exist in this checkout (split off or added by other work); checked when built.
    static let optional = ["DarkroomUICore", "DarkroomInspection", "SnapshotArtifacts", "DarkroomReview", "CDarkroomStartup"]

    static let functions: Set<String> = [
        "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
        "exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p", "logb", "pow", "cbrt", "hypot",
        "erf", "erfc", "lgamma", "tgamma", "sincos", "sinpi", "cospi", "tanpi", "pown", "powr", "rootn",
    ]

    /// The libm function a symbol name calls, if any: `sin`, `sinf`, `sinl`, `__sin`, `__sin_fma`,
    /// `__exp_finite`, `__sincos` …; Swift's mangled `Foundation.sin(CGFloat)`, `Glibc.pow(…)` too.
    static func libmFunction(_ symbol: String) -> String? {
        var name = Substring(symbol)
        if name.hasPrefix("$s") {
            for module in ["10Foundation", "5Glibc", "6Darwin", "4Musl", "7Android", "20FoundationEssentials"] {
                guard name.dropFirst(2).hasPrefix(module) else { continue }
                let rest = name.dropFirst(2 + module.count)
                let digits = rest.prefix(while: \.isNumber)
                guard let length = Int(digits) else { return nil }
                let identifier = String(rest.dropFirst(digits.count).prefix(length))
                return functions.contains(identifier) ? "\(identifier) (Swift overload)" : nil
            }
            return nil
        }
        while name.hasPrefix("_") { name = name.dropFirst() }
        if let underscore = name.firstIndex(of: "_") { name = name[..<underscore] }  // __sin_fma, __exp_finite
        if functions.contains(String(name)) { return String(name) }
        if let last = name.last, last == "f" || last == "l", functions.contains(String(name.dropLast())) { return String(name) }
        return nil
    }

    /// The build folder holding `<Module>.build/` directories: the one this test binary was linked in.
    static func buildDirectory() throws -> URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<6 {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Rasterizer.build").path) { return directory }
            directory = directory.deletingLastPathComponent()
        }
        throw CheckError.noBuild(executable.path)
    }

    enum CheckError: Error, CustomStringConvertible {
        case noBuild(String)
        var description: String {
            switch self {
            case .noBuild(let path):
                "no Rasterizer.build/ next to the test binary \(path): run the check from `swift test` in the package"
            }
        }
    }

    @Test func libmSymbolNamesAreRecognised() {
        for symbol in [
            "sin", "cosf", "atan2", "__sin_fma", "__exp_finite", "__pow_finite", "sincos", "cbrtl", "powf",
            "$s10Foundation3sinyAA7CGFloatVADF", "$s5Glibc3powyS2d_SdtF",
        ] {
            #expect(Self.libmFunction(symbol) != nil, "\(symbol) should be recognised as a libm call")
        }
        for symbol in [
            "sqrt", "floor", "round", "rint", "memcpy", "single", "cost", "expect", "logger", "since",
            "$s10Foundation4sqrtyS2dF", "$s17DeterministicMath4DMathO3sinyS2dFZ", "$s10Foundation7CGFloatVN",
        ] {
            #expect(Self.libmFunction(symbol) == nil, "\(symbol) is not a libm transcendental")
        }
    }

    /// The check can fail: this target's own property tests call glibc's `sin`, `cbrt` … to compare with, and
    /// the reader finds them in its object file.
    @Test func readerFindsTheLibmCallsOfThisTestTarget() throws {
        let object = try Self.buildDirectory().appendingPathComponent("DeterministicMathTests.build/PropertyTests.swift.o")
        let found = Set(try ELFSymbols.undefined(in: object.path).compactMap(Self.libmFunction))
        for function in ["sin", "cos", "atan2", "exp", "log", "pow", "cbrt", "acos"] {
            #expect(found.contains(function), "\(object.path) calls \(function) but the reader did not find it (found \(found.sorted()))")
        }
    }

    @Test func drawingPathModulesReferenceNoLibmTranscendental() throws {
        let build = try Self.buildDirectory()
        var offenders: [String] = []
        var checked = 0
        for module in Self.drawingPath + Self.optional {
            let directory = build.appendingPathComponent("\(module).build")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            let objects = files.filter { $0.hasSuffix(".o") }.sorted()
            if Self.drawingPath.contains(module) {
                #expect(!objects.isEmpty, "no object files in \(directory.path): build the package (swift build --build-tests) first")
            }
            for object in objects {
                let path = directory.appendingPathComponent(object).path
                checked += 1
                for symbol in try ELFSymbols.undefined(in: path) {
                    if let function = Self.libmFunction(symbol) { offenders.append("\(module)/\(object): \(function) [\(symbol)]") }
                }
            }
        }
        print("LibmSymbolTests: read \(checked) object files under \(build.path)")
        #expect(checked > 100)
        #expect(
            offenders.isEmpty,
            "these objects on the drawing path call the C library's transcendental functions, whose last bits differ between machines; use DeterministicMath's DMath instead:\n\(offenders.joined(separator: "\n"))"
        )
    }
}
