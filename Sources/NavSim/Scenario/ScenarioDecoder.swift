/// Builds a ``Scenario`` from a document already checked against ``ScenarioSchema``, and checks what a
/// schema cannot: one of `preset` and `chain`, handler names, faults that need the completion-handler
/// form, an empty mix, URLs, route patterns.
struct ScenarioDecoder {
    let file: String

    func invalid(_ path: String, _ problem: String, _ expected: String, _ fix: String) -> ScenarioError {
        ScenarioError(.invalid, file: file, path: path, problem: problem, expected: expected, fix: fix)
    }

    mutating func scenario(_ root: JSONValue, digest: String) throws(ScenarioError) -> Scenario {
        let configurationValue = root["configuration"] ?? .object([])
        let configuration = try configuration(configurationValue, path: "$.configuration")
        let webViews = root.integer("webViews", of: "scenario")
        let faults = try faults(root["faults"], configuration: configuration)
        var deadline: DecisionDeadline?
        if let value = root["deadline"] {
            deadline = DecisionDeadline(
                try duration(value["after"], "$.deadline.after"),
                policy: value["policy"]?.string == "failOpen" ? .failOpen : .failClosed)
        }
        let page = try page(root["page"] ?? .object([]))
        let workload = try workload(
            root["workload"] ?? .object([]), webViews: webViews, configuration: configuration)
        let usesBridge = faults.values.contains { $0.onBridgeNotReady != nil }
        var finalPage = page
        if usesBridge, finalPage.scriptBridgeReadyAfter == nil { finalPage.scriptBridgeReadyAfter = .zero }
        return Scenario(
            file: file,
            digest: digest,
            name: root["name"]?.label ?? "scenario",
            summary: root["description"]?.label ?? "",
            seed: UInt64(root.integer("seed", of: "scenario")),
            sdk: root["sdk"]?.string == "legacy" ? .legacy : .modern,
            webViews: webViews,
            webViewIsolation: root["mainActor"]?.bool == true ? .mainActor : .ownActor,
            configuration: configuration,
            deadline: deadline,
            page: finalPage,
            workload: workload,
            faults: faults,
            expectations: try expectations(root["expect"], configuration: configuration),
            failOn: root.enumeration("failOn", of: "scenario"),
            endsAtFirstViolation: root["endsAtFirstViolation"]?.bool ?? false
        )
    }

    // MARK: - Configuration

    func configuration(_ value: JSONValue, path: String) throws(ScenarioError) -> ScenarioConfiguration {
        let preset = value["preset"]?.string.flatMap(Preset.init(rawValue:))
        let chainValues = value["chain"]?.array
        if preset != nil, chainValues != nil {
            throw invalid(
                path, "both \"preset\" and \"chain\" are set", "one of them",
                "remove \"chain\" to use the preset's handlers, or \"preset\" to use your own chain")
        }
        var handlers: [any NavigationActionHandler] = []
        var timedHandlers: [String: ScenarioConfiguration.TimedHandlerSpec] = [:]
        var strategies: [String] = []
        var disableZoom: Bool?
        if let preset {
            let built = preset.configuration()
            handlers = built.navigationChain?.handlers ?? []
            strategies = built.strategies.map(\.name)
        } else if let chainValues {
            for (index, handlerValue) in chainValues.enumerated() {
                let handlerPath = "\(path).chain[\(index)]"
                let handler = try handler(handlerValue, path: handlerPath)
                if handlers.contains(where: { $0.name == handler.name }) {
                    throw invalid(
                        handlerPath + ".name", "a second handler is named \"\(handler.name)\"",
                        "a unique name for each handler", "give it a \"name\", such as \"\(handler.name)2\"")
                }
                handlers.append(handler)
                if let deepLink = handler as? DeepLinkHandler, let text = handlerValue["latency"]?.string {
                    timedHandlers[handler.name] = .init(
                        latency: try latency(text, handlerPath + ".latency"),
                        withoutLatency: DeepLinkHandler(
                            name: deepLink.name, hosts: deepLink.hosts, schemes: deepLink.schemes,
                            matchesEverything: deepLink.matchesEverything))
                }
            }
        } else {
            throw invalid(
                path, "neither \"preset\" nor \"chain\" is set", "one of them",
                "add \"preset\": \"default\" or a \"chain\" of handlers")
        }
        for name in value["strategies"]?.array?.compactMap(\.label) ?? [] where !strategies.contains(name) {
            strategies.append(name)
        }
        if let flag = value["disableZoom"]?.bool { disableZoom = flag }
        var scripts: [UserScript] = []
        for (index, script) in (value["userScripts"]?.array ?? []).enumerated() {
            scripts.append(
                UserScript(
                    source: script["source"]?.string ?? "",
                    injectionTime: script["injectionTime"]?.string == "atDocumentStart"
                        ? .atDocumentStart : .atDocumentEnd,
                    forMainFrameOnly: script.boolean("forMainFrameOnly", of: "userScript"),
                    name: script["name"]?.label ?? "script\(index + 1)"
                ))
        }
        var schemeHandlers: [ScenarioConfiguration.SchemeHandlerSpec] = []
        for (index, entry) in (value["schemeHandlers"]?.array ?? []).enumerated() {
            let scheme = entry["scheme"]?.string ?? ""
            let handlerPath = "\(path).schemeHandlers[\(index)]"
            let valid =
                scheme.first?.isLetter == true
                && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            let reserved = ["http", "https", "file", "about", "data", "blob"].contains(scheme.lowercased())
            guard valid, !reserved else {
                throw invalid(
                    handlerPath + ".scheme",
                    reserved ? "\"\(scheme)\" is a scheme WebKit handles itself" : "\"\(scheme)\" is not a URL scheme",
                    "a custom scheme: a letter, then letters, digits, '+', '-' or '.'",
                    "use a scheme like \"app-asset\"")
            }
            guard !schemeHandlers.contains(where: { $0.scheme == scheme.lowercased() }) else {
                throw invalid(
                    handlerPath + ".scheme", "\"\(scheme)\" already has a handler", "one handler per scheme",
                    "remove one of the two")
            }
            var latency = Duration.zero
            if let text = entry["latency"] { latency = try duration(text, handlerPath + ".latency") }
            var interval = Duration.zero
            if let text = entry["chunkInterval"] { interval = try duration(text, handlerPath + ".chunkInterval") }
            schemeHandlers.append(
                .init(
                    scheme: scheme.lowercased(), latency: latency,
                    mimeType: entry.text("mimeType", of: "schemeHandler"),
                    chunks: entry.integer("chunks", of: "schemeHandler"),
                    chunkSize: entry.integer("chunkSize", of: "schemeHandler"),
                    chunkInterval: interval,
                    failure: entry["failure"]?.string.flatMap(ScenarioPage.failure(named:)),
                    onStop: entry.enumeration("onStop", of: "schemeHandler"),
                    responseDelivery: entry.enumeration("response", of: "schemeHandler")))
        }
        var configuration = ScenarioConfiguration(
            preset: preset,
            handlers: handlers,
            form: value["form"]?.string == "completionHandler" ? .completionHandler : .chain,
            fallback: value["fallback"]?.string == "cancel" ? .cancel : .allow,
            chainErrorPolicy: value["chainErrorPolicy"]?.string == "allow" ? .allow : .cancel,
            strategies: strategies,
            userScripts: scripts,
            schemeHandlers: schemeHandlers,
            disableZoom: disableZoom
        )
        configuration.timedHandlers = timedHandlers
        if let name = value["delegateClass"]?.string {
            configuration.delegateClass = try delegateClass(
                name, form: configuration.form, path: path + ".delegateClass")
        }
        return configuration
    }

    /// A class name as WebKit prints it: identifiers separated by dots (a Swift class's module first), for
    /// the completion-handler form, the only one with a delegate.
    func delegateClass(_ name: String, form: ScenarioConfiguration.Form, path: String) throws(ScenarioError)
        -> String
    {
        guard form == .completionHandler else {
            throw invalid(
                path, "a delegate class is named, but the chain form has no navigation delegate",
                "\"form\": \"completionHandler\" with it",
                "add \"form\": \"completionHandler\" to the configuration, or remove \"delegateClass\"")
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let valid =
            name.utf8.count <= 256
            && parts.allSatisfy { part in
                part.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
                    && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            }
        guard valid else {
            throw invalid(
                path, "\"\(TerminalText.escaped(name.prefix(80)))\" is not a class name",
                "an Objective-C class name, or a Swift one with its module: identifiers (a letter or '_', then "
                    + "letters, digits or '_') separated by '.'",
                "use a name like \"WebViewCoordinator\" or \"MyApp.WebViewCoordinator\"")
        }
        return name
    }

    func handler(_ value: JSONValue, path: String) throws(ScenarioError) -> any NavigationActionHandler {
        // The schema checker has accepted the kind already; this names the fix should a kind slip through.
        guard let kind = BuiltinHandlerKind(rawValue: value["kind"]?.string ?? "") else {
            throw invalid(
                path + ".kind", "\"\(value["kind"]?.string ?? "")\" is not a handler kind",
                "one of " + ScenarioSchema.handlerKinds.map { "\"\($0)\"" }.joined(separator: ", "),
                "write one of the built-in kinds")
        }
        let defaultName = kind.defaultName
        let name = value["name"]?.label ?? defaultName
        let hostSchemes = value["hostSchemes"]?.array?.compactMap(\.string)
        let hosts = try hostPatterns(value["hosts"], schemes: hostSchemes.map(Set.init), path: path + ".hosts")
        let schemes = Set(value["schemes"]?.array?.compactMap(\.string).map { $0.lowercased() } ?? [])
        let policy: NavigationActionPolicy = value["policy"]?.string == "allow" ? .allow : .cancel
        switch kind {
        case .allowAll:
            return AllowAllHandler(name: name)
        case .cancelAll:
            return CancelAllHandler(name: name)
        case .deepLink:
            var latency = LatencyDistribution.zero
            if let text = value["latency"]?.string { latency = try self.latency(text, path + ".latency") }
            // The handler keeps the latency's typical value (for the ordering analysis); a run draws it per
            // decision when it varies (ScenarioProgram).
            return DeepLinkHandler(
                name: name, hosts: hosts, schemes: schemes, latency: latency.typical,
                matchesEverything: value["matchesEverything"]?.bool ?? false)
        case .homeTabSwitch:
            let home = value["homeURL"]?.string ?? ""
            try checkURL(home, path + ".homeURL")
            return HomeTabSwitchHandler(
                name: name, homeURL: home, tab: value["tab"]?.int ?? 0,
                navigationTypes: navigationTypes(value["navigationTypes"]))
        case .hostList:
            return HostListHandler(name: name, hosts: hosts, policy: policy)
        case .nativePage:
            return NativePageHandler(
                name: name,
                routes: try routes(value["routes"], path: path + ".routes").map { NativePageHandler.Route($0) },
                hosts: hosts, navigationTypes: navigationTypes(value["navigationTypes"]))
        case .payment:
            return PaymentHandler(name: name, routes: try routes(value["routes"], path: path + ".routes"), hosts: hosts)
        case .schemeFilter:
            return SchemeFilterHandler(name: name, schemes: schemes, policy: policy)
        }
    }

    func hostPatterns(_ value: JSONValue?, schemes: Set<String>?, path: String) throws(ScenarioError) -> [HostPattern] {
        var patterns: [HostPattern] = []
        for (index, host) in (value?.array?.compactMap(\.string) ?? []).enumerated() {
            let subdomains = host.hasPrefix("*.")
            let domain = subdomains ? String(host.dropFirst(2)) : host
            guard !domain.isEmpty, !domain.contains("/"), !domain.contains(":"), !domain.contains("*") else {
                throw invalid(
                    "\(path)[\(index)]", "\"\(host)\" is not a host",
                    "a host such as \"example.com\" or \"*.example.com\"",
                    "write the host alone, without scheme, port or path")
            }
            patterns.append(
                HostPattern(
                    domain.lowercased(), includeSubdomains: subdomains, schemes: schemes ?? HostPattern.webSchemes))
        }
        return patterns
    }

    func routes(_ value: JSONValue?, path: String) throws(ScenarioError) -> [RoutePattern] {
        var routes: [RoutePattern] = []
        for (index, text) in (value?.array?.compactMap(\.string) ?? []).enumerated() {
            do {
                routes.append(try RoutePattern(text))
            } catch {
                throw invalid(
                    "\(path)[\(index)]", "\(error)", "a route such as \"/product/:id\"", "correct the pattern")
            }
        }
        return routes
    }

    func navigationTypes(_ value: JSONValue?) -> NavigationTypes {
        guard let names = value?.array?.compactMap(\.string) else { return .all }
        var types: NavigationTypes = []
        for name in names {
            switch name {
            case "all": types.formUnion(.all)
            case "userInitiated": types.formUnion(.userInitiated)
            default: if let type = NavigationType(rawValue: name) { types.insert(NavigationTypes(type)) }
            }
        }
        return types
    }

    // MARK: - Faults

    func faults(_ value: JSONValue?, configuration: ScenarioConfiguration) throws(ScenarioError) -> [String:
        HandlerFault]
    {
        var faults: [String: HandlerFault] = [:]
        let names = configuration.handlerNames
        for member in value?.members ?? [] {
            let path = "$.faults.\(member.key)"
            // Handler names are labels, escaped for the terminal when decoded: compare the key the same way.
            guard names.contains(TerminalText.escaped(member.key)) else {
                let hint = DidYouMean.hint(member.key, in: names)
                throw invalid(
                    path, "no handler is named \"\(member.key)\"\(hint)",
                    "the name of a handler in the chain: " + names.map { "\"\($0)\"" }.joined(separator: ", "),
                    hint.isEmpty
                        ? "use one of those names"
                        : "rename it to \"\(DidYouMean.closest(to: member.key, in: names) ?? "")\"")
            }
            let entry = member.value
            var fault = HandlerFault()
            if let latency = entry["latency"]?.string { fault.latency = try self.latency(latency, path + ".latency") }
            fault.probability = entry.number("probability", of: "fault")
            fault.throwsError = entry["throw"]?.bool ?? false
            fault.neverDecide = entry["neverDecide"]?.bool ?? false
            fault.releaseUncalled = entry["releaseUncalled"]?.bool ?? false
            fault.decideTwice = entry["decideTwice"]?.bool ?? false
            fault.fallThrough = entry["fallThrough"]?.bool ?? false
            fault.onBridgeNotReady = entry["onBridgeNotReady"]?.string.flatMap(HandlerFault.BridgeNotReady.init)
            if fault.needsCompletionHandlerForm, configuration.form != .completionHandler {
                let field = ["neverDecide", "releaseUncalled", "decideTwice", "fallThrough", "onBridgeNotReady"].first {
                    entry[$0] != nil && entry[$0] != .bool(false)
                }
                throw invalid(
                    "\(path).\(field ?? "neverDecide")",
                    "this fault needs the completion-handler form, and the configuration uses the async chain",
                    "\"form\": \"completionHandler\" in \"configuration\"",
                    "add \"form\": \"completionHandler\" to \"configuration\", or remove the fault")
            }
            faults[TerminalText.escaped(member.key)] = fault
        }
        return faults
    }

    // MARK: - Page

    func page(_ value: JSONValue) throws(ScenarioError) -> ScenarioPage {
        var page = ScenarioPage()
        if let latency = value["latency"]?.string { page.latency = try self.latency(latency, "$.page.latency") }
        if let bridge = value["scriptBridge"] {
            page.scriptBridgeReadyAfter = .zero
            if let ready = bridge["readyAfter"] {
                page.scriptBridgeReadyAfter = try duration(ready, "$.page.scriptBridge.readyAfter")
            }
        }
        for (index, entry) in (value["responses"]?.array ?? []).enumerated() {
            let path = "$.page.responses[\(index)]"
            let url = entry["url"]?.string ?? ""
            try checkURL(url, path + ".url")
            let key = String(ParsedURL(url).hrefWithoutFragment)
            guard page.responses[key] == nil else {
                throw invalid(
                    path + ".url", "a second response for \(url)", "one response per URL", "merge the two entries")
            }
            var response = PageResponse(
                statusCode: entry.integer("status", of: "response"),
                mimeType: entry.text("mimeType", of: "response"),
                title: entry["title"]?.string ?? "",
                redirect: entry["redirect"]?.string,
                failure: entry["failure"]?.string.flatMap(ScenarioPage.failure(named:)),
                failureAfterCommit: entry["failureAfterCommit"]?.string.flatMap(ScenarioPage.failure(named:)),
                loadsInsecureContent: entry["insecureContent"]?.bool ?? false
            )
            if response.redirect == url { response.redirect = nil }
            var scripts: [ScenarioPage.Script] = []
            for script in entry["scripts"]?.array ?? [] {
                scripts.append(
                    ScenarioPage.Script(
                        name: script["postMessage"]?.string ?? "", body: script["body"]?.scriptValue ?? .null,
                        frame: script["frame"]?.string))
            }
            var entryLatency = page.latency
            if let text = entry["latency"]?.string { entryLatency = try latency(text, path + ".latency") }
            var loadDuration = LatencyDistribution.zero
            if let text = entry["loadDuration"]?.string { loadDuration = try latency(text, path + ".loadDuration") }
            page.responses[key] = ScenarioPage.Response(
                response: response, latency: entryLatency, loadDuration: loadDuration, scripts: scripts)
        }
        return page
    }

    // MARK: - Workload

    func workload(_ value: JSONValue, webViews: Int, configuration: ScenarioConfiguration) throws(ScenarioError)
        -> ScenarioWorkload
    {
        var workload = ScenarioWorkload()
        let path = "$.workload"
        for (index, step) in (value["steps"]?.array ?? []).enumerated() {
            workload.steps.append(try self.step(step, path: "\(path).steps[\(index)]", webViews: webViews))
        }
        workload.events = value["events"]?.int
        if let duration = value["duration"] { workload.duration = try self.duration(duration, path + ".duration") }
        if let interval = value["interval"]?.string { workload.interval = try latency(interval, path + ".interval") }
        workload.concurrency = value.integer("concurrency", of: "workload")
        if workload.events != nil, workload.duration != nil {
            throw invalid(
                path, "both \"events\" and \"duration\" are set", "one of them", "remove one of the two")
        }
        if workload.duration != nil, workload.interval.isZero {
            throw invalid(
                path + ".duration", "a duration needs a think time between events", "\"interval\" above 0",
                "add \"interval\": \"100ms\" (or use \"events\")")
        }
        if workload.steps.isEmpty, !workload.hasRandomEvents {
            throw invalid(
                path, "the workload does nothing", "\"steps\", \"events\" or \"duration\"",
                "add \"events\": 100 and a \"mix\", or a \"steps\" timeline")
        }
        for kind in ScenarioWorkload.EventKind.allCases {
            if let weight = value["mix"]?[kind.rawValue]?.double { workload.mix[kind] = weight }
        }
        if workload.hasRandomEvents {
            guard value["mix"] != nil else {
                throw invalid(
                    path, "random events need a \"mix\"", "\"mix\": weights of navigate, back, forward, reload, …",
                    "add \"mix\": {\"navigate\": 1}")
            }
            guard workload.mix.values.contains(where: { $0 > 0 }) else {
                throw invalid(
                    path + ".mix", "the mix is empty (every weight is 0)", "at least one weight above 0",
                    "give \"navigate\" a weight, for example \"navigate\": 1")
            }
        } else if value["mix"] != nil {
            throw invalid(
                path + ".mix", "a mix without \"events\" or \"duration\" is never used", "\"events\" or \"duration\"",
                "add \"events\": 100, or remove the mix")
        }
        workload.urls = try urlEntries(value["urls"], path: path + ".urls")
        workload.schemeURLs = try urlEntries(value["schemeUrls"], path: path + ".schemeUrls")
        for entry in workload.schemeURLs {
            let scheme = String(ParsedURL(entry.first).scheme)
            guard configuration.customSchemes.contains(scheme) else {
                throw invalid(
                    path + ".schemeUrls", "\"\(scheme)\" is not a registered custom scheme",
                    "URLs of a scheme in configuration.schemeHandlers",
                    "add \"\(scheme)\" to \"schemeHandlers\" in \"configuration\"")
            }
        }
        for entry in value["messages"]?.array ?? [] {
            workload.messages.append(
                ScenarioWorkload.Message(
                    name: entry["name"]?.label ?? "", body: entry["body"]?.scriptValue ?? .null,
                    weight: entry.number("weight", of: "messageEntry")))
        }
        if workload.messages.isEmpty {
            workload.messages = configuration.strategies.map { .init(name: $0, body: .null, weight: 1) }
        }
        if workload.hasRandomEvents {
            let needs: [(ScenarioWorkload.EventKind, Bool, String, String)] = [
                (.navigate, workload.urls.isEmpty, "urls", "add \"urls\": [{\"url\": \"https://example.com/\"}]"),
                (
                    .schemeLoad, workload.schemeURLs.isEmpty, "schemeUrls",
                    "add \"schemeUrls\" of a registered scheme"
                ),
                (
                    .scriptMessage, workload.messages.isEmpty, "messages",
                    "add \"messages\": [{\"name\": \"page\"}] or register \"strategies\""
                ),
            ]
            for (kind, missing, field, fix) in needs where missing && (workload.mix[kind] ?? 0) > 0 {
                throw invalid(
                    "\(path).mix.\(kind.rawValue)", "\"\(kind.rawValue)\" events need \"\(field)\", which is empty",
                    "a non-empty \"\(field)\"", fix)
            }
        }
        return workload
    }

    func step(_ value: JSONValue, path: String, webViews: Int) throws(ScenarioError) -> ScenarioStep {
        let kind = value["do"]?.string ?? ""
        func required(_ field: String) throws(ScenarioError) -> JSONValue {
            guard let found = value[field] else {
                throw invalid(
                    path, "a \"\(kind)\" step needs \"\(field)\"", "\"\(field)\" in this step",
                    "add \"\(field)\" to the step")
            }
            return found
        }
        let webView = value.integer("webView", of: "step")
        guard webView <= webViews else {
            throw invalid(
                path + ".webView", "web view \(webView) does not exist",
                "a number from 1 to \(webViews) (\"webViews\")",
                "raise \"webViews\" or use a smaller number")
        }
        let action: ScenarioStep.Action
        switch kind {
        case "load":
            let url = try required("url").string ?? ""
            try checkURL(url, path + ".url")
            action = .load(url, value.enumeration("type", of: "step"))
        case "back": action = .back
        case "forward": action = .forward
        case "reload": action = .reload
        case "stop": action = .stop
        case "postMessage":
            action = .postMessage(try required("name").string ?? "", value["body"]?.scriptValue ?? .null)
        case "addScriptMessageHandler":
            action = .addScriptMessageHandler(
                try required("name").string ?? "", viaBuilder: value["via"]?.string == "builder")
        case "removeScriptMessageHandler":
            action = .removeScriptMessageHandler(try required("name").string ?? "")
        case "yield":
            action = .yield(value.integer("times", of: "step"))
        default:
            action = .wait(try latency(try required("duration").string ?? "", path + ".duration"))
        }
        return ScenarioStep(action: action, webView: webView, awaits: value["await"]?.bool ?? true)
    }

    func urlEntries(_ value: JSONValue?, path: String) throws(ScenarioError) -> [ScenarioWorkload.URLEntry] {
        var entries: [ScenarioWorkload.URLEntry] = []
        for (index, entry) in (value?.array ?? []).enumerated() {
            let entryPath = "\(path)[\(index)]"
            let url = entry["url"]?.string
            let generate = entry["generate"]?.string
            guard (url == nil) != (generate == nil) else {
                throw invalid(
                    entryPath,
                    url == nil ? "neither \"url\" nor \"generate\" is set" : "both \"url\" and \"generate\" are set",
                    "exactly one of \"url\" and \"generate\"", "keep one of the two")
            }
            var parts: [ScenarioWorkload.URLPart]
            if let url {
                parts = [.literal(url)]
            } else {
                parts = try template(generate ?? "", path: entryPath + ".generate")
            }
            let made = ScenarioWorkload.URLEntry(
                parts: parts, weight: entry.number("weight", of: "urlEntry"),
                type: entry.enumeration("type", of: "urlEntry"))
            try checkURL(made.first, entryPath + (url == nil ? ".generate" : ".url"))
            entries.append(made)
        }
        if !entries.isEmpty, !entries.contains(where: { $0.weight > 0 }) {
            throw invalid(path, "every weight is 0", "at least one weight above 0", "give an entry a \"weight\" of 1")
        }
        return entries
    }

    func template(_ text: String, path: String) throws(ScenarioError) -> [ScenarioWorkload.URLPart] {
        var parts: [ScenarioWorkload.URLPart] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            if open > rest.startIndex { parts.append(.literal(String(rest[..<open]))) }
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw invalid(path, "a \"{\" is not closed", "placeholders like {1..9999}", "close it with \"}\"")
            }
            let inside = rest[rest.index(after: open)..<close]
            let bounds = inside.split(separator: ".", omittingEmptySubsequences: true)
            guard inside.contains(".."), bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]),
                low >= 0, low <= high
            else {
                throw invalid(
                    path, "\"{\(inside)}\" is not a range", "placeholders like {1..9999} (low ≤ high, not negative)",
                    "write {1..9999}")
            }
            parts.append(.range(low...high))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.literal(String(rest))) }
        return parts
    }

    // MARK: - Expectations

    func expectations(_ value: JSONValue?, configuration: ScenarioConfiguration) throws(ScenarioError)
        -> ScenarioExpectations
    {
        var expectations = ScenarioExpectations()
        guard let value else { return expectations }
        for (index, entry) in (value["decisions"]?.array ?? []).enumerated() {
            let url = entry["url"]?.string ?? ""
            try checkURL(url, "$.expect.decisions[\(index)].url")
            let policy = entry["policy"]?.string
            expectations.decisions.append(
                .init(
                    url: url, type: entry.enumeration("type", of: "decisionExpectation"),
                    policy: policy == "allow"
                        ? .allow : policy == "cancel" ? .cancel : policy == "download" ? .download : nil,
                    by: entry["by"]?.label))
        }
        if let findings = value["findings"]?.array {
            var list: [ScenarioExpectations.FindingExpectation] = []
            for (index, entry) in findings.enumerated() {
                let path = "$.expect.findings[\(index)]"
                guard entry["kind"] != nil || entry["message"] != nil else {
                    throw invalid(
                        path, "neither \"kind\" nor \"message\" is set",
                        "at least one of them", "add \"kind\": \"completion-handler-called-twice\"")
                }
                if let kind = entry["kind"]?.string,
                    ScenarioExpectations.runtimeFailureKinds.contains(RuntimeFailure.Kind(kind))
                {
                    throw invalid(
                        path + ".kind", "\"\(kind)\" is a run that does not end, which no correct app does",
                        "a finding kind such as \"completion-handler-called-twice\" (expect describes the fixed app)",
                        "remove it: a run that hangs fails whatever expect says")
                }
                if let kind = entry["kind"]?.string, !ScenarioSchema.findingKinds.contains(kind) {
                    let closest = DidYouMean.closest(to: kind, in: ScenarioSchema.findingKinds)
                    throw invalid(
                        path + ".kind",
                        "unknown finding kind \"\(kind)\"\(DidYouMean.hint(kind, in: ScenarioSchema.findingKinds))",
                        "one of " + ScenarioSchema.findingKinds.map { "\"\($0)\"" }.joined(separator: ", "),
                        closest.map { "write \"\($0)\"" } ?? "use one of those kinds")
                }
                let expectation = ScenarioExpectations.FindingExpectation(
                    kind: entry["kind"]?.string, message: entry["message"]?.string, count: entry["count"]?.int,
                    min: entry["min"]?.int, max: entry["max"]?.int)
                if expectation.count != nil, expectation.min != nil || expectation.max != nil {
                    throw invalid(
                        path, "\"count\" is set with \"min\" or \"max\"", "an exact \"count\", or bounds",
                        "keep \"count\" or the bounds")
                }
                if let low = expectation.min, let high = expectation.max, low > high {
                    throw invalid(path, "\"min\" \(low) is above \"max\" \(high)", "min ≤ max", "swap them")
                }
                list.append(expectation)
            }
            expectations.findings = list
        }
        for (index, entry) in (value["counts"]?.array ?? []).enumerated() {
            let count = ScenarioExpectations.CountExpectation(
                of: entry["of"]?.string ?? "", by: entry["by"]?.label, kind: entry["kind"]?.string,
                min: entry["min"]?.int, max: entry["max"]?.int)
            let path = "$.expect.counts[\(index)]"
            if count.min == nil, count.max == nil {
                throw invalid(path, "neither \"min\" nor \"max\" is set", "a bound", "add \"min\" or \"max\"")
            }
            if let low = count.min, let high = count.max, low > high {
                throw invalid(path, "\"min\" \(low) is above \"max\" \(high)", "min ≤ max", "swap them")
            }
            if count.by != nil, count.of != "decisions" {
                throw invalid(
                    path + ".by", "\"by\" applies to decisions only", "\"of\": \"decisions\"", "remove \"by\"")
            }
            if count.kind != nil, count.of != "findings" {
                throw invalid(
                    path + ".kind", "\"kind\" applies to findings only", "\"of\": \"findings\"", "remove \"kind\"")
            }
            expectations.counts.append(count)
        }
        return expectations
    }

    // MARK: - Values

    func duration(_ value: JSONValue?, _ path: String) throws(ScenarioError) -> Duration {
        let text = value?.string ?? ""
        do {
            return try ScenarioDuration.parse(text)
        } catch {
            throw invalid(path, error.reason, FieldType.duration.expectation, error.fix)
        }
    }

    func latency(_ text: String, _ path: String) throws(ScenarioError) -> LatencyDistribution {
        do {
            return try LatencyDistribution(parsing: text)
        } catch {
            throw invalid(path, error.reason, FieldType.latency.expectation, error.fix)
        }
    }

    func checkURL(_ url: String, _ path: String) throws(ScenarioError) {
        let parsed = ParsedURL(url)
        guard parsed.isValid, !parsed.scheme.isEmpty else {
            throw invalid(
                path, "\"\(SchemaChecker.clip(url))\" is not an absolute URL",
                "an absolute URL such as \"https://example.com/\"", "add the scheme and host")
        }
    }
}

extension JSONValue {
    /// A string shown in reports and traces (a name, a description), escaped for the terminal
    /// (``TerminalText``) when it is decoded: every report, trace and error that shows it is then safe.
    fileprivate var label: String? { string.map(TerminalText.escaped) }
}
