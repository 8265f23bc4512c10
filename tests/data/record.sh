#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Records everything-stdio.jsonl and everything-http.jsonl in this folder from the pinned npm peer
# @modelcontextprotocol/server-everything (record.mjs drives it) and rewrites the facts block of
# RECORDING.md. Run it as
#   ./scripts/dev exec tests/data/record.sh
# which sets MCPSCOPE_PEERS_DIR to the folder holding the pinned peers' node_modules.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
die() { printf 'record.sh: %s\n' "$*" >&2; exit 1; }

PEERS="${MCPSCOPE_PEERS_DIR:-}"
[ -n "$PEERS" ] || die "MCPSCOPE_PEERS_DIR is not set; run it as ./scripts/dev exec tests/data/record.sh"
PKG="$PEERS/node_modules/@modelcontextprotocol/server-everything/package.json"
[ -f "$PKG" ] || die "$PKG is missing; run it as ./scripts/dev exec tests/data/record.sh (which installs the peers)"
command -v node >/dev/null || die "node is not on PATH; run it as ./scripts/dev exec tests/data/record.sh"

PEER_VERSION="$(node -p 'require(process.argv[1]).version' "$PKG")"
NODE_VERSION="$(node --version)"
printf 'record.sh: @modelcontextprotocol/server-everything %s, Node.js %s\n' "$PEER_VERSION" "$NODE_VERSION"

node "$HERE/record.mjs" --peers "$PEERS" --out "$HERE"

# The serverInfo version the peer reported, from the new recording.
SERVER_INFO="$(node -e '
const lines = require("fs").readFileSync(process.argv[1], "utf8").split("\n").filter(Boolean);
const init = lines.map((l) => JSON.parse(l).msg).find((m) => m.id === 1 && m.result && m.result.serverInfo);
console.log(init ? init.result.serverInfo.version : "unknown");
' "$HERE/everything-stdio.jsonl")"

DOC="$HERE/RECORDING.md"
grep -q '^<!-- facts: begin' "$DOC" && grep -q '^<!-- facts: end' "$DOC" \
    || die "$DOC has no facts block (<!-- facts: begin ... --> ... <!-- facts: end -->)"
FACTS="- Peer: \`@modelcontextprotocol/server-everything\` $PEER_VERSION (serverInfo version $SERVER_INFO)
- Node.js: $NODE_VERSION
- Recorded: $(date -u +%Y-%m-%d)"
awk -v facts="$FACTS" '
    /^<!-- facts: begin/ { print; print facts; skip = 1; next }
    /^<!-- facts: end/ { skip = 0 }
    !skip { print }
' "$DOC" >"$DOC.partial"
mv "$DOC.partial" "$DOC"
printf 'record.sh: wrote %s\n' "$DOC"
