// SPDX-License-Identifier: MIT
// Pairing (core/jsonrpc/pairing.h): which response answers which request, in each direction,
// by the id's type and value; a request is closed by its first answer; a reused id replaces the
// older request.
#include "jsonrpc/message.h"
#include "jsonrpc/pairing.h"

#include <QTest>

using namespace mcpscope;

namespace {
Message raw(const char *text)
{
    return Message::parse(QByteArray(text));
}
} // namespace

class TestPairing : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void responseAnswersItsRequest()
    {
        Pairing p;
        QCOMPARE(p.add(raw(R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})"), Direction::ClientToServer, 0), -1);
        QCOMPARE(p.openRequest(Direction::ClientToServer, IdKey::integer(1)), 0);
        QCOMPARE(p.add(raw(R"({"jsonrpc":"2.0","method":"notifications/message","params":{}})"),
                       Direction::ServerToClient, 1),
                 -1);
        QCOMPARE(p.add(raw(R"({"jsonrpc":"2.0","id":1,"result":{}})"), Direction::ServerToClient, 2), 0);
        // Closed by its answer: a second answer with the same id pairs with nothing.
        QCOMPARE(p.openRequest(Direction::ClientToServer, IdKey::integer(1)), -1);
        QCOMPARE(p.add(raw(R"({"jsonrpc":"2.0","id":1,"result":{}})"), Direction::ServerToClient, 3), -1);
    }

    void errorsAnswerToo()
    {
        Pairing p;
        p.add(raw(R"({"jsonrpc":"2.0","id":"a","method":"ping"})"), Direction::ClientToServer, 4);
        QCOMPARE(p.add(raw(R"({"jsonrpc":"2.0","id":"a","error":{"code":-32601,"message":"no"}})"),
                       Direction::ServerToClient, 5),
                 4);
    }

    void idTypeMatters()
    {
        Pairing p;
        p.add(raw(R"({"jsonrpc":"2.0","id":2,"method":"ping"})"), Direction::ClientToServer, 0);
        // "2" is not 2: no pair, and the request stays open.
        QCOMPARE(p.add(raw(R"({"jsonrpc":"2.0","id":"2","result":{}})"), Direction::ServerToClient, 1), -1);
        QCOMPARE(p.openRequest(Direction::ClientToServer, IdKey::integer(2)), 0);
        QCOMPARE(p.add(raw(R"({"jsonrpc":"2.0","id":2,"result":{}})"), Direction::ServerToClient, 2), 0);
    }

    void directionsAreApart()
    {
        Pairing p;
        // The client's request 1 and the server's request 1 are two requests.
        p.add(raw(R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})"), Direction::ClientToServer, 0);
        p.add(raw(R"({"jsonrpc":"2.0","id":1,"method":"roots/list"})"), Direction::ServerToClient, 1);
        QCOMPARE(p.openRequest(Direction::ClientToServer, IdKey::integer(1)), 0);
        QCOMPARE(p.openRequest(Direction::ServerToClient, IdKey::integer(1)), 1);
        // The client answers the server's request; the client's own stays open.
        QCOMPARE(p.add(raw(R"({"jsonrpc":"2.0","id":1,"result":{"roots":[]}})"), Direction::ClientToServer, 2), 1);
        QCOMPARE(p.openRequest(Direction::ClientToServer, IdKey::integer(1)), 0);
        QCOMPARE(p.add(raw(R"({"jsonrpc":"2.0","id":1,"result":{"tools":[]}})"), Direction::ServerToClient, 3), 0);
        // A response going the same way as the request answers nothing.
        p.add(raw(R"({"jsonrpc":"2.0","id":9,"method":"ping"})"), Direction::ClientToServer, 4);
        QCOMPARE(p.add(raw(R"({"jsonrpc":"2.0","id":9,"result":{}})"), Direction::ClientToServer, 5), -1);
        QCOMPARE(p.openRequest(Direction::ClientToServer, IdKey::integer(9)), 4);
    }

    void reusedIdReplaces()
    {
        Pairing p;
        p.add(raw(R"({"jsonrpc":"2.0","id":7,"method":"ping"})"), Direction::ClientToServer, 0);
        p.add(raw(R"({"jsonrpc":"2.0","id":7,"method":"tools/list"})"), Direction::ClientToServer, 1);
        QCOMPARE(p.add(raw(R"({"jsonrpc":"2.0","id":7,"result":{}})"), Direction::ServerToClient, 2), 1);
        QCOMPARE(p.add(raw(R"({"jsonrpc":"2.0","id":7,"result":{}})"), Direction::ServerToClient, 3), -1);
    }

    void notificationsAndJunkPairNothing()
    {
        Pairing p;
        QCOMPARE(p.add(raw(R"({"jsonrpc":"2.0","method":"notifications/initialized"})"), Direction::ClientToServer, 0),
                 -1);
        QCOMPARE(p.add(raw("not json"), Direction::ServerToClient, 1), -1);
        p.add(raw(R"({"jsonrpc":"2.0","id":3,"method":"ping"})"), Direction::ClientToServer, 2);
        QCOMPARE(p.add(raw(R"({"jsonrpc":"2.0","id":3,"result":)"), Direction::ServerToClient, 3), -1); // cut off
        QCOMPARE(p.openRequest(Direction::ClientToServer, IdKey::integer(3)), 2);
    }

    void clearForgetsEverything()
    {
        Pairing p;
        p.add(raw(R"({"jsonrpc":"2.0","id":1,"method":"ping"})"), Direction::ClientToServer, 0);
        p.add(raw(R"({"jsonrpc":"2.0","id":1,"method":"ping"})"), Direction::ServerToClient, 1);
        p.clear();
        QCOMPARE(p.openRequest(Direction::ClientToServer, IdKey::integer(1)), -1);
        QCOMPARE(p.openRequest(Direction::ServerToClient, IdKey::integer(1)), -1);
        QCOMPARE(p.add(raw(R"({"jsonrpc":"2.0","id":1,"result":{}})"), Direction::ServerToClient, 2), -1);
    }
};

QTEST_GUILESS_MAIN(TestPairing)
#include "tst_pairing.moc"
