/// Text from files and URLs made safe for a terminal: control characters are shown as Swift escapes.
///
/// A scenario's name, description or URL reaches the terminal in reports and errors. ESC would start a
/// control sequence (colours, cursor moves, a window title), CR and LF would start a line that looks like
/// `navsim`'s own (`error: …`), BEL rings. Every C0 and C1 control character, DEL, the line and paragraph
/// separators and the bidirectional formatting characters (which reorder what is shown) are written as
/// `\u{1B}`-style escapes; everything else is kept, Unicode included.
///
/// ```swift
/// TerminalText.escaped("a\u{1B}[31mRED\nerror: fake")  // "a\\u{1B}[31mRED\\u{A}error: fake"
/// ```
public enum TerminalText {
    /// `text` with every character a terminal would act on escaped.
    ///
    /// - Parameter text: Text from outside the program.
    /// - Returns: The text, safe to print on one line.
    public static func escaped(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return String(text) }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a terminal would act on the scalar rather than show it.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true  // Line and paragraph separators.
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // Bidirectional formatting.
        default: false
        }
    }
}
