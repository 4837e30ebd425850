import DarkroomUI

// A chat thread: bubbles aligned by sender with the Spacer trick, a ScrollViewReader that
// scrolls to the newest message, and a composer bar in the bottom safe-area inset.

struct Message: Identifiable, Equatable {
    let id: Int
    var text: String
    var isFromMe: Bool
    var sentAt: Date
}

final class ChatViewModel: ObservableObject {
    @Published var messages: [Message]
    @Published var draft = ""

    init() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        messages = [
            Message(id: 1, text: "Are we still on for climbing tonight?", isFromMe: false, sentAt: start),
            Message(id: 2, text: "Yes! 7pm at the gym?", isFromMe: true, sentAt: start.addingTimeInterval(60)),
            Message(id: 3, text: "Perfect. I'll bring the extra harness for Sam.", isFromMe: false, sentAt: start.addingTimeInterval(120)),
            Message(id: 4, text: "👍", isFromMe: true, sentAt: start.addingTimeInterval(180)),
            Message(id: 5, text: "Also, did you see the new route on the overhang wall? It looks brutal but fun.", isFromMe: false, sentAt: start.addingTimeInterval(240)),
            Message(id: 6, text: "Saw it this morning. Let's try it first while we're fresh.", isFromMe: true, sentAt: start.addingTimeInterval(300)),
        ]
    }
}

struct MessageBubble: View {
    let message: Message

    var body: some View {
        HStack {
            if message.isFromMe { Spacer(minLength: 60) }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 9)
                .foregroundStyle(message.isFromMe ? .white : .primary)
                .background(
                    message.isFromMe ? Color.blue : Color(.systemGray5),
                    in: RoundedRectangle(cornerRadius: 18, style: .continuous)
                )
            if !message.isFromMe { Spacer(minLength: 60) }
        }
    }
}

struct ChatThreadScreen: View {
    @StateObject private var viewModel = ChatViewModel()

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        Text(viewModel.messages[0].sentAt, style: .time)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        ForEach(viewModel.messages) { message in
                            MessageBubble(message: message)
                                .id(message.id)
                        }
                    }
                    .padding(.horizontal)
                }
                .onAppear {
                    proxy.scrollTo(viewModel.messages.last?.id, anchor: .bottom)
                }
                .onChange(of: viewModel.messages) {
                    withAnimation {
                        proxy.scrollTo(viewModel.messages.last?.id, anchor: .bottom)
                    }
                }
            }
            .safeAreaInset(edge: .bottom) {
                HStack(spacing: 8) {
                    TextField("Message", text: $viewModel.draft)
                        .textFieldStyle(.roundedBorder)
                    Button {
                        viewModel.draft = ""
                    } label: {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.title)
                    }
                    .disabled(viewModel.draft.isEmpty)
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(.bar)
            }
            .navigationTitle("Alex")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    ChatThreadScreen()
}
