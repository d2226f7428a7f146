/// The scenario format, as data: every object, field, type, range, meaning and example.
///
/// The validator (``SchemaChecker``), the JSON Schema in `scenarios/schema.json` and the field reference in
/// `docs/scenario-format.md` are all derived from this table, and tests check the files are equal to what
/// it generates, so the three cannot drift apart.
enum ScenarioSchema {
    /// The current format version: the top-level `"navsim"` field.
    static let version = 1

    static let navigationTypes = NavigationType.allCases.map(\.rawValue) + ["all", "userInitiated"]
    static let handlerKinds = BuiltinHandlerKind.allCases.map(\.rawValue)
    static let failures = ScenarioPage.failureNames
    /// The finding kinds NavSim records, as `expect` names them.
    static let findingKinds = Finding.Kind.known.map(\.name)
    static let counts = 1...100_000_000
    static let weights = 0.0...1_000_000.0

    static let root = "scenario"

    static let objects: [ObjectSpec] = [
        ObjectSpec(
            name: "scenario",
            doc: "The top level of a scenario file.",
            fields: [
                FieldSpec(
                    "$schema", .string, "The JSON Schema, for editors that validate as you type; ignored.",
                    example: "\"schema.json\""),
                FieldSpec(
                    "navsim", .integer(1...1), required: true, "The format version; this NavSim reads 1.",
                    example: "1"),
                FieldSpec(
                    "name", .string, required: true, "A short name, shown in reports.", example: "\"race1-buggy\""),
                FieldSpec(
                    "description", .string, "What the scenario shows.", example: "\"Cancel without return.\""),
                FieldSpec(
                    "seed", .integer(0...9_007_199_254_740_991),
                    "The seed of every random choice (URL mix, latencies) and of `run`'s schedule.",
                    default: .integer(0),
                    example: "42"),
                FieldSpec(
                    "sdk", .enumeration(["modern", "legacy"]),
                    "Which SDK's completion-handler rules apply: `modern` (iOS 11+) reports a second call, "
                        + "`legacy` ignores it.",
                    default: .string("modern"),
                    example: "\"legacy\""),
                FieldSpec(
                    "webViews", .integer(1...10_000),
                    "How many web views share the configuration; the workload is spread over them.",
                    default: .integer(1),
                    example: "4"),
                FieldSpec(
                    "mainActor", .boolean,
                    "Places every web view and its delegates on the main actor, as in an app: their calls are "
                        + "serialised with each other and with the app's main-actor code, in the schedule that "
                        + "`explore` searches. Default false: each web view is an actor of its own (faster under "
                        + "`bench`, where web views on the main actor share one thread).",
                    example: "true"),
                FieldSpec(
                    "configuration", .object("configuration"), required: true,
                    "The web views' configuration: a preset or a chain of built-in handlers.",
                    example: "{\"preset\": \"default\"}"),
                FieldSpec(
                    "deadline", .object("deadline"),
                    "The decision deadline and its policy; without one, a decision that never comes hangs, as in WebKit.",
                    example: "{\"after\": \"5s\", \"policy\": \"failClosed\"}"),
                FieldSpec(
                    "page", .object("page"), "What URLs respond: latencies, redirects, failures, page scripts.",
                    example: "{\"latency\": \"10ms..40ms\"}"),
                FieldSpec(
                    "workload", .object("workload"), required: true,
                    "What happens: an explicit timeline of steps and/or a random mix of events.",
                    example: "{\"events\": 100, \"mix\": {\"navigate\": 1}}"),
                FieldSpec(
                    "faults", .map(.object("fault")),
                    "Faults by handler name (a name in the chain, or the preset's handlers).",
                    example: "{\"NativePage\": {\"fallThrough\": true}}"),
                FieldSpec(
                    "expect", .object("expectations"),
                    "What a correct app does: decisions for URLs, the findings it has, counts. `run`, `explore` and "
                        + "`replay` judge every run by it: a run passes when each expectation holds, no finding at the "
                        + "`failOn` level appears that it does not list, and the run ends (no hang). A buggy "
                        + "scenario's `expect` describes the fixed app, so the bug fails the run.",
                    example: "{\"findings\": []}"),
                FieldSpec(
                    "failOn", .enumeration(["violation", "warning", "note"]),
                    "The least severe finding that fails a run unless `expect` lists it: `violation` (WebKit "
                        + "raises an exception: a crash), `warning` (a deadline hit, an undefined message handler) or "
                        + "`note` (a late decision for a navigation the user has left).",
                    default: .string("violation"),
                    example: "\"warning\""),
                FieldSpec(
                    "endsAtFirstViolation", .boolean,
                    "End the run at the first violation, as WebKit's exception ends the app: nothing runs or is "
                        + "found after it, so counts match a real app's (one finding where the default records "
                        + "three for one stopped scheme task). The verdict is judged at that point. Default "
                        + "`false`: every finding is recorded and the run goes on.",
                    example: "true"),
            ]
        ),
        ObjectSpec(
            name: "configuration",
            doc: "The configuration every web view is created with.",
            fields: [
                FieldSpec(
                    "preset", .enumeration(Preset.allCases.map(\.rawValue)),
                    "Start from one of the article's presets (its chain and strategies). Exclusive with `chain`.",
                    example: "\"payment\""),
                FieldSpec(
                    "chain", .array(.oneOf(discriminator: "kind", handlerVariants), count: 1...64),
                    "The handlers, asked in order; the first that claims an action decides it.",
                    example: "[{\"kind\": \"allowAll\"}]"),
                FieldSpec(
                    "form", .enumeration(["chain", "completionHandler"]),
                    "How the handlers are asked: `chain` (NavSim's async chain) or `completionHandler` (the "
                        + "article's linked handlers sharing one checked `decisionHandler`, needed for the "
                        + "`decideTwice`, `fallThrough`, `neverDecide` faults).",
                    default: .string("chain"),
                    example: "\"completionHandler\""),
                FieldSpec(
                    "delegateClass", .string,
                    "The class WebKit's messages name for the delegate of the `completionHandler` form "
                        + "(`-[AppNavigationDelegate webView:…] was called more than once`): an Objective-C class "
                        + "name, or a Swift class with its module, as the runtime prints it "
                        + "(`MyApp.WebViewCoordinator`). Default `AppNavigationDelegate`.",
                    example: "\"MyApp.WebViewCoordinator\""),
                FieldSpec(
                    "fallback", .enumeration(["allow", "cancel"]),
                    "The decision when no handler claims an action.", default: .string("allow"), example: "\"cancel\""),
                FieldSpec(
                    "chainErrorPolicy", .enumeration(["allow", "cancel"]),
                    "The decision when a handler throws (chain form).", default: .string("cancel"), example: "\"allow\""
                ),
                FieldSpec(
                    "strategies", .array(.string, count: 0...64),
                    "Script message handler names registered (each counts its messages), added to the preset's.",
                    example: "[\"analytics\"]"),
                FieldSpec(
                    "userScripts", .array(.object("userScript"), count: 0...64), "User scripts injected into pages.",
                    example: "[{\"source\": \"init()\", \"injectionTime\": \"atDocumentEnd\"}]"),
                FieldSpec(
                    "schemeHandlers", .array(.object("schemeHandler"), count: 0...64),
                    "Custom URL schemes and the built-in serving handler each is given (`setURLSchemeHandler`).",
                    example: "[{\"scheme\": \"app\", \"onStop\": \"markInactive\"}]"),
                FieldSpec("disableZoom", .boolean, "Adds the zoom-disabling user script.", example: "true"),
            ]
        ),
        handler(.allowAll, "Allows every navigation (usually last).", []),
        handler(.cancelAll, "Cancels every navigation.", []),
        handler(
            .deepLink,
            "Hands URLs the app's router opens to it (cancelling them in the page) after a \"can open\" check.",
            [
                FieldSpec(
                    "hosts", .array(.string, count: 0...256),
                    "Hosts the router opens; `*.example.com` includes sub-domains.", example: "[\"link.example.com\"]"),
                hostSchemesField,
                FieldSpec(
                    "schemes", .array(.string, count: 0...64), "App schemes the router opens, whatever their host.",
                    example: "[\"exampleapp\"]"),
                FieldSpec(
                    "latency", .latency,
                    "How long the \"can open\" check takes; a range or a mean is drawn per decision, from the "
                        + "schedule's seed.",
                    example: "\"30ms\""),
                FieldSpec(
                    "matchesEverything", .boolean,
                    "Claim every URL: the commented-out check of RACE-CASES 2.", example: "true"),
            ]),
        handler(
            .homeTabSwitch, "Switches to the home tab (cancelling) when the page navigates to the home URL.",
            [
                FieldSpec("homeURL", .string, required: true, "The home URL.", example: "\"https://example.com/\""),
                FieldSpec("tab", .integer(0...100), "The tab switched to.", example: "0"),
                navigationTypesField,
            ]),
        handler(
            .hostList, "Claims URLs whose host is listed, with one policy (a deny list or an allow list).",
            [
                FieldSpec(
                    "hosts", .array(.string, count: 1...1_024), required: true,
                    "The hosts; `*.example.com` includes sub-domains. An allow list trusts them under `hostSchemes`; a deny list refuses them under every scheme, and a `blob:` URL of their origin.",
                    example: "[\"*.tracker.example\"]"),
                hostSchemesField,
                FieldSpec(
                    "policy", .enumeration(["allow", "cancel"]), required: true, "The decision for a listed host.",
                    example: "\"cancel\""),
            ]),
        handler(
            .nativePage, "Opens native screens for route patterns and cancels the navigation in the page.",
            [
                FieldSpec(
                    "routes", .array(.string, count: 1...256), required: true,
                    "Path patterns: literals, `:id` parameters (`:id(int)`: digits only), a trailing `*`.",
                    example: "[\"/product/:id\", \"/shop/:id\"]"),
                FieldSpec(
                    "hosts", .array(.string, count: 0...256),
                    "Hosts whose paths are routed; empty means any `http` or `https` host.",
                    example: "[\"*.example.com\"]"),
                hostSchemesField,
                navigationTypesField,
            ]),
        handler(
            .payment, "Presents the payment screen for payment routes and provider hosts, cancelling the navigation.",
            [
                FieldSpec(
                    "routes", .array(.string, count: 0...256), "Payment path patterns.",
                    example: "[\"/payment/verify\", \"/3ds/*\"]"),
                FieldSpec(
                    "hosts", .array(.string, count: 0...256), "Payment provider hosts.",
                    example: "[\"pay.example.com\"]"),
                hostSchemesField,
            ]),
        handler(
            .schemeFilter, "Hands URLs of given schemes (`tel`, `mailto`) to the system, cancelling them.",
            [
                FieldSpec(
                    "schemes", .array(.string, count: 1...64), required: true, "The schemes.",
                    example: "[\"tel\", \"mailto\"]"),
                FieldSpec(
                    "policy", .enumeration(["allow", "cancel"]), "The decision for a claimed URL.",
                    default: .string("cancel"),
                    example: "\"cancel\""),
            ]),
        ObjectSpec(
            name: "schemeHandler",
            doc:
                "A custom scheme and its serving handler: after a latency, a response and body chunks written on a worker.",
            fields: [
                FieldSpec("scheme", .string, required: true, "The scheme, such as `app`.", example: "\"app\""),
                FieldSpec("latency", .duration, "How long the worker takes before the response.", example: "\"5ms\""),
                FieldSpec(
                    "mimeType", .string, "The response's MIME type.", default: .string("text/html"),
                    example: "\"text/css\""),
                FieldSpec("chunks", .integer(0...10_000), "How many body chunks.", default: .integer(1), example: "3"),
                FieldSpec(
                    "chunkSize", .integer(1...1_048_576), "Bytes per chunk.", default: .integer(16), example: "1024"),
                FieldSpec(
                    "chunkInterval", .duration, "Time between chunks; default: the worker yields once.",
                    example: "\"1ms\""),
                FieldSpec(
                    "failure", .enumeration(failures), "Fail the task (`didFailWithError`) instead of answering.",
                    example: "\"cannotFindHost\""),
                FieldSpec(
                    "onStop",
                    .enumeration(["markInactive", "ignore", "finishInsideStop", "markInactiveLater", "keepWriting"]),
                    "What `stop` does (faults): `markInactive` (correct), `ignore`, `finishInsideStop` (cordova-ios #1606), "
                        + "`markInactiveLater` (wikipedia-ios #2982), `keepWriting`.",
                    default: .string("markInactive"),
                    example: "\"markInactiveLater\""),
                FieldSpec(
                    "response", .enumeration(["beforeBody", "mainQueue"]),
                    "How the response reaches the task: `beforeBody` (correct) or `mainQueue`, dispatched to the "
                        + "main queue while the background read writes the body directly, so the body can come first "
                        + "(cordova-ios #1605).",
                    default: .string("beforeBody"),
                    example: "\"mainQueue\""),
            ]
        ),
        ObjectSpec(
            name: "userScript",
            doc: "A user script (`WKUserScript`).",
            fields: [
                FieldSpec("name", .string, "A short name for traces.", example: "\"analytics\""),
                FieldSpec("source", .string, required: true, "The script's source.", example: "\"init()\""),
                FieldSpec(
                    "injectionTime", .enumeration(["atDocumentStart", "atDocumentEnd"]), required: true,
                    "When it runs.", example: "\"atDocumentStart\""),
                FieldSpec(
                    "forMainFrameOnly", .boolean, "Whether it runs in the main frame only.",
                    default: .boolean(true),
                    example: "false"),
            ]
        ),
        ObjectSpec(
            name: "deadline",
            doc: "How long a web view waits for a navigation decision, and what it does then.",
            fields: [
                FieldSpec("after", .duration, required: true, "How long to wait (virtual time).", example: "\"5s\""),
                FieldSpec(
                    "policy", .enumeration(["failOpen", "failClosed"]), required: true,
                    "`failOpen` allows, `failClosed` cancels.", example: "\"failClosed\""),
            ]
        ),
        ObjectSpec(
            name: "page",
            doc: "The simulated network and server: what each URL responds.",
            fields: [
                FieldSpec(
                    "latency", .latency, "The latency of every response not listed in `responses`. Default 0.",
                    example: "\"5ms..50ms\""),
                FieldSpec(
                    "responses", .array(.object("response"), count: 0...10_000), "Responses for given URLs.",
                    example: "[{\"url\": \"https://example.com/old\", \"redirect\": \"/new\"}]"),
                FieldSpec(
                    "scriptBridge", .object("scriptBridge"),
                    "The page's script bridge, which the `onBridgeNotReady` fault depends on.",
                    example: "{\"readyAfter\": \"0ms\"}"),
            ]
        ),
        ObjectSpec(
            name: "response",
            doc: "What one URL responds.",
            fields: [
                FieldSpec(
                    "url", .string, required: true, "The URL (fragment ignored).", example: "\"https://example.com/\""),
                FieldSpec(
                    "status", .integer(100...599), "The HTTP status code.", default: .integer(200), example: "404"),
                FieldSpec(
                    "mimeType", .string, "The MIME type.", default: .string("text/html"), example: "\"application/pdf\""
                ),
                FieldSpec("title", .string, "The page's title.", example: "\"Home\""),
                FieldSpec("latency", .latency, "How long the server takes to answer.", example: "\"~30ms\""),
                FieldSpec("redirect", .string, "A server redirect (resolved against the URL).", example: "\"/login\""),
                FieldSpec(
                    "failure", .enumeration(failures), "A failure before commit (`didFailProvisionalNavigation`).",
                    example: "\"timedOut\""),
                FieldSpec("loadDuration", .latency, "From commit to finish.", example: "\"20ms\""),
                FieldSpec(
                    "failureAfterCommit", .enumeration(failures), "A failure after commit (`didFail`).",
                    example: "\"networkConnectionLost\""),
                FieldSpec("insecureContent", .boolean, "Whether the page loads http subresources.", example: "true"),
                FieldSpec(
                    "scripts", .array(.object("pageScript"), count: 0...64),
                    "Messages the page's scripts post once it has loaded, from the main frame or a sub-frame.",
                    example: "[{\"postMessage\": \"page\", \"body\": {\"event\": \"ready\"}}]"),
            ]
        ),
        ObjectSpec(
            name: "pageScript",
            doc: "A message a page's script posts once the page has loaded.",
            fields: [
                FieldSpec("postMessage", .string, required: true, "The handler name posted to.", example: "\"page\""),
                FieldSpec("body", .any, "The body (number, string, array, object or null).", example: "{\"n\": 1}"),
                FieldSpec(
                    "frame", .string, "The posting sub-frame's URL; the main frame when absent.",
                    example: "\"https://ads.example.net/frame\""),
            ]
        ),
        ObjectSpec(
            name: "scriptBridge",
            doc: "The page's script bridge (react-native-webview's `onShouldStartLoadWithRequest`).",
            fields: [
                FieldSpec(
                    "readyAfter", .duration,
                    "When the page registers its handler, after its script starts (a task on its own). Default 0: "
                        + "as soon as that task runs, which races the first decision.",
                    example: "\"0ms\"")
            ]
        ),
        ObjectSpec(
            name: "workload",
            doc: "What happens to the web views: an explicit timeline, then a random mix of events.",
            fields: [
                FieldSpec(
                    "steps", .array(.object("step"), count: 0...10_000), "An explicit timeline, run first, in order.",
                    example: "[{\"do\": \"load\", \"url\": \"https://example.com/\"}]"),
                FieldSpec(
                    "events", .integer(counts), "How many random events after the steps (with `mix`).",
                    example: "1000"),
                FieldSpec(
                    "duration", .duration, "Or: generate random events for this long (virtual time; needs `interval`).",
                    example: "\"10s\""),
                FieldSpec(
                    "interval", .latency, "The think time before each random event. Default 0.",
                    example: "\"100ms..2s\""),
                FieldSpec(
                    "concurrency", .integer(1...10_000), "How many users act at once, each on its own task.",
                    default: .integer(1),
                    example: "4"),
                FieldSpec(
                    "mix", .object("mix"), "The weighted mix of random events.",
                    example: "{\"navigate\": 80, \"back\": 10, \"reload\": 10}"),
                FieldSpec(
                    "urls", .array(.object("urlEntry"), count: 0...100_000),
                    "The URL corpus for `navigate`, with weights; `generate` patterns expand `{1..9999}`.",
                    example: "[{\"generate\": \"https://example.com/product/{1..9999}\", \"weight\": 3}]"),
                FieldSpec(
                    "schemeUrls", .array(.object("urlEntry"), count: 0...100_000),
                    "The URL corpus for `schemeLoad` (URLs of a registered custom scheme).",
                    example: "[{\"url\": \"app-asset://bundle/index.html\"}]"),
                FieldSpec(
                    "messages", .array(.object("messageEntry"), count: 0...10_000),
                    "The script messages for `scriptMessage`, with weights; default: one per registered name.",
                    example: "[{\"name\": \"page\", \"body\": {\"event\": \"tap\"}}]"),
            ]
        ),
        ObjectSpec(
            name: "mix",
            doc: "Relative weights of random events; at least one must be above 0.",
            fields: ["navigate", "back", "forward", "reload", "scriptMessage", "schemeLoad"].map {
                FieldSpec($0, .number(weights), "The weight of `\($0)` events.", example: "10")
            }
        ),
        ObjectSpec(
            name: "urlEntry",
            doc: "One URL of a corpus, or a generator of URLs. Exactly one of `url` and `generate`.",
            fields: [
                FieldSpec("url", .string, "A URL.", example: "\"https://example.com/\""),
                FieldSpec(
                    "generate", .string, "A URL with `{a..b}` placeholders, each replaced by a number in the range.",
                    example: "\"https://example.com/shop/{1..500}\""),
                FieldSpec("weight", .number(weights), "The relative weight.", default: .number(1), example: "5"),
                FieldSpec(
                    "type", .enumeration(NavigationType.allCases.map(\.rawValue)),
                    "The navigation type.", default: .string("linkActivated"), example: "\"other\""),
            ]
        ),
        ObjectSpec(
            name: "messageEntry",
            doc: "A script message of the workload.",
            fields: [
                FieldSpec("name", .string, required: true, "The handler name.", example: "\"page\""),
                FieldSpec("body", .any, "The body.", example: "\"hello\""),
                FieldSpec("weight", .number(weights), "The relative weight.", default: .number(1), example: "2"),
            ]
        ),
        ObjectSpec(
            name: "step",
            doc: "One step of the explicit timeline.",
            fields: [
                FieldSpec(
                    "do",
                    .enumeration([
                        "load", "back", "forward", "reload", "stop", "postMessage", "addScriptMessageHandler",
                        "removeScriptMessageHandler", "wait", "yield",
                    ]),
                    required: true, "What to do.", example: "\"load\""),
                FieldSpec("url", .string, "For `load`: the URL.", example: "\"https://example.com/product/1234\""),
                FieldSpec(
                    "type", .enumeration(NavigationType.allCases.map(\.rawValue)),
                    "For `load`: the navigation type.", default: .string("linkActivated"), example: "\"other\""),
                FieldSpec(
                    "name", .string, "For `postMessage` and the script message handler steps: the name.",
                    example: "\"bridge\""),
                FieldSpec("body", .any, "For `postMessage`: the body.", example: "{\"action\": \"close\"}"),
                FieldSpec(
                    "duration", .latency,
                    "For `wait`: how long (virtual time); a range (`\"5ms..55ms\"`) or a mean is drawn per run, from "
                        + "the schedule's seed.",
                    example: "\"250ms\""),
                FieldSpec(
                    "times", .integer(1...1_000),
                    "For `yield`: how many scheduling points to give other tasks (no virtual time passes).",
                    default: .integer(1),
                    example: "4"),
                FieldSpec(
                    "webView", .integer(1...10_000), "Which web view (from 1).", default: .integer(1), example: "2"),
                FieldSpec(
                    "via", .enumeration(["controller", "builder"]),
                    "For `addScriptMessageHandler`: the shared user content controller (WebKit's rule: a "
                        + "duplicate name raises) or the configuration builder (replaces by name).",
                    default: .string("controller"),
                    example: "\"builder\""),
                FieldSpec(
                    "await", .boolean,
                    "Wait for the step to end before the next one. Default true; false starts it on its own task, "
                        + "so the next step can overtake it.",
                    example: "false"),
            ]
        ),
        ObjectSpec(
            name: "fault",
            doc: "Faults injected into one handler's decisions.",
            fields: [
                FieldSpec("latency", .latency, "Extra time before the handler decides.", example: "\"0..200ms\""),
                FieldSpec(
                    "probability", .number(0...1), "The chance each decision is faulty (seeded).",
                    default: .number(1),
                    example: "0.25"),
                FieldSpec(
                    "throw", .boolean,
                    "The handler throws: the chain's error policy applies (chain form); the decision handler is "
                        + "released uncalled (completion-handler form).",
                    example: "true"),
                FieldSpec(
                    "neverDecide", .boolean,
                    "Keep the decision handler and never call it: the navigation hangs (completion-handler form).",
                    example: "true"),
                FieldSpec(
                    "releaseUncalled", .boolean,
                    "Drop the decision handler uncalled: WebKit's \"was not called\" (completion-handler form).",
                    example: "true"),
                FieldSpec(
                    "decideTwice", .boolean, "Call the decision handler twice (completion-handler form).",
                    example: "true"),
                FieldSpec(
                    "fallThrough", .boolean,
                    "Decide, then let the next handler decide too: a missing `return` (completion-handler form).",
                    example: "true"),
                FieldSpec(
                    "onBridgeNotReady", .enumeration(["neverDecide", "cancel", "allow"]),
                    "Ask the page's script for the decision: when its bridge is not ready yet the script throws; "
                        + "`neverDecide` swallows the error (RACE-CASES 4), `cancel`/`allow` answer in a `finally` "
                        + "(the fix). Completion-handler form.",
                    example: "\"neverDecide\""),
            ]
        ),
        ObjectSpec(
            name: "expectations",
            doc:
                "What a correct app does. `run`, `explore` and `replay` report each expectation as passed or failed, "
                + "then two checks every run must pass: no finding at the `failOn` level that `findings` does not "
                + "list, and the run ends (no hang, deadlock or work left running).",
            fields: [
                FieldSpec(
                    "decisions", .array(.object("decisionExpectation"), count: 0...10_000),
                    "Decisions for given URLs, probed on a fresh web view with the same configuration after the run.",
                    example:
                        "[{\"url\": \"https://example.com/product/7\", \"policy\": \"cancel\", \"by\": \"NativePage\"}]"
                ),
                FieldSpec(
                    "findings", .array(.object("findingExpectation"), count: 0...1_000),
                    "The findings a correct app has (any severity): each is allowed, and must appear as often as "
                        + "its bounds say. Any other finding at the `failOn` level fails the run. `[]` allows none.",
                    example: "[{\"kind\": \"decision-deadline-exceeded\", \"max\": 1}]"),
                FieldSpec(
                    "counts", .array(.object("countExpectation"), count: 0...1_000), "Bounds on counts of the run.",
                    example: "[{\"of\": \"decisions\", \"by\": \"NativePage\", \"min\": 1}]"),
            ]
        ),
        ObjectSpec(
            name: "decisionExpectation",
            doc: "The decision expected for one URL.",
            fields: [
                FieldSpec("url", .string, required: true, "The URL.", example: "\"https://example.com/\""),
                FieldSpec(
                    "type", .enumeration(NavigationType.allCases.map(\.rawValue)),
                    "The navigation type.", default: .string("linkActivated"), example: "\"other\""),
                FieldSpec(
                    "policy", .enumeration(["allow", "cancel", "download", "none"]), required: true,
                    "The expected policy; `none` when no decision comes.", example: "\"allow\""),
                FieldSpec("by", .string, "Who must decide: a handler's name.", example: "\"AllowAll\""),
            ]
        ),
        ObjectSpec(
            name: "findingExpectation",
            doc: "A finding a correct app has, which the run is allowed (and by default required) to have. At least "
                + "one of `kind` and `message`. A run that does not end (`hang`, `deadlock`, `escape`, `step-limit`) "
                + "is never correct and cannot be listed.",
            fields: [
                FieldSpec(
                    "kind", .string,
                    "The finding's kind: " + findingKinds.map { "`\($0)`" }.joined(separator: ", ") + ".",
                    example: "\"duplicate-script-message-handler\""),
                FieldSpec(
                    "message", .string, "Text the message must contain (WebKit's words).",
                    example: "\"was called more than once\""),
                FieldSpec(
                    "count", .integer(0...100_000_000),
                    "How many exactly. Without `count`, `min` or `max`: at least one.", example: "1"),
                FieldSpec("min", .integer(0...100_000_000), "The fewest allowed (with `max`).", example: "0"),
                FieldSpec(
                    "max", .integer(0...100_000_000), "The most allowed; `\"max\": 1` alone allows one, or none.",
                    example: "1"),
            ]
        ),
        ObjectSpec(
            name: "countExpectation",
            doc: "Bounds on a count of the run.",
            fields: [
                FieldSpec(
                    "of",
                    .enumeration([
                        "events", "navigations", "decisions", "finished", "cancelled", "findings", "scriptMessages",
                    ]),
                    required: true, "What is counted.", example: "\"finished\""),
                FieldSpec("by", .string, "For `decisions`: only those by this handler.", example: "\"DeepLink\""),
                FieldSpec(
                    "kind", .string, "For `findings`: only those of this kind (any severity).",
                    example: "\"late-decision\""),
                FieldSpec("min", .integer(0...Int.max), "The least allowed.", example: "1"),
                FieldSpec("max", .integer(0...Int.max), "The most allowed.", example: "0"),
            ]
        ),
    ]

    static let handlerVariants: [(value: String, object: String)] = handlerKinds.map { ($0, "handler.\($0)") }

    static let navigationTypesField = FieldSpec(
        "navigationTypes", .array(.enumeration(navigationTypes), count: 1...8),
        "The navigation types the handler applies to: WebKit's types, `userInitiated` (`linkActivated` and "
            + "`formSubmitted`: what the user does in the page, not the app's own loads) or `all`. Default: every "
            + "type (`homeTabSwitch`, `nativePage`).",
        example: "[\"userInitiated\"]")

    static let hostSchemesField = FieldSpec(
        "hostSchemes", .array(.string, count: 1...16),
        "The schemes whose URLs the `hosts` match. Default: `[\"http\", \"https\"]`: a host rule trusts web hosts only, so `javascript://example.com/` or `intent://example.com/` never match by accident. Name others (`wss`) only when their host names the server.",
        example: "[\"https\", \"wss\"]")

    static func handler(_ kind: BuiltinHandlerKind, _ doc: String, _ fields: [FieldSpec]) -> ObjectSpec {
        ObjectSpec(
            name: "handler.\(kind.rawValue)",
            doc: doc,
            fields: [
                FieldSpec(
                    "kind", .constant(kind.rawValue), required: true, "The handler kind.",
                    example: "\"\(kind.rawValue)\""),
                FieldSpec(
                    "name", .string, "The handler's name in reports and `faults`; unique. Default: the kind's name.",
                    example: "\"\(kind.defaultName)\""),
            ] + fields
        )
    }

    static func object(_ name: String) -> ObjectSpec {
        guard let spec = objects.first(where: { $0.name == name }) else {
            preconditionFailure("no object spec named \(name)")
        }
        return spec
    }
}
