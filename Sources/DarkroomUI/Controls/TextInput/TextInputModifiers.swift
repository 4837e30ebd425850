/// The kind of keyboard a text field asks for (no keyboard is drawn in a snapshot).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How text input is capitalized (no visible effect at rest).
public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The label of the keyboard's return key (no keyboard is drawn in a snapshot).
public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// The semantic content of a text field, for autofill (no visible effect).
public struct UITextContentType: Hashable, Sendable {
    let rawValue: String
    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

/// Which events trigger `onSubmit`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// The keyboard type of text fields in this view (no keyboard is drawn in a snapshot).
    public nonisolated func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// Autocapitalization of text input (no visible effect at rest).
    public nonisolated func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Autocapitalization of text input (deprecated spelling; no visible effect at rest).
    public nonisolated func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    /// Disables autocorrection (no visible effect at rest).
    public nonisolated func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Disables autocorrection (deprecated spelling; no visible effect at rest).
    public nonisolated func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// The label of the return key (no keyboard is drawn in a snapshot).
    public nonisolated func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// The content type for autofill (no visible effect).
    public nonisolated func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    /// An action run when the user submits (never during a snapshot).
    public nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    /// Binds focus to `binding` (a snapshot shows no focus ring or keyboard).
    public nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    /// Binds focus to `binding` equalling `value` (a snapshot shows no focus ring or keyboard).
    public nonisolated func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}

/// Capitalization styles (UIKit spelling; no visible effect at rest).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Which view has keyboard focus; snapshots show views unfocused, so it only stores a value.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    let box: Box

    final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// A binding to a focus state.
    @propertyWrapper
    public struct Binding {
        let box: Box
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: Binding { self }
    }

    /// The focused value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding for `.focused(_:)`.
    public var projectedValue: Binding { Binding(box: box) }

    /// A Boolean focus state, initially unfocused.
    public init() where Value == Bool {
        box = Box(false)
    }

    /// An optional focus state, initially nil.
    public init<T: Hashable>() where Value == T? {
        box = Box(nil)
    }
}
