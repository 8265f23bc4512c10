#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// Records modern-stdio.jsonl: one real MCP 2026-07-28 session between this small client and the
// SDK v2 test server of tests/modern (stdio-server.mjs --modern-only), in the transcript format
// of tests/data (one object a line: t, direction, msg). tst_shapeoracle (modernTranscript)
// judges every message with the SDK oracle and the shape rules of 2026-07-28, and runs the
// whole validator over the session.
//
//   node tests/auto/shapes/corpus/record_modern.mjs [--peers DIR] > tests/auto/shapes/corpus/modern-stdio.jsonl
//
// The client sends the same messages with the same ids every time and waits for each answer
// (and, on the listen stream, for the acknowledgement and one resource update) before the next.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

const here = dirname(fileURLToPath(import.meta.url));
const server = join(here, '..', '..', '..', 'modern', 'stdio-server.mjs');
const args = process.argv.slice(2);
const child = spawn(process.execPath, [server, '--modern-only', ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
const start = process.hrtime.bigint();
const seconds = () => Math.round(Number(process.hrtime.bigint() - start) / 1e5) / 1e4;
const lines = [];
const record = (direction, msg) => lines.push(JSON.stringify({ t: seconds(), direction, msg }));

const waiters = [];
createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.trim())
        return;
    const msg = JSON.parse(line);
    record('server->client', msg);
    for (let i = 0; i < waiters.length; ++i) {
        if (waiters[i].match(msg)) {
            waiters.splice(i, 1)[0].resolve(msg);
            break;
        }
    }
});

function waitFor(match, what) {
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${what} within 10 s`)), 10000);
        waiters.push({ match, resolve: (m) => { clearTimeout(timer); resolve(m); } });
    });
}

function send(msg) {
    record('client->server', msg);
    child.stdin.write(JSON.stringify(msg) + '\n');
}

const meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {} } },
    'io.modelcontextprotocol/clientInfo': { name: 'mcpscope-record', version: '1.0.0' },
};
let nextId = 0;
async function call(method, params = {}) {
    const id = ++nextId;
    const answer = waitFor((m) => m.id === id && !m.method, `answer to ${method}`);
    send({ jsonrpc: '2.0', id, method, params: { ...params, _meta: { ...meta, ...(params._meta || {}) } } });
    return answer;
}

try {
    await call('server/discover');
    await call('tools/list');
    await call('prompts/list');
    await call('resources/list');
    await call('resources/templates/list');
    await call('resources/read', { uri: 'demo://counter' });
    await call('prompts/get', { name: 'greet', arguments: { name: 'Ada' } });
    await call('tools/call', { name: 'add', arguments: { a: 40, b: 2 } });
    await call('tools/call', { name: 'echo', arguments: { text: 'grüß dich' } });
    await call('tools/call', { name: 'region_echo', arguments: { region: 'eu-west', text: 'hi' } });
    await call('tools/call', { name: 'add', arguments: { a: 'x' } }, true);
    const ask = await call('tools/call', { name: 'ask_name', arguments: {} });
    await call('tools/call', { name: 'ask_name', arguments: {}, requestState: ask.result.requestState,
                               inputResponses: { name: { action: 'accept', content: { name: 'Ada' } } } });
    const first = await call('tools/call', { name: 'ask_twice', arguments: {} });
    const second = await call('tools/call', { name: 'ask_twice', arguments: {}, requestState: first.result.requestState,
                                              inputResponses: { first: { action: 'accept', content: { first: 'Ada' } } } });
    await call('tools/call', { name: 'ask_twice', arguments: {}, requestState: second.result.requestState,
                               inputResponses: { last: { action: 'decline' } } });
    await call('tools/call', { name: 'ask_name', arguments: {}, _meta: { 'io.modelcontextprotocol/clientCapabilities': {} } });
    await call('tools/call', { name: 'no_such_tool', arguments: {} });

    // A listen stream: acknowledged, then a resource update on it, then ended by the client.
    const listenId = ++nextId;
    const acknowledged = waitFor((m) => m.method === 'notifications/subscriptions/acknowledged', 'acknowledgement');
    const updated = waitFor((m) => m.method === 'notifications/resources/updated', 'resource update');
    send({ jsonrpc: '2.0', id: listenId, method: 'subscriptions/listen',
           params: { notifications: { resourceSubscriptions: ['demo://counter'], toolsListChanged: true }, _meta: meta } });
    await acknowledged;
    await call('tools/call', { name: 'bump', arguments: {} });
    await updated;
    send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: listenId, reason: 'recording done' } });
    await new Promise((r) => setTimeout(r, 300));
} catch (e) {
    process.stderr.write(`record_modern: ${e.message}\n`);
    child.kill();
    process.exit(1);
}
child.stdin.end();
await new Promise((r) => child.on('exit', r));
process.stdout.write(lines.join('\n') + '\n');
