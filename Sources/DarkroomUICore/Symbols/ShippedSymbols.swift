import Foundation

/// SF Symbol names drawn with Font Awesome 4.7 glyphs (bundled from Debian `fonts-font-awesome`, fonts under the
/// SIL Open Font License 1.1, © Dave Gandy): the closest glyph for the most common symbols. Material Icons glyphs
/// (`SymbolGlyphTable`) come first; these draw the names Material's table lacks.
enum ShippedSymbols {
    /// The Font Awesome code point for a symbol name.
    static func codePoint(for name: String) -> UInt32? { table[name] }

    static let table: [String: UInt32] = [
        "star": 0xF006, "star.fill": 0xF005, "heart": 0xF08A, "heart.fill": 0xF004,
        "gear": 0xF013, "gearshape": 0xF013, "gearshape.fill": 0xF013,
        "magnifyingglass": 0xF002, "house": 0xF015, "house.fill": 0xF015,
        "person": 0xF007, "person.fill": 0xF007, "person.circle": 0xF2BD, "person.circle.fill": 0xF2BD,
        "person.2": 0xF0C0, "person.2.fill": 0xF0C0, "person.crop.circle": 0xF2BD,
        "trash": 0xF014, "trash.fill": 0xF1F8, "plus": 0xF067, "minus": 0xF068, "xmark": 0xF00D, "checkmark": 0xF00C,
        "plus.circle": 0xF055, "plus.circle.fill": 0xF055, "minus.circle": 0xF056, "minus.circle.fill": 0xF056,
        "xmark.circle": 0xF05C, "xmark.circle.fill": 0xF057, "checkmark.circle": 0xF05D, "checkmark.circle.fill": 0xF058,
        "chevron.right": 0xF054, "chevron.left": 0xF053, "chevron.forward": 0xF054, "chevron.backward": 0xF053,
        "arrow.forward": 0xF061, "arrow.backward": 0xF060, "chevron.up": 0xF077, "chevron.down": 0xF078,
        "arrow.right": 0xF061, "arrow.left": 0xF060, "arrow.up": 0xF062, "arrow.down": 0xF063,
        "arrow.clockwise": 0xF01E, "arrow.counterclockwise": 0xF0E2,
        "bell": 0xF0A2, "bell.fill": 0xF0F3, "envelope": 0xF003, "envelope.fill": 0xF0E0,
        "camera": 0xF030, "camera.fill": 0xF030, "photo": 0xF03E, "photo.fill": 0xF03E,
        "calendar": 0xF073, "clock": 0xF017, "clock.fill": 0xF017,
        "info.circle": 0xF05A, "info.circle.fill": 0xF05A, "questionmark.circle": 0xF059, "questionmark.circle.fill": 0xF059,
        "exclamationmark.triangle": 0xF071, "exclamationmark.triangle.fill": 0xF071, "exclamationmark.circle": 0xF06A,
        "square.and.arrow.up": 0xF045, "square.and.pencil": 0xF044, "pencil": 0xF040,
        "lock": 0xF023, "lock.fill": 0xF023, "lock.open": 0xF09C, "globe": 0xF0AC,
        "cart": 0xF07A, "cart.fill": 0xF07A, "bookmark": 0xF097, "bookmark.fill": 0xF02E,
        "paperplane": 0xF1D9, "paperplane.fill": 0xF1D8, "play.fill": 0xF04B, "play": 0xF04B, "pause.fill": 0xF04C,
        "pause": 0xF04C, "stop.fill": 0xF04D, "forward.fill": 0xF04E, "backward.fill": 0xF04A,
        "ellipsis": 0xF141, "line.3.horizontal": 0xF0C9, "list.bullet": 0xF03A,
        "mappin": 0xF041, "mappin.and.ellipse": 0xF041, "location": 0xF124, "location.fill": 0xF124, "map": 0xF279,
        "phone": 0xF095, "phone.fill": 0xF095, "cloud": 0xF0C2, "cloud.fill": 0xF0C2,
        "sun.max": 0xF185, "sun.max.fill": 0xF185, "moon": 0xF186, "moon.fill": 0xF186, "bolt": 0xF0E7, "bolt.fill": 0xF0E7,
        "flame": 0xF06D, "flame.fill": 0xF06D, "folder": 0xF114, "folder.fill": 0xF07B, "doc": 0xF016, "doc.fill": 0xF15B,
        "doc.text": 0xF0F6, "link": 0xF0C1, "eye": 0xF06E, "eye.fill": 0xF06E, "eye.slash": 0xF070,
        "hand.thumbsup": 0xF087, "hand.thumbsup.fill": 0xF164, "hand.thumbsdown": 0xF088,
        "music.note": 0xF001, "wifi": 0xF1EB, "battery.100": 0xF240, "tag": 0xF02B, "tag.fill": 0xF02B,
        "gift": 0xF06B, "gift.fill": 0xF06B, "creditcard": 0xF09D, "creditcard.fill": 0xF09D,
        "square.grid.2x2": 0xF009, "slider.horizontal.3": 0xF1DE, "bubble.left": 0xF0E5, "bubble.left.fill": 0xF075,
        "message": 0xF0E5, "message.fill": 0xF075, "cube": 0xF1B2, "flag": 0xF11D, "flag.fill": 0xF024,
        "airplane": 0xF072, "car": 0xF1B9, "car.fill": 0xF1B9, "bicycle": 0xF206, "leaf": 0xF06C, "leaf.fill": 0xF06C,
        "cloud.rain": 0xF0E9, "umbrella": 0xF0E9, "trophy": 0xF091, "trophy.fill": 0xF091, "book": 0xF02D, "book.fill": 0xF02D,
        "printer": 0xF02F, "tray": 0xF01C, "square.and.arrow.down": 0xF019, "icloud.and.arrow.down": 0xF0ED,
        "arrow.triangle.2.circlepath": 0xF021, "power": 0xF011, "speaker.wave.2": 0xF028, "speaker.slash": 0xF026,
        "mic": 0xF130, "mic.fill": 0xF130, "video": 0xF03D, "video.fill": 0xF03D, "house.circle": 0xF015,
        "circle": 0xF10C, "circle.fill": 0xF111, "square": 0xF096, "checkmark.square": 0xF046, "square.fill": 0xF0C8,
    ]
}
