import DarkroomUI

/// A card with a title and a number, previewed with a `PreviewProvider`.
public struct CounterCard: View {
    let title: String
    let value: Int

    public init(title: String, value: Int) {
        self.title = title
        self.value = value
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.subheadline).foregroundStyle(.secondary)
            Text("\(value)").font(.largeTitle).bold()
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.5).opacity(0.15)))
    }
}

#if DEBUG
struct CounterCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            CounterCard(title: "Steps", value: 8_421)
                .previewDisplayName("Light")
            CounterCard(title: "Steps", value: 8_421)
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
            CounterCard(title: "Floors", value: 12)
                .previewDevice("iPhone SE (3rd generation)")
                .previewInterfaceOrientation(.landscapeLeft)
                .previewLayout(.device)
        }
        .previewLayout(.sizeThatFits)
    }
}
#endif
