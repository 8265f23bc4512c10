// SPDX-License-Identifier: MIT
// What the OAuth tests share: the demo server with its test authorization server, and a
// remote connection (HttpTransport, McpClient, OAuthAuthorizer) whose "browser" is
// OAuthAuthorizer::fetchAuthorization().
#pragma once

#include "mcp/mcpclient.h"
#include "oauthauthorizer.h"
#include "profiles/secretstore.h"
#include "session/session.h"
#include "transport/httptransport.h"

#include "testpaths.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTest>

namespace mcpscope::test {

/// Connects @p client and waits until it is ready (true) or has failed or closed (false).
inline bool connectAndWaitFor(McpClient &client)
{
    client.connectToServer();
    return QTest::qWaitFor(
               [&client] {
                   return client.state() == McpClient::State::Ready || client.state() == McpClient::State::Failed
                          || client.state() == McpClient::State::Closed;
               },
               30000)
           && client.state() == McpClient::State::Ready;
}

/// Sends @p method and waits for its reply (an empty Reply after 20 s).
inline Reply callAndWait(McpClient &client, const QString &method)
{
    Reply out;
    bool done = false;
    client.request(method, {}, nullptr, [&](const Reply &r) {
        out = r;
        done = true;
    });
    (void)QTest::qWaitFor([&] { return done; }, 20000);
    return out;
}

/// Everything a session says in words: lifecycle texts and each HTTP exchange.
inline QString sessionText(const Session &session)
{
    QString out;
    for (const SessionEvent &e : session.events()) {
        out += e.text + QLatin1Char('\n');
        if (e.http)
            out += e.http->text() + QLatin1Char('\n');
    }
    return out;
}

class Demo
{
public:
    explicit Demo(const QStringList &extra = {})
    {
        m_process.setProgram(demoServerBinary());
        m_process.setArguments(
            QStringList{QStringLiteral("--http"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--oauth")} + extra);
        QObject::connect(&m_process, &QProcess::readyReadStandardError, &m_process,
                         [this] { m_stderr += m_process.readAllStandardError(); });
        m_process.start();
        static const QRegularExpression listening(QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)"));
        (void)QTest::qWaitFor(
            [this] {
                return listening.match(QString::fromUtf8(m_stderr)).hasMatch()
                       || m_process.state() == QProcess::NotRunning;
            },
            10000);
        m_url = QUrl(listening.match(QString::fromUtf8(m_stderr)).captured(1));
    }
    ~Demo()
    {
        m_process.terminate();
        if (!m_process.waitForFinished(3000))
            m_process.kill();
        m_process.waitForFinished(3000);
    }
    QUrl url() const { return m_url; }

private:
    QProcess m_process;
    QByteArray m_stderr;
    QUrl m_url;
};

struct Remote
{
    Session session;
    HttpTransport *transport;
    McpClient client;
    OAuthAuthorizer auth;
    int presented = 0;

    Remote(const QUrl &url, SecretStore *store, bool withBrowser = true)
        : transport(new HttpTransport(config(url)))
        , client(transport, &session)
        , auth(url, settings())
    {
        transport->setParent(&client);
        auth.setSecretStore(store);
        auth.attach(transport);
        if (withBrowser) {
            auth.setPresenter([this](const QUrl &address, const QUrl &, std::function<void(bool)> proceed) {
                ++presented;
                auth.fetchAuthorization(address);
                proceed(true);
            });
        }
    }
    static HttpServerConfig config(const QUrl &url)
    {
        HttpServerConfig c;
        c.url = url;
        c.kind = HttpServerConfig::Kind::StreamableHttp;
        return c;
    }
    static OAuthSettings settings()
    {
        OAuthSettings s;
        s.callbackUrl = QUrl(QStringLiteral("http://127.0.0.1:0/oauth/callback"));
        s.userTimeoutMs = 20000;
        return s;
    }
    bool connectAndWait() { return connectAndWaitFor(client); }
    Reply call(const QString &method) { return callAndWait(client, method); }
    QList<const HttpExchange *> authExchanges() const
    {
        QList<const HttpExchange *> out;
        for (const SessionEvent &e : session.events())
            if (e.http && e.http->authorization)
                out << e.http.data();
        return out;
    }
    QString everything() const { return sessionText(session); }
};

} // namespace mcpscope::test
