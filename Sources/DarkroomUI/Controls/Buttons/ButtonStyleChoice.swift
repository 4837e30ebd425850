/// The style chosen with `.buttonStyle(_:)`, kept in the environment.
enum ButtonStyleChoice {
    case style(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonStyleChoice? { nil }
}

extension EnvironmentValues {
    var buttonStyle: ButtonStyleChoice? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}
