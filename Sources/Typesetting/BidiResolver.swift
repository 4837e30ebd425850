import CHarfBuzz

/// A compact version of the Unicode Bidirectional Algorithm (UAX #9). Each paragraph's direction is its first
/// strong character's (rules P2/P3, as `Text` does on Apple platforms: a paragraph that starts in Arabic or Hebrew
/// is right to left, whatever the layout direction). In a left-to-right paragraph, right-to-left scripts
/// (Hebrew, Arabic, …) get level 1, numbers after them level 2, neutrals between two right-to-left characters
/// level 1, everything else level 0. In a right-to-left paragraph, right-to-left scripts and neutrals get level
/// 1, left-to-right text and numbers level 2, neutrals between two left-to-right characters level 2. No explicit
/// embeddings or isolates.
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
        var levels = leftToRightLevels(classes)
        // Paragraphs whose first strong character is right to left (P2/P3) are resolved again at level 1.
        var start = 0
        while start < classes.count {
            var end = start
            while end < classes.count, classes[end] != .separator { end += 1 }
            let firstStrong = classes[start..<end].first { $0 == .left || $0 == .right }
            if firstStrong == .right {
                let paragraph = rightToLeftLevels(Array(classes[start..<end]))
                levels.replaceSubrange(start..<end, with: paragraph)
                // The separator ending the paragraph takes its level (L1).
                if end < classes.count { levels[end] = 1 }
            }
            start = end + 1
        }
        return levels
    }

    /// The levels of one right-to-left paragraph (no separators): right-to-left characters 1, left-to-right
    /// characters and numbers 2 (I2); neutrals between two left-to-right characters 2, else 1 (N1/N2: a number
    /// counts as left to right after left-to-right text (W7), else as right to left; the paragraph's edges count
    /// as right to left).
    private static func rightToLeftLevels(_ classes: [Class]) -> [UInt8] {
        let count = classes.count
        var levels = [UInt8](repeating: 1, count: count)
        // Whether each character counts as left to right for the neutrals beside it.
        var isLTR = [Bool](repeating: false, count: count)
        var lastStrongLTR = false
        for index in 0..<count {
            switch classes[index] {
            case .left:
                lastStrongLTR = true
                levels[index] = 2
                isLTR[index] = true
            case .right:
                lastStrongLTR = false
            case .number:
                levels[index] = 2
                isLTR[index] = lastStrongLTR
            case .neutral, .separator:
                break
            }
        }
        var index = 0
        while index < count {
            guard classes[index] == .neutral else {
                index += 1
                continue
            }
            var end = index
            while end < count, classes[end] == .neutral { end += 1 }
            let before = index > 0 && isLTR[index - 1]
            let after = end < count && isLTR[end]
            if before && after {
                for neutral in index..<end { levels[neutral] = 2 }
            }
            index = end
        }
        return levels
    }

    /// The levels of left-to-right paragraphs.
    private static func leftToRightLevels(_ classes: [Class]) -> [UInt8] {
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
