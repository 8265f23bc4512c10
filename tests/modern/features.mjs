// SPDX-License-Identifier: MIT
// The features both modern-era test servers (http-server.mjs, stdio-server.mjs) offer, defined
// once on the official TypeScript SDK v2 (@modelcontextprotocol/server, pinned in tests/peers).
// The SDK calls the factory for every serving unit: once per HTTP request under
// createMcpHandler, once per connection (plus a discover probe) under serveStdio, and for both
// eras (2026-07-28 "modern", 2025-era "legacy"), so everything here is era-blind except the
// legacy resources/subscribe bookkeeping.
//
// Tools:     add, echo, region_echo (x-mcp-header "Region"), ask_name (MRTR, one elicitation),
//            ask_twice (MRTR, two elicitations in sequence, requestState carries the first
//            answer), bump (changes demo://counter)
// Resource:  demo://counter (text "counter=N"; N grows on every read, bump and timer tick)
// Prompt:    greet (argument "name")
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SERVER_NAME = 'mcpscope-modern-test';
export const SERVER_VERSION = '1.0.0';
export const COUNTER_URI = 'demo://counter';

// --- loading the SDK from the peers folder ----------------------------------------------------
// ESM ignores NODE_PATH, so the packages are imported by file URL from the peers folder
// (scripts/dev exports it as MCPSCOPE_PEERS_DIR), taking the "import" condition of the
// package's exports so that every module loads the same ESM copy of the SDK.

function pickImport(entry) {
    if (typeof entry === 'string')
        return entry;
    if (entry && typeof entry === 'object')
        for (const key of ['import', 'node', 'default'])
            if (key in entry) {
                const found = pickImport(entry[key]);
                if (found)
                    return found;
            }
    return undefined;
}

// The folder of package `name` as Node would find it from `fromDir` (walking up node_modules).
function findPackageDir(fromDir, name) {
    for (let dir = resolve(fromDir); ; dir = dirname(dir)) {
        const candidate = join(dir, 'node_modules', name);
        if (existsSync(join(candidate, 'package.json')))
            return candidate;
        if (dirname(dir) === dir)
            return undefined;
    }
}

async function importPackage(fromDir, name, subpath = '.') {
    const dir = findPackageDir(fromDir, name);
    if (!dir)
        throw new Error(`the package ${name} is not installed under ${fromDir}`);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    let file = pkg.exports ? pickImport(pkg.exports[subpath]) : undefined;
    if (!file && subpath === '.')
        file = pkg.module || pkg.main || 'index.js';
    if (!file)
        throw new Error(`the package ${name} exports no ${subpath}`);
    return { module: await import(pathToFileURL(join(dir, file)).href), version: pkg.version };
}

// Returns { server, stdio, node, z, versions }: the modules of @modelcontextprotocol/server,
// @modelcontextprotocol/server/stdio, @modelcontextprotocol/node and the zod the server uses.
export async function loadSdk(peersDir) {
    if (!peersDir)
        throw new Error('no peers folder: pass --peers DIR or set MCPSCOPE_PEERS_DIR '
            + '(scripts/dev setup installs tests/peers/package.json; scripts/dev exec sets it)');
    const server = await importPackage(peersDir, '@modelcontextprotocol/server');
    const stdio = await importPackage(peersDir, '@modelcontextprotocol/server', './stdio');
    const node = await importPackage(peersDir, '@modelcontextprotocol/node');
    const serverDir = findPackageDir(peersDir, '@modelcontextprotocol/server');
    const z = await importPackage(serverDir, 'zod', './v4');
    return {
        server: server.module,
        stdio: stdio.module,
        node: node.module,
        z: z.module,
        versions: { server: server.version, node: node.version, zod: z.version },
    };
}

// --peers DIR on the command line, else $MCPSCOPE_PEERS_DIR.
export function peersDirFrom(args) {
    const i = args.indexOf('--peers');
    if (i >= 0 && i + 1 < args.length)
        return args[i + 1];
    return process.env.MCPSCOPE_PEERS_DIR || '';
}

// --- state shared by every instance of one process ---------------------------------------------

export class Counter {
    value = 0;
    #listeners = new Set();

    // A read changes the value without a notification (a client that reads on every update
    // would otherwise loop).
    read() {
        return ++this.value;
    }

    // bump and timer ticks change it and tell the listeners.
    bump() {
        ++this.value;
        for (const listener of this.#listeners) {
            try {
                listener(this.value);
            } catch (e) {
                process.stderr.write(`counter listener: ${e?.message ?? e}\n`);
            }
        }
        return this.value;
    }

    onChange(listener) {
        this.#listeners.add(listener);
        return () => this.#listeners.delete(listener);
    }
}

// requestState: base64url JSON. Tampering can only change the greeting or fail the call, so
// the state is not integrity-protected (spec, mrtr: "MAY be omitted only when tampering can
// cause nothing worse than request failure"); the "t" field ties it to its tool.
export function encodeState(state) {
    return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

export function decodeState(text, tool) {
    if (typeof text !== 'string' || !text)
        return undefined;
    try {
        const state = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
        return state && typeof state === 'object' && state.t === tool ? state : undefined;
    } catch {
        return undefined;
    }
}

const text = (t) => ({ content: [{ type: 'text', text: t }] });

function nameSchema(property, title) {
    return {
        type: 'object',
        properties: { [property]: { type: 'string', title } },
        required: [property],
    };
}

// --- the factory ---------------------------------------------------------------------------------
//
// options:
//   sdk            the object loadSdk returned
//   counter        the process's Counter
//   transport      'http' or 'stdio'
//   onInstance     (optional) called with (mcpServer, ctx) for every instance made
// Returns an McpServerFactory for createMcpHandler / serveStdio.
export function makeFactory({ sdk, counter, transport, onInstance }) {
    const { McpServer, fromJsonSchema, inputRequired, inputResponse } = sdk.server;
    const z = sdk.z;

    return (ctx) => {
        const era = ctx?.era ?? 'modern';
        // Stateless legacy HTTP serving has no stream to deliver resource updates on, so it
        // does not offer resources/subscribe; everything else does (the modern era through
        // subscriptions/listen, which the SDK's entries serve themselves).
        const subscribe = !(transport === 'http' && era === 'legacy');
        const server = new McpServer(
            { name: SERVER_NAME, version: SERVER_VERSION, title: 'mcpscope modern-era test server' },
            {
                capabilities: {
                    tools: {},
                    resources: subscribe ? { subscribe: true } : {},
                    prompts: {},
                },
                instructions: 'Test server for mcpscope: tools add, echo, region_echo, ask_name, '
                    + 'ask_twice, bump; resource demo://counter; prompt greet.',
            },
        );

        server.registerTool('add', {
            title: 'Add',
            description: 'Adds two integers and returns the sum as text.',
            inputSchema: fromJsonSchema({
                type: 'object',
                properties: {
                    a: { type: 'integer', description: 'First addend' },
                    b: { type: 'integer', description: 'Second addend' },
                },
                required: ['a', 'b'],
            }),
            annotations: { readOnlyHint: true },
        }, async ({ a, b }) => text(String(a + b)));

        server.registerTool('echo', {
            title: 'Echo',
            description: 'Returns the text it was given.',
            inputSchema: fromJsonSchema({
                type: 'object',
                properties: { text: { type: 'string', description: 'Text to echo' } },
                required: ['text'],
            }),
            annotations: { readOnlyHint: true },
        }, async ({ text: t }) => text(t));

        server.registerTool('region_echo', {
            title: 'Region echo',
            description: 'Returns the region it got. The region is mirrored into the '
                + 'Mcp-Param-Region HTTP header (x-mcp-header).',
            inputSchema: fromJsonSchema({
                type: 'object',
                properties: {
                    region: { type: 'string', description: 'A region name', 'x-mcp-header': 'Region' },
                    text: { type: 'string', description: 'Optional text to echo along' },
                },
                required: ['region'],
            }),
            annotations: { readOnlyHint: true },
        }, async ({ region, text: t }) => text(t === undefined ? `region=${region}` : `region=${region} text=${t}`));

        server.registerTool('ask_name', {
            title: 'Ask name',
            description: 'Asks the user for their name (multi round-trip: an elicitation/create '
                + 'input request) and greets them.',
            inputSchema: fromJsonSchema({ type: 'object', properties: {} }),
        }, async (_args, c) => {
            const answer = inputResponse(c.mcpReq.inputResponses, 'name');
            const state = decodeState(c.mcpReq.requestState(), 'ask_name');
            if (answer.kind === 'elicit' && state) {
                if (answer.action === 'decline')
                    return text('The user declined to give a name.');
                if (answer.action === 'cancel')
                    return text('The user cancelled the question.');
                const name = answer.content?.name;
                if (typeof name === 'string' && name.length)
                    return text(`Hello, ${name}!`);
            }
            return inputRequired({
                inputRequests: {
                    name: inputRequired.elicit({
                        mode: 'form',
                        message: 'What is your name?',
                        requestedSchema: nameSchema('name', 'Name'),
                    }),
                },
                requestState: encodeState({ t: 'ask_name', round: 1 }),
            });
        });

        server.registerTool('ask_twice', {
            title: 'Ask twice',
            description: 'Asks for a first name, then (in a second round) for a last name, and '
                + 'greets with both. The first answer travels in requestState.',
            inputSchema: fromJsonSchema({ type: 'object', properties: {} }),
        }, async (_args, c) => {
            const state = decodeState(c.mcpReq.requestState(), 'ask_twice');
            const responses = c.mcpReq.inputResponses;
            const declined = (view) => view.kind === 'elicit' && view.action !== 'accept';
            const askFirst = () => inputRequired({
                inputRequests: {
                    first: inputRequired.elicit({
                        mode: 'form',
                        message: 'What is your first name?',
                        requestedSchema: nameSchema('first', 'First name'),
                    }),
                },
                requestState: encodeState({ t: 'ask_twice', step: 1 }),
            });
            const askLast = (first) => inputRequired({
                inputRequests: {
                    last: inputRequired.elicit({
                        mode: 'form',
                        message: `Hello ${first}, and your last name?`,
                        requestedSchema: nameSchema('last', 'Last name'),
                    }),
                },
                requestState: encodeState({ t: 'ask_twice', step: 2, first }),
            });
            if (!state)
                return askFirst();
            if (state.step === 1) {
                const view = inputResponse(responses, 'first');
                if (declined(view))
                    return text(`The user ${view.action === 'decline' ? 'declined' : 'cancelled'} the first question.`);
                const first = view.kind === 'elicit' ? view.content?.first : undefined;
                return typeof first === 'string' && first.length ? askLast(first) : askFirst();
            }
            if (state.step === 2 && typeof state.first === 'string') {
                const view = inputResponse(responses, 'last');
                if (declined(view))
                    return text(`The user ${view.action === 'decline' ? 'declined' : 'cancelled'} the second question (first name: ${state.first}).`);
                const last = view.kind === 'elicit' ? view.content?.last : undefined;
                return typeof last === 'string' && last.length
                    ? text(`Hello, ${state.first} ${last}!`)
                    : askLast(state.first);
            }
            return askFirst();
        });

        server.registerTool('bump', {
            title: 'Bump',
            description: `Increments ${COUNTER_URI}; listeners get notifications/resources/updated.`,
            inputSchema: fromJsonSchema({ type: 'object', properties: {} }),
        }, async () => text(`counter=${counter.bump()}`));

        server.registerResource('counter', COUNTER_URI, {
            title: 'Counter',
            description: 'A counter that grows on every read, on the bump tool and, while '
                + 'someone listens for its updates, every 2 seconds.',
            mimeType: 'text/plain',
        }, async (uri) => ({
            contents: [{ uri: uri.href, mimeType: 'text/plain', text: `counter=${counter.read()}` }],
        }));

        server.registerPrompt('greet', {
            title: 'Greet',
            description: 'A prompt asking to greet someone by name.',
            argsSchema: z.object({ name: z.string().describe('Who to greet') }),
        }, ({ name }) => ({
            description: `Greeting for ${name}`,
            messages: [{ role: 'user', content: { type: 'text', text: `Please greet ${name} warmly.` } }],
        }));

        onInstance?.(server, { era });
        return server;
    };
}
