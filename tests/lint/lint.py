#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""mcpscope's style and lint checks, run by ctest (label "lint"):

  lint.py format   --source DIR [--clang-format PATH]
      every C++ file of ours is formatted as .clang-format says (clang-format --dry-run)
  lint.py literals --source DIR
      one string-literal style: QStringLiteral("...") for QString literals, QLatin1String for
      Latin-1 views; no u"..."_s or "..."_L1, no QLatin1StringView, no QString("...")
      (QString::fromUtf8 stays for byte escapes that spell UTF-8)
  lint.py tidy     --source DIR --build DIR [--clang-tidy PATH] [--jobs N]
      clang-tidy with the checks of .clang-tidy over every translation unit of the product
      (app, core, widgets) in the build's compile_commands.json, and the headers of ours they
      include; any warning fails (WarningsAsErrors: '*')

Each prints file:line and what is wrong, and exits 1 when it found anything.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys

# The folders whose C++ is ours (the build directory and vendored code are not).
OUR_DIRS = ("app", "core", "widgets", "tests")
SUFFIXES = (".cpp", ".h")


def our_files(source):
    files = []
    for top in OUR_DIRS:
        for root, dirs, names in os.walk(os.path.join(source, top)):
            dirs[:] = sorted(d for d in dirs if d not in ("node_modules",))
            files.extend(os.path.join(root, n) for n in sorted(names) if n.endswith(SUFFIXES))
    return files


def find_tool(explicit, names):
    if explicit:
        return explicit
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    sys.exit("lint: none of %s is installed (the Debian 13 root has them: scripts/dev)" % ", ".join(names))


def run_format(args):
    tool = find_tool(args.clang_format, ("clang-format", "clang-format-19"))
    files = our_files(args.source)
    bad = []
    chunk = 64
    for i in range(0, len(files), chunk):
        part = files[i:i + chunk]
        done = subprocess.run([tool, "--dry-run", "--Werror", "--ferror-limit=1", *part],
                              cwd=args.source, capture_output=True, text=True)
        if done.returncode != 0:
            for line in done.stderr.splitlines():
                m = re.match(r"^(.*?):(\d+):\d+: (?:error|warning): code should be clang-formatted", line)
                if m:
                    bad.append("%s:%s" % (os.path.relpath(m.group(1), args.source), m.group(2)))
            if not bad:
                sys.stderr.write(done.stderr)
                return 1
    for b in bad:
        print("%s: not formatted as .clang-format says (clang-format -i FILE)" % b)
    print("format: %d files checked, %d not formatted" % (len(files), len(bad)))
    return 1 if bad else 0


LITERAL_RULES = (
    (re.compile(r'"_s\b'), 'u"..."_s: write QStringLiteral("...")'),
    (re.compile(r'"_L1\b'), '"..."_L1: write QLatin1String("...")'),
    (re.compile(r'\bQLatin1StringView\b'), "QLatin1StringView: write QLatin1String (the same type)"),
    (re.compile(r'\bQString\(\s*"'), 'QString("..."): write QStringLiteral("...")'),
)


def run_literals(args):
    found = 0
    files = our_files(args.source)
    for path in files:
        with open(path, encoding="utf-8", errors="replace") as f:
            for number, line in enumerate(f, 1):
                if line.lstrip().startswith(("//", "*", "/*")):
                    continue
                for pattern, advice in LITERAL_RULES:
                    if pattern.search(line):
                        print("%s:%d: %s" % (os.path.relpath(path, args.source), number, advice))
                        found += 1
    print("literals: %d files checked, %d findings" % (len(files), found))
    return 1 if found else 0


def run_tidy(args):
    tool = find_tool(args.clang_tidy, ("clang-tidy", "clang-tidy-19"))
    database = os.path.join(args.build, "compile_commands.json")
    if not os.path.exists(database):
        sys.exit("lint: %s is missing (configure with CMAKE_EXPORT_COMPILE_COMMANDS=ON)" % database)
    with open(database, encoding="utf-8") as f:
        entries = json.load(f)
    source = os.path.realpath(args.source)
    units = sorted({os.path.realpath(os.path.join(e["directory"], e["file"])) for e in entries})
    # The product's translation units (app, core, widgets); the tests' own are left out to
    # keep the run within a few minutes, the headers of ours they include are not.
    product = tuple(os.path.join(source, d) + os.sep for d in OUR_DIRS if d != "tests")
    units = [u for u in units
             if u.startswith(product) and not u.startswith(os.path.realpath(args.build) + os.sep)
             and "_autogen" not in u and u.endswith(".cpp")]
    header_filter = "^%s/(%s)/" % (re.escape(source), "|".join(OUR_DIRS))

    def tidy(unit):
        done = subprocess.run([tool, "-p", args.build, "--quiet", "--header-filter=" + header_filter,
                               "--extra-arg=-Wno-unknown-warning-option", unit],
                              capture_output=True, text=True)
        findings = [line for line in done.stdout.splitlines()
                    if re.match(r"^/.*:\d+:\d+: (warning|error): ", line)]
        return unit, done.returncode, findings, done.stdout

    failed = 0
    seen = set()
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for unit, code, findings, output in pool.map(tidy, units):
            fresh = [f for f in findings if f not in seen]
            seen.update(findings)
            if fresh:
                failed += 1
                print(output.rstrip())
            elif code != 0 and not findings:
                failed += 1
                print("%s: clang-tidy failed (exit %d):\n%s" % (os.path.relpath(unit, source), code, output))
    print("tidy: %d translation units checked, %d with findings, %d findings"
          % (len(units), failed, len(seen)))
    return 1 if failed else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("check", choices=("format", "literals", "tidy"))
    parser.add_argument("--source", required=True)
    parser.add_argument("--build")
    parser.add_argument("--clang-format")
    parser.add_argument("--clang-tidy")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args()
    if args.check == "format":
        return run_format(args)
    if args.check == "literals":
        return run_literals(args)
    if not args.build:
        parser.error("tidy needs --build")
    return run_tidy(args)


if __name__ == "__main__":
    sys.exit(main())
