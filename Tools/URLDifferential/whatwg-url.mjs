// Parses URLs with Node's WHATWG `URL` for NavSim's differential test (Tests/NavSimCoreTests/Request/
// URLDifferentialTests.swift). Reads a file of JSON lines `[input, base or null]` and writes one JSON line per
// input, in order: `[false]` when parsing fails, `[true, href, hostname, origin]` otherwise.
//
//   node Tools/URLDifferential/whatwg-url.mjs INPUTS.jsonl OUTPUT.jsonl
import { readFileSync, writeFileSync } from "node:fs";

const [inputPath, outputPath] = process.argv.slice(2);
if (!inputPath || !outputPath) {
  console.error("usage: node whatwg-url.mjs INPUTS.jsonl OUTPUT.jsonl");
  process.exit(2);
}
const lines = readFileSync(inputPath, "utf8").split("\n").filter((line) => line.length > 0);
const out = [];
for (const line of lines) {
  const [input, base] = JSON.parse(line);
  let url;
  try {
    url = base === null ? new URL(input) : new URL(input, base);
  } catch {
    out.push("[false]");
    continue;
  }
  out.push(JSON.stringify([true, url.href, url.hostname, url.origin]));
}
writeFileSync(outputPath, out.join("\n") + "\n");
console.error(`node ${process.version} (ada ${process.versions.ada}, ICU ${process.versions.icu}, ` +
  `Unicode ${process.versions.unicode}): ${lines.length} URLs`);
