import DarkroomUI

/// How a modifier is named in messages: `padding`, `blur`, `foregroundColor`, …
@MainActor func describeModifier(_ modifier: Any) -> String {
    if let accessibility = InspectionSupport.accessibilityModifierName(of: modifier) { return accessibility }
    if let kind = inspectionKind(of: type(of: modifier)) { return kind }
    // A modifier that does not say what it is (an app's own): its type's name, without a `Modifier` suffix.
    let name = typeName(modifier)
    let base = name.split(separator: "<").first.map(String.init) ?? name
    if base.hasSuffix("Modifier") { return String(base.dropLast("Modifier".count)).lowercasedFirst }
    return base
}

extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
    var uppercasedFirst: String { prefix(1).uppercased() + dropFirst() }
}
