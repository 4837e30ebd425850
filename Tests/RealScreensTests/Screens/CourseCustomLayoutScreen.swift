import DarkroomUI

// Apple's sample "Composing custom layouts with SwiftUI" (WWDC22): an equal-width HStack Layout that
// measures its subviews' ideal sizes and reads their preferred spacing (ViewSpacing), a radial Layout
// that places avatars around a circle, a ViewThatFits choosing between the equal-width stack and a
// VStack, and AnyLayout switching between the radial and a plain HStack.

struct MyEqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextX = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
            nextX += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(width: max(currentMax.width, subviewSize.width), height: max(currentMax.height, subviewSize.height))
        }
        return maxSize
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

struct MyRadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians

        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: angle * Double(index)))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct Pet: Identifiable, Equatable {
    let type: String
    var votes: Int
    var color: Color
    var id: String { type }
}

struct Avatar: View {
    var pet: Pet

    var body: some View {
        Text(String(pet.type.prefix(1)))
            .font(.title.bold())
            .foregroundStyle(.white)
            .frame(width: 72, height: 72)
            .background(pet.color.gradient, in: Circle())
            .overlay(Circle().stroke(.white, lineWidth: 3))
            .shadow(radius: 3)
    }
}

struct CourseCustomLayoutScreen: View {
    @State private var pets = [
        Pet(type: "Cat", votes: 25, color: .orange),
        Pet(type: "Goldfish", votes: 9, color: .yellow),
        Pet(type: "Dog", votes: 16, color: .brown),
    ]
    @State private var isRadial = true

    var body: some View {
        VStack(spacing: 20) {
            Text("Which pet is best?")
                .font(.title2.bold())

            let layout = isRadial ? AnyLayout(MyRadialLayout()) : AnyLayout(HStackLayout())
            layout {
                ForEach(pets) { pet in
                    Avatar(pet: pet)
                }
            }
            .frame(height: 260)
            .background(Circle().fill(Color(.secondarySystemBackground)).padding(20))

            ViewThatFits {
                MyEqualWidthHStack {
                    ForEach($pets) { $pet in
                        Button {
                            pet.votes += 1
                        } label: {
                            Text(pet.type)
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(.borderedProminent)
                    }
                }
                VStack {
                    ForEach($pets) { $pet in
                        Button(pet.type) { pet.votes += 1 }
                            .buttonStyle(.borderedProminent)
                    }
                }
            }

            Grid(alignment: .leading) {
                ForEach(pets) { pet in
                    GridRow {
                        Text(pet.type)
                        ProgressView(value: Double(pet.votes), total: 50)
                            .tint(pet.color)
                        Text("\(pet.votes)")
                            .gridColumnAlignment(.trailing)
                            .monospacedDigit()
                    }
                }
            }
            .padding()

            Toggle("Radial layout", isOn: $isRadial)
                .padding(.horizontal)
        }
        .padding()
    }
}

#Preview {
    CourseCustomLayoutScreen()
}
