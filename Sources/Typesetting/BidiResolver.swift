import CHarfBuzz

/// A compact version of the Unicode Bidirectional Algorithm (UAX #9) for left-to-right
/// paragraphs (SwiftUI's default layout direction): right-to-left scripts (Hebrew, Arabic, …)
/// get level 1, numbers after them level 2, neutrals between two right-to-left characters
/// level 1, everything else level 0. No explicit embeddings or isolates.
enum BidiResolver {
    enum Class: UInt8 {
        case left
        case right
        case number
        case neutral
        /// A paragraph separator (newline): resets the context to left-to-right.
        case separator
    }

    /// The bidi class of a cluster's first scalar (script-based: HarfBuzz's Unicode data).
    static func bidiClass(_ scalar: Unicode.Scalar) -> Class {
        let value = scalar.value
        if value < 0x80 {
            switch value {
            case 0x30...0x39: return .number
            case 0x41...0x5A, 0x61...0x7A: return .left
            default: return .neutral
            }
        }
        if CharacterClassifier.isMandatoryBreak(value) { return .separator }
        if scalar.properties.numericType == .decimal { return .number }
        let script = hb_unicode_script(hb_unicode_funcs_get_default(), value)
        if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN {
            return .neutral
        }
        return hb_script_get_horizontal_direction(script) == HB_DIRECTION_RTL ? .right : .left
    }

    /// Embedding levels, or `nil` when everything is left-to-right (the common case).
    static func levels(_ classes: [Class]) -> [UInt8]? {
        guard classes.contains(.right) else { return nil }
        let count = classes.count
        var levels = [UInt8](repeating: 0, count: count)
        // Strong direction of each resolved character for neutral resolution (true = RTL).
        var isRTL = [Bool](repeating: false, count: count)
        var lastStrongRTL = false
        for index in 0..<count {
            switch classes[index] {
            case .left:
                lastStrongRTL = false
            case .right:
                lastStrongRTL = true
                levels[index] = 1
                isRTL[index] = true
            case .number:
                // European/Arabic digits after RTL text read left-to-right inside it.
                if lastStrongRTL {
                    levels[index] = 2
                    isRTL[index] = true
                }
            case .separator:
                lastStrongRTL = false
            case .neutral:
                break
            }
        }
        // Neutrals take the direction of their neighbours when both agree, else the paragraph's.
        var index = 0
        while index < count {
            guard classes[index] == .neutral else {
                index += 1
                continue
            }
            var end = index
            while end < count, classes[end] == .neutral { end += 1 }
            let before = index > 0 && classes[index - 1] != .separator && isRTL[index - 1]
            let after = end < count && classes[end] != .separator && isRTL[end]
            if before && after {
                for neutral in index..<end { levels[neutral] = 1 }
            }
            index = end
        }
        return levels
    }

    /// Visual order of `range` (rule L2: reverse runs at each level from the highest down to
    /// the lowest odd level).
    static func visualOrder(_ range: Range<Int>, levels: (Int) -> UInt8) -> [Int] {
        var order = Array(range)
        var highest: UInt8 = 0
        var lowestOdd: UInt8 = .max
        for index in range {
            let level = levels(index)
            highest = max(highest, level)
            if level % 2 == 1 { lowestOdd = min(lowestOdd, level) }
        }
        guard highest > 0 else { return order }
        if lowestOdd == .max { lowestOdd = 1 }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                guard levels(order[start]) >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count, levels(order[end]) >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return order
    }
}
