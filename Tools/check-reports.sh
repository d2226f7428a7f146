#!/usr/bin/env bash
# Renders each kind of NavSim HTML report in headless Chromium and checks it as a browser shows it:
#   - a schedule (explore's failing schedule), a bench run and an ordering analysis are written by `navsim`,
#     and a trace it exports (--trace-out) is opened in the small offline viewer Tools/trace-viewer.html;
#   - each page is loaded as written (its Content-Security-Policy forbids every fetch and script): any console
#     message is a failure (a refused load, a parse error);
#   - a copy with a checking script appended measures the drawn SVG: lanes, marks, the failing mark and the
#     axes must be there and have a size;
#   - traces must draw their tracks, slices, events and flow arrows (with arrowheads); the main-actor one its
#     @MainActor track and an arrow of a job sent to it;
#   - a screenshot of each page goes to docs/images/report-<kind>.png.
# Usage: Tools/check-reports.sh [--no-install] [--navsim PATH]
# Without Chromium it installs Debian's `chromium` package when it can (root and apt-get), else it prints
# why it skipped and exits 0 (CI runs it only when Chromium is present). `swift test` never needs a browser.
set -euo pipefail
cd "$(dirname "$0")/.."

install=1
navsim=""
while [ $# -gt 0 ]; do
    case "$1" in
        --no-install) install=0 ;;
        --navsim) navsim="$2"; shift ;;
        *) echo "usage: Tools/check-reports.sh [--no-install] [--navsim PATH]" >&2; exit 2 ;;
    esac
    shift
done

find_chromium() { command -v chromium || command -v chromium-browser || command -v google-chrome || true; }
browser=$(find_chromium)
if [ -z "$browser" ] && [ "$install" = 1 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "check-reports: installing Debian's chromium package"
    apt-get install -y chromium >/dev/null 2>&1 || { apt-get update >/dev/null 2>&1 && apt-get install -y chromium >/dev/null 2>&1; } || true
    browser=$(find_chromium)
fi
if [ -z "$browser" ]; then
    echo "check-reports: SKIPPED: no Chromium (install Debian's chromium package, or run as root to let this script install it)"
    exit 0
fi

if [ -z "$navsim" ]; then
    swift build --product navsim >/dev/null
    navsim="$(swift build --show-bin-path)/navsim"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p docs/images

# Each kind of report, from a shipped scenario.
status=0
"$navsim" explore scenarios/race4-throwing-callback-buggy.json --seeds 200 --html "$work/schedule.html" >/dev/null || status=$?
[ "$status" = 1 ] || { echo "check-reports: explore exited $status, expected 1 (a failing schedule)"; exit 1; }
"$navsim" bench --events 20000 --warmup-events 2000 --web-views 16 --defer 200 --no-progress \
    --html "$work/bench.html" >/dev/null
"$navsim" orderings scenarios/race2-deeplink-shadowing-fixed.json --html "$work/orderings.html" >/dev/null
# Traces (--trace-out) in the small offline viewer, Tools/trace-viewer.html, with the JSON inlined ("</" escaped):
# RACE-CASES 4's failing schedule, and RACE-CASES 5 on the main actor (its own track, arrows of jobs sent to it).
"$navsim" explore scenarios/race4-throwing-callback-buggy.json --seeds 200 --trace-out "$work/trace.json" >/dev/null || true
"$navsim" explore scenarios/race5-stop-marks-inactive-later-main-actor-buggy.json --seeds 200 \
    --trace-out "$work/trace-main-actor.json" >/dev/null || true
for trace in trace trace-main-actor; do
sed 's#</#<\\/#g' "$work/$trace.json" > "$work/$trace.escaped.json"
awk -v file="$work/$trace.escaped.json" '
    /<script type="application\/json" id="trace">/ {
        print "<script type=\"application/json\" id=\"trace\">"
        while ((getline line < file) > 0) print line
        print "</script>"
        next
    }
    { print }' Tools/trace-viewer.html > "$work/$trace.html"
done

run_browser() {
    # --no-sandbox: CI containers run as root, where Chromium's sandbox cannot start.
    timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --enable-logging=stderr --v=0 --virtual-time-budget=2000 "$@"
}

# The checking script, appended to a copy of each page (with a policy that lets inline script run and still
# forbids every fetch). It writes its verdict into the page, which --dump-dom prints.
cat > "$work/check.js" <<'EOF'
(function () {
  const kind = document.body.className.replace("report-", "");
  const problems = [];
  const found = {};
  function visible(element, what) {
    if (!element) { problems.push("no " + what); return false; }
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) { problems.push(what + " has no size"); return false; }
    return true;
  }
  function all(selector, what, least) {
    const elements = Array.from(document.querySelectorAll(selector));
    found[what] = elements.length;
    if (elements.length < least) problems.push(what + ": " + elements.length + " < " + least);
    elements.forEach(function (element, index) { if (index < 50) visible(element, what + " #" + index); });
    return elements;
  }
  function axisLabels(selector, what, least) {
    const labels = document.querySelectorAll(selector + " text");
    found[what] = labels.length;
    if (labels.length < least) problems.push(what + ": " + labels.length + " labels < " + least);
  }
  if (kind === "schedule") {
    visible(document.querySelector("svg.swimlanes"), "swimlanes svg");
    all("svg.swimlanes g.lane", "lanes", 2);
    all("svg.swimlanes .mark", "marks", 2);
    all("svg.swimlanes circle.mark.failing", "failing mark", 1);
    axisLabels("svg.swimlanes g.axis", "axis", 2);
    if (!document.querySelector("pre.command")) problems.push("no replay command");
  } else if (kind === "bench") {
    all("svg.percentiles", "percentile charts", 2);
    all("svg.percentiles polyline.series", "percentile series", 2);
    axisLabels("svg.percentiles g.x-axis", "percentile axis", 4);
    axisLabels("svg.percentiles g.y-axis", "latency axis", 4);
    all("svg.throughput polyline.series", "throughput series", 1);
    axisLabels("svg.throughput g.axis", "throughput axes", 6);
    visible(document.querySelector("p.conservation"), "conservation line");
  } else if (kind === "orderings") {
    visible(document.querySelector("svg.claims"), "claims svg");
    all("svg.claims g.row", "rows", 2);
    all("svg.claims rect.cell-decides", "deciding cells", 1);
    all("svg.claims rect.cell-shadowed", "shadowed cells", 1);
    axisLabels("svg.claims g.axis", "handler axis", 2);
    all("table.findings tr", "findings", 2);
  } else if (kind === "trace") {
    visible(document.querySelector("svg.trace"), "trace svg");
    all("svg.trace g.track", "tracks", 3);
    all("svg.trace rect.slice", "step slices", 2);
    all("svg.trace circle.instant", "instant events", 2);
    all("svg.trace circle.instant.finding", "findings", 1);
    const flows = all("svg.trace path.flow[marker-end]", "flow arrows", 1);
    found["flow kinds"] = Array.from(new Set(flows.map(function (f) { return f.getAttribute("data-name"); }))).sort();
    const tracks = Array.from(document.querySelectorAll("svg.trace g.track text")).map(function (t) { return t.textContent; });
    if (location.pathname.indexOf("trace-main-actor") >= 0) {
      if (tracks.indexOf("@MainActor") < 0) problems.push("no @MainActor track");
      if (found["flow kinds"].indexOf("enqueue on the main actor") < 0) problems.push("no arrow onto the main actor");
    }
    axisLabels("svg.trace g.axis", "time axis", 2);
  } else {
    problems.push("unknown report kind '" + kind + "'");
  }
  const verdict = document.createElement("pre");
  verdict.id = "navsim-check";
  verdict.textContent = (problems.length ? "FAIL " + problems.join("; ") : "OK") + " " + JSON.stringify(found);
  document.body.appendChild(verdict);
})();
EOF

failed=0
for kind in schedule bench orderings trace trace-main-actor; do
    page="$work/$kind.html"
    # 1. As written: no console message at all (the page has no script; a message is a refused load or an error).
    height=1000; [ "$kind" = bench ] && height=1900; [ "$kind" = trace ] && height=460
    [ "$kind" = trace-main-actor ] && height=520
    run_browser --window-size=1200,$height --screenshot="docs/images/report-$kind.png" "file://$page" \
        >/dev/null 2>"$work/$kind.log" || { echo "check-reports: $kind: Chromium failed"; cat "$work/$kind.log"; failed=1; continue; }
    if grep -q "CONSOLE" "$work/$kind.log"; then
        echo "check-reports: $kind: console messages:"; grep "CONSOLE" "$work/$kind.log"; failed=1
    fi
    # 2. A copy with the checking script: what the SVG draws.
    sed -e "s|default-src 'none'; style-src 'unsafe-inline'|default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'|" \
        -e "s|</body>|<script>$(sed 's/[&|\\]/\\&/g' "$work/check.js" | tr '\n' ' ')</script></body>|" \
        "$page" > "$work/$kind.check.html"
    run_browser --dump-dom "file://$work/$kind.check.html" >"$work/$kind.dom" 2>"$work/$kind.check.log" || true
    verdict=$(grep -o '<pre id="navsim-check">[^<]*' "$work/$kind.dom" | sed 's/<pre id="navsim-check">//' || true)
    if [ -z "$verdict" ]; then
        echo "check-reports: $kind: the check did not run"; grep "CONSOLE" "$work/$kind.check.log" || true; failed=1
    elif [ "${verdict#OK}" = "$verdict" ]; then
        echo "check-reports: $kind: $verdict"; failed=1
    else
        echo "check-reports: $kind: $verdict, screenshot docs/images/report-$kind.png"
    fi
done

# The checker must be able to fail: a page with a console error and no lanes is refused.
printf '<!DOCTYPE html><html><body class="report-schedule"><script>console.error("canary")</script></body></html>' > "$work/canary.html"
run_browser --dump-dom "file://$work/canary.html" >/dev/null 2>"$work/canary.log" || true
if ! grep -q "CONSOLE.*canary" "$work/canary.log"; then
    echo "check-reports: the console of a page with an error was not seen; the check cannot be trusted"; failed=1
fi

[ "$failed" = 0 ] && echo "check-reports: every report and the trace render and draw their lanes, marks and axes" || exit 1
