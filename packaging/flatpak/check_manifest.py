#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""package_flatpak_manifest: checks the Flatpak manifest as far as it can be checked here.

flatpak-builder cannot run in this project's CI (no Flathub, no upstream download sites), so
this looks at what a reviewer would: the application id matches the desktop entry, the
metainfo and the installed icon names; the command is a program the project installs; the
runtime is the KDE one; every downloaded source is pinned by a checksum; the permissions
are the minimal set, and the one that would lift the sandbox is not granted; the project
module builds this very source tree.

usage: check_manifest.py MANIFEST SOURCE_DIR
"""
import os
import re
import sys

try:
    import yaml
except ImportError:
    print("FAIL: Python's yaml module is missing (Debian package python3-yaml)")
    sys.exit(1)

APP_ID = "io.github.mcpscope.mcpscope"
REQUIRED_ARGS = {"--socket=wayland", "--socket=fallback-x11", "--share=ipc", "--share=network"}
ALLOWED_ARGS = REQUIRED_ARGS | {"--talk-name=org.freedesktop.secrets"}
errors = []


def error(text):
    errors.append(text)


def modules_of(module_list):
    for module in module_list or []:
        if isinstance(module, str):
            error(f"module {module!r} is a separate file; keep the manifest in one file")
            continue
        yield module
        yield from modules_of(module.get("modules"))


def main():
    manifest_path, source_dir = sys.argv[1:3]
    with open(manifest_path, encoding="utf-8") as f:
        manifest = yaml.safe_load(f)
    if not isinstance(manifest, dict):
        print("FAIL: the manifest is not a YAML mapping")
        return 1

    app_id = manifest.get("id") or manifest.get("app-id")
    if app_id != APP_ID:
        error(f"id is {app_id!r}, not {APP_ID}")
    for file in (f"resources/{APP_ID}.desktop", f"resources/{APP_ID}.metainfo.xml"):
        if not os.path.isfile(os.path.join(source_dir, file)):
            error(f"{file} is missing: Flatpak exports only files named after the app id")
    with open(os.path.join(source_dir, "resources/CMakeLists.txt"), encoding="utf-8") as f:
        resources = f.read()
    if f"set(MCPSCOPE_APP_ID {APP_ID})" not in resources or "RENAME ${MCPSCOPE_APP_ID}" not in resources:
        error("resources/CMakeLists.txt does not install the icons under the app id")

    if manifest.get("runtime") != "org.kde.Platform" or manifest.get("sdk") != "org.kde.Sdk":
        error("runtime and sdk must be org.kde.Platform and org.kde.Sdk (Qt 6 and KSyntaxHighlighting)")
    if not re.fullmatch(r"6\.\d+", str(manifest.get("runtime-version", ""))):
        error(f"runtime-version {manifest.get('runtime-version')!r} is not a Qt 6 KDE runtime")

    command = manifest.get("command")
    installed = set()
    for cmake in ("app/CMakeLists.txt", "app/demo-server/CMakeLists.txt"):
        with open(os.path.join(source_dir, cmake), encoding="utf-8") as f:
            for targets in re.findall(r"install\(TARGETS ([^)]*?) RUNTIME", f.read()):
                installed.update(targets.split())
    if command not in installed:
        error(f"command {command!r} is not one of the installed programs {sorted(installed)}")

    args = set(manifest.get("finish-args") or [])
    if not REQUIRED_ARGS <= args:
        error(f"finish-args lack {sorted(REQUIRED_ARGS - args)}")
    if args - ALLOWED_ARGS:
        error(f"finish-args grant more than the minimal set: {sorted(args - ALLOWED_ARGS)}")
    with open(manifest_path, encoding="utf-8") as f:
        text = f.read()
    if "flatpak-spawn --host" not in text:
        error("the manifest does not explain the flatpak-spawn --host trade-off for stdio servers")

    modules = list(modules_of(manifest.get("modules")))
    names = [m.get("name") for m in modules]
    for needed in ("valijson", "qtkeychain", "mcpscope"):
        if needed not in names:
            error(f"no module {needed!r}")
    if names and names[-1] != "mcpscope":
        error("the mcpscope module must come last (it needs the others)")
    for module in modules:
        for source in module.get("sources") or []:
            kind = source.get("type")
            if kind in ("archive", "file"):
                url = source.get("url", "")
                if not url.startswith("https://"):
                    error(f"{module['name']}: source {url!r} is not https")
                digest = source.get("sha256") or source.get("sha512")
                size = 64 if source.get("sha256") else 128
                if not digest or not re.fullmatch(rf"[0-9a-f]{{{size}}}", digest):
                    error(f"{module['name']}: source {url} has no valid sha256/sha512")
            elif kind == "git":
                if not source.get("commit") and not source.get("tag"):
                    error(f"{module['name']}: git source without tag or commit")
            elif kind == "dir":
                path = os.path.normpath(os.path.join(os.path.dirname(manifest_path), source.get("path", "")))
                if module.get("name") != "mcpscope" or os.path.realpath(path) != os.path.realpath(source_dir):
                    error(f"{module['name']}: dir source {source.get('path')} is not the source tree")
            else:
                error(f"{module['name']}: unexpected source type {kind!r}")
        if module.get("buildsystem") not in ("cmake-ninja", "meson", "simple", "cmake", "autotools", None):
            error(f"{module['name']}: unknown buildsystem {module.get('buildsystem')!r}")

    for e in errors:
        print("error:", e)
    print(f"{len(modules)} modules ({', '.join(str(n) for n in names)}); "
          f"finish-args {sorted(args)}: {'FAIL' if errors else 'passed'}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
