// SPDX-License-Identifier: MIT
// TapRecorder (core/session/taprecorder.h): the bytes of a watched conversation, however they
// are cut, become the session's events once each, in order, byte for byte, paired and checked
// like any other; what is left when the streams end becomes last (unterminated) frames.
#include "session/session.h"
#include "session/taprecorder.h"
#include "validation/diagnostic.h"

#include <QTest>

using namespace mcpscope;

namespace {
const QByteArray initialize
    = R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"host","version":"1"}}})";
const QByteArray initialized
    = R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"server","version":"1"}}})";
const QByteArray initializedNote = R"({"jsonrpc":"2.0","method":"notifications/initialized"})";
const QByteArray listTools = R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})";
const QByteArray toolList = R"({"jsonrpc":"2.0","id":2,"result":{"tools":[]}})";
} // namespace

class TestTapRecorder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bytesInAnyCutBecomeEventsOnce()
    {
        Session session;
        TapRecorder tap(&session);
        const QByteArray client = initialize + '\n' + initializedNote + '\n' + listTools + '\n';
        const QByteArray server = initialized + '\n' + toolList + '\n';
        // The host's bytes in one write; the server's one byte at a time; stderr in pieces.
        tap.clientBytes(client.left(initialize.size() + 1));
        QCOMPARE(session.count(), 1);
        for (char c : server.left(initialized.size() + 1))
            tap.serverBytes(QByteArray(1, c));
        QCOMPARE(session.count(), 2);
        tap.stderrBytes("listening");
        tap.stderrBytes(" on stdio\nready");
        QCOMPARE(session.count(), 3);
        tap.clientBytes(client.mid(initialize.size() + 1));
        tap.serverBytes(server.mid(initialized.size() + 1));
        QCOMPARE(session.count(), 6);
        tap.finish();
        QCOMPARE(session.count(), 7); // the last stderr line, without its newline

        const SessionEvent &request = session.eventAt(0);
        QCOMPARE(request.type, SessionEvent::Type::Sent);
        QCOMPARE(request.message.raw(), initialize);
        QCOMPARE(request.message.method(), QStringLiteral("initialize"));
        const SessionEvent &answer = session.eventAt(1);
        QCOMPARE(answer.type, SessionEvent::Type::Received);
        QCOMPARE(answer.message.raw(), initialized);
        QCOMPARE(answer.linked, 0);
        QCOMPARE(session.eventAt(0).linked, 1);
        QCOMPARE(session.eventAt(2).type, SessionEvent::Type::Stderr);
        QCOMPARE(session.eventAt(2).stderrLine, QByteArray("listening on stdio"));
        QCOMPARE(session.eventAt(3).message.raw(), initializedNote);
        QCOMPARE(session.eventAt(4).type, SessionEvent::Type::Sent);
        QCOMPARE(session.eventAt(4).message.raw(), listTools);
        QCOMPARE(session.eventAt(5).type, SessionEvent::Type::Received);
        QCOMPARE(session.eventAt(5).linked, 4);
        QCOMPARE(session.eventAt(6).stderrLine, QByteArray("ready"));
        // A clean conversation: nothing to report.
        QVERIFY2(session.countOf(Severity::Error) == 0, qPrintable(session.diagnostics().value(0).message));
    }

    void bothDirectionsAreChecked()
    {
        Session session;
        TapRecorder tap(&session);
        tap.clientBytes(initialize + '\n');
        tap.serverBytes(initialized + '\n');
        // The host breaks JSON-RPC (no "jsonrpc" member), the server writes something not JSON.
        tap.clientBytes(R"({"id":2,"method":"tools/list"})"
                        "\n");
        tap.serverBytes("Traceback (most recent call last):\n");
        QCOMPARE(session.count(), 4);
        QVERIFY(!session.diagnosticsOf(2).isEmpty());
        QVERIFY(!session.diagnosticsOf(3).isEmpty());
        QCOMPARE(session.eventAt(3).message.kind(), Message::Kind::Invalid);
        QCOMPARE(session.eventAt(3).message.raw(), QByteArray("Traceback (most recent call last):"));
    }

    void finishKeepsWhatIsLeft()
    {
        Session session;
        TapRecorder tap(&session);
        tap.clientBytes(initialize + '\n');
        tap.serverBytes(initialized.left(40)); // the server stops in the middle of its answer
        QCOMPARE(session.count(), 1);
        tap.finish();
        QCOMPARE(session.count(), 2);
        const SessionEvent &cut = session.eventAt(1);
        QCOMPARE(cut.type, SessionEvent::Type::Received);
        QCOMPARE(cut.message.raw(), initialized.left(40));
        QVERIFY(cut.frameFlags & Frame::Unterminated);
        QVERIFY(!session.diagnosticsOf(1).isEmpty());
        // Nothing is recorded twice.
        tap.finish();
        QCOMPARE(session.count(), 2);
    }

    void contentLengthFrames()
    {
        Session session;
        TapRecorder tap(&session);
        tap.clientBytes("Content-Length: " + QByteArray::number(listTools.size()) + "\r\n\r\n" + listTools);
        QCOMPARE(session.count(), 1);
        QCOMPARE(session.eventAt(0).message.raw(), listTools);
        QVERIFY(session.eventAt(0).frameFlags & Frame::ContentLength);
    }
};

QTEST_GUILESS_MAIN(TestTapRecorder)
#include "tst_taprecorder.moc"
