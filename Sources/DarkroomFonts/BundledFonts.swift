import Foundation

/// The font files Darkroom draws with, shipped in this target's resource bundle (`Fonts/`), and
/// the SHA-256 of each: the exact files of Debian 12's font packages (see `Fonts/README.md`).
public enum BundledFonts {
    /// The directory holding the bundled font files (inside the `DarkroomFonts` resource bundle).
    public static let directory: String = {
        if let url = Bundle.module.url(forResource: "Fonts", withExtension: nil) { return url.path }
        return (Bundle.module.bundlePath as NSString).appendingPathComponent("Fonts")
    }()

    /// The pinned SHA-256 (64 lowercase hex digits) of every bundled font file, by file name.
    public static let sha256: [String: String] = [
        "Inter-Black.otf": "d108d003dd5e5a692a586e25aec09f5643f8078613e53d6d5e7ae45e1adf2fb4",
        "Inter-BlackItalic.otf": "fdd250fe1eadd2d48151f9e18d989840d308450486ec4a2e4e4fde4b0d435f6c",
        "Inter-Bold.otf": "1e9dfd6a6e33ac63a8fe3b4ed7ae0df9eac2d0b25e444e8e7daef4ac77943fc1",
        "Inter-BoldItalic.otf": "db4356b780ed61e0d0597a07566bef5bd7497d6f0edc2d88dbf8deaedaf1ace4",
        "Inter-ExtraBold.otf": "158144ef2ad48baf0e45907951a00a1d3264f85c742ccfbc087e90d3d9288cfa",
        "Inter-ExtraBoldItalic.otf": "6afee6b920d669c589b47fc2abbcad7d459f3d22f6c934c39c33105b39c238da",
        "Inter-ExtraLight.otf": "a0f33dfec7784ebf09b19d4ea50ffa49e2595f880082351124aacf9ebfa48442",
        "Inter-ExtraLightItalic.otf": "df1d6a77ed02425ec3456dfb488f05bba51e20d62dad2a92edf4ab7425247697",
        "Inter-Italic.otf": "45ecfe6cbadfd4803de6214e02c336a95163a7703973bc8a5ce7ac2d174ecaf7",
        "Inter-Light.otf": "e66f130fbadda71e297a9a78025e2f05e8d225ae9dfcea9f51f6570b68fdd905",
        "Inter-LightItalic.otf": "9e9b0aa66832affca1f1bed090eb7b49236de1ac7b7e81f8c7c80864de49a974",
        "Inter-Medium.otf": "99dab2bdcb613c4c8264000a94351d1227f74dc95a86d1249493aeee0c0179c4",
        "Inter-MediumItalic.otf": "a0d825963fd0040dd3445c42bf769472dd0777b4e76323486caf72d955bb4723",
        "Inter-Regular.otf": "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc",
        "Inter-SemiBold.otf": "8c1990b6012254ea2b487161697d107357dd0ee55811cfd91c8c11227bbef457",
        "Inter-SemiBoldItalic.otf": "404251faffd4c55dfcb53007e7afb9d5c2891584c842165e35050345ab97744b",
        "Inter-Thin.otf": "4d9bb6a256c5a9a4f3c7a7f5f27eb0f7e849a1ceee20638d44c9073b41a0b015",
        "Inter-ThinItalic.otf": "e8ecee2030f42da7214c7d5dae3c9c29dfb5e728c7f14020b4ce813da6aff12d",
        "InterDisplay-Black.otf": "6827cddb859145f5bad353666e92b35bce2a6807051e4a2bf7e93ae4832a30fa",
        "InterDisplay-BlackItalic.otf": "bc1c0c5922a8f5b1a78f7540971b35a33688d503c48b4f0182c90130e0eb68e4",
        "InterDisplay-Bold.otf": "2738619937fdcd1f0a331ea68d74ef6f9619a6eaaa1f904c73ceafc6c99879d6",
        "InterDisplay-BoldItalic.otf": "b9478a740ae33a3cf78e4aaec74207fa7e35ab69f2ff94ece3bd2e1bf4a5191b",
        "InterDisplay-ExtraBold.otf": "8d28ae39fa9c092d2898aeb8916022882600829e0a9f2d34390dccd245c0bee0",
        "InterDisplay-ExtraBoldItalic.otf": "ef2b33b065597c3b3db04a491d1f436aa148b136636bb93b2e1145c44d0d7a95",
        "InterDisplay-ExtraLight.otf": "f9ea85c3f52214c80fb4f562c68c647587c399a71cd8247c7b6a7f76cc75447f",
        "InterDisplay-ExtraLightItalic.otf": "05b1031326bb9adbcecb37d4e9c4eb3758c1e43a9414f645af6a263cd9917993",
        "InterDisplay-Italic.otf": "416db016f05e828c3831069bd6b231a1e86f51ef1fe356a992e535a225404235",
        "InterDisplay-Light.otf": "3c1ca9b58f22f6c0a736704bc62e754eeb15981f4b93bb510963f3d9a8297a23",
        "InterDisplay-LightItalic.otf": "f4ce91a9f5a39bed231798a0a327e5bd6df6789ae89937d14ac8d0009287c104",
        "InterDisplay-Medium.otf": "c6c1495a1d948689718b853983b699a86488c2a044fbc1317b64545eb78176bd",
        "InterDisplay-MediumItalic.otf": "4433a792f6eac887df5435f2784147d2110f6199c8405f5f8204ef9375aa16f0",
        "InterDisplay-Regular.otf": "82132edfc052b9f30a4bec53c9089cc5f1e6a0d4aa3b3aa3dfdd1eca89123780",
        "InterDisplay-SemiBold.otf": "1db59eb44058d96bd1eb258317ecc33e9766e96726939eb6850987dcda47ef5e",
        "InterDisplay-SemiBoldItalic.otf": "3f58177fb439009f6efc1c5a0523ccd2387f9b5f4f15c0d1c4e7cdb3327c9d32",
        "InterDisplay-Thin.otf": "88f004cbcf3a7fb4d044d3348d7fb5b537106b45a154e57fddae5b338074e894",
        "InterDisplay-ThinItalic.otf": "f86f4ad7c902f572fbab6957f38a7f13ecebbf65585254882d9861e13c442dae",
        "Manjari-Bold.otf": "edb1547fcf5129c122e629a64eaa9695bc8f522f28a46ad538161c21b52bc227",
        "Manjari-Regular.otf": "0a4243360b6aaad6141a432c7c85dcf9963466731753230d32367a20f669db73",
        "Manjari-Thin.otf": "72ab16def25b77737c54dcda7bf96ece15df51f0b37cd418c9033899f7fa1955",
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
        "MaterialIcons-Regular.ttf": "29c11fa532ebb58db7ef59c860e4eb935bc2921a8654172d8e889e51f85c6004",
        "NotoColorEmoji.ttf": "e5899ed38b8ed83e08bd3ac5de09791e9d19d288333a796de1d35ad17396f1ec",
        "fontawesome-webfont.ttf": "aa58f33f239a0fb02f5c7a6c45c043d7a9ac9a093335806694ecd6d4edc0d6a8",
    ]
}
