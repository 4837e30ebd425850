import DarkroomUI
import Foundation
import Testing

// Issue 24 §1: APIs that each blocked a real file, written as apps write them (only the import differs).

/// A search field written as pre-iOS 15 apps wrote it.
struct LegacySearchField: View {
    @State private var query = ""
    var body: some View {
        TextField("Search", text: $query, onEditingChanged: { editing in print(editing) }, onCommit: { print("search") })
            .padding()
    }
}

/// A bordered text field style written with SwiftUI's underscored requirement, as many apps do.
struct OutlinedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 8).stroke(Color.red, lineWidth: 2))
    }
}

/// Keyframe values as Apple's sample declares them.
struct Wobble {
    var angle = Angle.zero
    var scale = 1.0
}

/// A tab enumeration of an iOS 18 app.
enum AppTab: Hashable { case home, search }

@MainActor @Suite struct LongTailAPITests {
    @Test func legacyTextFieldDrawsAsTheModernOne() throws {
        let legacy = try ImageRenderer(content: LegacySearchField()).render()
        let modern = try ImageRenderer(content: TextField("Search", text: .constant("")).padding()).render()
        #expect(legacy == modern)
        let onlyCommit = try ImageRenderer(content: TextField("Search", text: .constant(""), onCommit: {}).padding()).render()
        #expect(onlyCommit == modern)
    }

    @Test func circularProgressViewStyleTintColoursTheSpinner() throws {
        let tinted = try strokes(of: "#FF3B30FF", in: ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red)))
        #expect(tinted.count == 1, "the head spoke is drawn in the tint")
        let plain = try strokes(of: "#FF3B30FF", in: ProgressView().progressViewStyle(.circular))
        #expect(plain.isEmpty)
    }

    @Test func isDetailLinkChangesNothingOnAnIPhone() throws {
        func screen(_ detail: Bool) -> some View {
            NavigationStack {
                List { NavigationLink("Settings") { Text("Detail") }.isDetailLink(detail) }
            }.frame(width: 390, height: 300)
        }
        #expect(try ImageRenderer(content: screen(false)).render() == ImageRenderer(content: screen(true)).render())
    }

    @Test func aCustomTextFieldStyleDecoratesThePlainField() throws {
        let styled = TextField("Email", text: .constant("me@example.com")).textFieldStyle(OutlinedFieldStyle()).frame(width: 200)
        let border = try strokes(of: "#FF3B30FF", in: styled)
        #expect(border.count == 1)
        let text = try #require(try drawnText("me@example.com", in: styled))
        #expect(text.frame.minX >= 10, "the configuration is padded by the style")
        let roundedBorder = try ImageRenderer(content: TextField("Email", text: .constant("x")).textFieldStyle(.roundedBorder).frame(width: 200)).render()
        let plain = try ImageRenderer(content: TextField("Email", text: .constant("x")).textFieldStyle(.plain).frame(width: 200)).render()
        #expect(roundedBorder != plain)
    }

    @Test func addArcTangentRoundsACornerAsCoreGraphicsDoes() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        // A line to where the arc starts, then a quarter circle ending 20 points below the corner.
        #expect(path.currentPoint.map { abs($0.x - 100) < 1e-9 && abs($0.y - 20) < 1e-9 } == true)
        let elements = path.elements
        guard case .line(let lineEnd) = elements[1] else {
            Issue.record("expected a line to the arc's start, got \(elements[1])")
            return
        }
        #expect(abs(lineEnd.x - 80) < 1e-9 && lineEnd.y == 0)
        let bounds = path.boundingRect
        #expect(bounds.maxX <= 100 + 1e-9 && bounds.maxY <= 20 + 1e-9)

        var collinear = Path()
        collinear.move(to: .zero)
        collinear.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 10)
        #expect(collinear.currentPoint == CGPoint(x: 50, y: 0))
    }

    @Test func keyframeTracksInferTheirRootInsideKeyframeAnimator() throws {
        let animated = Text("Hi").keyframeAnimator(initialValue: Wobble(), trigger: 0) { content, value in
            content.rotationEffect(value.angle).scaleEffect(value.scale)
        } keyframes: { _ in
            KeyframeTrack(\.angle) {
                CubicKeyframe(.zero, duration: 0.58)
                CubicKeyframe(.degrees(16), duration: 0.125)
            }
            KeyframeTrack(\.scale) {
                SpringKeyframe(1.2, duration: 0.2)
                LinearKeyframe(1.0, duration: 0.2)
            }
        }
        #expect(try ImageRenderer(content: animated).render() == ImageRenderer(content: Text("Hi")).render())
    }

    @Test func toolbarTitleMenuDrawsTheTitleIndicator() throws {
        func screen(_ menu: Bool) -> some View {
            NavigationStack {
                Group {
                    if menu {
                        Text("Inbox").toolbarTitleMenu { Button("Archive") {} }
                    } else {
                        Text("Inbox").toolbar { ToolbarTitleMenu { Button("Archive") {} } }
                    }
                }
                .navigationTitle("Mail").navigationBarTitleDisplayMode(.inline)
            }.frame(width: 390, height: 200)
        }
        let modifier = try ImageRenderer(content: screen(true)).render()
        #expect(modifier == (try ImageRenderer(content: screen(false)).render()))
        let none = try ImageRenderer(
            content: NavigationStack {
                Text("Inbox").navigationTitle("Mail").navigationBarTitleDisplayMode(.inline)
            }.frame(width: 390, height: 200)
        ).render()
        #expect(modifier != none)
    }

    @Test func accentColorTintsControlsAsTintDoes() throws {
        let accent = try ImageRenderer(content: Button("Go") {}.accentColor(.orange).padding()).render()
        let tint = try ImageRenderer(content: Button("Go") {}.tint(.orange).padding()).render()
        #expect(accent == tint)
        #expect(accent != (try ImageRenderer(content: Button("Go") {}.padding()).render()))
    }

    @Test func tabsWithValuesOnlyAndTheSearchRole() throws {
        @MainActor func screen(_ selection: AppTab) -> some View {
            TabView(selection: .constant(selection)) {
                Tab("Home", systemImage: "house", value: AppTab.home) { Text("Home screen") }
                Tab(value: AppTab.search, role: .search) { Text("Search screen") }
            }.frame(width: 390, height: 300)
        }
        #expect(try drawnText("Search screen", in: screen(.search)) != nil)
        #expect(try drawnText("Search", in: screen(.home)) != nil, "the search tab is titled Search")
        let valueOnly = TabView(selection: .constant(AppTab.home)) {
            Tab(value: AppTab.home) { Text("Home screen") }
        }.frame(width: 390, height: 300)
        #expect(try drawnText("Home screen", in: valueOnly) != nil)
    }

    @Test func toolbarVisibilityHidesTheBarAsToolbarDoes() throws {
        func screen(_ visibility: Visibility, newSpelling: Bool) -> some View {
            NavigationStack {
                Group {
                    if newSpelling { Text("Body").toolbarVisibility(visibility, for: .navigationBar) } else { Text("Body").toolbar(visibility, for: .navigationBar) }
                }.navigationTitle("Title")
            }.frame(width: 390, height: 300)
        }
        #expect(
            try ImageRenderer(content: screen(.hidden, newSpelling: true)).render()
                == ImageRenderer(content: screen(.hidden, newSpelling: false)).render())
        #expect(try drawnText("Title", in: screen(.hidden, newSpelling: true)) == nil)
        #expect(try drawnText("Title", in: screen(.visible, newSpelling: true)) != nil)
    }

    @Test func onGeometryChangeDeliversTheSizeAndItsStateIsDrawn() throws {
        struct Measured: View {
            @State private var width: CGFloat = 0
            var body: some View {
                VStack {
                    Color.blue.frame(width: 123, height: 10)
                        .onGeometryChange(for: CGFloat.self) { proxy in
                            proxy.size.width
                        } action: {
                            width = $0
                        }
                    Text("width \(Int(width))")
                }
            }
        }
        #expect(try drawnText("width 123", in: Measured()) != nil)
    }

    @Test func scrollPositionShowsTheChosenRow() throws {
        struct Rows: View {
            @State private var position: Int? = 40
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<50, id: \.self) { Text("Row \($0)").frame(height: 40) }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $position)
                .frame(width: 200, height: 400)
            }
        }
        let row = try #require(try drawnText("Row 40", in: Rows()))
        #expect(abs(row.frame.midY - 20) < 1, "row 40 is at the top of the scroll view")
        #expect(try drawnText("Row 0", in: Rows()).map { $0.frame.maxY <= 0 } ?? true)
    }

    @Test func animationsThatWereMissingOrAmbiguous() {
        #expect(Animation.spring().description == Animation.spring(response: 0.5, dampingFraction: 0.825).description)
        #expect(Animation.interpolatingSpring(duration: 0.3, bounce: 0.2).description == "interpolatingSpring(duration: 0.3, bounce: 0.2)")
        #expect(Animation.interpolatingSpring(stiffness: 170, damping: 15).description == "interpolatingSpring(stiffness: 170.0, damping: 15.0)")
        let spring: Animation = .spring(duration: 0.4, bounce: 0.3)
        #expect(spring.description == "spring(duration: 0.4, bounce: 0.3)")
    }

    @Test func sensoryFeedbackDrawsNothing() throws {
        let plain = try ImageRenderer(content: Button("Save") {}.padding()).render()
        let haptic = try ImageRenderer(
            content: Button("Save") {}.padding()
                .sensoryFeedback(.success, trigger: 1)
                .sensoryFeedback(.impact(weight: .heavy, intensity: 0.7), trigger: 2)
                .sensoryFeedback(trigger: 3) { old, new in new > old ? .increase : nil }
        ).render()
        #expect(plain == haptic)
    }

    @Test func glassEffectDrawsAGlassCapsuleBehindTheContent() throws {
        let label = Text("Play").padding(.horizontal, 20).padding(.vertical, 10)
        let glass = try ImageRenderer(content: label.glassEffect().padding().background(Color.orange)).render()
        let bare = try ImageRenderer(content: label.padding().background(Color.orange)).render()
        #expect(glass != bare)
        let identity = try ImageRenderer(content: label.glassEffect(.identity).padding().background(Color.orange)).render()
        #expect(identity == bare)
        let tinted = try ImageRenderer(
            content: label.glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 12))
                .padding().background(Color.orange)
        ).render()
        #expect(tinted != glass)
    }

    @Test func confirmAndCloseRolesCompileAndDrawAsButtons() throws {
        let confirm = try ImageRenderer(content: Button("Done", role: .confirm) {}.padding()).render()
        let plain = try ImageRenderer(content: Button("Done") {}.padding()).render()
        #expect(confirm == plain)
        #expect(ButtonRole.close != ButtonRole.confirm)
    }

    @Test func buttonAcceptsALocalizedStringKey() throws {
        let key: LocalizedStringKey = "Sign in"
        let fromKey = try ImageRenderer(content: Button(key) {}.padding()).render()
        let fromLiteral = try ImageRenderer(content: Button("Sign in") {}.padding()).render()
        let title = "Sign in"
        let fromString = try ImageRenderer(content: Button(title) {}.padding()).render()
        #expect(fromKey == fromLiteral)
        #expect(fromString == fromLiteral)
        // A literal is a key, as in SwiftUI: its Markdown is applied.
        let markdown = try drawnTexts(Button("**Bold**") {})
        #expect(markdown.first?.string == "Bold")
    }

    @Test func unlabelledAffineTransformAndItsInverse() {
        let t = CGAffineTransform(2, 0, 0, 3, 10, 20)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        let p = CGPoint(x: 5, y: 7).applying(t)
        #expect(p == CGPoint(x: 20, y: 41))
        let back = p.applying(t.inverted())
        #expect(abs(back.x - 5) < 1e-12 && abs(back.y - 7) < 1e-12)
    }

    @Test func urlSessionIsReachableThroughImportDarkroomUI() {
        let session: URLSession = .shared
        let request = URLRequest(url: URL(string: "https://example.com/jokes")!)
        #expect(request.url?.host == "example.com")
        _ = session.configuration
    }
}
