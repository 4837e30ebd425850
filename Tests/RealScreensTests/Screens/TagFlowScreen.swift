import DarkroomUI

// A custom Layout: a flow layout that wraps tag chips onto new lines, used for an
// "interests" picker with selected and unselected chips.

struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(proposal: proposal, subviews: subviews)
        let height = rows.last.map { $0.y + $0.height } ?? 0
        let width = rows.map(\.width).max() ?? 0
        return CGSize(width: proposal.width ?? width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = arrange(proposal: proposal, subviews: subviews)
        for row in rows {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: bounds.minY + row.y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
        }
    }

    private struct Row {
        var indices: [Int] = []
        var y: CGFloat = 0
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    private func arrange(proposal: ProposedViewSize, subviews: Subviews) -> [Row] {
        let maxWidth = proposal.width ?? .infinity
        var rows: [Row] = []
        var current = Row()
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            if !current.indices.isEmpty && current.width + spacing + size.width > maxWidth {
                rows.append(current)
                current = Row(y: current.y + current.height + spacing)
            }
            current.width += (current.indices.isEmpty ? 0 : spacing) + size.width
            current.height = max(current.height, size.height)
            current.indices.append(index)
        }
        if !current.indices.isEmpty { rows.append(current) }
        return rows
    }
}

struct TagChip: View {
    let title: String
    let isSelected: Bool

    var body: some View {
        HStack(spacing: 4) {
            if isSelected {
                Image(systemName: "checkmark")
                    .font(.caption.weight(.bold))
            }
            Text(title)
                .font(.subheadline)
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 7)
        .foregroundStyle(isSelected ? .white : .primary)
        .background {
            Capsule()
                .fill(isSelected ? Color.accentColor : Color(.systemGray6))
        }
        .overlay {
            Capsule()
                .strokeBorder(isSelected ? Color.clear : Color(.systemGray4), lineWidth: 1)
        }
    }
}

struct TagFlowScreen: View {
    let tags = [
        "Swift", "SwiftUI", "Design", "Photography", "Hiking", "Coffee", "Machine Learning",
        "Accessibility", "Typography", "Running", "Board Games", "Travel", "Cooking", "Jazz", "Open Source",
    ]
    @State private var selected: Set<String> = ["SwiftUI", "Hiking", "Typography", "Jazz"]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Pick at least three topics to personalise your feed.")
                        .foregroundStyle(.secondary)
                    FlowLayout(spacing: 8) {
                        ForEach(tags, id: \.self) { tag in
                            TagChip(title: tag, isSelected: selected.contains(tag))
                                .onTapGesture {
                                    if selected.contains(tag) { selected.remove(tag) } else { selected.insert(tag) }
                                }
                        }
                    }
                    Text("\(selected.count) selected")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .padding()
            }
            .navigationTitle("Interests")
        }
    }
}

#Preview {
    TagFlowScreen()
}
