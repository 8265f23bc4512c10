// SPDX-License-Identifier: MIT
// Records a real MCP Apps conversation as an mcpscope session file (tests/data/RECORDING.md):
// the official SDK's App (the app's side, @modelcontextprotocol/ext-apps 2.0.4) and AppBridge
// (the host's side) talk over a pair of in-memory postMessage-like transports, the bridge
// forwards the app's tools/call to a real server (server-basic-vanillajs 2.0.3 on stdio)
// through the official client. Every app<->host message is written as an "app" event, in the
// order it was sent, exactly as the SDK serialised it.
//
// ./scripts/dev exec bash -c 'node tests/data/apps/record-apps.mjs $MCPSCOPE_PEERS_DIR tests/data/apps/basic-vanillajs.jsonl'
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const [peers, out] = process.argv.slice(2);
const require = createRequire(join(peers, "node_modules", "x.js"));
const load = (name) => import(require.resolve(name));
const { App } = await load("@modelcontextprotocol/ext-apps");
const { AppBridge } = await load("@modelcontextprotocol/ext-apps/app-bridge");
const { Client } = await load("@modelcontextprotocol/client");
const { StdioClientTransport } = await load("@modelcontextprotocol/client/stdio");

const started = Date.now();
const lines = [];
let index = 0;
const uri = "ui://get-time/mcp-app.html";

/// One end of a postMessage channel: what it sends is recorded, then delivered to the other end.
class End {
  constructor(fromApp) { this.fromApp = fromApp; this.peer = null; }
  async start() {}
  async close() { this.onclose?.(); }
  async send(message) {
    const text = JSON.stringify(message);
    const ms = Date.now() - started;
    lines.push(JSON.stringify({ i: index++, t: new Date(started + ms).toISOString(), us: ms * 1000, type: "app",
                                kind: message.method ? (message.id !== undefined ? "request" : "notification")
                                                     : (message.error ? "error" : "result"),
                                fromApp: this.fromApp, app: uri }).slice(0, -1) + ",\"json\":" + text + "}");
    setImmediate(() => this.peer.onmessage?.(JSON.parse(text)));
  }
}

const client = new Client({ name: "mcpscope-record-apps", version: "1.0.0" });
await client.connect(new StdioClientTransport({
  command: "node",
  args: [join(peers, "node_modules/@modelcontextprotocol/server-basic-vanillajs/dist/index.js"), "--stdio"],
  stderr: "ignore",
}));

const toApp = new End(false);
const toHost = new End(true);
toApp.peer = toHost;
toHost.peer = toApp;

const bridge = new AppBridge(client, { name: "mcpscope-record-apps", version: "1.0.0" },
                             { openLinks: {}, serverTools: {}, logging: {} },
                             { hostContext: { theme: "dark", displayMode: "inline", locale: "en-GB" } });
const initialized = new Promise((resolve) => { bridge.oninitialized = resolve; });
bridge.onopenlink = async () => ({});
bridge.onmessage = async () => ({});
bridge.onsizechange = () => {};
await bridge.connect(toApp);

const app = new App({ name: "record-apps", version: "1.0.0" }, {}, { autoResize: false }); // no DOM here
app.ontoolinput = () => {};
app.ontoolresult = () => {};
app.onteardown = async () => ({});
await app.connect(toHost);
await initialized;

// The host tells the app what the tool was called with and what it returned, the app calls
// the server's tool back, reports its size, asks to open a link and says something.
const result = await client.callTool({ name: "get-time", arguments: {} });
await bridge.sendToolInput({ arguments: {} });
await bridge.sendToolResult(result);
await app.callServerTool({ name: "get-time", arguments: {} });
await app.sendSizeChanged({ width: 320, height: 120 });
await app.openLink({ url: "https://modelcontextprotocol.io" });
await app.sendMessage({ role: "user", content: [{ type: "text", text: "What time is it?" }] });
await bridge.teardownResource({});
await new Promise((resolve) => setTimeout(resolve, 100));

const header = { format: "mcpscope-session", version: 2, mcpscopeVersion: "record-apps.mjs",
                 startedAt: new Date(started).toISOString(), events: lines.length };
writeFileSync(out, [JSON.stringify(header), ...lines].join("\n") + "\n");
await client.close();
process.exit(0);
