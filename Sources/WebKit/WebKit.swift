// `import WebKit` where no WebKit exists: NavSim's spelling of WebKit's navigation API (`NavSimWebKit`).
@_exported import NavSimWebKit
