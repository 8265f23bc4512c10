#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""package_deb_install: installs the built .deb into a fresh Debian root and uses it there.

What a user does on a clean Debian system, and nothing more: mmdebstrap makes a new minimal
root (variant apt) from the Debian archive, then, inside that root,
`apt install /tmp/mcpscope_*.deb` resolves the package's dependencies from the archive. The
installed mcpscope then has to answer `mcpscope --cli mcpscope-demo-server --method
tools/list` and draw its window with `mcpscope --screenshot FILE -- mcpscope-demo-server`
(QT_QPA_PLATFORM=offscreen), and the desktop entry has to reach an installed program and an
installed icon. The root is thrown away at the end (mmdebstrap's /dev/null target); only the
downloaded .debs are kept, in a cache, so the next run need not download them again.

The archive URI is never written in the project: scripts/dev reads it from the host's apt
sources and hands it over in MCPSCOPE_ARCHIVE_URI. Without that variable this script reads the
apt sources of the system it runs on (the same rule as scripts/dev's archive_uri()).
"""
import argparse
import configparser
import fcntl
import glob
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

APP_ID = "io.github.mcpscope.mcpscope"
KEYRING = "/usr/share/keyrings/debian-archive-keyring.gpg"
# The demo server's tools (app/demo-server/demotools.cpp): a few must be in the answer.
EXPECTED_TOOLS = {"echo", "add"}


def fail(text):
    print(f"FAIL: {text}", flush=True)
    sys.exit(1)


def note(text):
    print(text, flush=True)


def uri_from_apt_sources():
    """The first non-security archive URI in /etc/apt, as scripts/dev's archive_uri()."""
    for path in sorted(glob.glob("/etc/apt/sources.list.d/*.sources")):
        with open(path, encoding="utf-8") as f:
            stanzas = re.split(r"\n\s*\n", f.read())
        for stanza in stanzas:
            fields = dict(re.findall(r"^(\w[\w-]*):[ \t]*(.*)$", stanza, re.M))
            if fields.get("URIs") and "security" not in fields.get("Suites", ""):
                return fields["URIs"].split()[0]
    for path in ["/etc/apt/sources.list"] + sorted(glob.glob("/etc/apt/sources.list.d/*.list")):
        if not os.path.isfile(path):
            continue
        with open(path, encoding="utf-8") as f:
            for line in f:
                words = line.split()
                if not words or words[0] != "deb":
                    continue
                for i, word in enumerate(words[1:], 1):
                    if "://" in word and not word.startswith("["):
                        if i + 1 < len(words) and "security" not in words[i + 1]:
                            return word
                        break
    return None


def os_codename():
    with open("/etc/os-release", encoding="utf-8") as f:
        for line in f:
            key, _, value = line.strip().partition("=")
            if key == "VERSION_CODENAME":
                return value.strip('"')
    return None


def check_png(path):
    if not os.path.isfile(path):
        fail(f"mcpscope --screenshot wrote no file ({os.path.basename(path)} is missing)")
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail("the screenshot is not a PNG file")
    # IHDR: width and height, big-endian, right after the signature and chunk header.
    width = int.from_bytes(data[16:20], "big")
    height = int.from_bytes(data[20:24], "big")
    if width < 640 or height < 400:
        fail(f"the screenshot is only {width}x{height}")
    # A window with text compresses far worse than a blank one (a blank 1280x800 PNG is
    # under 10 kB).
    if len(data) < 30000:
        fail(f"the screenshot is suspiciously small ({len(data)} bytes): is the window empty?")
    note(f"screenshot: {width}x{height} PNG, {len(data)} bytes")


def read_result(out, name):
    def text(suffix):
        path = os.path.join(out, f"{name}.{suffix}")
        if not os.path.isfile(path):
            fail(f"the check inside the new root did not record {name}.{suffix}")
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    return int(text("rc").strip() or "-1"), text("out"), text("err")


def check_desktop_entry(out):
    path = os.path.join(out, f"{APP_ID}.desktop")
    if not os.path.isfile(path):
        fail(f"/usr/share/applications/{APP_ID}.desktop is not installed")
    parser = configparser.RawConfigParser(interpolation=None, strict=False)
    parser.optionxform = str
    parser.read(path, encoding="utf-8")
    if not parser.has_section("Desktop Entry"):
        fail("the installed desktop file has no [Desktop Entry]")
    entry = parser["Desktop Entry"]
    program = shlex.split(entry.get("Exec", ""))[:1]
    with open(os.path.join(out, "exec-path.out"), encoding="utf-8") as f:
        resolved = f.read().strip()
    if program != ["mcpscope"] or resolved != "/usr/bin/mcpscope":
        fail(f"Exec={entry.get('Exec')} does not start the installed /usr/bin/mcpscope "
             f"(command -v gave {resolved!r})")
    icon = entry.get("Icon", "")
    with open(os.path.join(out, "icons.out"), encoding="utf-8") as f:
        icons = f.read().split()
    wanted = {f"{icon}.png", f"{icon}.svg"}
    found = [p for p in icons if os.path.basename(p) in wanted and p.startswith("/usr/share/icons/hicolor/")]
    if not icon or not any("/scalable/apps/" in p for p in found) or not any("/256x256/apps/" in p for p in found):
        fail(f"Icon={icon} has no scalable and 256x256 icon under /usr/share/icons/hicolor: {icons}")
    categories = entry.get("Categories", "").split(";")
    if "Development" not in categories:
        fail(f"Categories={entry.get('Categories')} does not put mcpscope under Development")
    note(f"desktop entry: Exec={entry['Exec']} -> {resolved}; Icon={icon} ({len(found)} files); "
         f"Categories={entry['Categories']}")


# Runs inside the new root after the package is installed. Every check records its exit
# status and output instead of stopping, so that the driver can report what went wrong.
INSIDE = r"""
set -u
out=/tmp/mcpscope-check
mkdir -p "$out"
cd "$out"
record() { name=$1; shift; "$@" >"$name.out" 2>"$name.err"; echo $? >"$name.rc"; }
record status dpkg-query -W -f '${Status} ${Version}' mcpscope
record files dpkg-query -L mcpscope
command -v mcpscope >exec-path.out
cp /usr/share/applications/APP_ID.desktop . 2>/dev/null
find /usr/share/icons -name 'APP_ID.*' >icons.out
record version mcpscope --version
record toolslist timeout 60 mcpscope --cli mcpscope-demo-server --method tools/list
record screenshot env QT_QPA_PLATFORM=offscreen timeout 120 mcpscope --screenshot "$out/shot.png" -- mcpscope-demo-server
""".replace("APP_ID", APP_ID)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deb-dir", required=True, help="directory with the one mcpscope_*.deb")
    ap.add_argument("--work-dir", required=True, help="scratch directory (in the build tree)")
    ap.add_argument("--version", required=True, help="the version the package must have")
    args = ap.parse_args()
    started = time.monotonic()

    debs = glob.glob(os.path.join(args.deb_dir, "mcpscope_*.deb"))
    if len(debs) != 1:
        fail(f"expected one mcpscope_*.deb in {args.deb_dir}, found {debs} (package_deb_smoke builds it)")
    deb = debs[0]

    mmdebstrap = shutil.which("mmdebstrap")
    if not mmdebstrap:
        fail("mmdebstrap is not installed (Debian package mmdebstrap); it makes the fresh root")
    if not os.path.isfile(KEYRING):
        fail(f"{KEYRING} is missing (Debian package debian-archive-keyring)")
    uri = os.environ.get("MCPSCOPE_ARCHIVE_URI") or uri_from_apt_sources()
    if not uri:
        fail("no Debian archive URI: set MCPSCOPE_ARCHIVE_URI (scripts/dev does) or name one in /etc/apt")
    source = "MCPSCOPE_ARCHIVE_URI" if os.environ.get("MCPSCOPE_ARCHIVE_URI") else "/etc/apt"
    # The package was built against this system's libraries: the new root is the same release.
    suite = os.environ.get("MCPSCOPE_INSTALL_SUITE") or os_codename()
    if not suite:
        fail("cannot tell the Debian release (VERSION_CODENAME in /etc/os-release)")

    # Root mode needs real root (as inside scripts/dev's root); otherwise a user namespace.
    mode = "root" if os.geteuid() == 0 else "unshare"
    cache_base = os.environ.get("MCPSCOPE_CACHE") or os.path.join(args.work_dir, "cache")
    cache = os.path.join(cache_base, f"install-test-debs-{suite}")
    os.makedirs(cache, exist_ok=True)

    if os.path.isdir(args.work_dir):
        shutil.rmtree(os.path.join(args.work_dir, "run"), ignore_errors=True)
    run_dir = os.path.join(args.work_dir, "run")
    out = os.path.join(run_dir, "out")
    tmp = os.path.join(run_dir, "tmp")
    os.makedirs(out)
    os.makedirs(tmp)
    inside = os.path.join(run_dir, "inside.sh")
    with open(inside, "w", encoding="utf-8") as f:
        f.write(INSIDE)

    env_inside = ("env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "
                  "HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive")
    q = shlex.quote
    cmd = [
        mmdebstrap, f"--mode={mode}", "--variant=apt", "--quiet",
        # Keep the downloaded .debs between runs: sync them in before, out after.
        "--skip=download/empty", "--skip=essential/unlink",
        '--setup-hook=mkdir -p "$1"/var/cache/apt/archives/',
        f"--setup-hook=sync-in {q(cache)} /var/cache/apt/archives/",
        f"--customize-hook=upload {q(deb)} /tmp/{os.path.basename(deb)}",
        f"--customize-hook=upload {q(inside)} /tmp/inside.sh",
        # apt deletes the .debs it downloads itself (apt-get keeps them): fetch them into the
        # cache with apt-get first, then install with what the user runs.
        f'--customize-hook=chroot "$1" {env_inside} apt-get install --download-only --yes -q '
        f"/tmp/{os.path.basename(deb)}",
        f'--customize-hook=chroot "$1" {env_inside} apt install --yes -q /tmp/{os.path.basename(deb)}',
        f'--customize-hook=chroot "$1" {env_inside} sh /tmp/inside.sh',
        f"--customize-hook=sync-out /tmp/mcpscope-check {q(out)}",
        '--customize-hook=chroot "$1" apt-get autoclean --quiet',
        f"--customize-hook=sync-out /var/cache/apt/archives {q(cache)}",
        suite, "/dev/null",
        f"deb [signed-by={KEYRING}] {uri} {suite} main",
    ]
    note(f"fresh {suite} root ({mode} mode), archive from {source}, .deb cache {cache} "
         f"({len(glob.glob(os.path.join(cache, '*.deb')))} files)")
    note(f"installing {os.path.basename(deb)} with apt")
    env = dict(os.environ, TMPDIR=tmp)
    # Other checkouts may run this test at the same time: one at a time per cache.
    lock = open(os.path.join(cache, ".lock"), "w")
    fcntl.flock(lock, fcntl.LOCK_EX)
    t0 = time.monotonic()
    # The archive's address stays out of the test's log (it is the host's business).
    with subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, errors="replace") as proc:
        for line in proc.stdout:
            sys.stdout.write(line.replace(uri, "<archive>"))
        returncode = proc.wait()
    sys.stdout.flush()
    note(f"mmdebstrap, apt install and the checks took {time.monotonic() - t0:.0f} s")
    if returncode != 0:
        fail(f"mmdebstrap failed (exit {returncode}): the root or the apt install did not work")

    rc, text, err = read_result(out, "status")
    if rc != 0 or not text.startswith("install ok installed") or args.version not in text:
        fail(f"dpkg does not report mcpscope {args.version} as installed: {text}{err}")
    note(f"dpkg: mcpscope {text}")

    check_desktop_entry(out)

    rc, text, err = read_result(out, "version")
    if rc != 0 or args.version not in text + err:
        fail(f"mcpscope --version in the new root failed (exit {rc}):\n{text}{err}")

    rc, text, err = read_result(out, "toolslist")
    if rc != 0:
        fail(f"mcpscope --cli mcpscope-demo-server --method tools/list exited {rc}:\n{text}{err}")
    try:
        answer = json.loads(text)
    except json.JSONDecodeError as e:
        fail(f"tools/list did not print JSON ({e}):\n{text[:2000]}")
    tools = answer.get("tools") if isinstance(answer, dict) else None
    if tools is None and isinstance(answer, dict):
        tools = (answer.get("result") or {}).get("tools")
    if not isinstance(tools, list) or not tools:
        fail(f"tools/list printed no tools:\n{text[:2000]}")
    names = {t.get("name") for t in tools if isinstance(t, dict)}
    if not EXPECTED_TOOLS <= names:
        fail(f"tools/list lacks {sorted(EXPECTED_TOOLS - names)}; it listed {sorted(names)}")
    note(f"tools/list: {len(tools)} tools ({', '.join(sorted(n for n in names if n))})")

    rc, text, err = read_result(out, "screenshot")
    if rc != 0:
        fail(f"mcpscope --screenshot exited {rc}:\n{text}{err}")
    check_png(os.path.join(out, "shot.png"))

    # The picture stays for a look (DESIGN.md: look at the GUI before calling it done).
    kept = os.path.join(args.work_dir, "installed-window.png")
    shutil.move(os.path.join(out, "shot.png"), kept)
    note(f"the installed mcpscope's window: {kept}")
    shutil.rmtree(run_dir, ignore_errors=True)
    note(f"package_deb_install passed in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
