import DarkroomUI

// Hacking with Swift, 100 Days of SwiftUI, project 2 "Guess the Flag": a two-stop RadialGradient
// background ignoring the safe area, a material card clipped to a rounded rectangle holding the
// question and three flag buttons (each clipped to a Capsule with a shadow), the score below, and
// an alert. The course's flags are asset images; here each is drawn from its stripes so the screen
// needs no bundle.

struct FlagImage: View {
    enum Stripes {
        case horizontal([Color])
        case vertical([Color])
    }

    var country: String

    var stripes: Stripes {
        switch country {
        case "Estonia": .horizontal([Color(red: 0, green: 0.45, blue: 0.81), .black, .white])
        case "France": .vertical([Color(red: 0, green: 0.14, blue: 0.58), .white, Color(red: 0.93, green: 0.16, blue: 0.22)])
        case "Germany": .horizontal([.black, Color(red: 0.87, green: 0, blue: 0), Color(red: 1, green: 0.81, blue: 0)])
        case "Ireland": .vertical([Color(red: 0.09, green: 0.61, blue: 0.38), .white, Color(red: 1, green: 0.53, blue: 0.24)])
        case "Italy": .vertical([Color(red: 0, green: 0.57, blue: 0.27), .white, Color(red: 0.81, green: 0.17, blue: 0.22)])
        case "Nigeria": .vertical([Color(red: 0, green: 0.53, blue: 0.32), .white, Color(red: 0, green: 0.53, blue: 0.32)])
        default: .horizontal([.gray])
        }
    }

    var body: some View {
        Group {
            switch stripes {
            case .horizontal(let colors):
                VStack(spacing: 0) {
                    ForEach(colors.indices, id: \.self) { colors[$0] }
                }
            case .vertical(let colors):
                HStack(spacing: 0) {
                    ForEach(colors.indices, id: \.self) { colors[$0] }
                }
            }
        }
        .frame(width: 200, height: 100)
        .clipShape(Capsule())
        .shadow(radius: 5)
    }
}

struct CourseGuessTheFlagScreen: View {
    @State private var showingScore = false
    @State private var scoreTitle = ""
    @State private var score = 0

    @State var countries = ["Estonia", "France", "Germany", "Ireland", "Italy", "Nigeria"]
    @State var correctAnswer = 1

    var body: some View {
        ZStack {
            RadialGradient(
                stops: [
                    .init(color: Color(red: 0.1, green: 0.2, blue: 0.45), location: 0.3),
                    .init(color: Color(red: 0.76, green: 0.15, blue: 0.26), location: 0.3),
                ], center: .top, startRadius: 200, endRadius: 400
            )
            .ignoresSafeArea()

            VStack {
                Spacer()

                Text("Guess the Flag")
                    .font(.largeTitle.weight(.bold))
                    .foregroundStyle(.white)

                VStack(spacing: 15) {
                    VStack {
                        Text("Tap the flag of")
                            .foregroundStyle(.secondary)
                            .font(.subheadline.weight(.heavy))

                        Text(countries[correctAnswer])
                            .font(.largeTitle.weight(.semibold))
                    }

                    ForEach(0..<3) { number in
                        Button {
                            flagTapped(number)
                        } label: {
                            FlagImage(country: countries[number])
                        }
                    }
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 20)
                .background(.regularMaterial)
                .clipShape(RoundedRectangle(cornerRadius: 20))

                Spacer()
                Spacer()

                Text("Score: \(score)")
                    .foregroundStyle(.white)
                    .font(.title.bold())

                Spacer()
            }
            .padding()
        }
        .alert(scoreTitle, isPresented: $showingScore) {
            Button("Continue", action: askQuestion)
        } message: {
            Text("Your score is \(score)")
        }
    }

    func flagTapped(_ number: Int) {
        if number == correctAnswer {
            scoreTitle = "Correct"
            score += 1
        } else {
            scoreTitle = "Wrong! That’s the flag of \(countries[number])"
        }
        showingScore = true
    }

    func askQuestion() {
        countries.shuffle()
        correctAnswer = Int.random(in: 0...2)
    }
}

#Preview {
    CourseGuessTheFlagScreen()
}
