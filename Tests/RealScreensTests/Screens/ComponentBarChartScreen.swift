import DarkroomUI

// A Charts-like bar chart drawn with shapes, as component libraries and tutorials built them before
// Swift Charts: bars scaled by a GeometryReader, value labels in overlays, dashed grid lines drawn with
// a Path and StrokeStyle(dash:), an average rule, and a donut of trimmed Circle segments with a legend.

struct MonthlyRevenue: Identifiable {
    let id: Int
    var month: String
    var amount: Double
}

struct DashedGrid: Shape {
    var lines: Int

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for index in 0...lines {
            let y = rect.minY + rect.height * CGFloat(index) / CGFloat(lines)
            path.move(to: CGPoint(x: rect.minX, y: y))
            path.addLine(to: CGPoint(x: rect.maxX, y: y))
        }
        return path
    }
}

struct RevenueBarChart: View {
    var data: [MonthlyRevenue]
    var maxValue: Double { data.map(\.amount).max() ?? 1 }
    var average: Double { data.map(\.amount).reduce(0, +) / Double(max(data.count, 1)) }

    var body: some View {
        GeometryReader { geometry in
            let chartHeight = geometry.size.height - 24
            ZStack(alignment: .bottomLeading) {
                DashedGrid(lines: 4)
                    .stroke(Color.secondary.opacity(0.4), style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
                    .frame(height: chartHeight)
                    .frame(maxHeight: .infinity, alignment: .top)

                HStack(alignment: .bottom, spacing: 10) {
                    ForEach(data) { entry in
                        VStack(spacing: 6) {
                            RoundedRectangle(cornerRadius: 6)
                                .fill(entry.amount >= average ? Color.accentColor.gradient : Color.gray.gradient)
                                .frame(height: chartHeight * entry.amount / maxValue)
                                .overlay(alignment: .top) {
                                    Text("\(Int(entry.amount))k")
                                        .font(.caption2.bold())
                                        .foregroundStyle(.white)
                                        .padding(.top, 4)
                                }
                            Text(entry.month)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                                .frame(height: 18)
                        }
                    }
                }

                Rectangle()
                    .fill(.red)
                    .frame(height: 1.5)
                    .offset(y: -(24 + chartHeight * average / maxValue))
                    .overlay(alignment: .trailing) {
                        Text("avg")
                            .font(.caption2)
                            .foregroundStyle(.red)
                            .offset(y: -(24 + chartHeight * average / maxValue) - 8)
                    }
            }
        }
    }
}

struct DonutSegment: Identifiable {
    let id: String
    var share: Double
    var color: Color
}

struct DonutChart: View {
    var segments: [DonutSegment]

    var body: some View {
        ZStack {
            ForEach(Array(segments.enumerated()), id: \.element.id) { index, segment in
                let start = segments.prefix(index).map(\.share).reduce(0, +)
                Circle()
                    .trim(from: start, to: start + segment.share)
                    .stroke(segment.color, style: StrokeStyle(lineWidth: 26, lineCap: .butt))
                    .rotationEffect(.degrees(-90))
            }
            VStack {
                Text("62%").font(.title2.bold())
                Text("online").font(.caption).foregroundStyle(.secondary)
            }
        }
        .padding(13)
    }
}

struct ComponentBarChartScreen: View {
    let revenue = [
        MonthlyRevenue(id: 0, month: "Jan", amount: 42),
        MonthlyRevenue(id: 1, month: "Feb", amount: 55),
        MonthlyRevenue(id: 2, month: "Mar", amount: 38),
        MonthlyRevenue(id: 3, month: "Apr", amount: 71),
        MonthlyRevenue(id: 4, month: "May", amount: 64),
        MonthlyRevenue(id: 5, month: "Jun", amount: 80),
    ]
    let channels = [
        DonutSegment(id: "Online", share: 0.62, color: .blue),
        DonutSegment(id: "Retail", share: 0.28, color: .orange),
        DonutSegment(id: "Partners", share: 0.10, color: .green),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Revenue").font(.headline)
                        Text("$350k").font(.largeTitle.bold())
                        Text("+18% vs last half").font(.subheadline).foregroundStyle(.green)
                    }
                    RevenueBarChart(data: revenue)
                        .frame(height: 220)
                }
                .padding()
                .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16))

                HStack(spacing: 20) {
                    DonutChart(segments: channels)
                        .frame(width: 150, height: 150)
                    VStack(alignment: .leading, spacing: 10) {
                        ForEach(channels) { channel in
                            HStack {
                                Circle().fill(channel.color).frame(width: 10, height: 10)
                                Text(channel.id)
                                Spacer()
                                Text(channel.share, format: .percent).foregroundStyle(.secondary)
                            }
                            .font(.subheadline)
                        }
                    }
                }
                .padding()
                .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16))
            }
            .padding(.horizontal)
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Sales")
        }
    }
}

#Preview {
    ComponentBarChartScreen()
}
