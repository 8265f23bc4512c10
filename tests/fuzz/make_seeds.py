#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes the seed corpus of fuzz_validator into a directory, one file per input.

Usage: make_seeds.py OUTDIR FILE.jsonl...

Each FILE is a transcript ({"direction", "msg"} a line) or a corpus of messages (a line is
{"msg": ...} or {"message": ...} with an optional "direction", or a bare message). Seeds:
every message on its own, each transcript as one whole session (so the stateful rules see
real conversations), the same fed to the framer in 16-byte pieces, and hand-made nasty
cases (deep nesting, huge numbers, 10 000 members, invalid UTF-8, Content-Length frames...).
Seed layout: see the comment at the top of fuzz_validator.cpp.
"""
import hashlib
import json
import os
import sys

C2S, S2C = 0, 1


def seed(frames, chunk=0, after_close=False):
    """frames: [(direction, bytes)] joined by newlines, or (None, raw bytes) taken as is."""
    dirs = bytearray((len(frames) + 7) // 8)
    stream = bytearray()
    for i, (d, b) in enumerate(frames):
        if d == S2C:
            dirs[i // 8] |= 1 << (i % 8)
        stream += b
    dirs = dirs[:127]
    return bytes([chunk, len(dirs) | (0x80 if after_close else 0)]) + bytes(dirs) + bytes(stream)


def line(d, b):
    return (d, b + b"\n")


def message_bytes(value):
    if isinstance(value, str):
        return value.encode("utf-8", "surrogateescape")
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def direction_of(obj, default):
    d = obj.get("direction") if isinstance(obj, dict) else None
    return S2C if d == "server->client" else C2S if d == "client->server" else default


def read_messages(path):
    out = []
    with open(path, "rb") as f:
        for n, raw in enumerate(f):
            raw = raw.rstrip(b"\r\n")
            if not raw.strip():
                continue
            try:
                obj = json.loads(raw)
            except ValueError:
                out.append((n % 2, raw))  # a corpus line that is itself not JSON
                continue
            if isinstance(obj, dict) and "msg" in obj:
                out.append((direction_of(obj, n % 2), message_bytes(obj["msg"])))
            elif isinstance(obj, dict) and "message" in obj and isinstance(obj["message"], (dict, list, str)):
                out.append((direction_of(obj, n % 2), message_bytes(obj["message"])))
            else:
                out.append((n % 2, raw))
    return out


def nasty():
    init = b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25",' \
           b'"capabilities":{},"clientInfo":{"name":"fuzz","version":"1"}}}'
    init_result = b'{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":' \
                  b'{"tools":{"listChanged":true},"logging":{}},"serverInfo":{"name":"s","version":"1"}}}'
    initialized = b'{"jsonrpc":"2.0","method":"notifications/initialized"}'
    hello = [line(C2S, init), line(S2C, init_result), line(C2S, initialized)]

    def deep(n, open_=b"[", close=b"]"):
        return b'{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"x","arguments":{"a":' \
               + open_ * n + close * n + b"}}}"

    def deep_objects(n):
        return b'{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"x","arguments":' \
               + b'{"a":' * n + b"1" + b"}" * n + b"}}"

    members = b",".join(b'"k%d":%d' % (i, i) for i in range(10000))
    wide = b'{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"x","arguments":{' + members + b"}}}"
    tools = b",".join(b'{"name":"t%d","inputSchema":{"type":"object"}}' % i for i in range(2000))
    many_tools = b'{"jsonrpc":"2.0","id":2,"result":{"tools":[' + tools + b"]}}"
    cases = {
        "deep-arrays-2000": hello + [line(C2S, deep(2000))],
        "deep-arrays-1000": hello + [line(C2S, deep(1000))],
        "deep-objects-2000": hello + [line(C2S, deep_objects(2000))],
        "deep-objects-900": hello + [line(C2S, deep_objects(900))],
        "huge-numbers": hello + [
            line(C2S, b'{"jsonrpc":"2.0","id":1e400,"method":"ping"}'),
            line(C2S, b'{"jsonrpc":"2.0","id":12345678901234567890,"method":"ping"}'),
            line(C2S, b'{"jsonrpc":"2.0","id":9007199254740993,"method":"ping"}'),
            line(S2C, b'{"jsonrpc":"2.0","id":9007199254740993,"result":{}}'),
            line(C2S, b'{"jsonrpc":"2.0","id":-0,"method":"ping"}'),
            line(C2S, b'{"jsonrpc":"2.0","id":2.5,"method":"ping"}'),
            line(S2C, b'{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1e400,'
                      b'"progress":-1e400,"total":1e-400}}'),
            line(S2C, b'{"jsonrpc":"2.0","id":-99999999999999999999999,"error":{"code":1e400,"message":"m"}}'),
        ],
        "wide-object-10000": hello + [line(C2S, wide)],
        "many-tools": hello + [line(C2S, b'{"jsonrpc":"2.0","id":2,"method":"tools/list"}'), line(S2C, many_tools)],
        "invalid-utf8": hello + [
            line(S2C, b'{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"\xff\xfe"}}'),
            line(S2C, b'\xc3\x28 not json \xed\xa0\x80'),
            line(C2S, b'{"jsonrpc":"2.0","id":"\xe2\x82","method":"ping"}'),
            line(S2C, b'{"jsonrpc":"2.0","id":"a\x00b","result":{}}'),
        ],
        "content-length": hello + [
            (S2C, b"Content-Length: 38\r\n\r\n" + b'{"jsonrpc":"2.0","id":1,"result":{} }'),
            (S2C, b"content-length: 2\r\nContent-Type: application/json\r\n\r\n{}"),
            (S2C, b"Content-Length: -5\r\n\r\n{}"),
            (S2C, b"Content-Length: 99999999999999999999\r\n\r\n{}"),
            (S2C, b"Content-Length: nope\r\nno colon here\r\n\r\n"),
            (S2C, b"Content-Length: 100\r\n\r\n" + b'{"short":true}'),
        ],
        "framing": hello + [
            (S2C, b'{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"x"}}\r\n'),
            (S2C, b"\n\n\r\n"),
            (S2C, b'{\n  "jsonrpc": "2.0",\n  "id": 7,\n  "result": {}\n}\n'),
            (S2C, b"debug: stdout pollution\n"),
            (S2C, b'[{"jsonrpc":"2.0","method":"a"},{"jsonrpc":"2.0","id":9,"method":"b"}]\n[]\n'),
            (S2C, b'{"jsonrpc":"2.0","jsonrpc":"2.0","id":1,"id":2,"result":{}}\n'),
            (S2C, b'{"jsonrpc":"2.0","method":"unterminated"'),
        ],
        "huge-string": hello + [line(S2C, b'{"jsonrpc":"2.0","method":"notifications/message","params":'
                                          b'{"level":"info","data":"' + b"x" * 900000 + b'"}}')],
        "bad-shapes": hello + [
            line(C2S, b'{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"bad name!","arguments":[]}}'),
            line(S2C, b'{"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"image","data":"***","mimeType":"x"},'
                      b'{"type":"audio","data":"QUJD","mimeType":""},{"type":"resource","resource":{"uri":"::",'
                      b'"text":"a","blob":"b"}}],"structuredContent":5,"isError":"yes"}}'),
            line(C2S, b'{"jsonrpc":"2.0","id":5,"method":"resources/subscribe","params":{"uri":"file:///x"}}'),
            line(S2C, b'{"jsonrpc":"2.0","method":"notifications/resources/updated","params":{"uri":"file:///y"}}'),
            line(S2C, b'{"jsonrpc":"2.0","id":6,"method":"elicitation/create","params":{"message":"m",'
                      b'"requestedSchema":{"type":"object","properties":{"a":{"type":"object"}}}}}'),
            line(S2C, b'{"jsonrpc":"2.0","id":7,"method":"sampling/createMessage","params":{"messages":[],'
                      b'"maxTokens":-1}}'),
            line(C2S, b'{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}'),
            line(C2S, b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}'),
        ],
    }
    return cases


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    outdir = sys.argv[1]
    os.makedirs(outdir, exist_ok=True)
    seeds = []
    for path in sys.argv[2:]:
        if not os.path.exists(path):
            print("make_seeds: %s does not exist" % path, file=sys.stderr)
            return 1
        messages = read_messages(path)
        for d, b in messages:
            seeds.append(seed([line(d, b)]))
        whole = [line(d, b) for d, b in messages]
        if whole:
            seeds.append(seed(whole))
            seeds.append(seed(whole, chunk=1))
            seeds.append(seed(whole, after_close=True))
    for name, frames in nasty().items():
        seeds.append(seed(frames))
        seeds.append(seed(frames, chunk=3))
    written = set()
    for s in seeds:
        name = hashlib.sha1(s).hexdigest()
        if name in written:
            continue
        written.add(name)
        with open(os.path.join(outdir, name), "wb") as f:
            f.write(s)
    print("make_seeds: %d seeds in %s" % (len(written), outdir), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
