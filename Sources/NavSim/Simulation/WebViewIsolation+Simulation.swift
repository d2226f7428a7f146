/// Where a run's web views go by default: a simulation parameter, so that the runtime, which knows nothing of
/// web views, carries it in ``SimulationOptions/parameters`` and the run's ``Schedule`` (a replay places them
/// where the run did), and ``SimulationContext/makeWebView(id:configuration:pageSource:navigationDelegate:isolation:)``
/// reads it for every web view that does not say.
extension WebViewIsolation {
    /// The simulation parameter that names the run's default: `webViews`.
    public static let simulationParameter = "webViews"

    /// The parameter's value for this isolation: `ownActor` or `mainActor`.
    public var simulationParameterValue: String {
        switch self {
        case .ownActor: "ownActor"
        case .mainActor: "mainActor"
        }
    }

    /// The parameters that make this isolation the run's default, for the calls that take parameters
    /// (`Explorer.explore`, `expectAllSchedulesPass`, `Simulation.runReal`).
    ///
    /// ```swift
    /// await expectAllSchedulesPass(seeds: 0..<1_000, parameters: WebViewIsolation.mainActor.simulationParameters) {
    ///     sim in
    ///     let webView = sim.makeWebView(configuration: configuration)   // on the main actor
    /// }
    /// ```
    public var simulationParameters: [String: String] {
        [Self.simulationParameter: simulationParameterValue]
    }

    /// The isolation a parameter's value names, or `nil` for a value that names none.
    ///
    /// - Parameter value: `ownActor` or `mainActor`.
    public init?(simulationParameterValue value: String) {
        switch value {
        case "ownActor": self = .ownActor
        case "mainActor": self = .mainActor
        default: return nil
        }
    }
}

extension SimulationOptions {
    /// Where ``SimulationContext/makeWebView(id:configuration:pageSource:navigationDelegate:isolation:)`` places
    /// the run's web views that do not say (``WebViewIsolation/simulationParameter`` in ``parameters``):
    /// `.ownActor` unless set. `.mainActor` places every web view of the run and its delegates on the simulated
    /// main actor, as in an app.
    ///
    /// ```swift
    /// var options = SimulationOptions(seed: 7)
    /// options.webViewIsolation = .mainActor
    /// let outcome = Simulation.run(options) { sim in … }
    /// ```
    public var webViewIsolation: WebViewIsolation {
        get {
            parameters[WebViewIsolation.simulationParameter].flatMap(WebViewIsolation.init(simulationParameterValue:))
                ?? .ownActor
        }
        set { parameters[WebViewIsolation.simulationParameter] = newValue.simulationParameterValue }
    }
}

extension SimulationContext {
    /// Where this run places the web views that do not say (``SimulationOptions/webViewIsolation``):
    /// `.ownActor` unless the run's parameters say `mainActor`.
    ///
    /// A value of the parameter that names no isolation fails the run, naming the parameter, the value and
    /// the fix, and the web view gets its own actor.
    public var webViewIsolation: WebViewIsolation {
        guard let value = parameters[WebViewIsolation.simulationParameter] else { return .ownActor }
        if let isolation = WebViewIsolation(simulationParameterValue: value) { return isolation }
        fail(
            "simulation parameter '\(WebViewIsolation.simulationParameter)' is '\(value)': expected 'ownActor' or "
                + "'mainActor' (set it with SimulationOptions.webViewIsolation or "
                + "WebViewIsolation.simulationParameters)",
            kind: .thrown
        )
        return .ownActor
    }
}
