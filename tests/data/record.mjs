// SPDX-License-Identifier: MIT
// Records tests/data/everything-stdio.jsonl and tests/data/everything-http.jsonl: a scripted MCP
// client drives the pinned peer @modelcontextprotocol/server-everything over stdio and over
// Streamable HTTP and writes every message both ways, one JSON object a line:
//   {"t": seconds since the first message, "direction": "client->server" | "server->client",
//    "via": "POST-SSE" | "GET-SSE" | "POST-JSON" (HTTP, server->client only), "msg": {...}}
// The conversation is fixed (same ids, params and answers every run); machine paths inside
// messages are rewritten to /srv/project. Node 20, built-ins only. See RECORDING.md.
//
//   node tests/data/record.mjs --peers DIR [--out DIR] [--only stdio|http]
//
// DIR holds node_modules (./scripts/dev puts it in MCPSCOPE_PEERS_DIR). Exits non-zero, naming
// the step, when the server does not answer in time or the recording fails its checks.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const SCRIPT_DIR = path.dirname(fileURLToPath(import.meta.url));
const PEER = '@modelcontextprotocol/server-everything';
const PEER_VERSION = '2026.8.31';
const PROTOCOL_VERSION = '2025-11-25';
const CLIENT_INFO = { name: 'mcpscope-record', version: '1.0.0' };
const PLACEHOLDER = '/srv/project';
// The server picks the level of each simulated log message with Math.random (its only use of
// it); a fixed V8 seed makes the picks the same every run. 28 gives "critical" then "notice",
// the two levels of the first recording.
const SERVER_RANDOM_SEED = 28;
const STEP_TIMEOUT_MS = 20000;

class RecordingError extends Error {}

function fail(message) {
    throw new RecordingError(message);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Command line

function parseArgs(argv) {
    const args = { peers: process.env.MCPSCOPE_PEERS_DIR || '', out: SCRIPT_DIR, only: '' };
    for (let i = 0; i < argv.length; ++i) {
        const a = argv[i];
        const value = () => {
            if (i + 1 >= argv.length)
                fail(`${a} needs a value`);
            return argv[++i];
        };
        if (a === '--peers')
            args.peers = value();
        else if (a === '--out')
            args.out = value();
        else if (a === '--only')
            args.only = value();
        else if (a === '-h' || a === '--help') {
            process.stdout.write('usage: node record.mjs --peers DIR [--out DIR] [--only stdio|http]\n');
            process.exit(0);
        } else
            fail(`unknown argument: ${a}`);
    }
    if (!args.peers)
        fail('no peers folder: pass --peers DIR or set MCPSCOPE_PEERS_DIR (run ./scripts/dev exec tests/data/record.sh)');
    if (args.only && args.only !== 'stdio' && args.only !== 'http')
        fail(`--only takes stdio or http, not ${args.only}`);
    args.peers = path.resolve(args.peers);
    args.out = path.resolve(args.out);
    return args;
}

// ---------------------------------------------------------------------------------------------
// Path normalisation: every absolute path of this machine inside a message becomes /srv/project.

function makeNormaliser(peersDir) {
    const prefixes = new Set();
    const add = (p) => {
        if (!p)
            return;
        for (const candidate of [p, safeRealpath(p)]) {
            const clean = candidate && candidate.replace(/\/+$/, '');
            if (clean && clean !== '/' && clean.length > 1)
                prefixes.add(clean);
        }
    };
    add(peersDir);
    add(process.cwd());
    add(os.homedir());
    add(process.env.HOME);
    add(SCRIPT_DIR);
    add(path.resolve(SCRIPT_DIR, '..', '..'));
    add(os.tmpdir());
    const ordered = [...prefixes].sort((a, b) => b.length - a.length);
    const rules = ordered.map((p) => pathPattern(p, 'g'));
    // Whatever else lives under /tmp: the first component goes.
    rules.push(/(?<![\w.-])\/tmp\/[^/\s"'`:;,)\]}>]+/g);
    const text = (s) => rules.reduce((acc, re) => acc.replace(re, PLACEHOLDER), s);
    const walk = (v) => {
        if (typeof v === 'string')
            return text(v);
        if (Array.isArray(v))
            return v.map(walk);
        if (v && typeof v === 'object') {
            const out = {};
            for (const [k, x] of Object.entries(v)) // defineProperty: a "__proto__" key stays a key
                Object.defineProperty(out, text(k), { value: walk(x), enumerable: true, writable: true, configurable: true });
            return out;
        }
        return v;
    };
    return { walk, prefixes: ordered };
}

// An absolute path as a whole path or the start of one: not inside a word before it, not
// followed by more of its last name (so /root matches /root/x and "/root" but not
// notifications/roots or /rootless).
function pathPattern(p, flags = '') {
    const escaped = p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\w.-])${escaped}(?![\\w.-])`, flags);
}

function safeRealpath(p) {
    try {
        return fs.realpathSync(p);
    } catch {
        return '';
    }
}

// ---------------------------------------------------------------------------------------------
// The recording: entries in arrival/sending order, times from the first message sent.

class Recorder {
    constructor(file, decimals, normalise) {
        this.file = file;
        this.decimals = decimals;
        this.normalise = normalise;
        this.entries = [];
        this.t0 = null;
    }

    add(direction, msg, via) {
        const now = performance.now();
        if (this.t0 === null)
            this.t0 = now;
        const scale = 10 ** this.decimals;
        const entry = { t: Math.round(((now - this.t0) / 1000) * scale) / scale, direction };
        if (via)
            entry.via = via;
        entry.msg = this.normalise(msg);
        this.entries.push(entry);
        return entry;
    }

    text() {
        return this.entries.map((e) => JSON.stringify(e)).join('\n') + '\n';
    }
}

// ---------------------------------------------------------------------------------------------
// A JSON-RPC peer over some transport: ids, waits, answers to server requests.

class Session {
    constructor(name, recorder, answers) {
        this.name = name;
        this.recorder = recorder;
        this.answers = answers; // method -> (params) => result
        this.pending = new Map(); // client request id -> resolve
        this.serverRequests = []; // {method, id, answered}
        this.notifications = []; // server notifications, in order
        this.problems = [];
        this.sendRaw = null; // (msg) => Promise<void>, set by the transport
        this.waiters = new Set();
        this.closing = false;
    }

    wake() {
        for (const w of this.waiters)
            w();
    }

    problem(message) {
        this.problems.push(message);
        this.wake();
    }

    async send(msg, step) {
        this.recorder.add('client->server', msg);
        try {
            await this.sendRaw(msg);
        } catch (e) {
            if (e instanceof RecordingError)
                throw e;
            fail(`${this.name}, step "${step}": sending ${msg.method || `the answer to id ${msg.id}`} failed: ${e.message}`);
        }
    }

    // A message from the server (already parsed).
    receive(msg, via) {
        if (!msg || typeof msg !== 'object' || Array.isArray(msg)) {
            this.problem(`${this.name}: the server sent something that is not a JSON-RPC object: ${JSON.stringify(msg)}`);
            return;
        }
        this.recorder.add('server->client', msg, via);
        const hasId = Object.prototype.hasOwnProperty.call(msg, 'id');
        if (typeof msg.method === 'string' && hasId) {
            this.answerServerRequest(msg);
        } else if (typeof msg.method === 'string') {
            this.notifications.push(msg);
        } else if (hasId && ('result' in msg || 'error' in msg)) {
            const resolve = this.pending.get(msg.id);
            if (!resolve)
                this.problem(`${this.name}: a response to id ${JSON.stringify(msg.id)}, which no pending request has`);
            else {
                this.pending.delete(msg.id);
                resolve(msg);
            }
        } else {
            this.problem(`${this.name}: an unexpected message from the server: ${JSON.stringify(msg)}`);
        }
        this.wake();
    }

    answerServerRequest(msg) {
        const record = { method: msg.method, id: msg.id, answered: false };
        this.serverRequests.push(record);
        const answer = this.answers[msg.method];
        let reply;
        if (!answer) {
            this.problem(`${this.name}: the server asked ${msg.method}, which this recording does not expect`);
            reply = { jsonrpc: '2.0', id: msg.id, error: { code: -32601, message: 'Method not found' } };
        } else {
            reply = { jsonrpc: '2.0', id: msg.id, result: answer(msg.params || {}) };
        }
        this.send(reply, `answer ${msg.method}`).then(
            () => {
                record.answered = true;
                this.wake();
            },
            (e) => this.problem(`${this.name}: answering ${msg.method} (id ${msg.id}) failed: ${e.message}`),
        );
    }

    // Sends a request and waits for its response; `step` names the step in a failure.
    async request(step, id, method, params, timeoutMs = STEP_TIMEOUT_MS) {
        const msg = { jsonrpc: '2.0', id, method };
        if (params !== undefined)
            msg.params = params;
        const response = new Promise((resolve) => this.pending.set(id, resolve));
        await this.send(msg, step);
        await this.until(step, () => !this.pending.has(id), timeoutMs, `no response to ${method} (id ${id})`);
        return response;
    }

    async notify(step, method, params) {
        const msg = { jsonrpc: '2.0', method };
        if (params !== undefined)
            msg.params = params;
        await this.send(msg, step);
    }

    // Waits until pred() holds; fails naming the step after timeoutMs, or at once on a problem.
    until(step, pred, timeoutMs, what) {
        return new Promise((resolve, reject) => {
            let timer = null;
            const check = () => {
                if (this.problems.length) {
                    done();
                    reject(new RecordingError(`${this.name}, step "${step}": ${this.problems[0]}`));
                } else if (pred()) {
                    done();
                    resolve();
                }
            };
            const done = () => {
                clearTimeout(timer);
                this.waiters.delete(check);
            };
            timer = setTimeout(() => {
                done();
                reject(new RecordingError(`${this.name}, step "${step}": timed out after ${timeoutMs / 1000} s: ${what}`));
            }, timeoutMs);
            this.waiters.add(check);
            check();
        });
    }

    // Waits for pred (a condition the reference recording shows happening in the pause), and at
    // least minMs in total since `since`, as the reference client paused.
    async pause(step, since, minMs, pred = () => true, what = '', timeoutMs = STEP_TIMEOUT_MS) {
        await this.until(step, pred, timeoutMs, what || 'the expected server messages did not arrive');
        const left = minMs - (performance.now() - since);
        if (left > 0)
            await sleep(left);
        if (this.problems.length)
            fail(`${this.name}, step "${step}": ${this.problems[0]}`);
    }

    countNotifications(method) {
        return this.notifications.filter((n) => n.method === method).length;
    }

    answeredServerRequests(method) {
        return this.serverRequests.filter((r) => r.method === method && r.answered).length;
    }

    expectOk(step, response) {
        if (response.error)
            fail(`${this.name}, step "${step}": the server answered with error ${JSON.stringify(response.error)}`);
        return response;
    }
}

// ---------------------------------------------------------------------------------------------
// Answers to server requests, as the reference client gave them.

function answers(peersDir, transport) {
    const roots = () => ({ roots: [{ uri: `file://${peersDir}`, name: 'peers' }] });
    if (transport === 'http') {
        return {
            'roots/list': roots,
            'sampling/createMessage': () => ({
                role: 'assistant',
                content: { type: 'text', text: 'stub over http' },
                model: 'stub',
                stopReason: 'endTurn',
            }),
        };
    }
    return {
        'roots/list': roots,
        'sampling/createMessage': () => ({
            role: 'assistant',
            content: { type: 'text', text: 'stub completion from mcpdrive.py' },
            model: 'stub-model-0',
            stopReason: 'endTurn',
        }),
        'elicitation/create': (params) => {
            if (params.mode === 'url')
                return { action: 'accept' };
            return {
                action: 'accept',
                content: {
                    name: 'Test Value',
                    check: true,
                    firstLine: 'It was a dark and stormy night.',
                    email: 'test@example.com',
                    homepage: 'https://example.com',
                    birthdate: '2000-01-01',
                    integer: 42,
                    number: 3.14,
                    untitledSingleSelectEnum: 'Monica',
                    untitledMultipleSelectEnum: ['Guitar'],
                    titledSingleSelectEnum: 'hero-1',
                    titledMultipleSelectEnum: ['fish-1'],
                    legacyTitledEnum: 'pet-1',
                },
            };
        },
    };
}

// ---------------------------------------------------------------------------------------------
// Server processes

function serverEntry(peersDir) {
    const entry = path.join(peersDir, 'node_modules', ...PEER.split('/'), 'dist', 'index.js');
    if (!fs.existsSync(entry))
        fail(`${entry} does not exist: is ${peersDir} the folder holding node_modules with ${PEER}@${PEER_VERSION}?`);
    const pkg = JSON.parse(fs.readFileSync(path.join(peersDir, 'node_modules', ...PEER.split('/'), 'package.json'), 'utf8'));
    if (pkg.version !== PEER_VERSION)
        fail(`${PEER} in ${peersDir} is ${pkg.version}; the recordings are of ${PEER_VERSION}`);
    return entry;
}

function startServer(peersDir, transportArg, extraEnv) {
    const entry = serverEntry(peersDir);
    const child = spawn(process.execPath, [`--random-seed=${SERVER_RANDOM_SEED}`, entry, transportArg], {
        cwd: peersDir,
        env: { ...process.env, ...extraEnv },
        stdio: ['pipe', 'pipe', 'pipe'],
    });
    const state = { child, exited: false, code: null, signal: null, stderr: '' };
    child.on('exit', (code, signal) => {
        state.exited = true;
        state.code = code;
        state.signal = signal;
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d) => {
        state.stderr = (state.stderr + d).slice(-20000);
    });
    state.exitedPromise = new Promise((resolve) => {
        if (state.exited)
            resolve();
        else
            child.once('exit', () => resolve());
    });
    return state;
}

async function stopServer(server, graceMs) {
    if (server.exited)
        return 'already exited';
    const waitExit = (ms) => Promise.race([server.exitedPromise.then(() => true), sleep(ms).then(() => false)]);
    if (graceMs > 0 && (await waitExit(graceMs)))
        return 'exited';
    server.child.kill('SIGTERM');
    if (await waitExit(2000))
        return 'stopped by SIGTERM';
    server.child.kill('SIGKILL');
    await waitExit(2000);
    return 'killed';
}

function serverTail(server) {
    const tail = server.stderr.trim().split('\n').slice(-15).join('\n');
    return tail ? `\n--- server stderr (last lines) ---\n${tail}` : '';
}

// ---------------------------------------------------------------------------------------------
// stdio

async function recordStdio(peersDir, normalise) {
    const recorder = new Recorder('everything-stdio.jsonl', 4, normalise);
    const s = new Session('stdio', recorder, answers(peersDir, 'stdio'));
    const server = startServer(peersDir, 'stdio', {});
    const child = server.child;
    child.stdin.on('error', (e) => s.problem(`writing to the server failed: ${e.message}`));
    child.on('exit', (code, signal) => {
        if (!s.closing)
            s.problem(`the server exited early (code ${code}, signal ${signal})`);
    });
    let buffer = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
        buffer += chunk;
        let nl;
        while ((nl = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, nl).replace(/\r$/, '');
            buffer = buffer.slice(nl + 1);
            if (!line.trim())
                continue;
            let msg;
            try {
                msg = JSON.parse(line);
            } catch {
                s.problem(`the server wrote a line that is not JSON: ${line.slice(0, 200)}`);
                continue;
            }
            s.receive(msg);
        }
    });
    s.sendRaw = (msg) =>
        new Promise((resolve, reject) => {
            if (server.exited)
                return reject(new Error('the server has exited'));
            child.stdin.write(JSON.stringify(msg) + '\n', (e) => (e ? reject(e) : resolve()));
        });

    try {
        await conversationStdio(s);
    } catch (e) {
        s.closing = true;
        await stopServer(server, 0);
        if (e instanceof RecordingError)
            e.message += serverTail(server);
        throw e;
    }
    // The end: close stdin, give the server 2 s to leave, then SIGTERM, then SIGKILL.
    s.closing = true;
    child.stdin.end();
    const how = `server ${await stopServer(server, 2000)} after stdin closed`;
    if (s.problems.length)
        fail(`stdio, at the end: ${s.problems[0]}${serverTail(server)}`);
    return { recorder, session: s, ending: how };
}

const tool = (name, args = {}, extra) => ({ name, arguments: args, ...(extra || {}) });

async function conversationStdio(s) {
    const ok = async (step, id, method, params, timeoutMs) => s.expectOk(step, await s.request(step, id, method, params, timeoutMs));

    await ok('initialize', 1, 'initialize', {
        protocolVersion: PROTOCOL_VERSION,
        capabilities: { roots: { listChanged: true }, sampling: {}, elicitation: { form: {}, url: {} } },
        clientInfo: CLIENT_INFO,
    });
    let since = performance.now();
    await s.notify('initialized', 'notifications/initialized');
    // The reference client paused 1 s here: the server registers its conditional tools
    // (tools/list_changed x5), asks roots/list and logs the roots it got.
    await s.pause('initialized', since, 1000,
        () => s.answeredServerRequests('roots/list') >= 1 && s.countNotifications('notifications/message') >= 1
            && s.countNotifications('notifications/tools/list_changed') >= 5,
        'expected 5 tools/list_changed, an answered roots/list and the "Roots updated" log message');

    await ok('tools/list', 2, 'tools/list');
    await ok('resources/list', 3, 'resources/list');
    await ok('resources/templates/list', 4, 'resources/templates/list');
    await ok('prompts/list', 5, 'prompts/list');
    await ok('echo', 6, 'tools/call', tool('echo', { message: 'hello from mcpdrive' }));
    await ok('get-sum', 7, 'tools/call', tool('get-sum', { a: 2, b: 40 }));
    await ok('trigger-long-running-operation with progress', 8, 'tools/call',
        tool('trigger-long-running-operation', { duration: 2, steps: 4 }, { _meta: { progressToken: 'lro-1' } }));
    if (s.countNotifications('notifications/progress') !== 4)
        fail(`stdio, step "trigger-long-running-operation with progress": ${s.countNotifications('notifications/progress')} progress notifications, expected 4`);
    await ok('trigger-long-running-operation', 9, 'tools/call', tool('trigger-long-running-operation', { duration: 1, steps: 2 }));
    await ok('trigger-sampling-request', 10, 'tools/call', tool('trigger-sampling-request', { prompt: 'Say hi', maxTokens: 20 }));
    await ok('trigger-elicitation-request', 11, 'tools/call', tool('trigger-elicitation-request'));
    await ok('trigger-url-elicitation', 12, 'tools/call',
        tool('trigger-url-elicitation', { url: 'https://example.invalid/auth', elicitationId: 'el-1' }));
    const urlError = await s.request('trigger-url-elicitation (error path)', 13, 'tools/call',
        tool('trigger-url-elicitation', { url: 'https://example.invalid/auth2', elicitationId: 'el-2', errorPath: true }));
    if (!urlError.error || urlError.error.code !== -32042)
        fail(`stdio, step "trigger-url-elicitation (error path)": expected error -32042, got ${JSON.stringify(urlError)}`);
    await ok('get-roots-list', 14, 'tools/call', tool('get-roots-list'));

    since = performance.now();
    const logsBefore = s.countNotifications('notifications/message');
    await s.notify('roots/list_changed', 'notifications/roots/list_changed');
    await s.pause('roots/list_changed', since, 500,
        () => s.answeredServerRequests('roots/list') >= 2 && s.countNotifications('notifications/message') > logsBefore,
        'expected an answered roots/list and the "Roots updated" log message');

    await ok('get-structured-content', 15, 'tools/call', tool('get-structured-content', { location: 'New York' }));
    await ok('get-tiny-image', 16, 'tools/call', tool('get-tiny-image'));
    await ok('get-resource-links', 17, 'tools/call', tool('get-resource-links', { count: 2 }));
    await ok('resources/read', 18, 'resources/read', { uri: 'demo://resource/dynamic/text/1' });
    await ok('prompts/get', 19, 'prompts/get', { name: 'args-prompt', arguments: { city: 'Paris' } });
    await ok('completion/complete', 20, 'completion/complete',
        { ref: { type: 'ref/prompt', name: 'completable-prompt' }, argument: { name: 'department', value: 'E' } });
    await ok('resources/subscribe', 21, 'resources/subscribe', { uri: 'demo://resource/dynamic/text/1' });

    // Resource updates every 5 s: one at once, one 5 s later; the reference stopped them 5.5 s in.
    const updated = () => s.countNotifications('notifications/resources/updated');
    await ok('toggle-subscriber-updates (start)', 22, 'tools/call', tool('toggle-subscriber-updates'));
    since = performance.now();
    await s.pause('resource update timer', since, 5500, () => updated() >= 2,
        'expected the second notifications/resources/updated 5 s after starting the updates');
    await ok('toggle-subscriber-updates (stop)', 23, 'tools/call', tool('toggle-subscriber-updates'));

    // Simulated logging every 5 s: one message at once, one 5 s later, stopped 5.5 s in.
    const logsAtStart = s.countNotifications('notifications/message');
    await ok('toggle-simulated-logging (start)', 24, 'tools/call', tool('toggle-simulated-logging'));
    since = performance.now();
    await s.pause('simulated logging timer', since, 5500, () => s.countNotifications('notifications/message') >= logsAtStart + 2,
        'expected the second simulated log message 5 s after starting the logging');
    await ok('logging/setLevel', 25, 'logging/setLevel', { level: 'error' });
    await ok('toggle-simulated-logging (stop)', 26, 'tools/call', tool('toggle-simulated-logging'));
    await ok('ping', 27, 'ping');
    const unknown = await s.request('unknown method', 28, 'foo/bar', {});
    if (!unknown.error || unknown.error.code !== -32601)
        fail(`stdio, step "unknown method": expected error -32601, got ${JSON.stringify(unknown)}`);
}

// ---------------------------------------------------------------------------------------------
// Streamable HTTP

function freePort() {
    return new Promise((resolve, reject) => {
        const srv = net.createServer();
        srv.on('error', reject);
        srv.listen(0, '127.0.0.1', () => {
            const { port } = srv.address();
            srv.close(() => resolve(port));
        });
    });
}

async function waitForPort(port, server, timeoutMs) {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
        if (server.exited)
            fail(`http, step "start the server": it exited (code ${server.code}) before listening`);
        const open = await new Promise((resolve) => {
            const sock = net.connect({ host: '127.0.0.1', port }, () => {
                sock.destroy();
                resolve(true);
            });
            sock.on('error', () => resolve(false));
        });
        if (open)
            return;
        await sleep(50);
    }
    fail(`http, step "start the server": nothing listens on 127.0.0.1:${port} after ${timeoutMs / 1000} s`);
}

// Reads an SSE body, handing each message event's data to onData. Returns the count of events
// with empty data (the priming event that starts a resumable stream).
async function readSse(body, onData) {
    const decoder = new TextDecoder();
    let buffer = '';
    let empty = 0;
    const flushEvent = (block) => {
        let event = 'message';
        const data = [];
        for (const raw of block.split('\n')) {
            const line = raw.replace(/\r$/, '');
            if (line === '' || line.startsWith(':'))
                continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            let value = colon < 0 ? '' : line.slice(colon + 1);
            if (value.startsWith(' '))
                value = value.slice(1);
            if (field === 'event')
                event = value;
            else if (field === 'data')
                data.push(value);
            // id and retry: resumability, which this client does not use.
        }
        const text = data.join('\n');
        if (!data.length || text === '') {
            if (data.length)
                ++empty;
            return;
        }
        if (event !== 'message')
            throw new Error(`an SSE event of type ${event}`);
        onData(text);
    };
    for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        buffer = buffer.replace(/\r\n/g, '\n');
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
            flushEvent(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
        }
    }
    buffer += decoder.decode();
    if (buffer.trim())
        flushEvent(buffer);
    return empty;
}

async function recordHttp(peersDir, normalise) {
    const recorder = new Recorder('everything-http.jsonl', 3, normalise);
    const s = new Session('http', recorder, answers(peersDir, 'http'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/mcp`;
    const server = startServer(peersDir, 'streamableHttp', { PORT: String(port) });
    server.child.stdout.resume(); // its request log: not needed
    server.child.on('exit', (code, signal) => {
        if (!s.closing)
            s.problem(`the server exited early (code ${code}, signal ${signal})`);
    });
    const streams = new Set(); // running readers of POST and GET responses
    const abort = new AbortController();
    let sessionId = null;
    let getStream = null;
    const primingEvents = { post: 0, get: 0 };

    const headers = (accept) => {
        const h = { Accept: accept };
        if (sessionId) {
            h['Mcp-Session-Id'] = sessionId;
            h['MCP-Protocol-Version'] = PROTOCOL_VERSION;
        }
        return h;
    };
    const parse = (text, via) => {
        let msg;
        try {
            msg = JSON.parse(text);
        } catch {
            s.problem(`${via}: a body that is not JSON: ${text.slice(0, 200)}`);
            return;
        }
        for (const m of Array.isArray(msg) ? msg : [msg])
            s.receive(m, via);
    };
    const track = (p, what) => {
        const guarded = p.catch((e) => {
            if (!s.closing)
                s.problem(`${what}: ${e.message}`);
        });
        streams.add(guarded);
        guarded.finally(() => streams.delete(guarded));
    };

    s.sendRaw = async (msg) => {
        const isRequest = typeof msg.method === 'string' && 'id' in msg;
        const res = await fetch(url, {
            method: 'POST',
            headers: { ...headers('application/json, text/event-stream'), 'Content-Type': 'application/json' },
            body: JSON.stringify(msg),
            signal: abort.signal,
        });
        const what = msg.method ? `POST ${msg.method}` : `POST the answer to id ${msg.id}`;
        if (!isRequest) {
            if (res.status !== 202)
                throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
            await res.arrayBuffer();
            return;
        }
        if (res.status !== 200)
            throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
        if (msg.method === 'initialize') {
            sessionId = res.headers.get('mcp-session-id');
            if (!sessionId)
                throw new Error('the initialize response has no Mcp-Session-Id header');
        }
        const type = (res.headers.get('content-type') || '').toLowerCase();
        if (type.startsWith('text/event-stream')) {
            track(readSse(res.body, (text) => parse(text, 'POST-SSE')).then((n) => (primingEvents.post += n)), `${what}: its event stream`);
        } else if (type.startsWith('application/json')) {
            parse(await res.text(), 'POST-JSON');
        } else {
            throw new Error(`${what}: unexpected Content-Type ${type}`);
        }
    };

    try {
        await waitForPort(port, server, 15000);
        await conversationHttp(s, async () => {
            const res = await fetch(url, { method: 'GET', headers: headers('text/event-stream'), signal: abort.signal });
            if (res.status !== 200 || !(res.headers.get('content-type') || '').startsWith('text/event-stream'))
                fail(`http, step "open the GET stream": HTTP ${res.status} ${await res.text()}`);
            getStream = readSse(res.body, (text) => parse(text, 'GET-SSE')).then((n) => (primingEvents.get += n));
            track(getStream, 'the GET stream');
        });
        // The end: DELETE the session, drop the GET stream, stop the server.
        const res = await fetch(url, { method: 'DELETE', headers: headers('application/json, text/event-stream'), signal: abort.signal });
        await res.arrayBuffer();
        if (res.status !== 200)
            fail(`http, step "DELETE the session": HTTP ${res.status}`);
    } catch (e) {
        s.closing = true;
        abort.abort();
        await stopServer(server, 0);
        if (e instanceof RecordingError)
            e.message += serverTail(server);
        throw e;
    }
    s.closing = true;
    abort.abort();
    await Promise.allSettled([...streams]);
    const how = await stopServer(server, 0);
    if (s.problems.length)
        fail(`http, at the end: ${s.problems[0]}${serverTail(server)}`);
    if (primingEvents.post < 1)
        fail('http: no POST response stream began with a priming event');
    return { recorder, session: s, ending: `session deleted, server ${how}` };
}

async function conversationHttp(s, openGetStream) {
    const ok = async (step, id, method, params) => s.expectOk(step, await s.request(step, id, method, params));
    await ok('initialize', 1, 'initialize', {
        protocolVersion: PROTOCOL_VERSION,
        capabilities: { roots: { listChanged: true }, sampling: {}, elicitation: {} },
        clientInfo: CLIENT_INFO,
    });
    const since = performance.now();
    await s.notify('initialized', 'notifications/initialized');
    await openGetStream();
    // The reference client paused 1 s here: the server asks roots/list on the GET stream and
    // logs the roots it got there.
    await s.pause('initialized', since, 1000,
        () => s.answeredServerRequests('roots/list') >= 1 && s.countNotifications('notifications/message') >= 1,
        'expected roots/list and the "Roots updated" log message on the GET stream');
    await ok('trigger-sampling-request', 2, 'tools/call', tool('trigger-sampling-request', { prompt: 'hi' }));
    await ok('get-roots-list', 3, 'tools/call', tool('get-roots-list'));
}

// ---------------------------------------------------------------------------------------------
// Checks of a finished recording

const EXPECTED = {
    'everything-stdio.jsonl': {
        'client->server': {
            initialize: 1, 'notifications/initialized': 1, 'tools/list': 1, 'resources/list': 1,
            'resources/templates/list': 1, 'prompts/list': 1, 'tools/call': 16, 'resources/read': 1,
            'prompts/get': 1, 'completion/complete': 1, 'resources/subscribe': 1, 'logging/setLevel': 1,
            ping: 1, 'foo/bar': 1, 'notifications/roots/list_changed': 1, '(response)': 5,
        },
        'server->client': {
            'notifications/tools/list_changed': 5, 'roots/list': 2, 'notifications/message': 5,
            'notifications/progress': 4, 'sampling/createMessage': 1, 'elicitation/create': 2,
            'notifications/resources/updated': 2, '(response)': 28,
        },
    },
    'everything-http.jsonl': {
        'client->server': { initialize: 1, 'notifications/initialized': 1, 'tools/call': 2, '(response)': 2 },
        'server->client': { 'roots/list': 1, 'notifications/message': 1, 'sampling/createMessage': 1, '(response)': 3 },
    },
};

function check(file, recorder, normaliser) {
    const entries = recorder.entries;
    const problems = [];
    const counts = { 'client->server': {}, 'server->client': {} };
    const open = { 'client->server': new Map(), 'server->client': new Map() }; // requester -> id -> method
    const other = (d) => (d === 'client->server' ? 'server->client' : 'client->server');
    entries.forEach((e, i) => {
        const where = `${file}:${i + 1}`;
        const m = e.msg;
        if (!counts[e.direction]) {
            problems.push(`${where}: direction ${e.direction}`);
            return;
        }
        const key = typeof m.method === 'string' ? m.method : '(response)';
        counts[e.direction][key] = (counts[e.direction][key] || 0) + 1;
        if (typeof m.method === 'string' && 'id' in m) {
            const ids = open[e.direction];
            const k = JSON.stringify(m.id);
            if (ids.has(k))
                problems.push(`${where}: request id ${k} reused while still open`);
            ids.set(k, m.method);
        } else if (typeof m.method !== 'string') {
            const ids = open[other(e.direction)];
            const k = JSON.stringify(m.id);
            if (!ids.has(k))
                problems.push(`${where}: a response to id ${k}, which no ${other(e.direction)} request has`);
            ids.delete(k);
        }
        if (i > 0 && e.t < entries[i - 1].t)
            problems.push(`${where}: t goes backwards`);
    });
    for (const [d, ids] of Object.entries(open)) {
        for (const [id, method] of ids)
            problems.push(`${file}: the ${d} request ${method} (id ${id}) got no response`);
    }
    const expected = EXPECTED[file];
    for (const d of Object.keys(counts)) {
        const methods = new Set([...Object.keys(counts[d]), ...Object.keys(expected[d])]);
        for (const method of methods) {
            const got = counts[d][method] || 0;
            const want = expected[d][method] || 0;
            if (got !== want)
                problems.push(`${file}: ${got} ${d} ${method} messages, expected ${want}`);
        }
    }
    // Nothing of this machine may be left.
    const text = recorder.text();
    const host = os.hostname();
    const forbidden = new Set([...normaliser.prefixes, '/root', '/work']);
    for (const f of forbidden) {
        if (pathPattern(f).test(text))
            problems.push(`${file}: still contains the path ${f}`);
    }
    if (pathPattern('/tmp').test(text))
        problems.push(`${file}: still contains a /tmp path`);
    if (host && new RegExp(`(^|[^A-Za-z0-9_.-])${host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9_-])`).test(text))
        problems.push(`${file}: still contains the host name ${host}`);
    return { problems, counts };
}

function summary(file, recorder, counts, ending) {
    const n = recorder.entries.length;
    const c2s = recorder.entries.filter((e) => e.direction === 'client->server').length;
    const duration = n ? recorder.entries[n - 1].t : 0;
    const methods = Object.entries(counts['server->client'])
        .filter(([m]) => m.startsWith('notifications/'))
        .map(([m, k]) => `${m.replace('notifications/', '')} ${k}`)
        .join(', ');
    return `${file}: ${n} messages (${c2s} client->server, ${n - c2s} server->client), ${duration.toFixed(2)} s; `
        + `notifications: ${methods || 'none'}; ${ending}`;
}

// ---------------------------------------------------------------------------------------------

async function main() {
    const args = parseArgs(process.argv.slice(2));
    if (!fs.existsSync(args.peers))
        fail(`the peers folder ${args.peers} does not exist`);
    serverEntry(args.peers);
    fs.mkdirSync(args.out, { recursive: true });
    const normaliser = makeNormaliser(args.peers);
    const jobs = [];
    if (args.only !== 'http')
        jobs.push(['everything-stdio.jsonl', () => recordStdio(args.peers, normaliser.walk)]);
    if (args.only !== 'stdio')
        jobs.push(['everything-http.jsonl', () => recordHttp(args.peers, normaliser.walk)]);
    const done = [];
    for (const [file, run] of jobs) {
        process.stderr.write(`recording ${file} ...\n`);
        const { recorder, ending } = await run();
        const { problems, counts } = check(file, recorder, normaliser);
        if (problems.length) {
            const rejected = path.join(os.tmpdir(), `${file}.rejected`);
            fs.writeFileSync(rejected, recorder.text());
            fail(`${file} fails its checks (kept in ${rejected}):\n  ${problems.join('\n  ')}`);
        }
        done.push([file, recorder, counts, ending]);
    }
    // Write only when every recording passed.
    for (const [file, recorder] of done) {
        const target = path.join(args.out, file);
        fs.writeFileSync(`${target}.partial`, recorder.text());
        fs.renameSync(`${target}.partial`, target);
    }
    for (const [file, recorder, counts, ending] of done)
        process.stdout.write(summary(file, recorder, counts, ending) + '\n');
}

main().then(
    () => process.exit(0),
    (e) => {
        process.stderr.write(`record.mjs: ${e instanceof RecordingError ? e.message : e.stack || e}\n`);
        process.exit(1);
    },
);
