#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// Modern-era (MCP 2026-07-28) Streamable HTTP test server on the official TypeScript SDK v2:
// createMcpHandler (@modelcontextprotocol/server) behind node:http via toNodeHandler
// (@modelcontextprotocol/node). The features are in features.mjs.
//
//   node tests/modern/http-server.mjs [--port N] [--modern-only] [--response-mode auto|sse|json]
//                                     [--keepalive MS] [--peers DIR]
//
//   --port N          port on 127.0.0.1 (default 0: a free one)
//   --modern-only     createMcpHandler's legacy: 'reject': 2025-era requests (initialize, ...)
//                     are answered with the unsupported-protocol-version error; by default
//                     (legacy: 'stateless') they are served statelessly by the same features
//   --response-mode   modern-era response shaping (the SDK's default is auto)
//   --keepalive MS    SSE keep-alive comment interval (the SDK's default is 15000; 0 = none)
//   --peers DIR       the folder holding node_modules (default $MCPSCOPE_PEERS_DIR)
//
// Prints one line "LISTENING http://127.0.0.1:PORT/mcp" on stdout once it listens. Logs go to
// stderr. Ends on SIGTERM/SIGINT.
import { createServer } from 'node:http';
import { COUNTER_URI, Counter, loadSdk, makeFactory, peersDirFrom } from './features.mjs';

function fail(message) {
    process.stderr.write(`http-server: ${message}\n`);
    process.exit(2);
}

const args = process.argv.slice(2);
const options = { port: 0, modernOnly: false, responseMode: undefined, keepAliveMs: undefined };
for (let i = 0; i < args.length; ++i) {
    const a = args[i];
    const value = () => (i + 1 < args.length ? args[++i] : fail(`${a} needs a value`));
    if (a === '--port') {
        options.port = Number(value());
        if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535)
            fail('--port takes 0..65535');
    } else if (a === '--modern-only')
        options.modernOnly = true;
    else if (a === '--response-mode') {
        options.responseMode = value();
        if (!['auto', 'sse', 'json'].includes(options.responseMode))
            fail('--response-mode takes auto, sse or json');
    } else if (a === '--keepalive')
        options.keepAliveMs = Number(value());
    else if (a === '--peers')
        value();
    else if (a === '-h' || a === '--help') {
        process.stdout.write('usage: http-server.mjs [--port N] [--modern-only] [--response-mode auto|sse|json] '
            + '[--keepalive MS] [--peers DIR]\n');
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

const { createMcpHandler, InMemoryServerEventBus } = sdk.server;
const { toNodeHandler, localhostHostValidation, localhostOriginValidation } = sdk.node;

const counter = new Counter();
const bus = new InMemoryServerEventBus((e) => process.stderr.write(`http-server: bus: ${e.message}\n`));
const factory = makeFactory({ sdk, counter, transport: 'http' });
const handler = createMcpHandler(factory, {
    legacy: options.modernOnly ? 'reject' : 'stateless',
    bus,
    ...(options.responseMode && { responseMode: options.responseMode }),
    ...(options.keepAliveMs !== undefined && { keepAliveMs: options.keepAliveMs }),
    onerror: (e) => process.stderr.write(`http-server: ${e.message}\n`),
});

// Every change of the counter goes to the open subscriptions/listen streams that asked for it.
counter.onChange(() => handler.notify.resourceUpdated(COUNTER_URI));
// While at least one subscriptions/listen stream is open, the counter ticks every 2 s.
setInterval(() => {
    if (bus.listenerCount > 0)
        counter.bump();
}, 2000).unref();

const nodeHandler = toNodeHandler(handler, {
    onerror: (e) => process.stderr.write(`http-server: adapter: ${e.message}\n`),
});
const validateHost = localhostHostValidation();
const validateOrigin = localhostOriginValidation();

const server = createServer(async (req, res) => {
    const path = (req.url || '/').split('?')[0];
    if (path !== '/mcp') {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('not found: the MCP endpoint is /mcp\n');
        return;
    }
    if (!validateHost(req, res) || !validateOrigin(req, res))
        return;
    try {
        await nodeHandler(req, res);
    } catch (e) {
        process.stderr.write(`http-server: ${e?.stack ?? e}\n`);
        if (!res.headersSent)
            res.writeHead(500);
        res.end();
    }
});

server.listen(options.port, '127.0.0.1', () => {
    const { port } = server.address();
    process.stdout.write(`LISTENING http://127.0.0.1:${port}/mcp\n`);
    process.stderr.write(`http-server: SDK @modelcontextprotocol/server ${sdk.versions.server}, `
        + `@modelcontextprotocol/node ${sdk.versions.node}; `
        + `${options.modernOnly ? 'modern only (legacy: reject)' : 'dual era (legacy: stateless)'}\n`);
});

let stopping = false;
async function stop() {
    if (stopping)
        return;
    stopping = true;
    await handler.close().catch(() => {});
    server.closeAllConnections?.();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
