// SPDX-License-Identifier: MIT
// The official TypeScript SDK v2 client (@modelcontextprotocol/client, pinned in tests/peers)
// against mcpscope-demo-server, in both eras, over Streamable HTTP and stdio:
//   node sdk-client.mjs PEERS_DIR DEMO_SERVER
// 2026-07-28 (the client pinned to it): the era is modern, the lists and reads work, the tools
// that ask the client (ask-elicitation, ask-sampling, list-roots) complete through the SDK's own
// multi round-trip driver, a resource that does not exist is -32602. 2025-11-25 (the client's
// legacy mode): initialize, and the tools ask with server requests as before. Prints one line per
// check and "sdk client: PASSED" at the end; any failure exits 1, a missing peer exits 2.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [peersDir, binary] = process.argv.slice(2);
const dist = join(peersDir ?? '', 'node_modules/@modelcontextprotocol/client/dist');
for (const [what, path] of [['SDK v2 client', join(dist, 'index.mjs')], ['demo server', binary ?? '']]) {
    if (!existsSync(path)) {
        console.error(`FAILED: the ${what} is missing: ${path}`);
        process.exit(2);
    }
}
const { Client, StreamableHTTPClientTransport } = await import(pathToFileURL(join(dist, 'index.mjs')).href);
const { StdioClientTransport } = await import(pathToFileURL(join(dist, 'stdio.mjs')).href);

let failures = 0;
function check(label, ok, detail) {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}${ok ? '' : `: ${detail}`}`);
    if (!ok)
        failures++;
}

async function session(label, transport, mode) {
    const client = new Client({ name: 'mcpscope-sdk-check', version: '1.0.0' },
                              { capabilities: { elicitation: { form: {} }, roots: {}, sampling: {} },
                                versionNegotiation: { mode } });
    client.setRequestHandler('elicitation/create', async () => ({ action: 'accept', content: { name: 'Sdk' } }));
    client.setRequestHandler('roots/list', async () => ({ roots: [{ uri: 'file:///sdk', name: 'sdk' }] }));
    client.setRequestHandler('sampling/createMessage', async () => ({
        role: 'assistant', model: 'sdk-model', content: { type: 'text', text: 'four' } }));
    const expectedEra = mode === 'legacy' ? 'legacy' : 'modern';
    try {
        await client.connect(transport);
        check(`${label}: era`, client.getProtocolEra() === expectedEra, client.getProtocolEra());
        check(`${label}: server name`, client.getServerVersion()?.name === 'mcpscope-demo', JSON.stringify(client.getServerVersion()));
        const tools = await client.listTools();
        check(`${label}: tools/list`, tools.tools.some((t) => t.name === 'ask-elicitation'), JSON.stringify(tools).slice(0, 200));
        const text = (r) => (r.content ?? []).map((c) => c.text ?? '').join('\n');
        const elicit = await client.callTool({ name: 'ask-elicitation', arguments: {} });
        check(`${label}: ask-elicitation`, text(elicit).includes('name: "Sdk"'), text(elicit));
        const roots = await client.callTool({ name: 'list-roots', arguments: {} });
        check(`${label}: list-roots`, text(roots).includes('file:///sdk (sdk)'), text(roots));
        const sample = await client.callTool({ name: 'ask-sampling', arguments: { prompt: '2+2?' } });
        check(`${label}: ask-sampling`, text(sample).includes('(sdk-model) answered:\nfour'), text(sample));
        const read = await client.readResource({ uri: 'demo://notes/01.md' });
        check(`${label}: resources/read`, read.contents?.length === 1, JSON.stringify(read).slice(0, 200));
        let code;
        try {
            await client.readResource({ uri: 'demo://no-such-resource' });
        } catch (error) {
            code = error.code;
        }
        // The server says -32002 in 2025-11-25 (tst_demoserver_modern checks the wire), but the
        // SDK reports a ResourceNotFoundError as -32602 in both eras.
        check(`${label}: resource not found`, code === -32602, String(code));
    } catch (error) {
        check(`${label}: session`, false, error?.stack ?? String(error));
    } finally {
        await client.close().catch(() => {});
    }
}

const server = spawn(binary, ['--http', '127.0.0.1:0'], { stdio: ['ignore', 'ignore', 'pipe'] });
let log = '';
const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the demo server did not say where it listens within 20 s')), 20000);
    server.stderr.on('data', (chunk) => {
        log += chunk;
        const match = /listening on (http:\/\/\S+)/.exec(log);
        if (match) {
            clearTimeout(timer);
            resolve(match[1]);
        }
    });
    server.on('exit', (code) => reject(new Error(`the demo server exited with code ${code}:\n${log}`)));
}).catch((error) => {
    console.error(`FAILED: ${error.message}`);
    process.exit(2);
});

const modern = { pin: '2026-07-28' };
await session('http 2026-07-28', new StreamableHTTPClientTransport(new URL(url)), modern);
await session('http 2025-11-25', new StreamableHTTPClientTransport(new URL(url)), 'legacy');
await session('stdio 2026-07-28', new StdioClientTransport({ command: binary, stderr: 'ignore' }), modern);
await session('stdio 2025-11-25', new StdioClientTransport({ command: binary, stderr: 'ignore' }), 'legacy');
server.kill();
console.log(`sdk client: ${failures === 0 ? 'PASSED' : `FAILED (${failures} check(s))`}`);
process.exit(failures === 0 ? 0 : 1);
