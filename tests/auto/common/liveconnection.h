// SPDX-License-Identifier: MIT
// A client + session + transport over a real server, torn down politely, for tests of the
// client side (roots, sampling, elicitation, logging) and of the panels and catalogs over it.
#pragma once

#include "mcp/mcpclient.h"
#include "session/session.h"
#include "transport/stdiotransport.h"
#include "validation/diagnostic.h"

#include "testpaths.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

namespace mcpscope::test {

struct LiveConnection
{
    Session session;
    StdioTransport *transport;
    McpClient client;

    explicit LiveConnection(const StdioServerConfig &config)
        : transport(new StdioTransport(config))
        , client(transport, &session)
    {
        transport->setParent(&client);
    }
    ~LiveConnection()
    {
        if (transport->state() == Transport::State::Running) {
            QSignalSpy exited(transport, &Transport::exited);
            client.disconnectFromServer();
            exited.wait(8000);
        }
    }

    static StdioServerConfig demoServer()
    {
        StdioServerConfig c;
        c.program = demoServerBinary();
        return c;
    }
    /// server-everything over stdio; empty program when the peer is missing.
    static StdioServerConfig everything()
    {
        StdioServerConfig c;
        const QString script = peerScript(QStringLiteral("server-everything"), QStringLiteral("dist/index.js"));
        if (script.isEmpty() || nodeBinary().isEmpty())
            return c;
        c.program = nodeBinary();
        c.arguments = {script, QStringLiteral("stdio")};
        c.closeStdinWaitMs = 1000;
        c.terminateWaitMs = 1000;
        return c;
    }

    bool connectAndWait(int ms = 30000)
    {
        client.connectToServer();
        return QTest::qWaitFor(
                   [this] {
                       return client.state() == McpClient::State::Ready || client.state() == McpClient::State::Failed;
                   },
                   ms)
               && client.state() == McpClient::State::Ready;
    }

    QList<Message> find(SessionEvent::Type type, const QString &method) const
    {
        QList<Message> out;
        for (const SessionEvent &e : session.events()) {
            if (e.type == type && (method.isEmpty() || e.message.method() == method))
                out.append(e.message);
        }
        return out;
    }
    QList<Message> sent(const QString &method) const { return find(SessionEvent::Type::Sent, method); }
    QList<Message> received(const QString &method) const { return find(SessionEvent::Type::Received, method); }
    int sentCount(const QString &method) const { return int(sent(method).size()); }

    /// Sends @p method and waits (at most @p waitMs) for its reply.
    Reply call(const QString &method, const QJsonObject &params, const RequestOptions &options = {}, int waitMs = 30000)
    {
        Reply result;
        bool done = false;
        client.request(
            method, params, nullptr,
            [&](const Reply &r) {
                result = r;
                done = true;
            },
            options);
        if (!QTest::qWaitFor([&] { return done; }, waitMs))
            qWarning("no reply to %s", qPrintable(method));
        return result;
    }

    /// Starts tools/call @p tool; @p done / @p reply are filled when it ends. Returns the id.
    qint64 startCall(const QString &tool, const QJsonObject &arguments, Reply *reply, bool *done, int timeoutMs = 60000)
    {
        RequestOptions options;
        options.timeoutMs = timeoutMs;
        return client.request(
            QStringLiteral("tools/call"), {{QStringLiteral("name"), tool}, {QStringLiteral("arguments"), arguments}},
            nullptr,
            [reply, done](const Reply &r) {
                *reply = r;
                *done = true;
            },
            options);
    }

    /// The text blocks of a tools/call result, joined by new lines.
    static QString resultText(const Reply &reply)
    {
        QStringList texts;
        const QJsonArray content = reply.result.object().value(QStringLiteral("content")).toArray();
        for (const QJsonValue &block : content)
            texts << block.toObject().value(QStringLiteral("text")).toString();
        return texts.join(QLatin1Char('\n'));
    }

    /// Error-level diagnostics about messages we sent (our own traffic must be spotless).
    QStringList ownErrors() const
    {
        QStringList out;
        for (const Diagnostic &d : session.diagnostics()) {
            if (d.severity != Severity::Error || d.messageIndex < 0 || d.messageIndex >= session.count())
                continue;
            const SessionEvent &event = session.eventAt(d.messageIndex);
            if (event.type == SessionEvent::Type::Sent)
                out << d.code + QStringLiteral(": ") + d.message + QStringLiteral(" in ")
                           + QString::fromUtf8(event.message.raw().left(300));
        }
        return out;
    }
};

} // namespace mcpscope::test
