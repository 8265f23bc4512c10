#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// mcpscope's fault server: one stdio MCP server process that misbehaves in exactly one way,
// chosen by its first argument (the mode). Every mode is otherwise a small, correct server
// with one tool ("echo"), so each test sees one fault at a time.
//
//   node faultserver.js MODE
//
// With FAULT_COPY=FILE in the environment, every byte written to stdout is also appended to
// FILE, so a test can prove that mcpscope kept everything it was sent.
//
// Modes (the fault, and where it strikes):
//   ok                 no fault at all
//   garbage-then-ok    a log line on stdout before every answer (the answers are fine)
//   only-garbage       log lines on stdout and never a message
//   slow-banner        a banner on stdout, then 3 s before it reads its input (then no fault)
//   no-jsonrpc         answers without "jsonrpc"
//   batch-answer       tools/list answered inside a batch array
//   content-length     every message framed with Content-Length headers (LSP style)
//   duplicate-tool     the tool listed twice
//   bad-structured     tools/call: structuredContent that breaks the tool's outputSchema
//   null-id-request    a server "request" with "id": null after the handshake
//   wrong-id           tools/list answered with an id that was never sent
//   string-id          tools/list answered with the id as a string ("2" for 2)
//   bad-utf8           tools/list answer with an invalid UTF-8 byte in it
//   not-json           tools/list answer that is not JSON (a trailing comma), id readable
//   pretty             every answer pretty-printed over several lines
//   parse-error        tools/list answered with a -32700 error with id null
//   html               an HTML page on stdout instead of the initialize answer
//   exit-early         exits with code 3 before answering initialize, after an error line
//   silent             never writes anything on stdout (the handshake hangs)
//   http-hint          like silent, but says on stderr that it listens on an HTTP port
//   wrong-version      answers initialize with protocol version "1999-01-01"
//   initialize-error   refuses initialize with a JSON-RPC error
//   crash              dies (SIGKILL-like exit 137 code path: process.exit(1)) on tools/list
//   late               answers tools/list after 1.5 s (legal: must be accepted)
//   huge               tools/list answer of about 50 MB (one line)
//   notification-flood no fault, but a load: after the handshake, FAULT_FLOOD (default 100000)
//                      log notifications as fast as the pipe takes them, then it answers as usual
// Task modes (MCP 2025-11-25 tasks; the server declares tasks for tools/call and "echo" has
// execution.taskSupport "optional"; a tools/call with "task" creates task "t1", pollInterval 100):
//   task-backwards     tasks/get says completed; after the tasks/result answer, a status
//                      notification says the task is working again
//   task-never-ends    ttl 1000 ms, and tasks/get says "working" for ever
//   task-get-fails     every tasks/get is answered with the error -32603 "task store unavailable"
//   task-garbage       every tasks/get is answered with {"taskId": 42, "status": "flying"}
'use strict';

const fs = require('fs');
const mode = process.argv[2] || 'ok';
const copy = process.env.FAULT_COPY || '';

function out(text) {
    const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
    if (copy)
        fs.appendFileSync(copy, bytes);
    fs.writeSync(1, bytes);
}

function send(message) {
    if (mode === 'no-jsonrpc')
        delete message.jsonrpc;
    if (mode === 'pretty') {
        out(JSON.stringify(message, null, 2) + '\n');
        return;
    }
    const body = JSON.stringify(message);
    if (mode === 'content-length') {
        out('Content-Length: ' + Buffer.byteLength(body, 'utf8') + '\r\n\r\n' + body);
        return;
    }
    if (mode === 'garbage-then-ok')
        out('[faultserver] about to answer\n');
    out(body + '\n');
}

const taskMode = mode.startsWith('task-');

const echoTool = {
    name: 'echo',
    description: 'Says the text back',
    inputSchema: {type: 'object', properties: {text: {type: 'string'}}, required: ['text']},
    outputSchema: {type: 'object', properties: {text: {type: 'string'}}, required: ['text']},
};

function initializeResult(request) {
    return {
        protocolVersion: mode === 'wrong-version' ? '1999-01-01' : (request.params && request.params.protocolVersion) || '2025-11-25',
        capabilities: mode === 'notification-flood' ? {tools: {}, logging: {}}
            : taskMode ? {tools: {}, tasks: {list: {}, cancel: {}, requests: {tools: {call: {}}}}} : {tools: {}},
        serverInfo: {name: 'faultserver', version: '1.0.0'},
    };
}

// Log notifications, written a thousand lines at a time so that the pipe, not this script, is
// what limits the rate.
function flood(count) {
    const levels = ['debug', 'info', 'notice', 'warning'];
    for (let i = 0; i < count; i += 1000) {
        let chunk = '';
        for (let j = i; j < Math.min(count, i + 1000); ++j)
            chunk += '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"' + levels[j % 4]
                + '","logger":"flood","data":"line ' + j + ' of the flood"}}\n';
        out(chunk);
    }
}

let taskText = '';
const taskCreated = new Date().toISOString();

function task(status, ttl) {
    return {taskId: 't1', status, createdAt: taskCreated, lastUpdatedAt: new Date().toISOString(), ttl, pollInterval: 100};
}

function answer(m) {
    switch (m.method) {
    case 'initialize':
        if (mode === 'html') {
            out('<!DOCTYPE html>\n<html><head><title>Login</title></head>\n<body><h1>Please sign in</h1></body></html>\n');
            return;
        }
        if (mode === 'initialize-error') {
            send({jsonrpc: '2.0', id: m.id, error: {code: -32603, message: 'FAULT_TOKEN is not set'}});
            return;
        }
        send({jsonrpc: '2.0', id: m.id, result: initializeResult(m)});
        return;
    case 'notifications/initialized':
        if (mode === 'null-id-request')
            send({jsonrpc: '2.0', id: null, method: 'ping'});
        if (mode === 'notification-flood')
            flood(Number(process.env.FAULT_FLOOD || 100000));
        return;
    case 'ping':
        send({jsonrpc: '2.0', id: m.id, result: {}});
        return;
    case 'tools/list': {
        const tools = mode === 'duplicate-tool' ? [echoTool, echoTool]
            : taskMode ? [Object.assign({}, echoTool, {execution: {taskSupport: 'optional'}})] : [echoTool];
        const result = {tools};
        switch (mode) {
        case 'batch-answer':
            out(JSON.stringify([{jsonrpc: '2.0', id: m.id, result}]) + '\n');
            return;
        case 'wrong-id':
            send({jsonrpc: '2.0', id: 4242, result});
            return;
        case 'string-id':
            send({jsonrpc: '2.0', id: String(m.id), result});
            return;
        case 'bad-utf8': {
            const text = JSON.stringify({jsonrpc: '2.0', id: m.id, result: {tools: [Object.assign({}, echoTool, {description: 'Says the text back XX'})]}});
            const bytes = Buffer.from(text, 'utf8');
            const at = bytes.indexOf('XX');
            bytes[at] = 0xff;
            bytes[at + 1] = 0xfe;
            out(Buffer.concat([bytes, Buffer.from('\n')]));
            return;
        }
        case 'not-json':
            out('{"jsonrpc":"2.0","id":' + JSON.stringify(m.id) + ',"result":{"tools":[' + JSON.stringify(echoTool) + ',]}}\n');
            return;
        case 'parse-error':
            send({jsonrpc: '2.0', id: null, error: {code: -32700, message: 'Parse error: unexpected token'}});
            return;
        case 'crash':
            process.stderr.write('faultserver: segmentation fault (simulated)\n');
            process.exit(1);
            return;
        case 'late':
            setTimeout(() => send({jsonrpc: '2.0', id: m.id, result}), 1500);
            return;
        case 'huge': {
            const big = Object.assign({}, echoTool, {description: 'x'.repeat(50 * 1024 * 1024)});
            send({jsonrpc: '2.0', id: m.id, result: {tools: [big]}});
            return;
        }
        }
        send({jsonrpc: '2.0', id: m.id, result});
        return;
    }
    case 'tools/call': {
        if (taskMode && m.params && m.params.task) {
            taskText = String((m.params.arguments && m.params.arguments.text) || '');
            send({jsonrpc: '2.0', id: m.id, result: {task: task('working', mode === 'task-never-ends' ? 1000 : 60000)}});
            return;
        }
        const text = String((m.params && m.params.arguments && m.params.arguments.text) || '');
        const structured = mode === 'bad-structured' ? {text: 42} : {text};
        send({jsonrpc: '2.0', id: m.id, result: {content: [{type: 'text', text}], structuredContent: structured}});
        return;
    }
    case 'tasks/get':
        if (!taskMode)
            break;
        if (mode === 'task-get-fails')
            send({jsonrpc: '2.0', id: m.id, error: {code: -32603, message: 'task store unavailable'}});
        else if (mode === 'task-garbage')
            send({jsonrpc: '2.0', id: m.id, result: {taskId: 42, status: 'flying'}});
        else
            send({jsonrpc: '2.0', id: m.id, result: task(mode === 'task-backwards' ? 'completed' : 'working',
                                                          mode === 'task-never-ends' ? 1000 : 60000)});
        return;
    case 'tasks/result':
        if (!taskMode)
            break;
        send({jsonrpc: '2.0', id: m.id, result: {content: [{type: 'text', text: taskText}], structuredContent: {text: taskText},
                                                  _meta: {'io.modelcontextprotocol/related-task': {taskId: 't1'}}}});
        if (mode === 'task-backwards')
            send({jsonrpc: '2.0', method: 'notifications/tasks/status', params: task('working', 60000)});
        return;
    case 'tasks/cancel':
        if (!taskMode)
            break;
        send({jsonrpc: '2.0', id: m.id, result: task('cancelled', 60000)});
        return;
    }
    if (m.id !== undefined && m.method)
        send({jsonrpc: '2.0', id: m.id, error: {code: -32601, message: 'Method not found: ' + m.method}});
}

function start() {
    if (mode === 'exit-early') {
        process.stderr.write('faultserver: cannot open the database /nonexistent/db.sqlite\n');
        process.exit(3);
    }
    if (mode === 'http-hint')
        process.stderr.write('faultserver: MCP server listening on http://127.0.0.1:8931/mcp\n');
    if (mode === 'only-garbage') {
        out('Starting faultserver...\n');
        out('Loaded 3 plugins\n');
    }
    if (mode === 'slow-banner') {
        out('Starting faultserver, loading the model...\n');
        setTimeout(listen, 3000); // stdin waits, unread, until then
        return;
    }
    listen();
}

function listen() {
    let buffer = '';
    process.stdin.on('data', chunk => {
        buffer += chunk.toString('utf8');
        let newline;
        while ((newline = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, newline);
            buffer = buffer.slice(newline + 1);
            if (!line.trim())
                continue;
            let m;
            try {
                m = JSON.parse(line);
            } catch (e) {
                process.stderr.write('faultserver: cannot parse a line: ' + e.message + '\n');
                continue;
            }
            if (mode === 'silent' || mode === 'http-hint')
                continue;
            if (mode === 'only-garbage') {
                out('Received ' + (m.method || 'a response') + '\n');
                continue;
            }
            answer(m);
        }
    });
    process.stdin.on('end', () => process.exit(0));
}

start();
