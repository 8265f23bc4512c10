#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// A modern-era (MCP 2026-07-28) stdio test server with the tasks extension
// (io.modelcontextprotocol/tasks, SEP-2663), on the official TypeScript SDK v2 (serveStdio of
// @modelcontextprotocol/server) and the extension's own wire schemas
// (@modelcontextprotocol/ext-tasks, core/v2): every task this server sends is checked against
// them first, so that what mcpscope reads is what the extension defines.
//
//   node tests/modern/tasks-server.mjs [--peers DIR]
//
// Tools (each answers with a task when the request declares the extension; without it, with
// -32021 "Missing required client capability" as SEP-2663 says, which the SDK's McpServer
// turns into an isError result):
//   slow_count {to, stepMs}  counts to `to` (default 3), one step every `stepMs` ms (default
//                            300), with a status message per step; completes with "counted to N"
//   ask_color                 goes input_required with an elicitation (inputRequests "color");
//                             tasks/update with the answer completes it with "color=<answer>"
//   never_ends                stays working for ever (ttlMs 1500): for cancel and expiry tests
//   fail_task                 fails with a JSON-RPC error (-32000 "the work broke")
// Methods: tasks/get, tasks/update, tasks/cancel. pollIntervalMs 100.
import { loadSdk, peersDirFrom } from './features.mjs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';

function fail(message) {
    process.stderr.write(`tasks-server: ${message}\n`);
    process.exit(2);
}

const args = process.argv.slice(2);
for (let i = 0; i < args.length; ++i) {
    if (args[i] === '--peers')
        ++i;
    else
        fail(`unknown argument: ${args[i]}`);
}
const peers = peersDirFrom(args);
let sdk;
let v2;
try {
    sdk = await loadSdk(peers);
    const file = join(peers, 'node_modules/@modelcontextprotocol/ext-tasks/dist/core/v2/index.js');
    if (!existsSync(file))
        throw new Error(`@modelcontextprotocol/ext-tasks is not installed under ${peers}`);
    v2 = await import(pathToFileURL(file).href);
} catch (e) {
    fail(e.message);
}

const EXT = v2.TASKS_EXTENSION_ID_V2;
const POLL_MS = 100;
const tasks = new Map(); // taskId -> { status, statusMessage, createdAt, lastUpdatedAt, ttlMs, result, error, inputRequests, timer }

const now = () => new Date().toISOString();
function touch(t, status, statusMessage) {
    if (t.status === 'completed' || t.status === 'failed' || t.status === 'cancelled')
        return; // a task that has ended stays so
    t.status = status;
    t.statusMessage = statusMessage;
    t.lastUpdatedAt = now();
}
function wire(t) {
    const out = { taskId: t.taskId, status: t.status, createdAt: t.createdAt, lastUpdatedAt: t.lastUpdatedAt,
                  ttlMs: t.ttlMs, pollIntervalMs: POLL_MS };
    if (t.statusMessage)
        out.statusMessage = t.statusMessage;
    if (t.status === 'input_required')
        out.inputRequests = t.inputRequests;
    if (t.status === 'completed')
        out.result = t.result;
    if (t.status === 'failed')
        out.error = t.error;
    return out;
}
const textResult = (s) => ({ content: [{ type: 'text', text: s }], isError: false });

function create(ttlMs) {
    const t = { taskId: randomUUID(), status: 'working', createdAt: now(), ttlMs };
    t.lastUpdatedAt = t.createdAt;
    tasks.set(t.taskId, t);
    return t;
}

function created(t) {
    const result = { resultType: 'task', ...wire(t) };
    v2.CreateTaskResultV2Schema.parse(result);
    return result;
}

function declared(ctx) {
    const caps = ctx?.mcpReq?.envelope?.['io.modelcontextprotocol/clientCapabilities'];
    return caps?.extensions?.[EXT] !== undefined;
}

const anyParams = { '~standard': { version: 1, vendor: 'mcpscope-test', validate: (value) => ({ value }) } };

function missingCapability() {
    const e = new sdk.server.ProtocolError(-32021, 'Missing required client capability', {
        requiredCapabilities: { extensions: { [EXT]: {} } },
    });
    return e;
}

function factory() {
    const { McpServer, fromJsonSchema } = sdk.server;
    const server = new McpServer(
        { name: 'mcpscope-tasks-test', version: '1.0.0' },
        { capabilities: { tools: {}, extensions: { [EXT]: {} } } },
    );
    const taskTool = (name, description, schema, start) => {
        server.registerTool(name, { description, inputSchema: fromJsonSchema(schema) }, async (a, ctx) => {
            if (!declared(ctx))
                throw missingCapability();
            return created(start(a ?? {}));
        });
    };
    taskTool('slow_count', 'Counts to `to` (default 3), one step every `stepMs` ms, as a task.',
             { type: 'object', properties: { to: { type: 'integer' }, stepMs: { type: 'integer' } } }, (a) => {
        const to = Number.isInteger(a.to) ? a.to : 3;
        const step = Number.isInteger(a.stepMs) ? a.stepMs : 300;
        const t = create(60000);
        let n = 0;
        t.timer = setInterval(() => {
            if (t.status !== 'working') {
                clearInterval(t.timer);
                return;
            }
            ++n;
            if (n >= to) {
                clearInterval(t.timer);
                t.result = textResult(`counted to ${to}`);
                touch(t, 'completed', `counted to ${to}`);
            } else {
                touch(t, 'working', `counted ${n} of ${to}`);
            }
        }, step);
        return t;
    });
    taskTool('ask_color', 'Asks for a color (input_required), then completes with it.',
             { type: 'object', properties: {} }, () => {
        const t = create(60000);
        setTimeout(() => {
            t.inputRequests = {
                color: { method: 'elicitation/create', params: { mode: 'form', message: 'Which color?',
                         requestedSchema: { type: 'object', properties: { color: { type: 'string', title: 'Color' } },
                                            required: ['color'] } } },
            };
            touch(t, 'input_required', 'waiting for a color');
        }, 150);
        return t;
    });
    taskTool('never_ends', 'Stays working for ever (ttlMs 1500).', { type: 'object', properties: {} }, () => {
        const t = create(1500);
        t.statusMessage = 'still working';
        return t;
    });
    taskTool('fail_task', 'Fails with a JSON-RPC error.', { type: 'object', properties: {} }, () => {
        const t = create(60000);
        setTimeout(() => {
            t.error = { code: -32000, message: 'the work broke' };
            touch(t, 'failed', 'the work broke');
        }, 200);
        return t;
    });

    const find = (params) => {
        const t = tasks.get(params?.taskId);
        if (!t)
            throw new sdk.server.ProtocolError(-32602, `Unknown task: ${params?.taskId}`);
        return t;
    };
    server.server.setRequestHandler('tasks/get', { params: anyParams }, async (params) => {
        const result = wire(find(params));
        v2.DetailedTaskV2Schema.parse(result);
        return result;
    });
    server.server.setRequestHandler('tasks/update', { params: anyParams }, async (params, ctx) => {
        const t = find(params);
        // The SDK takes inputResponses out of the params (multi round-trip requests) into
        // ctx.mcpReq.inputResponses.
        const answer = (ctx?.mcpReq?.inputResponses ?? params.inputResponses)?.color;
        if (t.status === 'input_required' && answer) {
            const color = answer.content?.color ?? answer.action;
            t.result = textResult(`color=${color}`);
            touch(t, 'working', 'got the color');
            setTimeout(() => touch(t, 'completed', `color=${color}`), 100);
        }
        return {};
    });
    server.server.setRequestHandler('tasks/cancel', { params: anyParams }, async (params) => {
        const t = find(params);
        clearInterval(t.timer);
        touch(t, 'cancelled', 'cancelled by the client');
        return {};
    });
    return server;
}

sdk.stdio.serveStdio(factory, {
    legacy: 'reject',
    onerror: (e) => process.stderr.write(`tasks-server: ${e.message}\n`),
});
process.stderr.write(`tasks-server: SDK @modelcontextprotocol/server ${sdk.versions.server}; ext-tasks core/v2\n`);
