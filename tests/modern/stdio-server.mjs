#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// Modern-era (MCP 2026-07-28) stdio test server on the official TypeScript SDK v2: serveStdio
// (@modelcontextprotocol/server/stdio). The features are in features.mjs, shared with
// http-server.mjs.
//
//   node tests/modern/stdio-server.mjs [--modern-only] [--peers DIR]
//
//   --modern-only   serveStdio's legacy: 'reject': an opening initialize (or any message without
//                   the _meta envelope) is answered with the unsupported-protocol-version
//                   error and the connection waits for a modern opening; by default
//                   (legacy: 'serve') such a connection is pinned to the 2025 era
//   --peers DIR     the folder holding node_modules (default $MCPSCOPE_PEERS_DIR)
//
// One JSON-RPC message a line on stdin and stdout; logs on stderr. Ends when stdin closes.
import { COUNTER_URI, Counter, loadSdk, makeFactory, peersDirFrom } from './features.mjs';

function fail(message) {
    process.stderr.write(`stdio-server: ${message}\n`);
    process.exit(2);
}

const args = process.argv.slice(2);
let modernOnly = false;
for (let i = 0; i < args.length; ++i) {
    const a = args[i];
    if (a === '--modern-only')
        modernOnly = true;
    else if (a === '--peers') {
        if (++i >= args.length)
            fail('--peers needs a value');
    } else if (a === '-h' || a === '--help') {
        process.stdout.write('usage: stdio-server.mjs [--modern-only] [--peers DIR]\n');
        process.exit(0);
    } else
        fail(`unknown argument: ${a}`);
}

let sdk;
try {
    sdk = await loadSdk(peersDirFrom(args));
} catch (e) {
    fail(e.message);
}

const { serveStdio, StdioServerTransport } = sdk.stdio;
const counter = new Counter();

// The live instances (the connection's pinned one; briefly also a discarded discover probe).
// Modern instances: their notifications/resources/updated go through serveStdio's listen
// router, which stamps the subscription id and drops what no subscription asked for.
// Legacy instances: notifications pass straight through, so they are sent only for the URIs
// the client subscribed to with resources/subscribe.
const instances = new Map(); // McpServer -> { era, subscribed: Set<uri> }

function onInstance(mcp, { era }) {
    const entry = { era, subscribed: new Set() };
    instances.set(mcp, entry);
    const previousOnclose = mcp.server.onclose;
    mcp.server.onclose = () => {
        instances.delete(mcp);
        previousOnclose?.();
    };
    if (era === 'legacy') {
        mcp.server.setRequestHandler('resources/subscribe', async (request) => {
            entry.subscribed.add(request.params.uri);
            return {};
        });
        mcp.server.setRequestHandler('resources/unsubscribe', async (request) => {
            entry.subscribed.delete(request.params.uri);
            return {};
        });
    }
}

counter.onChange(() => {
    for (const [mcp, entry] of instances) {
        if (entry.era === 'legacy' && !entry.subscribed.has(COUNTER_URI))
            continue;
        mcp.server.sendResourceUpdated({ uri: COUNTER_URI }).catch(() => {});
    }
});

// Who listens for demo://counter, seen on the way in: subscriptions/listen requests naming it
// (until their notifications/cancelled) and legacy resources/subscribe. While anyone does, the
// counter ticks every 2 s.
const listening = new Set();
function observe(message) {
    if (!message || typeof message !== 'object')
        return;
    if (message.method === 'subscriptions/listen' && message.id !== undefined
        && message.params?.notifications?.resourceSubscriptions?.includes?.(COUNTER_URI))
        listening.add(JSON.stringify(message.id));
    else if (message.method === 'notifications/cancelled' && message.params?.requestId !== undefined)
        listening.delete(JSON.stringify(message.params.requestId));
}
setInterval(() => {
    const legacySubscriber = [...instances.values()].some((e) => e.era === 'legacy' && e.subscribed.has(COUNTER_URI));
    if (listening.size > 0 || legacySubscriber)
        counter.bump();
}, 2000).unref();

// The SDK's own stdio transport, with a look at each inbound message before serveStdio gets it.
const inner = new StdioServerTransport();
const transport = {
    start: () => inner.start(),
    close: () => inner.close(),
    send: (message, opts) => inner.send(message, opts),
    get onmessage() { return inner.onmessage; },
    set onmessage(f) {
        inner.onmessage = f && ((message, extra) => {
            observe(message);
            f(message, extra);
        });
    },
    get onclose() { return inner.onclose; },
    set onclose(f) { inner.onclose = f; },
    get onerror() { return inner.onerror; },
    set onerror(f) { inner.onerror = f; },
};

serveStdio(makeFactory({ sdk, counter, transport: 'stdio', onInstance }), {
    legacy: modernOnly ? 'reject' : 'serve',
    transport,
    onerror: (e) => process.stderr.write(`stdio-server: ${e.message}\n`),
});
process.stderr.write(`stdio-server: SDK @modelcontextprotocol/server ${sdk.versions.server}; `
    + `${modernOnly ? 'modern only (legacy: reject)' : 'dual era (legacy: serve)'}\n`);
