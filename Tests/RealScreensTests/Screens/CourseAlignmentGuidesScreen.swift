import DarkroomUI

// Hacking with Swift's "How to create a custom alignment guide" (a VerticalAlignment from an
// AlignmentID that lines up an account name with a full name in two different VStacks), its
// "alignmentGuide" staircase of offsets, baseline alignment of mixed font sizes, and SwiftUI Lab's
// custom HorizontalAlignment that lines the colons of a form's labels up across rows.

extension VerticalAlignment {
    enum MidAccountAndName: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[.top]
        }
    }

    static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
}

extension HorizontalAlignment {
    private struct ColonAlignment: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[HorizontalAlignment.leading]
        }
    }

    static let colon = HorizontalAlignment(ColonAlignment.self)
}

struct LabeledValueRow: View {
    var label: String
    var value: String

    var body: some View {
        HStack(spacing: 4) {
            Text(label + ":")
                .foregroundStyle(.secondary)
                .alignmentGuide(.colon) { dimensions in dimensions[.trailing] }
            Text(value)
                .fontWeight(.medium)
        }
    }
}

struct CourseAlignmentGuidesScreen: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 28) {
                HStack(alignment: .midAccountAndName) {
                    VStack {
                        Text("@twostraws")
                            .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                        Circle()
                            .fill(.orange.gradient)
                            .frame(width: 64, height: 64)
                            .overlay(Image(systemName: "person.fill").font(.title).foregroundStyle(.white))
                    }

                    VStack {
                        Text("Full name:")
                        Text("PAUL HUDSON")
                            .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                            .font(.largeTitle)
                    }
                }

                VStack(alignment: .leading) {
                    ForEach(0..<6) { position in
                        Text("Number \(position)")
                            .padding(6)
                            .background(Color.accentColor.opacity(0.15), in: RoundedRectangle(cornerRadius: 6))
                            .alignmentGuide(.leading) { _ in CGFloat(position) * -18 }
                    }
                }
                .background(Color(.systemGray6))
                .frame(maxWidth: .infinity, alignment: .leading)

                HStack(alignment: .lastTextBaseline) {
                    Text("Live")
                        .font(.caption)
                    Text("long")
                        .font(.title)
                    Text("and")
                        .font(.headline)
                    Text("prosper")
                        .font(.largeTitle)
                }

                VStack(alignment: .colon, spacing: 8) {
                    LabeledValueRow(label: "Name", value: "Grace Hopper")
                    LabeledValueRow(label: "Rank", value: "Rear Admiral")
                    LabeledValueRow(label: "Known for", value: "COBOL")
                    LabeledValueRow(label: "Born", value: "1906")
                }
                .padding()
                .frame(maxWidth: .infinity)
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
            }
            .padding()
        }
    }
}

#Preview {
    CourseAlignmentGuidesScreen()
}
