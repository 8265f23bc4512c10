// SPDX-License-Identifier: MIT
// libFuzzer target: bytes -> Framer -> Message::parse -> Validator::checkFrame -> finish().
//
// Input layout (see make_seeds.py, which writes seeds in it):
//   byte 0      how the stream is fed to the framer: 0 all at once, else in pieces of
//               byte0 * 16 bytes (the framer's incremental paths); when odd, the client
//               also gives up on a request (requestTimedOut) before the session ends
//   byte 1      bits 0-6: n, how many direction bytes follow; bit 7: the server writes once
//               more after its side was closed (writeAfterClose) before the session ends
//   bytes 2..   n direction bytes, bit k of byte j = direction of frame 8j+k
//               (0 client->server, 1 server->client); later frames alternate
//   the rest    the byte stream, as it would cross a stdio pipe
//
// Every frame is also read as a lightjson view (what the validator reads): when the view takes
// a frame QJsonDocument refuses or the other way round, or answers differently from
// QJsonDocument anywhere in a frame both take, the target aborts.
#include "json/lightjson.h"
#include "json/rawjson.h"
#include "jsonrpc/message.h"
#include "lightjsoncompare.h"
#include "transport/framer.h"
#include "validation/validator.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace mcpscope;

namespace {

/// Touches every field, so the sanitizers see each diagnostic being built and read.
size_t consume(const Diagnostics &diagnostics)
{
    size_t n = 0;
    for (const Diagnostic &d : diagnostics)
        n += size_t(d.code.size() + d.message.size() + d.pointer.size() + d.specRef.size()) + size_t(d.messageIndex);
    return n;
}

void compareWithView(const Message &message)
{
    // The validator decides with the view whether a message is JSON: it must take exactly
    // what QJsonDocument takes.
    lightjson::Document view;
    const bool built = view.build(message.raw());
    if (built != message.isValidJson()) {
        std::fprintf(stderr, "lightjson %s a text QJsonDocument %s\n", built ? "took" : "refused",
                     built ? "refused" : "took");
        std::abort();
    }
    if (!built || rawjson::maxNesting(message.raw()) > 200)
        return;
    const QString difference = testing::lightJsonDifference(view.root(), message.json());
    if (!difference.isEmpty()) {
        std::fprintf(stderr, "lightjson differs from QJsonDocument at %s\n", qPrintable(difference));
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    const size_t chunk = size_t(data[0]) * 16;
    const size_t directionBytes = data[1] & 0x7f;
    const bool writeAfterClose = data[1] & 0x80;
    if (size < 2 + directionBytes)
        return 0;
    const uint8_t *directions = data + 2;
    const QByteArray stream(reinterpret_cast<const char *>(data + 2 + directionBytes),
                            qsizetype(size - 2 - directionBytes));

    auto directionOf = [&](qsizetype frame) {
        const size_t byte = size_t(frame) / 8;
        if (byte < directionBytes)
            return (directions[byte] >> (frame % 8)) & 1 ? Direction::ServerToClient : Direction::ClientToServer;
        return frame % 2 ? Direction::ServerToClient : Direction::ClientToServer;
    };

    Validator validator;
    Framer framer;
    qsizetype index = 0;
    size_t sink = 0;
    auto drain = [&](bool atEnd) {
        Frame frame;
        while (atEnd ? framer.finish(&frame) : framer.next(&frame)) {
            const Message message = Message::parse(frame.payload);
            compareWithView(message);
            sink += consume(validator.checkFrame(frame, message, directionOf(index), index));
            ++index;
        }
    };

    if (chunk == 0) {
        framer.append(stream);
        drain(false);
    } else {
        for (qsizetype at = 0; at < stream.size(); at += qsizetype(chunk)) {
            framer.append(stream.mid(at, qsizetype(chunk)));
            drain(false);
        }
    }
    drain(true);
    if (data[0] & 1)
        sink += consume(validator.requestTimedOut(Direction::ClientToServer, QJsonValue(qint64(index % 5)), 1000));
    if (writeAfterClose)
        sink += consume(validator.writeAfterClose(Direction::ServerToClient, index));
    sink += consume(validator.finish());
    sink += size_t(validator.protocolVersion().size());
    // Keep the work observable so nothing is optimised away.
    volatile size_t keep = sink;
    (void)keep;
    return 0;
}
