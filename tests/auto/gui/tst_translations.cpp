// SPDX-License-Identifier: MIT
// The German catalogue is found at run time. Two halves:
// - every context of translations/mcpscope_de.ts: a sample of its texts, looked up the way the
//   product looks them up (QCoreApplication::translate with the installed catalogue), comes
//   out as the German of the .ts file;
// - real code (the window, the dialogs, the validator, the schema check, the command line's
//   option parser, the connection doctor) runs under the German catalogue with a recording
//   translator in front of it. Every text it looks up that the .ts file knows must be looked up
//   in a context the .ts file files it under; a text looked up in another context is never
//   found (the German reader sees English). This is what catches tr() calls whose run-time
//   context differs from lupdate's.
#include "cli/clioptions.h"
#include "findchild.h"
#include "jsonschema/schemacheck.h"
#include "mainwindow.h"
#include "mcp/connectiondoctor.h"
#include "mcp/elicitation.h"
#include "mcp/mcpclient.h"
#include "profiles/serverconfigfile.h"
#include "profiles/serverprofile.h"
#include "session/session.h"
#include "testpaths.h"
#include "transport/transport.h"
#include "widgets/diagnostics/connectiondoctorpanel.h"
#include "widgets/dialogs/connectiondialog.h"
#include "widgets/dialogs/elicitationdialog.h"
#include "widgets/dialogs/exportdialog.h"
#include "widgets/dialogs/importserversdialog.h"
#include "widgets/dialogs/preferencesdialog.h"
#include "widgets/dialogs/samplingdialog.h"
#include "widgets/server/statetext.h"

#include <QApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLibraryInfo>
#include <QMutex>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace mcpscope;
using namespace mcpscope::gui;

namespace {

struct TsMessage
{
    QString context;
    QString source;
    QString comment;
    QStringList translations; ///< one, or the plural forms
    bool numerus = false;
    bool finished = true;
};

QList<TsMessage> readTs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    QXmlStreamReader xml(&file);
    QList<TsMessage> messages;
    QString context;
    TsMessage current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const QStringView name = xml.name();
        if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            current = TsMessage();
            current.context = context;
            current.numerus = xml.attributes().value(u"numerus") == u"yes";
        } else if (name == u"source") {
            current.source = xml.readElementText();
        } else if (name == u"comment") {
            current.comment = xml.readElementText();
        } else if (name == u"translation") {
            current.finished = xml.attributes().value(u"type").isEmpty();
            if (!current.numerus) {
                current.translations << xml.readElementText();
                messages << current;
            }
        } else if (name == u"numerusform") {
            current.translations << xml.readElementText();
            if (current.translations.size() == 2)
                messages << current;
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

QString tsPath()
{
    return test::sourceDir() + QStringLiteral("/translations/mcpscope_de.ts");
}

/// Sits in front of the German catalogue and writes down every lookup (it translates nothing:
/// QCoreApplication then asks the next translator, the real one).
class RecordingTranslator : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *disambiguation, int n) const override
    {
        Q_UNUSED(disambiguation)
        Q_UNUSED(n)
        QMutexLocker lock(&m_mutex);
        m_lookups.insert({QString::fromUtf8(context), QString::fromUtf8(sourceText)});
        return QString();
    }
    QSet<QPair<QString, QString>> lookups() const
    {
        QMutexLocker lock(&m_mutex);
        return m_lookups;
    }

private:
    mutable QMutex m_mutex;
    mutable QSet<QPair<QString, QString>> m_lookups;
};

QString germanOf(const QList<TsMessage> &ts, const QString &context, const QString &source)
{
    for (const TsMessage &m : ts) {
        if (m.context == context && m.source == source && !m.numerus)
            return m.translations.value(0);
    }
    return {};
}

/// Where the lookups of real code went astray. A text the catalogue knows, looked up in a context
/// the catalogue does not file it under, is misplaced: in a context of ours (lupdate and the run
/// disagree), and just as much in a context of Qt's (a tr() inherited from QObject, QDialog, … by
/// a class without Q_OBJECT, or a base class's tr() called by name). The only lookups of such a
/// text in a foreign context that are not ours are those of Qt itself, which its own catalogue
/// has (`theirs`), and KSyntaxHighlighting's names of its definitions ("Language", "JSON").
/// A text the catalogue does not know is Qt's, or data (a server's), unless its context is ours.
QStringList misplacedLookups(const QSet<QPair<QString, QString>> &lookups, const QList<TsMessage> &ts,
                             const QTranslator &theirs, QSet<QString> *reached)
{
    QHash<QString, QSet<QString>> contextsOf;
    QSet<QString> ourContexts;
    for (const TsMessage &m : ts) {
        contextsOf[m.source].insert(m.context);
        ourContexts.insert(m.context);
    }
    const auto isOurs = [&ourContexts](const QString &context) {
        return ourContexts.contains(context) || context.startsWith(QLatin1String("mcpscope"));
    };
    const auto isTheirs = [&theirs](const QString &context, const QString &source) {
        if (context == QLatin1String("Language") || context == QLatin1String("Language Section"))
            return true; // KSyntaxHighlighting::Definition::translatedName() and translatedSection()
        return !theirs.translate(context.toUtf8().constData(), source.toUtf8().constData()).isEmpty();
    };
    QStringList misplaced;
    for (const auto &[context, source] : lookups) {
        const auto known = contextsOf.constFind(source);
        if (known == contextsOf.cend()) {
            if (isOurs(context))
                misplaced << QStringLiteral("%1: \"%2\" (not in the catalogue at all)").arg(context, source);
            continue;
        }
        if (known->contains(context)) {
            if (reached)
                reached->insert(context);
            continue;
        }
        if (!isOurs(context) && isTheirs(context, source))
            continue; // Qt's own lookup of the same words ("Cancel" of QPlatformTheme)
        misplaced << QStringLiteral("%1: \"%2\" (the catalogue has it under %3)")
                         .arg(context, source, QStringList(known->cbegin(), known->cend()).join(u", "));
    }
    misplaced.sort();
    return misplaced;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_ts = readTs(tsPath());
        QVERIFY(m_ts.size() > 1000);
        // The product's own call (guimain.cpp): QTranslator::load(locale, "mcpscope", "_", dir).
        QVERIFY2(m_german.load(QLocale(QLocale::German, QLocale::Germany), QStringLiteral("mcpscope"),
                               QStringLiteral("_"), QStringLiteral(MCPSCOPE_QM_DIR)),
                 MCPSCOPE_QM_DIR);
        QVERIFY(QCoreApplication::installTranslator(&m_german));
        // Qt's own German catalogue, as the product loads it (guimain.cpp): it tells Qt's own
        // lookups from ours filed under a Qt context.
        QVERIFY2(m_qt.load(QLocale(QLocale::German, QLocale::Germany), QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)),
                 qPrintable(QLibraryInfo::path(QLibraryInfo::TranslationsPath)));
    }

    void cleanupTestCase() { QCoreApplication::removeTranslator(&m_german); }

    void everyContextIsFound()
    {
        QHash<QString, int> checked;
        QSet<QString> contexts;
        QStringList wrong;
        for (const TsMessage &m : std::as_const(m_ts)) {
            contexts.insert(m.context);
            QVERIFY2(m.finished, qPrintable(m.context + QStringLiteral(": unfinished: ") + m.source));
            if (checked.value(m.context) >= 3)
                continue;
            const QByteArray context = m.context.toUtf8();
            const QByteArray source = m.source.toUtf8();
            const QByteArray comment = m.comment.toUtf8();
            QString got;
            QString expected;
            if (m.numerus) {
                if (m.source.contains(QLatin1String("%Ln")))
                    continue;
                got = QCoreApplication::translate(context.constData(), source.constData(),
                                                  comment.isEmpty() ? nullptr : comment.constData(), 1);
                expected = m.translations.at(0);
                expected.replace(QLatin1String("%n"), QLatin1String("1"));
            } else {
                got = QCoreApplication::translate(context.constData(), source.constData(),
                                                  comment.isEmpty() ? nullptr : comment.constData());
                expected = m.translations.at(0);
            }
            ++checked[m.context];
            if (got != expected || got.isEmpty())
                wrong << QStringLiteral("%1: \"%2\" -> \"%3\"").arg(m.context, m.source, got);
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
        QVERIFY(contexts.size() > 100);
        for (const QString &context : std::as_const(contexts))
            QVERIFY2(checked.value(context) > 0, qPrintable(context));
    }

    /// The check itself can fail: a context lupdate does not write finds nothing.
    void wrongContextFindsNothing()
    {
        const TsMessage &m = m_ts.first();
        const QByteArray source = m.source.toUtf8();
        QCOMPARE(QCoreApplication::translate("mcpscope::NoSuchContext", source.constData()), m.source);
    }

    /// The check of realCodeSpeaksGerman can fail: a text of ours looked up in a Qt context
    /// (what a tr() inherited from QDialog does) or in another context of ours is reported; Qt's
    /// own lookup of the same words is not.
    void misfiledLookupIsCaught()
    {
        const TsMessage &m = m_ts.first();
        QVERIFY(!m.context.startsWith(u'Q'));
        QSet<QString> reached;
        QCOMPARE(misplacedLookups({{m.context, m.source}}, m_ts, m_qt, &reached), QStringList());
        QCOMPARE(reached, QSet<QString>{m.context});
        for (const QString &context :
             {QStringLiteral("QDialog"), QStringLiteral("QObject"), QStringLiteral("QWidget"),
              QStringLiteral("QAbstractItemModel"), QStringLiteral("mcpscope::NoSuchContext")}) {
            const QStringList misplaced = misplacedLookups({{context, m.source}}, m_ts, m_qt, nullptr);
            QVERIFY2(misplaced.size() == 1 && misplaced.first().startsWith(context + u':'), qPrintable(context));
        }
        // "Cancel" is ours (several panels) and Qt's (QPlatformTheme, the standard buttons).
        QVERIFY(std::any_of(m_ts.cbegin(), m_ts.cend(),
                            [](const TsMessage &t) { return t.source == QLatin1String("Cancel"); }));
        QCOMPARE(misplacedLookups({{QStringLiteral("QPlatformTheme"), QStringLiteral("Cancel")}}, m_ts, m_qt, nullptr),
                 QStringList());
        QCOMPARE(misplacedLookups({{QStringLiteral("QDialog"), QStringLiteral("Cancel")}}, m_ts, m_qt, nullptr).size(),
                 1);
        // A text only Qt knows, in its context, is Qt's.
        QCOMPARE(misplacedLookups({{QStringLiteral("QDockWidget"), QStringLiteral("Float")}}, m_ts, m_qt, nullptr),
                 QStringList());
    }

    void realCodeSpeaksGerman()
    {
        RecordingTranslator recorder;
        QVERIFY(QCoreApplication::installTranslator(&recorder));
        auto removeRecorder = qScopeGuard([&] { QCoreApplication::removeTranslator(&recorder); });

        // Core: the validator over the shapes corpus (every rule family speaks).
        {
            Session session;
            QJsonObject header;
            QString error;
            QVERIFY2(Session::load(test::sourceDir() + QStringLiteral("/tests/auto/shapes/corpus/messages.jsonl"),
                                   &session, &header, &error),
                     qPrintable(error));
            QVERIFY(!session.diagnostics().isEmpty());
        }
        // The schema check: its free functions and its walker.
        {
            schemacheck::SchemaProblem problem;
            QVERIFY(!schemacheck::compile(QJsonObject{{QStringLiteral("$schema"), 3}}, &problem));
            QVERIFY(!problem.reason.isEmpty());
            QVERIFY2(!problem.reason.contains(QLatin1String(" must ")), qPrintable(problem.reason));
            QVERIFY(!schemacheck::compile(QJsonObject{{QStringLiteral("properties"), 3}}, &problem));
            QVERIFY2(!problem.reason.contains(QLatin1String(" must ")), qPrintable(problem.reason));
        }
        // The command line's option parser (OptionArgument and the free functions).
        const QList<QStringList> badCommandLines{
            {QStringLiteral("--cli"), QStringLiteral("server"), QStringLiteral("--method")},
            {QStringLiteral("--cli"), QStringLiteral("--no-such-option"), QStringLiteral("server")},
            {QStringLiteral("--cli"), QStringLiteral("server"), QStringLiteral("--format"), QStringLiteral("xml")},
            {QStringLiteral("--cli"), QStringLiteral("server"), QStringLiteral("-e"), QStringLiteral("NOVALUE")},
        };
        QStringList cliErrors;
        for (const QStringList &args : badCommandLines) {
            cli::CliOptions options;
            QString error;
            QVERIFY2(!cli::parseCliOptions(args, &options, &error), qPrintable(args.join(u' ')));
            cliErrors << error;
        }
        QVERIFY(!cli::cliUsage().isEmpty());
        // Transport and client states.
        ExitInfo exited;
        exited.valid = true;
        exited.exitCode = 1;

        // The window, connecting to a server that fails: the connection doctor speaks.
        {
            StdioServerConfig config;
            config.program = QStringLiteral("/bin/sh");
            config.arguments = {QStringLiteral("-c"),
                                QStringLiteral("echo 'ModuleNotFoundError: No module named weather' >&2; exit 1")};
            MainWindow window(config);
            window.resize(1000, 700);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.connectToServer();
            QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Failed, 20000);
            const Diagnosis diagnosis = ConnectionDoctor::examine(*window.client(), {});
            QVERIFY(!diagnosis.isEmpty());
            QVERIFY(!diagnosis.causes.isEmpty());
            QTRY_VERIFY(test::child<ConnectionDoctorPanel>(window, QStringLiteral("connectionDoctor"))->isVisible());
        }
        // The dialogs.
        {
            QTemporaryDir dir;
            ServerProfileStore store(dir.filePath(QStringLiteral("profiles.json")));
            ServerProfile profile;
            profile.name = QStringLiteral("weather");
            profile.program = QStringLiteral("uvx");
            ConnectionDialog connection(&store, profile);
            connection.show();
            connection.setMode(ConnectionDialog::Mode::Url);
            PreferencesDialog preferences;
            preferences.show();
            ExportDialog exportDialog;
            exportDialog.show();
            ServerConfigFile file;
            QString error;
            QVERIFY(file.parse(R"({"mcpServers": {"files": {"command": "npx", "args": ["-y", "server"]},
                                   "remote": {"type": "http", "url": "https://example.com/mcp"}}})",
                               &error));
            ImportServersDialog import(QStringLiteral("claude_desktop_config.json"), file.entries());
            import.show();
            SamplingDialog sampling;
            sampling.setServerName(QStringLiteral("Picture Server"));
            sampling.setRequest(
                QJsonObject{{QStringLiteral("messages"),
                             QJsonArray{QJsonObject{{QStringLiteral("role"), QStringLiteral("user")},
                                                    {QStringLiteral("content"),
                                                     QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                                 {QStringLiteral("text"), QStringLiteral("Hi")}}}}}},
                            {QStringLiteral("maxTokens"), 100}});
            sampling.show();
            ElicitationDialog elicitation;
            elicitation.setServerName(QStringLiteral("Form Server"));
            elicitation.setRequest(ElicitationRequest::fromParams(
                {{QStringLiteral("message"), QStringLiteral("Your name?")},
                 {QStringLiteral("requestedSchema"),
                  QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                              {QStringLiteral("properties"),
                               QJsonObject{{QStringLiteral("name"),
                                            QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}}}},
                              {QStringLiteral("required"), QJsonArray{QStringLiteral("name")}}}}}));
            elicitation.show();
            QVERIFY(QTest::qWaitForWindowExposed(&elicitation));
            elicitation.declineRequest();
        }

        // Every looked-up text that the catalogue knows was looked up where the catalogue has it.
        const QSet<QPair<QString, QString>> lookups = recorder.lookups();
        QVERIFY(lookups.size() > 300);
        QSet<QString> reached;
        const QStringList misplaced = misplacedLookups(lookups, m_ts, m_qt, &reached);
        QVERIFY2(misplaced.isEmpty(), qPrintable(misplaced.join(QLatin1Char('\n'))));
        // The run reached a good share of the catalogue's contexts.
        QVERIFY2(reached.size() > 40, qPrintable(QString::number(reached.size())));

        // And what came out is German.
        QVERIFY2(cliErrors.first() != QStringLiteral("The option --method needs a value."),
                 qPrintable(cliErrors.first()));
        QVERIFY(exited.describe() != QStringLiteral("exited with code 1"));
        QCOMPARE(describeClientState(McpClient::State::Ready),
                 germanOf(m_ts, QStringLiteral("mcpscope::StateText"), QStringLiteral("Connected")));
    }

private:
    QList<TsMessage> m_ts;
    QTranslator m_german;
    QTranslator m_qt; ///< Qt's own German (qtbase_de.qm), asked, never installed
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
