import Foundation

/// Every number the system controls draw with (iOS 17, iPhone, default Dynamic Type size).
///
/// Sources: Apple's Human Interface Guidelines ("Segmented controls": 32 pt tall; "Steppers"; "Sliders";
/// "Text fields"; "Buttons": bordered and filled styles in small, medium and large sizes), UIKit's default
/// control sizes (`UIStepper` 94 × 32 pt, `UISlider` 28-pt thumb and 4-pt track, `UITextField`
/// `.roundedRect` 34 pt tall with 5-pt corners, `UIDatePicker` compact 34-pt capsules, wheel 216 pt).
/// Corner radii and paddings of bordered buttons are measured from screenshots (approximations; see
/// docs/FIDELITY.md).
enum ControlMetrics {
    // Segmented picker.
    static let segmentedHeight: CGFloat = 32
    static let segmentedCornerRadius: CGFloat = 9
    static let segmentedInset: CGFloat = 2
    static let segmentedSelectedCornerRadius: CGFloat = 7
    static let segmentedDividerHeight: CGFloat = 16
    static let segmentedFontSize: CGFloat = 13
    /// The selected pill's shadow: black at 15 %, radius 3 pt, 2 pt down — approximate: Apple publishes no
    /// figure; these are the values of TOSegmentedControl, Tim Oliver's public re-creation of the iOS 13+
    /// `UISegmentedControl` (thumb shadow radius 3, offset 2, opacity 0.15), which match iOS 17 screenshots
    /// (a faint soft shade mostly below the pill).
    static let segmentedPillShadowOpacity: Double = 0.15
    static let segmentedPillShadowRadius: Double = 3
    static let segmentedPillShadowOffset = CGSize(width: 0, height: 2)

    // Stepper.
    static let stepperSize = CGSize(width: 94, height: 32)
    static let stepperCornerRadius: CGFloat = 8
    static let stepperGlyphWidth: CGFloat = 14
    static let stepperDividerHeight: CGFloat = 18

    // Slider.
    static let sliderHeight: CGFloat = 28
    static let sliderThumbDiameter: CGFloat = 28
    static let sliderTrackHeight: CGFloat = 4

    // Text fields.
    static let roundedBorderHeight: CGFloat = 34
    static let roundedBorderCornerRadius: CGFloat = 5
    static let roundedBorderHorizontalPadding: CGFloat = 7
    static let textEditorInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)

    // Menu picker: `chevron.up.chevron.down`, 7 × 11 pt, 5 pt after the value.
    static let menuChevronSize = CGSize(width: 7, height: 11)
    static let menuChevronSpacing: CGFloat = 5

    // Wheel picker: 216 pt tall, a 32-pt selection band with 8-pt corners, rows 32 pt apart.
    static let wheelHeight: CGFloat = 216
    static let wheelRowHeight: CGFloat = 32
    static let wheelBandCornerRadius: CGFloat = 8

    // Compact date and colour pickers.
    static let compactPickerHeight: CGFloat = 34
    static let compactPickerCornerRadius: CGFloat = 6
    static let compactPickerPadding: CGFloat = 11
    static let colorWellDiameter: CGFloat = 28

    /// Bordered buttons per control size: padding (horizontal, vertical), corner radius and font.
    static func borderedButton(_ size: ControlSize) -> (horizontal: CGFloat, vertical: CGFloat, radius: CGFloat, font: Font) {
        switch size {
        case .mini: return (8, 3, 5, .system(size: 13))
        case .small: return (10, 5, 6, .subheadline)
        case .regular: return (12, 7, 8, .body)
        case .large, .extraLarge: return (20, 14, 12, .body)
        }
    }
}
