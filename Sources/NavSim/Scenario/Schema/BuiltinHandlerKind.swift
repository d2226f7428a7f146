import NavSimCore

/// NavSim's built-in handlers, by the `kind` a scenario names them with: the one list that the scenario
/// schema, its decoder and the ordering analysis read.
///
/// Each kind names its handler type as an ``OrderingRules`` type, so a built-in handler whose rules are
/// missing cannot be given a kind (it does not compile), and `BuiltinHandlerKindTests` fails for a
/// handler in `NavSimCore/Chain/Handlers` that has no kind.
enum BuiltinHandlerKind: String, CaseIterable, Sendable {
    case allowAll
    case cancelAll
    case deepLink
    case homeTabSwitch
    case hostList
    case nativePage
    case payment
    case schemeFilter

    /// The handler type of the kind, carrying its claim rules and boundary URLs.
    var handlerType: any OrderingRules.Type {
        switch self {
        case .allowAll: AllowAllHandler.self
        case .cancelAll: CancelAllHandler.self
        case .deepLink: DeepLinkHandler.self
        case .homeTabSwitch: HomeTabSwitchHandler.self
        case .hostList: HostListHandler.self
        case .nativePage: NativePageHandler.self
        case .payment: PaymentHandler.self
        case .schemeFilter: SchemeFilterHandler.self
        }
    }

    /// The handler's default name: the kind with a capital (`deepLink` → `DeepLink`).
    var defaultName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
