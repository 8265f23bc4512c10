#!/bin/sh
# SPDX-License-Identifier: MIT
# Makes the Debian package of a configured and built CMake build directory:
#
#   packaging/make-deb.sh BUILD_DIR OUT_DIR
#
# runs `cpack -G DEB` with BUILD_DIR/CPackConfig.cmake (CPack is set up in
# packaging/CMakeLists.txt), staging under BUILD_DIR/packaging/deb-work, moves the one .deb
# it makes into OUT_DIR and prints that file's path on stdout (cpack's own output goes to
# stderr). The one place the .deb is made: `scripts/dev package` and the package_deb_smoke
# test (debsmoke.cmake) both call it. CPACK names the cpack program (default: cpack on PATH);
# dpkg-shlibdeps (dpkg-dev) works out the dependencies.
set -eu

die() { printf 'make-deb: %s\n' "$*" >&2; exit 1; }

[ $# -eq 2 ] || die "usage: make-deb.sh BUILD_DIR OUT_DIR"
build_dir="$1"
out_dir="$2"
cpack="${CPACK:-cpack}"
config="$build_dir/CPackConfig.cmake"
[ -f "$config" ] || die "$config not found (configure the build first)"

work="$build_dir/packaging/deb-work"
rm -rf "$work"
mkdir -p "$work" "$out_dir"
# cpack packages what the build installed; the programs must have been built.
"$cpack" -G DEB --config "$config" -B "$work" >&2 || die "cpack -G DEB failed"

set -- "$work"/*.deb
[ $# -eq 1 ] && [ -f "$1" ] || die "expected one .deb in $work, found: $*"
name="${1##*/}"
mv -f "$1" "$out_dir/$name"
rm -rf "$work"
printf '%s\n' "$out_dir/$name"
