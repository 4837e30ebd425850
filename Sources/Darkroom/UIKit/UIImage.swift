import Rasterizer

/// UIKit's image type as snapshot strategies name their format (`Snapshotting<UIViewController, UIImage>`):
/// on Linux an image snapshot is a `Bitmap`.
public typealias UIImage = Bitmap
