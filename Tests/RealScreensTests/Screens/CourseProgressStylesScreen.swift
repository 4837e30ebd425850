import DarkroomUI

// Hacking with Swift's "Customizing ProgressView with ProgressViewStyle" (the GaugeProgressStyle ring:
// a trimmed Circle stroked with a round cap and rotated -90°), next to a bar style drawn with a
// GeometryReader from a component library, and the system linear style with label and
// currentValueLabel, tinted — an activity-goals screen.

struct GaugeProgressStyle: ProgressViewStyle {
    var strokeColor = Color.blue
    var strokeWidth = 25.0

    func makeBody(configuration: Configuration) -> some View {
        let fractionCompleted = configuration.fractionCompleted ?? 0

        return ZStack {
            Circle()
                .stroke(strokeColor.opacity(0.2), style: StrokeStyle(lineWidth: strokeWidth))
            Circle()
                .trim(from: 0, to: fractionCompleted)
                .stroke(strokeColor, style: StrokeStyle(lineWidth: strokeWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

struct RoundedBarProgressStyle: ProgressViewStyle {
    var color: Color = .green
    var height: CGFloat = 14

    func makeBody(configuration: Configuration) -> some View {
        let progress = configuration.fractionCompleted ?? 0
        VStack(alignment: .leading, spacing: 6) {
            configuration.label
                .font(.subheadline.weight(.medium))
            GeometryReader { geometry in
                ZStack(alignment: .leading) {
                    RoundedRectangle(cornerRadius: height / 2)
                        .fill(Color(.systemGray5))
                    RoundedRectangle(cornerRadius: height / 2)
                        .fill(color.gradient)
                        .frame(width: geometry.size.width * progress)
                }
            }
            .frame(height: height)
            configuration.currentValueLabel
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct ActivityGoal: Identifiable {
    let id = UUID()
    var title: String
    var value: Double
    var total: Double
    var unit: String
    var color: Color
}

struct CourseProgressStylesScreen: View {
    @State private var progress = 0.68
    let goals = [
        ActivityGoal(title: "Move", value: 420, total: 600, unit: "kcal", color: .red),
        ActivityGoal(title: "Exercise", value: 24, total: 30, unit: "min", color: .green),
        ActivityGoal(title: "Stand", value: 9, total: 12, unit: "hr", color: .cyan),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 28) {
                    ProgressView(value: progress, total: 1.0)
                        .progressViewStyle(GaugeProgressStyle(strokeColor: .pink, strokeWidth: 22))
                        .frame(width: 180, height: 180)
                        .overlay {
                            VStack(spacing: 2) {
                                Text(progress, format: .percent)
                                    .font(.largeTitle.bold())
                                    .monospacedDigit()
                                Text("of daily goal")
                                    .font(.footnote)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .padding(.top)

                    VStack(spacing: 18) {
                        ForEach(goals) { goal in
                            ProgressView(value: goal.value, total: goal.total) {
                                Text(goal.title)
                            } currentValueLabel: {
                                Text("\(Int(goal.value)) of \(Int(goal.total)) \(goal.unit)")
                            }
                            .progressViewStyle(RoundedBarProgressStyle(color: goal.color))
                        }
                    }
                    .padding()
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))

                    VStack(alignment: .leading, spacing: 16) {
                        ProgressView("Syncing workouts", value: 0.35)
                        ProgressView(value: 0.8) {
                            Label("Storage", systemImage: "icloud.and.arrow.down")
                        } currentValueLabel: {
                            Text("4 GB of 5 GB used")
                        }
                        .tint(.orange)
                    }
                }
                .padding()
            }
            .navigationTitle("Activity")
        }
    }
}

#Preview {
    CourseProgressStylesScreen()
}
