/// The qualified name of `type` as app code spells it: the engine's types are named through `DarkroomUI`, the
/// module apps import (`DarkroomUI.VStack<DarkroomUI.Text>`), not `DarkroomUICore`, where they are declared.
package func qualifiedTypeName(_ type: Any.Type) -> String {
    _typeName(type, qualified: true).replacingOccurrences(of: "DarkroomUICore.", with: "DarkroomUI.")
}
