// SPDX-License-Identifier: MIT
// The official MCP SDKs as an oracle for mcpscope's validator: the protocol's own definition of
// every message, as the TypeScript SDKs ship it (Zod schemas), pinned in tests/peers.
//
//   node sdkoracle.mjs [--peers DIR]        (DIR: the folder holding node_modules; default
//                                             $MCPSCOPE_PEERS_DIR)
//
// stdin: one JSON object a line, {"era": "2025-11-25", "type": "CallToolResult", "value": {...}}
//   era:  2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25 (the v1 SDK, @modelcontextprotocol/sdk)
//         or 2026-07-28 (the v2 @modelcontextprotocol/core)
//   type: a spec type name as in schema.json's $defs (the SDK exports it as <type>Schema)
// stdout: one line per input line, in order:
//   {"ok": true} | {"ok": false, "why": "/pointer: reason; ..."} | {"error": "plain words"}
// The first line written, before any input is read, says what answers:
//   {"ready": true, "eras": {"2025-11-25": {"package": "...", "version": "..."}, ...}}
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

function fail(message) {
    process.stderr.write(`sdkoracle: ${message}\n`);
    process.exit(2);
}

let peers = process.env.MCPSCOPE_PEERS_DIR || '';
const args = process.argv.slice(2);
for (let i = 0; i < args.length; ++i) {
    if (args[i] === '--peers' && i + 1 < args.length)
        peers = args[++i];
    else
        fail(`unknown argument "${args[i]}" (usage: sdkoracle.mjs [--peers DIR])`);
}
if (!peers)
    fail('no peers folder: pass --peers DIR or set MCPSCOPE_PEERS_DIR (scripts/dev setup installs tests/peers/package.json)');

const require = createRequire(join(peers, 'package.json'));

function load(pkg, entry) {
    let module;
    let version;
    try {
        module = require(entry);
        version = JSON.parse(readFileSync(join(peers, 'node_modules', pkg, 'package.json'), 'utf8')).version;
    } catch (e) {
        fail(`the test peer ${pkg} cannot be loaded from ${peers}: ${e.message}`);
    }
    return { module, package: pkg, version };
}

const v1 = load('@modelcontextprotocol/sdk', '@modelcontextprotocol/sdk/types.js');
const v2 = load('@modelcontextprotocol/core', '@modelcontextprotocol/core');
const eras = {
    '2024-11-05': v1,
    '2025-03-26': v1,
    '2025-06-18': v1,
    '2025-11-25': v1,
    '2026-07-28': v2,
};

function pointer(path) {
    return path.map((p) => '/' + String(p).replaceAll('~', '~0').replaceAll('/', '~1')).join('');
}

function describe(issues, prefix = []) {
    const parts = [];
    for (const issue of issues.slice(0, 4)) {
        const path = [...prefix, ...(issue.path || [])];
        // A union says only "Invalid input": the branch that came closest says why.
        if (Array.isArray(issue.errors) && issue.errors.length) {
            // Branches told apart by a literal ("method", "type") are not the one meant.
            const literal = (i) => i.code === 'invalid_value' && ['method', 'type'].includes(String((i.path || []).at(-1)));
            const meant = issue.errors.filter((branch) => !branch.some(literal));
            const candidates = meant.length ? meant : issue.errors;
            const closest = candidates.reduce((a, b) => (b.length < a.length ? b : a));
            parts.push(describe(closest, path));
        } else {
            parts.push(`${pointer(path)}: ${issue.message}`);
        }
    }
    return parts.join('; ');
}

function answer(line) {
    let request;
    try {
        request = JSON.parse(line);
    } catch (e) {
        return { error: `the line is not JSON: ${e.message}` };
    }
    const sdk = eras[request.era];
    if (!sdk)
        return { error: `no SDK for protocol version "${request.era}" (known: ${Object.keys(eras).join(', ')})` };
    const schema = sdk.module[`${request.type}Schema`];
    if (!schema || typeof schema.safeParse !== 'function')
        return { error: `${sdk.package} ${sdk.version} has no ${request.type}Schema` };
    const result = schema.safeParse(request.value);
    return result.success ? { ok: true } : { ok: false, why: describe(result.error.issues) };
}

const versions = {};
for (const [era, sdk] of Object.entries(eras))
    versions[era] = { package: sdk.package, version: sdk.version };
process.stdout.write(JSON.stringify({ ready: true, eras: versions }) + '\n');

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
    if (!line.trim())
        continue;
    process.stdout.write(JSON.stringify(answer(line)) + '\n');
}
