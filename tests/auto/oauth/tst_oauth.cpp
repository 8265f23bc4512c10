// SPDX-License-Identifier: MIT
// OAuth 2.1 against the demo server's test authorization server (mcpscope-demo-server --http
// --oauth): discovery, dynamic registration, the authorization code grant with PKCE and the
// resource parameter, stored tokens, refresh, and the CLI's exit code 3. Nothing is mocked;
// the "browser" is OAuthAuthorizer::fetchAuthorization(), which follows the authorization
// address the way a browser would (the demo's server approves at once).
#include "mcp/mcpclient.h"
#include "oauthauthorizer.h"
#include "profiles/secretstore.h"
#include "profiles/serverprofile.h"
#include "session/session.h"
#include "transport/httptransport.h"

#include "oauthharness.h"
#include "testpaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;
using namespace mcpscope::test;

class TestOAuth : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(QFileInfo(demoServerBinary()).isExecutable(), qPrintable(demoServerBinary()));
    }

    void bearerChallenge_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<QString>("metadata");
        QTest::addColumn<QString>("scope");
        QTest::addColumn<QString>("error");
        QTest::addColumn<bool>("none"); // no Bearer challenge at all: nothing of another scheme leaks in
        QTest::newRow("rfc 9728") << QByteArray(
            "Bearer resource_metadata=\"https://a.example/.well-known/oauth-protected-resource/mcp\"")
                                  << QStringLiteral("https://a.example/.well-known/oauth-protected-resource/mcp")
                                  << QString() << QString() << false;
        QTest::newRow("scope and error") << QByteArray(
            R"(Bearer error="insufficient_scope", scope="files:read files:write", resource_metadata="/m")")
                                         << QStringLiteral("/m") << QStringLiteral("files:read files:write")
                                         << QStringLiteral("insufficient_scope") << false;
        QTest::newRow("basic first") << QByteArray(R"(Basic realm="x", Bearer scope=read)") << QString()
                                     << QStringLiteral("read") << QString() << false;
        QTest::newRow("escaped quote") << QByteArray("Bearer error_description=\"say \\\"hi\\\"\", scope=\"a\"")
                                       << QString() << QStringLiteral("a") << QString() << false;
        QTest::newRow("no bearer") << QByteArray(R"(Basic realm="x")") << QString() << QString() << QString() << true;
    }

    void bearerChallenge()
    {
        QFETCH(QByteArray, header);
        QFETCH(QString, metadata);
        QFETCH(QString, scope);
        QFETCH(QString, error);
        QFETCH(bool, none);
        const auto params = parseBearerChallenge(header);
        QCOMPARE(params.value(QStringLiteral("resource_metadata")), metadata);
        QCOMPARE(params.value(QStringLiteral("scope")), scope);
        QCOMPARE(params.value(QStringLiteral("error")), error);
        QVERIFY(!params.contains(QStringLiteral("realm"))); // Basic's parameter, never the Bearer's
        if (none)
            QVERIFY2(params.isEmpty(), qPrintable(QStringList(params.keys()).join(QLatin1Char(' '))));
        else
            QVERIFY(!params.isEmpty());
    }

    void discoveryOrder()
    {
        QCOMPARE(
            authorizationServerMetadataUrls(QUrl(QStringLiteral("https://auth.example/tenant1"))),
            (QList<QUrl>{QUrl(QStringLiteral("https://auth.example/.well-known/oauth-authorization-server/tenant1")),
                         QUrl(QStringLiteral("https://auth.example/.well-known/openid-configuration/tenant1")),
                         QUrl(QStringLiteral("https://auth.example/tenant1/.well-known/openid-configuration"))}));
        QCOMPARE(authorizationServerMetadataUrls(QUrl(QStringLiteral("https://auth.example"))),
                 (QList<QUrl>{QUrl(QStringLiteral("https://auth.example/.well-known/oauth-authorization-server")),
                              QUrl(QStringLiteral("https://auth.example/.well-known/openid-configuration"))}));
        QCOMPARE(protectedResourceMetadataUrls(QUrl(QStringLiteral("https://mcp.example:8443/public/mcp"))),
                 (QList<QUrl>{
                     QUrl(QStringLiteral("https://mcp.example:8443/.well-known/oauth-protected-resource/public/mcp")),
                     QUrl(QStringLiteral("https://mcp.example:8443/.well-known/oauth-protected-resource"))}));
        QVERIFY(resourceCovers(QUrl(QStringLiteral("https://mcp.example/")),
                               QUrl(QStringLiteral("https://mcp.example/mcp"))));
        QVERIFY(resourceCovers(QUrl(QStringLiteral("https://mcp.example/mcp")),
                               QUrl(QStringLiteral("https://MCP.example/mcp"))));
        QVERIFY(!resourceCovers(QUrl(QStringLiteral("https://mcp.example/other")),
                                QUrl(QStringLiteral("https://mcp.example/mcp"))));
        QVERIFY(!resourceCovers(QUrl(QStringLiteral("https://evil.example/mcp")),
                                QUrl(QStringLiteral("https://mcp.example/mcp"))));
        QVERIFY(!resourceCovers(QUrl(QStringLiteral("http://mcp.example/mcp")),
                                QUrl(QStringLiteral("https://mcp.example/mcp"))));
    }

    void signInRegisterAndReuse()
    {
        Demo demo;
        QVERIFY(demo.url().isValid());
        QTemporaryDir dir;
        SecretStore store(SecretStore::Backend::File, dir.filePath(QStringLiteral("secrets.json")));
        QString token;
        {
            Remote remote(demo.url(), &store);
            QVERIFY2(remote.connectAndWait(),
                     qPrintable(remote.client.failureReason() + QLatin1Char('\n') + remote.everything()));
            QCOMPARE(remote.presented, 1);
            const Reply list = remote.call(QStringLiteral("tools/list"));
            QVERIFY2(list.ok(), qPrintable(list.errorMessage));
            QVERIFY(!list.result.object().value(QStringLiteral("tools")).toArray().isEmpty());

            // Each step of the flow is a row of the timeline: metadata, registration, the
            // authorization address and the token.
            QStringList purposes;
            for (const HttpExchange *x : remote.authExchanges())
                purposes << x->purpose;
            const QString joined = purposes.join(QLatin1Char('|'));
            QVERIFY2(joined.contains(QLatin1String("protected resource metadata")), qPrintable(joined));
            QVERIFY2(joined.contains(QLatin1String("authorization server metadata")), qPrintable(joined));
            QVERIFY2(joined.contains(QLatin1String("client registration")), qPrintable(joined));
            QVERIFY2(joined.contains(QLatin1String("token request")), qPrintable(joined));
            // The secrets are nowhere in the session: not the token, not the code.
            token = QString::fromLatin1(remote.auth.authorization().mid(7));
            QVERIFY(token.size() > 8);
            const QString all = remote.everything();
            QVERIFY(!all.contains(token));
            const QRegularExpressionMatch code
                = QRegularExpression(QStringLiteral("code=[A-Za-z0-9_-]{8,}")).match(all);
            QVERIFY2(!code.hasMatch(), qPrintable(all.mid(qMax(0, int(code.capturedStart()) - 300), 400)));
            // The MCP requests after the sign-in carried the token (redacted in the session).
            bool bearerSent = false;
            for (const SessionEvent &e : remote.session.events())
                if (e.http && !e.http->authorization
                    && HttpExchange::header(e.http->requestHeaders, "Authorization") == "[redacted]")
                    bearerSent = true;
            QVERIFY(bearerSent);
            // No MCP rule judged the authorization server's answers.
            for (const Diagnostic &d : remote.session.diagnostics())
                QVERIFY2(!d.code.startsWith(QLatin1String("http.")),
                         qPrintable(d.code + QStringLiteral(": ") + d.message));
        }
        // The file of secrets holds the token; a new connection signs in without the browser.
        QFile file(dir.filePath(QStringLiteral("secrets.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther), QFileDevice::Permissions());
        QVERIFY(file.readAll().contains(token.toUtf8()));
        Remote again(demo.url(), &store);
        QVERIFY2(again.connectAndWait(), qPrintable(again.client.failureReason()));
        QCOMPARE(again.presented, 0);
    }

    void expiredTokenIsRefreshed()
    {
        Demo demo({QStringLiteral("--oauth-token-lifetime"), QStringLiteral("2")});
        QTemporaryDir dir;
        SecretStore store(SecretStore::Backend::File, dir.filePath(QStringLiteral("secrets.json")));
        Remote remote(demo.url(), &store);
        QVERIFY2(remote.connectAndWait(),
                 qPrintable(remote.client.failureReason() + QLatin1Char('\n') + remote.everything()));
        const QByteArray first = remote.auth.authorization();
        QTest::qWait(2500);
        const Reply ping = remote.call(QStringLiteral("tools/list"));
        QVERIFY2(ping.ok(), qPrintable(ping.errorMessage + QLatin1Char('\n') + remote.everything()));
        QVERIFY(remote.auth.authorization() != first);
        QCOMPARE(remote.presented, 1); // refreshed, not signed in again
        bool refreshed = false;
        for (const HttpExchange *x : remote.authExchanges())
            refreshed = refreshed || (x->purpose == QLatin1String("token refresh") && x->status == 200);
        QVERIFY(refreshed);
    }

    void noWayToSignIn()
    {
        Demo demo;
        QTemporaryDir dir;
        SecretStore store(SecretStore::Backend::File, dir.filePath(QStringLiteral("secrets.json")));
        Remote remote(demo.url(), &store, false);
        QVERIFY(!remote.connectAndWait());
        QVERIFY(remote.transport->authorizationRequired());
        QVERIFY2(remote.client.failureReason().contains(QLatin1String("sign-in")),
                 qPrintable(remote.client.failureReason()));
    }

    void tokenEndpointAnswersHtml()
    {
        // Everything goes well until the token endpoint sends a web page: said in plain words,
        // and the page is kept with its row.
        QProcess node;
        node.start(nodeBinary(), {QStringLiteral(FIXTURES_DIR "/faultyhttp.js"), QStringLiteral("oauth-html-token")});
        QVERIFY(node.waitForStarted(10000));
        QVERIFY(QTest::qWaitFor([&] { return node.canReadLine(); }, 15000));
        const quint16 port = quint16(node.readLine().trimmed().mid(10).toUInt());
        QVERIFY(port);
        QTemporaryDir dir;
        SecretStore store(SecretStore::Backend::File, dir.filePath(QStringLiteral("secrets.json")));
        Remote remote(QUrl(QStringLiteral("http://127.0.0.1:%1/mcp").arg(port)), &store);
        QVERIFY(!remote.connectAndWait());
        const QString reason = remote.client.failureReason();
        QVERIFY2(reason.contains(QLatin1String("text/html")) && reason.contains(QLatin1String("Please log in")),
                 qPrintable(reason));
        QVERIFY(remote.transport->authorizationRequired());
        bool kept = false;
        for (const HttpExchange *x : remote.authExchanges())
            kept = kept || (x->contentType == "text/html" && x->body.contains("Please log in"));
        QVERIFY(kept);
        node.kill();
        node.waitForFinished(3000);
    }

    void cliExitCodes()
    {
        Demo demo;
        QTemporaryDir config;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
        env.insert(QStringLiteral("MCPSCOPE_SECRET_STORE"), QStringLiteral("file"));
        auto run = [&](const QStringList &extra, QByteArray *out, QByteArray *err) {
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(mcpscopeBinary(),
                    QStringList{QStringLiteral("--cli"), demo.url().toString(), QStringLiteral("--method"),
                                QStringLiteral("tools/list"), QStringLiteral("--callback-url"),
                                QStringLiteral("http://127.0.0.1:0/cb")}
                        + extra);
            p.closeWriteChannel(); // not a terminal: no sign-in unless asked for
            p.waitForFinished(60000);
            *out = p.readAllStandardOutput();
            *err = p.readAllStandardError();
            return p.exitCode();
        };
        QByteArray out, err;
        QCOMPARE(run({}, &out, &err), 3);
        QVERIFY2(err.contains("\"auth_required\""), err.constData());
        QVERIFY(out.isEmpty());
        QCOMPARE(run({QStringLiteral("--authorize"), QStringLiteral("fetch")}, &out, &err), 0);
        QVERIFY2(out.contains("\"tools\""), err.constData());
        QVERIFY2(err.contains("Signed in at"), err.constData());
        // Where the token went is said once (no keychain here: the owner-only file).
        QVERIFY2(err.contains("No system keychain is available"), err.constData());
        // Stored now: the next run needs no sign-in, even when it may not start one.
        QCOMPARE(run({QStringLiteral("--stored-auth-only")}, &out, &err), 0);
        QVERIFY(out.contains("\"tools\""));
        QVERIFY2(!err.contains("No system keychain is available"), err.constData());
        // --relogin forgets it.
        QCOMPARE(run({QStringLiteral("--relogin"), QStringLiteral("--stored-auth-only")}, &out, &err), 3);
    }

    /// mcpscope run and mcpscope replay sign in as --cli does: exit 3 when they may not, a
    /// stored sign-in reused, the client credentials options for machine jobs.
    void runAndReplaySignIn()
    {
        Demo demo;
        QTemporaryDir dir;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("MCPSCOPE_SECRET_STORE"), QStringLiteral("file"));
        const QString collection = dir.filePath(QStringLiteral("smoke.json"));
        QFile file(collection);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"mcpscopeCollection": 1, "name": "smoke", "steps": [
            {"name": "Ping", "method": "ping", "expect": [{"type": "noError"}]},
            {"name": "Tools", "method": "tools/list",
             "expect": [{"type": "pointer", "pointer": "/tools/0/name", "equals": "echo"}]}]})");
        file.close();
        const QString session = dir.filePath(QStringLiteral("run.jsonl"));
        const QString junit = dir.filePath(QStringLiteral("report.xml"));
        auto run = [&](const QStringList &args, QByteArray *out, QByteArray *err) {
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(mcpscopeBinary(), args);
            p.closeWriteChannel(); // not a terminal: no sign-in unless asked for
            p.waitForFinished(60000);
            *out = p.readAllStandardOutput();
            *err = p.readAllStandardError();
            return p.exitCode();
        };
        const QString url = demo.url().toString();
        const QStringList runArgs{QStringLiteral("run"), collection, url};
        QByteArray out, err;

        // No stored token and no way to sign in: exit 3, the next step named, every step
        // reported as not run.
        QCOMPARE(run(runArgs + QStringList{QStringLiteral("--junit"), junit}, &out, &err), 3);
        QVERIFY2(err.contains("wants a sign-in that could not be made"), err.constData());
        QVERIFY2(err.contains("--client-credentials"), err.constData());
        QFile report(junit);
        QVERIFY(report.open(QIODevice::ReadOnly));
        QVERIFY(report.readAll().contains("skipped=\"2\""));

        // Signed in without a browser (the demo approves at once): the steps pass.
        QCOMPARE(run(runArgs
                         + QStringList{QStringLiteral("--authorize"), QStringLiteral("fetch"),
                                       QStringLiteral("--callback-url"), QStringLiteral("http://127.0.0.1:0/cb"),
                                       QStringLiteral("--save-session"), session},
                     &out, &err),
                 0);
        QVERIFY2(out.contains("2 passed, 0 failed"), out.constData());
        QVERIFY2(err.contains("Signed in at"), err.constData());

        // The token is stored: a job that may not sign in uses it, and so does replay.
        QCOMPARE(run(runArgs + QStringList{QStringLiteral("--stored-auth-only")}, &out, &err), 0);
        QVERIFY2(err.contains("Using the stored sign-in"), err.constData());
        QCOMPARE(run({QStringLiteral("replay"), session, url, QStringLiteral("--stored-auth-only")}, &out, &err), 0);
        QVERIFY2(out.contains("No differences in meaning"), out.constData());

        // --relogin forgets it before it is read.
        QCOMPARE(run({QStringLiteral("replay"), session, url, QStringLiteral("--relogin"),
                      QStringLiteral("--stored-auth-only")},
                     &out, &err),
                 3);
        QVERIFY2(!err.contains("Using the stored sign-in"), err.constData());

        // Clients registered beforehand at the demo's authorization server.
        QNetworkAccessManager network;
        const auto registerClient = [&](const QByteArray &metadata) {
            QNetworkRequest registration(demo.url().resolved(QUrl(QStringLiteral("/register"))));
            registration.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
            QNetworkReply *registered = network.post(registration, metadata);
            (void)QTest::qWaitFor([registered] { return registered->isFinished(); }, 10000);
            registered->deleteLater();
            return QJsonDocument::fromJson(registered->readAll()).object();
        };

        // A profile saved in the window brings its pre-registered client.
        const QString windowId
            = registerClient(
                  QByteArrayLiteral(
                      "{\"client_name\":\"window\",\"redirect_uris\":[\"http://127.0.0.1/cb\"],\"token_endpoint_auth_method\":\"none\"}"))
                  .value(QStringLiteral("client_id"))
                  .toString();
        QVERIFY(!windowId.isEmpty());
        {
            ServerProfileStore store(dir.filePath(QStringLiteral("config/mcpscope/mcpscope/profiles.json")));
            ServerProfile profile;
            profile.name = QStringLiteral("OAuth demo");
            profile.url = url;
            profile.oauthClientId = windowId;
            profile.oauthCallbackUrl = QStringLiteral("http://127.0.0.1:0/cb");
            store.upsert(profile);
            QString error;
            QVERIFY2(store.save(&error), qPrintable(error));
        }
        QCOMPARE(run({QStringLiteral("run"), collection, QStringLiteral("--server"), QStringLiteral("OAuth demo"),
                      QStringLiteral("--relogin"), QStringLiteral("--authorize"), QStringLiteral("fetch")},
                     &out, &err),
                 0);
        QVERIFY2(err.contains(QByteArray("Using the pre-registered client " + windowId.toUtf8())), err.constData());

        // A machine client, as a CI job has one: no browser, no stored token.
        const QJsonObject machine = registerClient(QByteArrayLiteral(
            R"({"client_name":"ci","grant_types":["client_credentials"],"token_endpoint_auth_method":"client_secret_basic"})"));
        const QString machineId = machine.value(QStringLiteral("client_id")).toString();
        QVERIFY(!machineId.isEmpty());
        const QStringList machineArgs{QStringLiteral("--client-credentials"), QStringLiteral("--client-id"), machineId,
                                      QStringLiteral("--client-secret")};
        QCOMPARE(run(runArgs + machineArgs
                         + QStringList{machine.value(QStringLiteral("client_secret")).toString(),
                                       QStringLiteral("--relogin")},
                     &out, &err),
                 0);
        QVERIFY2(out.contains("2 passed, 0 failed"), out.constData());
        QCOMPARE(
            run(runArgs + machineArgs + QStringList{QStringLiteral("wrong"), QStringLiteral("--relogin")}, &out, &err),
            3);
        QVERIFY2(err.contains("invalid_client"), err.constData());

        // The secret off the command line (process lists show it to every local user): from a
        // file, named with @FILE or --client-secret-file, or from MCPSCOPE_CLIENT_SECRET.
        const QString secretFile = dir.filePath(QStringLiteral("client-secret"));
        QFile secret(secretFile);
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.write(machine.value(QStringLiteral("client_secret")).toString().toUtf8() + "\n");
        secret.close();
        const QStringList machineClient{QStringLiteral("--client-credentials"), QStringLiteral("--client-id"),
                                        machineId, QStringLiteral("--relogin")};
        QCOMPARE(
            run(runArgs + machineClient + QStringList{QStringLiteral("--client-secret"), QLatin1Char('@') + secretFile},
                &out, &err),
            0);
        QCOMPARE(
            run(runArgs + machineClient + QStringList{QStringLiteral("--client-secret-file"), secretFile}, &out, &err),
            0);
        env.insert(QStringLiteral("MCPSCOPE_CLIENT_SECRET"), machine.value(QStringLiteral("client_secret")).toString());
        QCOMPARE(run(runArgs + machineClient, &out, &err), 0);
        env.remove(QStringLiteral("MCPSCOPE_CLIENT_SECRET"));
        QCOMPARE(run(runArgs + machineClient, &out, &err), 3); // no secret at all now
        QCOMPARE(run(runArgs + machineClient
                         + QStringList{QStringLiteral("--client-secret-file"), dir.filePath(QStringLiteral("none"))},
                     &out, &err),
                 2);
        QVERIFY2(err.contains("Cannot read"), err.constData());

        // Usage: OAuth options need a URL server, a known --authorize, and a client id for the
        // client credentials grant.
        QCOMPARE(run({QStringLiteral("run"), collection, QStringLiteral("--client-id"), QStringLiteral("x"),
                      QStringLiteral("--"), demoServerBinary()},
                     &out, &err),
                 2);
        QVERIFY2(err.contains("servers reached over HTTP"), err.constData());
        QCOMPARE(run(runArgs + QStringList{QStringLiteral("--authorize"), QStringLiteral("sometimes")}, &out, &err), 2);
        QCOMPARE(run(runArgs + QStringList{QStringLiteral("--client-credentials")}, &out, &err), 2);
        QVERIFY2(err.contains("--client-credentials needs --client-id"), err.constData());
    }
};

QTEST_GUILESS_MAIN(TestOAuth)
#include "tst_oauth.moc"
