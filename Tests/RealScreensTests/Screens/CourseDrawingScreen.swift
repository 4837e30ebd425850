import DarkroomUI

// Hacking with Swift, 100 Days of SwiftUI, project 9 "Drawing": custom Shapes — a Triangle stroked
// with round caps and joins, an Arc conforming to InsettableShape (so strokeBorder works), a Flower of
// rotated ellipses filled even-odd, a ColorCyclingCircle of 100 inset circles with hue gradients
// flattened with drawingGroup(), and a Checkerboard whose rows and columns are AnimatablePair data.

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
        return path
    }
}

struct Arc: InsettableShape {
    var startAngle: Angle
    var endAngle: Angle
    var clockwise: Bool
    var insetAmount = 0.0

    func path(in rect: CGRect) -> Path {
        let rotationAdjustment = Angle.degrees(90)
        let modifiedStart = startAngle - rotationAdjustment
        let modifiedEnd = endAngle - rotationAdjustment

        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - insetAmount,
            startAngle: modifiedStart, endAngle: modifiedEnd, clockwise: !clockwise)
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var arc = self
        arc.insetAmount += amount
        return arc
    }
}

struct Flower: Shape {
    var petalOffset: Double = -20
    var petalWidth: Double = 100

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for number in stride(from: 0, to: Double.pi * 2, by: Double.pi / 8) {
            let rotation = CGAffineTransform(rotationAngle: number)
            let position = rotation.concatenating(CGAffineTransform(translationX: rect.width / 2, y: rect.height / 2))
            let originalPetal = Path(ellipseIn: CGRect(x: petalOffset, y: 0, width: petalWidth, height: rect.width / 2))
            let rotatedPetal = originalPetal.applying(position)
            path.addPath(rotatedPetal)
        }
        return path
    }
}

struct ColorCyclingCircle: View {
    var amount = 0.0
    var steps = 100

    var body: some View {
        ZStack {
            ForEach(0..<steps, id: \.self) { value in
                Circle()
                    .inset(by: Double(value))
                    .strokeBorder(
                        LinearGradient(
                            gradient: Gradient(colors: [
                                color(for: value, brightness: 1),
                                color(for: value, brightness: 0.5),
                            ]),
                            startPoint: .top,
                            endPoint: .bottom
                        ),
                        lineWidth: 2
                    )
            }
        }
        .drawingGroup()
    }

    func color(for value: Int, brightness: Double) -> Color {
        var targetHue = Double(value) / Double(steps) + amount
        if targetHue > 1 {
            targetHue -= 1
        }
        return Color(hue: targetHue, saturation: 1, brightness: brightness)
    }
}

struct Checkerboard: Shape {
    var rows: Int
    var columns: Int

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(Double(rows), Double(columns)) }
        set {
            rows = Int(newValue.first)
            columns = Int(newValue.second)
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let rowSize = rect.height / Double(rows)
        let columnSize = rect.width / Double(columns)
        for row in 0..<rows {
            for column in 0..<columns {
                if (row + column).isMultiple(of: 2) {
                    let startX = columnSize * Double(column)
                    let startY = rowSize * Double(row)
                    path.addRect(CGRect(x: startX, y: startY, width: columnSize, height: rowSize))
                }
            }
        }
        return path
    }
}

struct CourseDrawingScreen: View {
    @State private var colorCycle = 0.3
    @State private var rows = 4
    @State private var columns = 4

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                HStack(spacing: 24) {
                    Triangle()
                        .stroke(.red, style: StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .round))
                        .frame(width: 140, height: 140)

                    Arc(startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
                        .strokeBorder(.blue, lineWidth: 24)
                        .frame(width: 140, height: 140)
                }

                HStack(spacing: 24) {
                    Flower(petalOffset: -20, petalWidth: 60)
                        .fill(.red, style: FillStyle(eoFill: true))
                        .frame(width: 140, height: 140)

                    Checkerboard(rows: rows, columns: columns)
                        .frame(width: 140, height: 140)
                        .onTapGesture {
                            withAnimation(.linear(duration: 3)) {
                                rows = 8
                                columns = 16
                            }
                        }
                }

                ColorCyclingCircle(amount: colorCycle)
                    .frame(width: 260, height: 260)

                Slider(value: $colorCycle)
                    .padding(.horizontal)
            }
            .padding(.vertical)
        }
    }
}

#Preview {
    CourseDrawingScreen()
}
