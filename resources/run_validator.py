#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs a metadata validator on a file and fails on anything it reports.

usage: run_validator.py PACKAGE TOOL [ARGS...]

The test fails when TOOL is not installed (PACKAGE names the Debian package that has it):
a validator that did not run must never look like one that passed. It also fails when the
tool exits non-zero, and when it reports any issue at all, down to hints and pedantic
notes, since both validators return 0 for those.
"""
import re
import shutil
import subprocess
import sys

# What appstreamcli prints for a clean file; desktop-file-validate prints nothing.
CLEAN = re.compile(r"^\s*(✔\s*)?Validation was successful\.?\s*$")


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    package, tool, args = sys.argv[1], sys.argv[2], sys.argv[3:]
    path = shutil.which(tool)
    if not path:
        print(f"FAIL: {tool} is not installed (package {package}); this test needs it and "
              f"does not skip")
        return 1
    result = subprocess.run([path] + args, capture_output=True, text=True)
    output = (result.stdout + result.stderr).strip()
    print(f"$ {tool} {' '.join(args)}\nexit {result.returncode}")
    if output:
        print(output)
    issues = [line for line in output.splitlines() if line.strip() and not CLEAN.match(line)]
    if result.returncode != 0:
        print(f"FAIL: {tool} exited with {result.returncode}")
        return 1
    if issues:
        print(f"FAIL: {tool} reported {len(issues)} line(s) of issues")
        return 1
    print("passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
