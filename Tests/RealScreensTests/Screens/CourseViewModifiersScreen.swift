import DarkroomUI

// Hacking with Swift, 100 Days of SwiftUI, project 3 "Views and modifiers": a custom ViewModifier
// (Title) exposed through a View extension, a Watermark modifier that overlays text in the
// bottom-trailing corner, and a generic GridStack container taking a `@ViewBuilder` closure of
// (row, column) — plus Swift by Sundell's card modifier with a shadow and a conditional modifier.

struct Title: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.largeTitle)
            .foregroundStyle(.white)
            .padding()
            .background(.blue)
            .clipShape(RoundedRectangle(cornerRadius: 10))
    }
}

struct Watermark: ViewModifier {
    var text: String

    func body(content: Content) -> some View {
        ZStack(alignment: .bottomTrailing) {
            content
            Text(text)
                .font(.caption)
                .foregroundStyle(.white)
                .padding(5)
                .background(.black)
        }
    }
}

struct CardModifier: ViewModifier {
    var cornerRadius: CGFloat = 16

    func body(content: Content) -> some View {
        content
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                    .fill(Color(.systemBackground))
                    .shadow(color: .black.opacity(0.12), radius: 10, x: 0, y: 4)
            )
    }
}

extension View {
    func titleStyle() -> some View {
        modifier(Title())
    }

    func watermarked(with text: String) -> some View {
        modifier(Watermark(text: text))
    }

    func cardStyle(cornerRadius: CGFloat = 16) -> some View {
        modifier(CardModifier(cornerRadius: cornerRadius))
    }

    @ViewBuilder
    func `if`<Transformed: View>(_ condition: Bool, transform: (Self) -> Transformed) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct GridStack<Content: View>: View {
    let rows: Int
    let columns: Int
    @ViewBuilder let content: (Int, Int) -> Content

    var body: some View {
        VStack {
            ForEach(0..<rows, id: \.self) { row in
                HStack {
                    ForEach(0..<columns, id: \.self) { column in
                        content(row, column)
                    }
                }
            }
        }
    }
}

struct CourseViewModifiersScreen: View {
    var highlightsSecondCard = true

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                Text("Hello, modifiers")
                    .titleStyle()

                Color.teal
                    .frame(height: 120)
                    .watermarked(with: "Hacking with Swift")

                GridStack(rows: 3, columns: 4) { row, col in
                    Image(systemName: "\(row * 4 + col).circle")
                    Text("R\(row) C\(col)")
                        .font(.caption.monospaced())
                }

                VStack(alignment: .leading, spacing: 6) {
                    Text("Modifier order matters")
                        .font(.headline)
                    Text("padding() then background() colours the padding; the other way round it does not.")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                .cardStyle()

                HStack {
                    Text("Red then padded")
                        .background(.red)
                        .padding()
                    Text("Padded then red")
                        .padding()
                        .background(.red)
                }
                .foregroundStyle(.white)
                .cardStyle(cornerRadius: 8)
                .if(highlightsSecondCard) { view in
                    view.overlay(
                        RoundedRectangle(cornerRadius: 8)
                            .stroke(.orange, lineWidth: 2)
                    )
                }
            }
            .padding()
        }
    }
}

#Preview {
    CourseViewModifiersScreen()
}
