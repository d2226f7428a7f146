// `import NavSim` gives a user the whole library: the domain and the deterministic runtime.
@_exported import NavSimCore
@_exported import NavSimRuntime
