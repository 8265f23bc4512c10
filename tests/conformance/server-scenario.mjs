// SPDX-License-Identifier: MIT
// Runs one server scenario of the MCP conformance suite against mcpscope-demo-server:
//   node server-scenario.mjs DEMO_SERVER_BINARY SUITE_INDEX_JS SCENARIO SPEC_VERSION [RESULTS_DIR]
// Starts the demo server over HTTP on a free port (--http 127.0.0.1:0; it prints its URL on
// stderr), runs `SUITE_INDEX_JS server --url URL --scenario SCENARIO --spec-version SPEC_VERSION`
// with the node that runs this script, prints what the suite prints, stops the server and exits
// with the suite's exit code. A missing binary or suite fails (exit 2); nothing is skipped.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';

const [binary, suite, scenario, specVersion, resultsDir] = process.argv.slice(2);
if (!binary || !suite || !scenario || !specVersion) {
    console.error('usage: node server-scenario.mjs DEMO_SERVER SUITE_INDEX_JS SCENARIO SPEC_VERSION [RESULTS_DIR]');
    process.exit(2);
}
for (const [what, path] of [['demo server', binary], ['conformance suite', suite]]) {
    if (!existsSync(path)) {
        console.error(`FAILED: the ${what} is missing: ${path} (install the peers: scripts/dev peers)`);
        process.exit(2);
    }
}

const server = spawn(binary, ['--http', '127.0.0.1:0'], { stdio: ['ignore', 'ignore', 'pipe'] });
let serverLog = '';
const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the demo server did not say where it listens within 20 s')), 20000);
    server.stderr.on('data', (chunk) => {
        serverLog += chunk;
        const match = /listening on (http:\/\/\S+)/.exec(serverLog);
        if (match) {
            clearTimeout(timer);
            resolve(match[1]);
        }
    });
    server.on('exit', (code) => reject(new Error(`the demo server exited with code ${code} before it listened:\n${serverLog}`)));
}).catch((error) => {
    console.error(`FAILED: ${error.message}`);
    server.kill();
    process.exit(2);
});

const cwd = resultsDir ?? process.cwd();
mkdirSync(cwd, { recursive: true });
const run = spawn(process.execPath, [suite, 'server', '--url', url, '--scenario', scenario, '--spec-version', specVersion],
                  { stdio: 'inherit', cwd });
const code = await new Promise((resolve) => run.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
server.kill();
if (process.env.MCPSCOPE_SHOW_SERVER_LOG)
    console.error(serverLog);
process.exit(code);
