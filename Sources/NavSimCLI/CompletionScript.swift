import Foundation

/// `navsim --generate-completion-script bash|zsh|fish`: shell completion generated from the subcommand
/// table, so it never drifts from the options there are.
///
/// ```sh
/// navsim --generate-completion-script bash > ~/.local/share/bash-completion/completions/navsim
/// navsim --generate-completion-script zsh > ~/.zfunc/_navsim        # with fpath+=~/.zfunc
/// navsim --generate-completion-script fish > ~/.config/fish/completions/navsim.fish
/// ```
enum CompletionScript {
    static let shells = ["bash", "zsh", "fish"]

    /// The script for a shell, or `nil` for a shell it does not know.
    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash
        case "zsh": zsh
        case "fish": fish
        default: nil
        }
    }

    static var commands: [any Subcommand.Type] { NavSimCommand.subcommands }

    static let topLevelOptions = ["--help", "--version", "--generate-completion-script"]

    /// Whether a subcommand takes FILE arguments (its usage's first word after the name).
    static func takesFiles(_ command: any Subcommand.Type) -> Bool {
        let words = command.usage.split(separator: " ")
        return words.count > 1 && words[1].contains("FILE")
    }

    /// The completions of an option's value: choices, files or folders; nothing to offer for a number.
    enum ValueCompletion {
        case choices([String])
        case files
        case directories
        case none
    }

    static func completion(_ option: OptionSpec) -> ValueCompletion? {
        guard let placeholder = option.placeholder else { return nil }
        if !option.choices.isEmpty { return .choices(option.choices) }
        switch placeholder {
        case "FILE": return .files
        case "DIR": return .directories
        default: return ValueCompletion.none
        }
    }

    static func names(_ option: OptionSpec) -> [String] { [option.name] + (option.short.map { [$0] } ?? []) }

    static func allOptions(_ command: any Subcommand.Type) -> [OptionSpec] {
        command.options + [.flag("--help", short: "-h", "Show this help.")]
    }

    // MARK: - bash

    static var bash: String {
        var lines = [
            "# bash completion for navsim (navsim --generate-completion-script bash)",
            "_navsim() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    if [[ $COMP_CWORD -eq 1 ]]; then",
            "        COMPREPLY=($(compgen -W \"\(commands.map { $0.name }.joined(separator: " ")) \(topLevelOptions.joined(separator: " "))\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    if [[ \"${COMP_WORDS[1]}\" == --generate-completion-script ]]; then",
            "        COMPREPLY=($(compgen -W \"\(shells.joined(separator: " "))\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    case \"${COMP_WORDS[1]}\" in",
        ]
        for command in commands {
            lines.append("        \(command.name))")
            lines.append("            case \"$prev\" in")
            for option in command.options {
                guard let completion = completion(option) else { continue }
                let pattern = names(option).joined(separator: "|")
                switch completion {
                case .choices(let values):
                    lines.append(
                        "                \(pattern)) COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\")); return ;;"
                    )
                case .files:
                    lines.append("                \(pattern)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;")
                case .directories:
                    lines.append("                \(pattern)) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;")
                case .none: lines.append("                \(pattern)) return ;;")
                }
            }
            lines.append("            esac")
            let words = allOptions(command).flatMap(names).joined(separator: " ")
            let files = takesFiles(command) ? " $(compgen -f -- \"$cur\")" : ""
            lines.append("            COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\")\(files))")
            lines.append("            ;;")
        }
        lines += ["    esac", "}", "complete -o filenames -F _navsim navsim"]
        return lines.joined(separator: "\n")
    }

    // MARK: - zsh

    static func zshEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "[", with: "\\[")
            .replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: ":", with: "\\:")
    }

    static var zsh: String {
        var lines = [
            "#compdef navsim",
            "# zsh completion for navsim (navsim --generate-completion-script zsh)",
            "_navsim() {",
            "    local -a commands",
            "    commands=(",
        ]
        for command in commands {
            lines.append("        '\(command.name):\(zshEscaped(command.summary))'")
        }
        lines += [
            "    )",
            "    if (( CURRENT == 2 )); then",
            "        _describe 'command' commands",
            "        _values 'option' '--help[show help]' '--version[show the version]' "
                + "'--generate-completion-script[print a shell completion script]'",
            "        return",
            "    fi",
            "    case $words[2] in",
            "        --generate-completion-script) _values 'shell' \(shells.joined(separator: " ")) ;;",
        ]
        for command in commands {
            var specs: [String] = []
            for option in allOptions(command) {
                let help = zshEscaped(option.help)
                var action = ""
                switch completion(option) {
                case .choices(let values)?:
                    action = ":\(option.placeholder ?? "value"):(\(values.joined(separator: " ")))"
                case .files?: action = ":file:_files"
                case .directories?: action = ":folder:_files -/"
                case ValueCompletion.none?: action = ":\(option.placeholder ?? "value"): "
                case nil: action = ""
                }
                for name in names(option) { specs.append("'\(name)[\(help)]\(action)'") }
            }
            if takesFiles(command) { specs.append("'*:file:_files'") }
            lines.append("        \(command.name))")
            lines.append("            shift words; (( CURRENT-- ))")
            lines.append("            _arguments -s \\")
            lines += specs.map { "                \($0) \\" }
            lines.append("                && return ;;")
        }
        lines += ["    esac", "}", "_navsim \"$@\""]
        return lines.joined(separator: "\n")
    }

    // MARK: - fish

    static func fishEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }

    static var fish: String {
        var lines = [
            "# fish completion for navsim (navsim --generate-completion-script fish)",
            "complete -c navsim -f",
        ]
        let names = commands.map { $0.name }.joined(separator: " ")
        for command in commands {
            lines.append(
                "complete -c navsim -n 'not __fish_seen_subcommand_from \(names)' -a \(command.name) "
                    + "-d '\(fishEscaped(command.summary))'")
        }
        lines.append(
            "complete -c navsim -n 'not __fish_seen_subcommand_from \(names)' -l generate-completion-script "
                + "-r -a '\(shells.joined(separator: " "))' -d 'Print a shell completion script'")
        lines.append(
            "complete -c navsim -n 'not __fish_seen_subcommand_from \(names)' -l version -d 'Show the version'")
        for command in commands {
            let condition = "-n '__fish_seen_subcommand_from \(command.name)'"
            if takesFiles(command) { lines.append("complete -c navsim \(condition) -F") }
            for option in allOptions(command) {
                var line = "complete -c navsim \(condition) -l \(option.name.dropFirst(2))"
                if let short = option.short { line += " -s \(short.dropFirst())" }
                switch completion(option) {
                case .choices(let values)?: line += " -x -a '\(values.joined(separator: " "))'"
                case .files?: line += " -r -F"
                case .directories?: line += " -x -a '(__fish_complete_directories)'"
                case ValueCompletion.none?: line += " -x"
                case nil: break
                }
                lines.append(line + " -d '\(fishEscaped(option.help))'")
            }
        }
        return lines.joined(separator: "\n")
    }
}
