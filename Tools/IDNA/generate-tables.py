#!/usr/bin/env python3
"""Writes Sources/NavSimCore/Request/Internal/IDNA/IDNATables.swift from Unicode's own data.

NavSim follows Unicode 17.0.0 for IDNA (UTS #46 mapping and validity) and for the data UTS #46 needs
beside it (NFC normalisation, Bidi_Class for CheckBidi, Joining_Type and the virama class for
CheckJoiners, General_Category=Mark for the validity criteria). Two PyPI packages carry exactly that
version, and nothing is mixed:

- idna 3.13: `uts46data` is IdnaMappingTable.txt 17.0.0 (status and mapping per code point range),
  `idnadata.joining_types` is DerivedJoiningType.txt 17.0.0;
- unicodedata2 17.0.1: the Unicode 17.0.0 character database (canonical decompositions and
  composition, canonical combining classes, Bidi_Class, General_Category).

Debian's `unicode-data` package ships the UCD files too, but bookworm's is 15.0.0, older than the UTS #46
revision that removed the STD3 statuses; Python's own `unicodedata` is 14.0.0 here. The packages are
installed, pinned, into a temporary folder when the running Python lacks them.

It also writes Tests/NavSimCoreTests/Request/IDNAChangesSince15.swift: the code points whose UTS #46 status
or mapping differs between Unicode 15.0.0 (idna 3.4, the version of the tables in ada 2.9.2, Node 20's URL
parser) and NavSim's, so that the differential test can tell a version difference from a bug.

Usage (from the repository root):  python3 Tools/IDNA/generate-tables.py
The output is marked `swift-format-ignore-file` (it is data); commit it. The build needs nothing.
"""
import os
import subprocess
import sys
import tempfile

IDNA_VERSION = "3.13"
OLD_IDNA_VERSION = "3.4"  # Unicode 15.0.0
UNICODEDATA2_VERSION = "17.0.1"
UNICODE_VERSION = "17.0.0"
OUTPUT = os.environ.get("NAVSIM_IDNA_OUTPUT") or os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "NavSimCore", "Request", "Internal",
                      "IDNA", "IDNATables.swift")


def load_packages():
    try:
        import idna
        import unicodedata2
        if idna.__version__ == IDNA_VERSION and unicodedata2.unidata_version == UNICODE_VERSION:
            return idna, unicodedata2
    except ImportError:
        pass
    target = tempfile.mkdtemp(prefix="navsim-idna-")
    subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "--target", target,
                           f"idna=={IDNA_VERSION}", f"unicodedata2=={UNICODEDATA2_VERSION}"])
    sys.path.insert(0, target)
    for name in ("idna", "unicodedata2"):
        sys.modules.pop(name, None)
    import idna
    import unicodedata2
    return idna, unicodedata2


idna, ucd = load_packages()
from idna import idnadata, uts46data  # noqa: E402

assert idnadata.__version__ == UNICODE_VERSION, idnadata.__version__
assert ucd.unidata_version == UNICODE_VERSION, ucd.unidata_version

MAX = 0x110000
HANGUL = range(0xAC00, 0xD7A4)

# --- UTS #46 mapping: [start, next start) -> status and mapping ---------------------------------------
# Statuses at run time: 0 valid (deviation counts as valid: Transitional_Processing is false), 1 mapped,
# 2 ignored, 3 disallowed.
STATUS = {"V": 0, "D": 0, "M": 1, "I": 2, "X": 3}
pool = []
pool_index = {}
starts = []
values = []
for entry in uts46data.uts46data:
    start, status = entry[0], STATUS[entry[1]]
    offset = length = 0
    if status == 1:
        mapping = [ord(c) for c in entry[2]]
        key = tuple(mapping)
        if key not in pool_index:
            pool_index[key] = len(pool)
            pool.extend(mapping)
        offset, length = pool_index[key], len(mapping)
    assert length < 64 and offset < (1 << 24)
    value = status << 30 | length << 24 | offset
    if values and status != 1 and values[-1] == value:
        continue  # the same status as the run before: one run
    starts.append(start)
    values.append(value)
assert starts[0] == 0

# --- NFC ------------------------------------------------------------------------------------------------
ccc = []
decomposition_keys, decomposition_values, decomposition_pool = [], [], []
composition = {}
marks = []
for cp in range(MAX):
    if 0xD800 <= cp <= 0xDFFF:
        continue
    ch = chr(cp)
    combining = ucd.combining(ch)
    if combining:
        ccc.append(cp << 8 | combining)
    if cp in HANGUL:
        continue
    nfd = ucd.normalize("NFD", ch)
    if nfd != ch:
        decomposition_keys.append(cp)
        decomposition_values.append(len(nfd) << 16 | len(decomposition_pool))
        decomposition_pool.extend(ord(c) for c in nfd)
    raw = ucd.decomposition(ch)
    if raw and not raw.startswith("<"):
        parts = [int(p, 16) for p in raw.split()]
        # A primary composite: a canonical pair that NFC composes back (not excluded, not a singleton).
        if len(parts) == 2 and ucd.normalize("NFC", chr(parts[0]) + chr(parts[1])) == ch:
            composition[parts[0] << 21 | parts[1]] = cp
assert len(decomposition_pool) < (1 << 16)

# --- Runs of a property over the code space -------------------------------------------------------------
def runs(value_of):
    """[start, value] pairs, each value holding until the next start."""
    result = []
    for cp in range(MAX):
        value = value_of(cp)
        if not result or result[-1][1] != value:
            result.append((cp, value))
    return result


BIDI = ["", "L", "R", "AL", "AN", "EN", "ES", "CS", "ET", "ON", "BN", "NSM", "B", "S", "WS", "LRE", "LRO",
        "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]
bidi_runs = runs(lambda cp: 0 if 0xD800 <= cp <= 0xDFFF else BIDI.index(ucd.bidirectional(chr(cp))))
mark_runs = runs(lambda cp: 0 if 0xD800 <= cp <= 0xDFFF else int(ucd.category(chr(cp)).startswith("M")))
seconds = {key & 0x1FFFFF for key in composition} | set(range(0x1161, 0x1176)) | set(range(0x11A8, 0x11C3))
# NFC_Quick_Check is not Yes: the code point changes under NFC (No), or composes with what comes before (Maybe).
quick_check_runs = runs(lambda cp: 0 if 0xD800 <= cp <= 0xDFFF else
                        int(ucd.normalize("NFC", chr(cp)) != chr(cp) or cp in seconds))
JOINING = {"U": 0, "C": 1, "D": 2, "L": 3, "R": 4, "T": 5}
joining = idnadata.joining_types()
joining_runs = runs(lambda cp: JOINING[chr(joining[cp])] if cp in joining else 0)


def array(name, kind, items, doc):
    """A table as hexadecimal digits in one string literal, decoded once at first use: a literal of this size
    compiles in a second, where an array literal of 30,000 integers took a minute in release builds."""
    digits = 8 if kind == "UInt32" else 16
    per_line = 112 // digits
    lines = [f"    /// {doc}", f"    static let {name}: [{kind}] = decode{kind}(", '        """']
    for index in range(0, len(items), per_line):
        lines.append("        " + "".join(f"{item:0{digits}X}" for item in items[index:index + per_line]))
    lines += ['        """', "    )"]
    return "\n".join(lines)


composition_keys = sorted(composition)
out = [
    "// swift-format-ignore-file",
    "// Generated by Tools/IDNA/generate-tables.py: do not edit. Run it again to update.",
    f"// Unicode {UNICODE_VERSION}: IdnaMappingTable.txt and DerivedJoiningType.txt through PyPI idna {IDNA_VERSION},",
    f"// the character database through PyPI unicodedata2 {UNICODEDATA2_VERSION}.",
    "",
    "/// The Unicode data behind ``IDNA``, packed into sorted integer arrays searched by binary search.",
    "enum IDNATables {",
    f'    /// The Unicode version of every table.',
    f'    static let unicodeVersion = "{UNICODE_VERSION}"',
    "",
    array("mappingStarts", "UInt32", starts,
          "The first code point of each UTS #46 range; a range holds until the next one starts."),
    "",
    array("mappingValues", "UInt32", values,
          "Per range: status << 30 (0 valid or deviation, 1 mapped, 2 ignored, 3 disallowed), "
          "mapping length << 24, offset in `mappingPool`."),
    "",
    array("mappingPool", "UInt32", pool, "The mapped code points, shared between ranges mapped alike."),
    "",
    array("combiningClasses", "UInt32", ccc, "code point << 8 | canonical combining class, for every class but 0."),
    "",
    array("decompositionKeys", "UInt32", decomposition_keys,
          "The code points with a canonical decomposition (Hangul syllables are computed)."),
    "",
    array("decompositionValues", "UInt32", decomposition_values,
          "Per key: length << 16 | offset in `decompositionPool` of its full canonical decomposition."),
    "",
    array("decompositionPool", "UInt32", decomposition_pool, "The full canonical decompositions."),
    "",
    array("compositionKeys", "UInt64", composition_keys,
          "first << 21 | second for each primary composite's canonical pair (Hangul is computed)."),
    "",
    array("compositionValues", "UInt32", [composition[k] for k in composition_keys], "The primary composites."),
    "",
    array("bidiRuns", "UInt32", [start << 5 | value for start, value in bidi_runs],
          "start << 5 | Bidi_Class, in ``IDNA/BidiClass`` order; a run holds until the next one starts."),
    "",
    array("markRuns", "UInt32", [start << 1 | value for start, value in mark_runs],
          "start << 1 | 1 where General_Category=Mark starts, | 0 where it stops."),
    "",
    array("quickCheckRuns", "UInt32", [start << 1 | value for start, value in quick_check_runs],
          "start << 1 | 1 where NFC_Quick_Check stops being Yes (No or Maybe), | 0 where it is Yes again."),
    "",
    array("joiningRuns", "UInt32", [start << 3 | value for start, value in joining_runs],
          "start << 3 | Joining_Type (0 U, 1 C, 2 D, 3 L, 4 R, 5 T)."),
    "",
    "    /// Decodes a table: eight hexadecimal digits a value, other characters (the line breaks) skipped.",
    "    private static func decodeUInt32(_ text: StaticString) -> [UInt32] {",
    "        decode(text, digits: 8).map { UInt32(truncatingIfNeeded: $0) }",
    "    }",
    "",
    "    /// Decodes a table: sixteen hexadecimal digits a value, other characters (the line breaks) skipped.",
    "    private static func decodeUInt64(_ text: StaticString) -> [UInt64] {",
    "        decode(text, digits: 16)",
    "    }",
    "",
    "    private static func decode(_ text: StaticString, digits: Int) -> [UInt64] {",
    "        var values: [UInt64] = []",
    "        values.reserveCapacity(text.utf8CodeUnitCount / digits)",
    "        var value: UInt64 = 0",
    "        var count = 0",
    "        let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)",
    "        for byte in bytes {",
    "            let digit: UInt64",
    "            switch byte {",
    "            case 0x30...0x39: digit = UInt64(byte - 0x30)",
    "            case 0x41...0x46: digit = UInt64(byte - 0x37)",
    "            default: continue",
    "            }",
    "            value = value << 4 | digit",
    "            count += 1",
    "            if count == digits {",
    "                values.append(value)",
    "                value = 0",
    "                count = 0",
    "            }",
    "        }",
    "        return values",
    "    }",
    "}",
    "",
]
# --- The code points whose status or mapping changed since Unicode 15.0.0 (for the differential test) ---
def expand(table):
    import bisect
    keys = [entry[0] for entry in table]
    def status(cp):
        entry = table[bisect.bisect_right(keys, cp) - 1]
        kind = {"D": "V"}.get(entry[1], entry[1])
        if kind == "3":  # Before Unicode 15.1: disallowed_STD3_*, which the URL Standard treats as valid/mapped.
            kind = "M" if len(entry) > 2 else "V"
        return kind, entry[2] if len(entry) > 2 else ""
    return status


old_dir = tempfile.mkdtemp(prefix="navsim-idna-old-")
subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", old_dir,
                       f"idna=={OLD_IDNA_VERSION}"])
old_source = open(os.path.join(old_dir, "idna", "uts46data.py")).read()
old_namespace = {}
exec(compile(old_source, "uts46data_old", "exec"), old_namespace)
old_status = expand(old_namespace["uts46data"])
new_status = expand(uts46data.uts46data)
changed = []
for cp in range(0x80, MAX):
    if old_status(cp) != new_status(cp):
        if changed and changed[-1][1] == cp - 1:
            changed[-1][1] = cp
        else:
            changed.append([cp, cp])
CHANGES = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "NavSimCoreTests", "Request",
                       "IDNAChangesSince15.swift")
with open(CHANGES, "w") as handle:
    handle.write("\n".join([
        "// swift-format-ignore-file",
        "// Generated by Tools/IDNA/generate-tables.py: do not edit.",
        "",
        f"/// The code points whose UTS #46 status or mapping differs between Unicode 15.0.0 (PyPI idna {OLD_IDNA_VERSION};",
        f"/// the tables of ada 2.9.2, Node 20's URL parser) and Unicode {UNICODE_VERSION} (NavSim's), as closed ranges.",
        "enum IDNAChangesSince15 {",
        "    static let ranges: [ClosedRange<UInt32>] = [",
        *[f"        0x{a:X}...0x{b:X}," for a, b in changed],
        "    ]",
        "}",
        "",
    ]))
print(f"{CHANGES}: {len(changed)} changed ranges")

with open(OUTPUT, "w") as handle:
    handle.write("\n".join(out))
print(f"{OUTPUT}: {len(starts)} mapping ranges, {len(pool)} mapped code points, {len(ccc)} combining classes, "
      f"{len(decomposition_keys)} decompositions, {len(composition_keys)} compositions, {len(bidi_runs)} bidi runs, "
      f"{len(mark_runs)} mark runs, {len(joining_runs)} joining runs")
