import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The original terminal settings, restored by the signal handlers (which cannot capture).
nonisolated(unsafe) private var savedTerminalSettings = termios()
nonisolated(unsafe) private var terminalSettingsSaved = false

nonisolated(unsafe) private var rawTerminalSettings = termios()

private func applyRawTerminalSettings() {
    if terminalSettingsSaved {
        var settings = rawTerminalSettings
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }
}

private func restoreTerminalSettings() {
    if terminalSettingsSaved {
        var settings = savedTerminalSettings
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }
}

/// Single keys from the terminal: standard input in non-canonical, no-echo mode (signals such as
/// Ctrl-C still work). The original mode is restored by ``restore()``, at exit, and on SIGINT,
/// SIGTERM, SIGHUP and SIGQUIT (then the signal's default action runs).
public final class TerminalKeySource: ReviewKeySource {
    private var active = false

    /// Whether standard input and output are terminals.
    public static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Switches the terminal to single-key mode.
    public init() throws(ReviewError) {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { throw .system("read the terminal settings of", "standard input") }
        savedTerminalSettings = settings
        terminalSettingsSaved = true
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(signalNumber) { received in
                restoreTerminalSettings()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        // Ctrl-Z: give the shell its terminal back; on `fg`, single-key mode again.
        signal(SIGTSTP) { _ in
            restoreTerminalSettings()
            signal(SIGTSTP, SIG_DFL)
            raise(SIGTSTP)
        }
        signal(SIGCONT) { _ in
            applyRawTerminalSettings()
            signal(SIGTSTP) { _ in
                restoreTerminalSettings()
                signal(SIGTSTP, SIG_DFL)
                raise(SIGTSTP)
            }
        }
        atexit { restoreTerminalSettings() }
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        rawTerminalSettings = raw
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { throw .system("set the terminal mode of", "standard input") }
        active = true
    }

    /// Restores the terminal's original mode.
    public func restore() {
        guard active else { return }
        restoreTerminalSettings()
        active = false
    }

    deinit { restore() }

    public func nextKey() -> ReviewKey? {
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { break }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
        guard byte == 27 else { return ReviewKey(bytes: [byte]) }
        // An escape sequence (arrow keys) arrives at once; a lone Escape does not.
        var sequence: [UInt8] = [27]
        var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while sequence.count < 3, poll(&poller, 1, 30) > 0 {
            var next: UInt8 = 0
            guard read(STDIN_FILENO, &next, 1) == 1 else { break }
            sequence.append(next)
        }
        return ReviewKey(bytes: sequence)
    }
}
