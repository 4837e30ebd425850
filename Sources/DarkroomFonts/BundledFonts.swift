import Foundation

/// The font files Darkroom draws with, shipped in this target's resource bundle (`Fonts/`), and
/// the SHA-256 of each: the exact files of Debian's font packages, and a subset of one of them (the CJK
/// faces, made by `scripts/subset-cjk-font.py`; see `Fonts/README.md`).
public enum BundledFonts {
    /// The directory holding the bundled font files (inside the `DarkroomFonts` resource bundle).
    public static let directory: String = {
        if let url = Bundle.module.url(forResource: "Fonts", withExtension: nil) { return url.path }
        return (Bundle.module.bundlePath as NSString).appendingPathComponent("Fonts")
    }()

    /// The Thai word list Thai line breaking uses (in ``directory``): ICU's Thai dictionary, re-encoded by
    /// `scripts/make-thai-words.py` (see `Fonts/README.md`).
    public static let thaiWordsFile = "thai-words.dat"

    /// The pinned SHA-256 of ``thaiWordsFile``.
    public static let thaiWordsSHA256 = "7f9d7136b6e2781bd8f822e7822060a3e390b6234fd1020a97bb527463c656a9"

    /// The pinned SHA-256 (64 lowercase hex digits) of every bundled font file, by file name (kept sorted).
    public static let sha256: [String: String] = [
        "DejaVuMathTeXGyre.ttf": "f9111561cce123a3b7bdbc230c671b4152265dd1ca6179bc8fac242a6dad0df1",
        "DejaVuSans-Bold.ttf": "0d977336a6d5fba34eab8e3199eb218327161b5143749f802982c2bc34df0c96",
        "DejaVuSans-BoldOblique.ttf": "b7479266f14d71a019f79cb0ccc23acb6b130483317f7fff16182a0784031c9b",
        "DejaVuSans-Oblique.ttf": "eef1a593cc0a4654f147fd1aa9a11e7d327eb8be6f3a35099182db6aeb5d28fe",
        "DejaVuSans.ttf": "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322",
        "DejaVuSansCondensed-Bold.ttf": "6d2f2481e2aae944e8411cc5be515c69503ff7f5db52f2c67bcbe5d4de6bec13",
        "DejaVuSansCondensed-BoldOblique.ttf": "a0c1e726e901341f5b0a0ecae0696fef44de9a004768ba71d69909938caa1421",
        "DejaVuSansCondensed-Oblique.ttf": "e35007c431fa7d6c8c8b1aeac60bd68ac14869bb7ed70959c6f027e4cdfa8d35",
        "DejaVuSansCondensed.ttf": "2d8aa290adcf1ebcbb35f63e57cf32941b012eaab4b65096b904112cf3bac972",
        "DejaVuSansMono-Bold.ttf": "2964f6dac8e6e9d71613928340f17bf868e9ea51692cca333c79e74962f02233",
        "DejaVuSansMono-BoldOblique.ttf": "97a099e700f0e0a4f0078c04a970686595c9a6049b5a1defbd22362e20ae1fcf",
        "DejaVuSansMono-Oblique.ttf": "db15e83c273e57cd52731c10ebb5b6bbcb0b3e9e5860dec33a66b60a5294f2df",
        "DejaVuSansMono.ttf": "0f5db4f1749979d961019838b160bec74abdf7f9eca69553fe1aa856bbff49a4",
        "DejaVuSerif-Bold.ttf": "e2fd85eba2de65ac270d1cdb1685e252eb827f600850cf62af2d20c41b22e945",
        "DejaVuSerif-BoldItalic.ttf": "c84b722b8da77cb96873a801c9ad1bc3b75d0c847c718696898878f33186c657",
        "DejaVuSerif-Italic.ttf": "889a2b9daff9f091f7cf1ff6c88e5c1a5b55b3afb221571393ccb71ec9301ec9",
        "DejaVuSerif.ttf": "13e61509f5c81d7c3132810f4f903e3523df89c802bf6e0674621e8f659cdfe1",
        "DejaVuSerifCondensed-Bold.ttf": "9432825f095d7bdc4fb445d60b7a91f326e212d041f88cf0c651801f6b7f5668",
        "DejaVuSerifCondensed-BoldItalic.ttf": "66b389de31f2a2f64110b9a5da006e3a3e903ead43a3fdbaa91c130ded9d1a8c",
        "DejaVuSerifCondensed-Italic.ttf": "c1670c8a103e28767d44c94203a15975bee1cf04c40caffd4a5349b90a779cd0",
        "DejaVuSerifCondensed.ttf": "1b3f7840572a81733df8f7a82176d61c19b43c2b110e380bac7ee07e9ac6a66b",
        "InterVariable-Italic.ttf": "d6f1f6a172d9e588438db9f986fd5cfad7b30f644374080a8a9d4d91e344586f",
        "InterVariable.ttf": "4989b125924991b90d05b2d16e0e388c48f7d5bb8b30539bbf9c755278d0ccaf",
        "LiberationMono-Bold.ttf": "29534b0aad22fa386843365da6f04102df8d6a076e06a2a5ce270f83dd1bf351",
        "LiberationMono-Regular.ttf": "6b3809450cf6253b36d157198dc15004a5fbade9abad5543c377feb7bb29139c",
        "LiberationSans-Bold.ttf": "ba0e0dc3f7aca5b0afbc31e800531ee43be3aa79ae35b2ef1f6470a9547765c4",
        "LiberationSans-Regular.ttf": "8d91388f1d3604b3b8ae0e3ee2d140e50cd6122f9214514f4aca772540a4076d",
        "LiberationSerif-Bold.ttf": "446a4421f297698427170fd7db20e59169a4188baaaf940e9bea58af6341a723",
        "LiberationSerif-Regular.ttf": "29d12439831b7f59194efec85872f24f54eff05738933f9a860220d2abff88ba",
        "Manjari-Bold.otf": "edb1547fcf5129c122e629a64eaa9695bc8f522f28a46ad538161c21b52bc227",
        "Manjari-Regular.otf": "0a4243360b6aaad6141a432c7c85dcf9963466731753230d32367a20f669db73",
        "Manjari-Thin.otf": "72ab16def25b77737c54dcda7bf96ece15df51f0b37cd418c9033899f7fa1955",
        "MaterialIcons-Regular.ttf": "29c11fa532ebb58db7ef59c860e4eb935bc2921a8654172d8e889e51f85c6004",
        "NotoColorEmoji.ttf": "e5899ed38b8ed83e08bd3ac5de09791e9d19d288333a796de1d35ad17396f1ec",
        "fontawesome-webfont.ttf": "aa58f33f239a0fb02f5c7a6c45c043d7a9ac9a093335806694ecd6d4edc0d6a8",
        "NotoSansCJKjp-Subset-Regular.otf": "be5152acc302fb2d3d67c0bd23c40fe696b00dc8f6b88cce7bd00a662f8e097a",
        "NotoSansCJKjp-Subset-Bold.otf": "a342a2ce05f797f343662afc75a7b104527f2e6dde2b587d9dbecd5db23e0aed",
        "NotoSansThai-Regular.ttf": "dfbd5ed0f1e68c3cbc51aa08f646d1ab0e68e7c4ceab70a69e465225ff701f93",
        "NotoSansThai-Bold.ttf": "97bbc8ea98328325285f2f552228c7aac1db39d8f38f0096a61ba7df1f1f780e",
        "NotoSansDevanagari-Regular.ttf": "79a470365ccb210fa3c7d8d8ff2e005ef9d983cfd067f735a0caf7e15070ca9f",
        "NotoSansDevanagari-Bold.ttf": "77ad688cfe1dc55185bf4edb4db3c614202c65dd23a1463ad0e23fc52bcc9a5c",
    ]
}
