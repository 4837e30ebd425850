import DarkroomUI

/// How a modifier is named in messages: `padding`, `blur`, `foregroundColor`, …
@MainActor func describeModifier(_ modifier: Any) -> String {
    if let accessibility = InspectionSupport.accessibilityModifierName(of: modifier) { return accessibility }
    let name = typeName(modifier)
    let base = name.split(separator: "<").first.map(String.init) ?? name
    switch base {
    case "PaddingModifier": return "padding"
    case "_BlurEffect": return "blur"
    case "_BrightnessEffect": return "brightness"
    case "FrameModifier": return "frame(width:height:alignment:)"
    case "FlexFrameModifier": return "frame(minWidth:…)"
    case "EnvironmentWritingModifier": return "environment"
    case "DecorationModifier": return "background/overlay"
    case "TraitModifier": return "trait"
    case "_TapGestureModifier": return "onTapGesture"
    case "_LifecycleModifier": return "lifecycle (onAppear/onDisappear/onChange/task)"
    case "IDView": return "id"
    default:
        if base.hasSuffix("Modifier") { return String(base.dropLast("Modifier".count)).lowercasedFirst }
        return base
    }
}

extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
    var uppercasedFirst: String { prefix(1).uppercased() + dropFirst() }
}
