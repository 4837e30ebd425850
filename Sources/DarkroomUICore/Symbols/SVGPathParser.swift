import Foundation

/// Why SVG path data could not be read.
public struct SVGPathError: Error, CustomStringConvertible, Sendable {
    public let description: String
}

/// Reads the `d` attribute of an SVG path (the subset symbols use) into a `Path`.
enum SVGPathParser {
    static func parse(_ data: String) throws -> Path {
        var tokens: [String] = []
        var number = ""
        func flush() {
            if !number.isEmpty {
                tokens.append(number)
                number = ""
            }
        }
        for ch in data {
            if ch.isLetter && ch != "e" && ch != "E" {
                flush()
                tokens.append(String(ch))
            } else if ch == "," || ch.isWhitespace {
                flush()
            } else if ch == "-" && !number.isEmpty && !number.hasSuffix("e") && !number.hasSuffix("E") {
                flush()
                number = "-"
            } else if ch == "." && number.contains(".") && !number.contains("e") {
                flush()
                number = "."
            } else {
                number.append(ch)
            }
        }
        flush()
        var path = Path()
        var i = 0
        var command: Character = "M"
        var current = CGPoint.zero, start = CGPoint.zero, lastControl: CGPoint? = nil
        func value() throws -> CGFloat {
            guard i < tokens.count, let v = Double(tokens[i]), v.isFinite else {
                throw SVGPathError(description: "SVG path data: expected a number after '\(command)' at token \(i + 1) of \"\(data.prefix(60))\"")
            }
            i += 1
            return CGFloat(v)
        }
        while i < tokens.count {
            if let c = tokens[i].first, c.isLetter {
                command = c
                i += 1
            }
            let relative = command.isLowercase
            func point() throws -> CGPoint {
                let x = try value(), y = try value()
                return relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
            }
            switch command.uppercased().first! {
            case "M":
                current = try point()
                start = current
                path.move(to: current)
                command = relative ? "l" : "L"
                lastControl = nil
            case "L":
                current = try point()
                path.addLine(to: current)
                lastControl = nil
            case "H":
                let x = try value()
                current.x = relative ? current.x + x : x
                path.addLine(to: current)
                lastControl = nil
            case "V":
                let y = try value()
                current.y = relative ? current.y + y : y
                path.addLine(to: current)
                lastControl = nil
            case "C":
                let c1 = try point(), c2 = try point(), p = try point()
                path.addCurve(to: p, control1: c1, control2: c2)
                current = p
                lastControl = c2
            case "S":
                let c1 = lastControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let c2 = try point(), p = try point()
                path.addCurve(to: p, control1: c1, control2: c2)
                current = p
                lastControl = c2
            case "Q":
                let c = try point(), p = try point()
                path.addQuadCurve(to: p, control: c)
                current = p
                lastControl = c
            case "T":
                let c = lastControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let p = try point()
                path.addQuadCurve(to: p, control: c)
                current = p
                lastControl = c
            case "Z":
                path.closeSubpath()
                current = start
                lastControl = nil
                if i < tokens.count, Double(tokens[i]) != nil {
                    throw SVGPathError(description: "SVG path data: a number follows 'Z' at token \(i + 1)")
                }
            default:
                throw SVGPathError(description: "SVG path data: the command '\(command)' is not supported (use M, L, H, V, C, S, Q, T, Z)")
            }
        }
        return path
    }
}
