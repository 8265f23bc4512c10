#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that the .desktop entry, the AppStream metainfo and the icons agree.

The two official validators run as tests of their own (desktop_file_validate and
appstream_validate, through run_validator.py, which fails when a validator is missing).
This script checks what they do not: that the files name the same application id and the
installed icon, that Exec starts mcpscope, that there is a release entry for this version.
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

APP_ID = "io.github.mcpscope.mcpscope"
errors = []


def error(text):
    errors.append(text)


def check_desktop(path):
    groups = {}
    current = None
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            m = re.fullmatch(r"\[([^\[\]]+)\]", line)
            if m:
                current = m.group(1)
                if current in groups:
                    error(f"{path}:{number}: group [{current}] appears twice")
                groups[current] = {}
                continue
            if current is None:
                error(f"{path}:{number}: a key before the first group")
                continue
            m = re.fullmatch(r"([A-Za-z0-9-]+(?:\[[A-Za-z_@.]+\])?)\s*=\s*(.*)", line)
            if not m:
                error(f"{path}:{number}: not a key=value line: {line!r}")
                continue
            key, value = m.groups()
            if key in groups[current]:
                error(f"{path}:{number}: key {key} appears twice")
            groups[current][key] = value
    if list(groups)[:1] != ["Desktop Entry"]:
        error(f"{path}: the first group must be [Desktop Entry]")
        return
    entry = groups["Desktop Entry"]
    for key in ("Type", "Name", "Exec", "Icon", "Categories", "Comment"):
        if not entry.get(key):
            error(f"{path}: required key {key} is missing or empty")
    if entry.get("Type") != "Application":
        error(f"{path}: Type must be Application")
    if entry.get("Icon") != APP_ID:
        error(f"{path}: Icon must be {APP_ID} (the installed icon's name)")
    if entry.get("Exec", "").split(" ")[0] != "mcpscope":
        error(f"{path}: Exec must start mcpscope")
    for key in ("Categories", "Keywords"):
        value = entry.get(key, "")
        if value and not value.endswith(";"):
            error(f"{path}: {key} must end with ';'")
    categories = entry.get("Categories", "").split(";")
    main = {"AudioVideo", "Audio", "Video", "Development", "Education", "Game", "Graphics",
            "Network", "Office", "Science", "Settings", "System", "Utility"}
    if not main.intersection(categories):
        error(f"{path}: Categories names no main category")
    for key in ("Terminal", "StartupNotify"):
        if key in entry and entry[key] not in ("true", "false"):
            error(f"{path}: {key} must be true or false")
    return entry


def check_metainfo(path, desktop_name, version):
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        error(f"{path}: not well-formed XML: {e}")
        return
    if root.tag != "component" or root.get("type") != "desktop-application":
        error(f'{path}: the root must be <component type="desktop-application">')
    def text(tag):
        el = root.find(tag)
        return el.text.strip() if el is not None and el.text else ""
    if text("id") != APP_ID:
        error(f"{path}: <id> must be {APP_ID}")
    for tag in ("metadata_license", "project_license", "name", "summary"):
        if not text(tag):
            error(f"{path}: <{tag}> is missing or empty")
    if text("metadata_license") not in ("MIT", "CC0-1.0", "FSFAP", "CC-BY-3.0", "CC-BY-4.0"):
        error(f"{path}: <metadata_license> must be a permissive licence")
    summary = text("summary")
    if summary.endswith("."):
        error(f"{path}: <summary> should not end with a full stop")
    description = root.find("description")
    if description is None or not description.findall("p"):
        error(f"{path}: <description> needs at least one paragraph")
    launchable = root.find("launchable")
    if launchable is None or launchable.get("type") != "desktop-id" or launchable.text != desktop_name:
        error(f"{path}: <launchable type=\"desktop-id\"> must name {desktop_name}")
    rating = root.find("content_rating")
    if rating is None or not rating.get("type", "").startswith("oars-"):
        error(f"{path}: <content_rating type=\"oars-1.1\"> is missing")
    releases = root.findall("releases/release")
    if not releases:
        error(f"{path}: <releases> has no <release>")
    for release in releases:
        if not release.get("version") or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", release.get("date", "")):
            error(f"{path}: every <release> needs a version and a YYYY-MM-DD date")
    if version not in [r.get("version") for r in releases]:
        error(f"{path}: no release entry for {version} (the project's version)")
    if not any(url.get("type") == "homepage" for url in root.findall("url")):
        error(f"{path}: <url type=\"homepage\"> is missing")


def main():
    desktop, metainfo, icons, version = sys.argv[1:5]
    check_desktop(desktop)
    check_metainfo(metainfo, os.path.basename(desktop), version)
    svg = os.path.join(icons, "mcpscope.svg")
    try:
        ET.parse(svg)
    except (ET.ParseError, OSError) as e:
        error(f"{svg}: not a readable SVG: {e}")
    for e in errors:
        print("error:", e)
    print("structural checks:", "failed" if errors else "passed")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
