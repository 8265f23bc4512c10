#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The demo workspace (./scripts/dev demo --workspace): the demo server over stdio and over
# HTTP, plus server-everything when the npm test peers are installed, side by side in one
# mcpscope window. Usage: demo-workspace.sh BUILD_DIR [PEERS_DIR] [mcpscope options...]
set -euo pipefail
build="$1"
peers="${2:-}"
shift $(( $# >= 2 ? 2 : 1 ))

work="$(mktemp -d)"
demo_pid=""
cleanup() {
    [ -n "$demo_pid" ] && kill "$demo_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# The demo server over HTTP on a free loopback port: it says where it listens.
"$build/bin/mcpscope-demo-server" --http 127.0.0.1:0 2>"$work/http.log" &
demo_pid=$!
url=""
for _ in $(seq 1 100); do
    url="$(grep -o 'listening on http://127\.0\.0\.1:[0-9]*/mcp' "$work/http.log" 2>/dev/null | head -n1 | sed 's/^listening on //')" || true
    [ -n "$url" ] && break
    sleep 0.1
done
[ -n "$url" ] || { echo "demo-workspace: the demo server over HTTP did not start:" >&2; cat "$work/http.log" >&2; exit 1; }

everything=""
script="$peers/node_modules/@modelcontextprotocol/server-everything/dist/index.js"
if [ -n "$peers" ] && [ -f "$script" ] && command -v node >/dev/null; then
    everything=",
    \"server-everything\": {\"command\": \"$(command -v node)\", \"args\": [\"$script\", \"stdio\"]}"
else
    echo "demo-workspace: the npm test peers are not installed; showing the demo server only" >&2
fi
cat >"$work/demo-workspace.json" <<JSON
{"mcpServers": {
    "demo (stdio)": {"command": "$build/bin/mcpscope-demo-server", "protocolEra": "auto"},
    "demo (HTTP)": {"type": "http", "url": "$url"}$everything
}}
JSON
"$build/bin/mcpscope" --config "$work/demo-workspace.json" "$@"
