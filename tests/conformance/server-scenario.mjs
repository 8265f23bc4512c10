// SPDX-License-Identifier: MIT
// Runs one server scenario of the MCP conformance suite against mcpscope-demo-server:
//   node server-scenario.mjs DEMO_SERVER SUITE_INDEX_JS SCENARIO SPEC_VERSION RESULTS_DIR [UNTESTABLE_IDS]
// Starts the demo server over HTTP on a free port (--http 127.0.0.1:0; it prints its URL on
// stderr), runs `SUITE_INDEX_JS server --url URL --scenario SCENARIO --spec-version SPEC_VERSION
// -o RESULTS_DIR` with the node that runs this script, stops the server and judges the checks the
// suite wrote (checks.json):
// - the scenario passes when no check failed and at least one check of the scenario itself (not
//   only the suite's wire-schema check) succeeded;
// - UNTESTABLE_IDS (comma-separated check ids) may fail only as the suite's "Not testable" (the
//   check needs a fixture tool of the suite's reference server, e.g. test_logging_tool, which
//   the demo server does not have; see README.md). Any other failure of them still fails.
// A missing binary or suite fails (exit 2); nothing is skipped.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const [binary, suite, scenario, specVersion, resultsDir, untestableList] = process.argv.slice(2);
if (!binary || !suite || !scenario || !specVersion || !resultsDir) {
    console.error('usage: node server-scenario.mjs DEMO_SERVER SUITE_INDEX_JS SCENARIO SPEC_VERSION RESULTS_DIR [UNTESTABLE_IDS]');
    process.exit(2);
}
const untestable = new Set((untestableList ?? '').split(',').filter((id) => id.length > 0));
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

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const run = spawn(process.execPath,
                  [suite, 'server', '--url', url, '--scenario', scenario, '--spec-version', specVersion, '-o', resultsDir],
                  { stdio: 'inherit', cwd: resultsDir });
const code = await new Promise((resolve) => run.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
server.kill();
if (process.env.MCPSCOPE_SHOW_SERVER_LOG)
    console.error(serverLog);

// The suite writes RESULTS_DIR/<scenario>-<time>/checks.json (or deeper): take every one.
const found = [];
const walk = (dir) => {
    for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory())
            walk(path);
        else if (name === 'checks.json')
            found.push(path);
    }
};
walk(resultsDir);
if (found.length === 0) {
    console.error(`FAILED: the suite exited with code ${code} and wrote no checks.json under ${resultsDir}`);
    process.exit(1);
}
const checks = found.flatMap((path) => JSON.parse(readFileSync(path, 'utf8')));
const failed = checks.filter((c) => c.status === 'FAILURE');
const allowed = failed.filter((c) => untestable.has(c.id) && /^Not testable/.test(c.errorMessage ?? ''));
const blocking = failed.filter((c) => !allowed.includes(c));
const passed = checks.filter((c) => c.status === 'SUCCESS' && c.id !== 'wire-schema-valid');
const warnings = checks.filter((c) => c.status === 'WARNING');
for (const c of allowed)
    console.log(`untestable here (needs a fixture of the suite's reference server): ${c.id}`);
for (const c of warnings)
    console.log(`warning: ${c.id}: ${c.errorMessage ?? ''}`);
for (const c of blocking)
    console.log(`failed: ${c.id}: ${c.errorMessage ?? ''}`);
const verdict = blocking.length === 0 && passed.length > 0;
console.log(`demo server ${scenario} at ${specVersion}: ${verdict ? 'PASSED' : 'FAILED'} (${passed.length} scenario check(s) `
            + `passed, ${blocking.length} failed, ${allowed.length} untestable, ${warnings.length} warning(s); suite exit ${code})`);
process.exit(verdict ? 0 : 1);
