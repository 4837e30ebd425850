import DarkroomUI

// A dashboard: summary tiles, a tiny bar chart drawn with Rectangles in an HStack, and a
// sparkline drawn with a custom Shape (Path) plus its gradient fill.

struct DailySteps: Identifiable {
    let id: Int
    var day: String
    var steps: Int

    static let week: [DailySteps] = [
        DailySteps(id: 0, day: "M", steps: 6_400),
        DailySteps(id: 1, day: "T", steps: 8_900),
        DailySteps(id: 2, day: "W", steps: 4_200),
        DailySteps(id: 3, day: "T", steps: 11_300),
        DailySteps(id: 4, day: "F", steps: 7_750),
        DailySteps(id: 5, day: "S", steps: 13_050),
        DailySteps(id: 6, day: "S", steps: 5_600),
    ]
}

struct Sparkline: Shape {
    var values: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard values.count > 1, let maxValue = values.max(), let minValue = values.min() else { return path }
        let range = max(maxValue - minValue, 1)
        let stepX = rect.width / CGFloat(values.count - 1)
        for (index, value) in values.enumerated() {
            let point = CGPoint(
                x: rect.minX + CGFloat(index) * stepX,
                y: rect.maxY - CGFloat((value - minValue) / range) * rect.height
            )
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        return path
    }
}

struct SummaryTile: View {
    var title: String
    var value: String
    var symbol: String
    var tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: symbol)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(tint)
            Text(value)
                .font(.title.bold())
                .monospacedDigit()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct HorizontalLine: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        }
    }
}

struct StepsBarChart: View {
    let data: [DailySteps]
    let goal = 10_000
    let chartHeight: CGFloat = 140

    var body: some View {
        let maxSteps = data.map(\.steps).max() ?? 1
        VStack(spacing: 6) {
            HStack(alignment: .bottom, spacing: 10) {
                ForEach(data) { day in
                    Rectangle()
                        .fill(day.steps >= goal ? Color.green : Color.green.opacity(0.4))
                        .frame(height: chartHeight * CGFloat(day.steps) / CGFloat(maxSteps))
                        .clipShape(UnevenRoundedRectangle(topLeadingRadius: 4, topTrailingRadius: 4))
                }
            }
            .frame(height: chartHeight, alignment: .bottom)
            .overlay(alignment: .bottom) {
                HorizontalLine()
                    .stroke(style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
                    .foregroundStyle(.secondary)
                    .frame(height: 1)
                    .offset(y: -chartHeight * CGFloat(goal) / CGFloat(maxSteps))
            }
            HStack(spacing: 10) {
                ForEach(data) { day in
                    Text(day.day)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity)
                }
            }
        }
    }
}

struct DashboardScreen: View {
    let week = DailySteps.week

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    HStack(spacing: 16) {
                        SummaryTile(title: "Steps", value: week.last!.steps.formatted(), symbol: "figure.walk", tint: .green)
                        SummaryTile(title: "Heart", value: "72", symbol: "heart.fill", tint: .red)
                    }

                    VStack(alignment: .leading, spacing: 12) {
                        Text("This Week")
                            .font(.headline)
                        Text("Average \(week.map(\.steps).reduce(0, +) / week.count) steps")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        StepsBarChart(data: week)
                    }
                    .padding()
                    .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))

                    VStack(alignment: .leading, spacing: 12) {
                        Text("Resting Heart Rate")
                            .font(.headline)
                        ZStack {
                            Sparkline(values: [64, 66, 61, 70, 68, 63, 60, 65, 72, 69])
                                .stroke(.red, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                        }
                        .frame(height: 80)
                    }
                    .padding()
                    .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Summary")
        }
    }
}

#Preview {
    DashboardScreen()
}
