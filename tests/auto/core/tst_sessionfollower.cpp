// SPDX-License-Identifier: MIT
// SessionFollower: a session file or transcript that is still being written is read as it
// grows: in steps with partial lines, by the file watcher or the poll timer, stopping with
// plain words when the file is cut, replaced or deleted; and end to end while a real
// `mcpscope tap --save-session` writes it.
#include "session/session.h"
#include "session/sessionfollower.h"
#include "session/sessionjournal.h"
#include "session/sessionsummary.h"
#include "testpaths.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <cstdio>

using namespace mcpscope;

namespace {

/// A small recorded session: lifecycle, a request and its answer, stderr, a notification.
QByteArray sourceFile(Session *source)
{
    source->appendLifecycle(QStringLiteral("Starting the server"));
    source->appendSent(Message::request(
        1, QStringLiteral("initialize"),
        QJsonObject{{QStringLiteral("protocolVersion"), QStringLiteral("2025-11-25")},
                    {QStringLiteral("capabilities"), QJsonObject()},
                    {QStringLiteral("clientInfo"), QJsonObject{{QStringLiteral("name"), QStringLiteral("t")},
                                                               {QStringLiteral("version"), QStringLiteral("1")}}}}));
    source->appendStderr("server: listening \xff");
    source->appendReceived(Message::result(
        1, QJsonObject{{QStringLiteral("protocolVersion"), QStringLiteral("2025-11-25")},
                       {QStringLiteral("capabilities"), QJsonObject{{QStringLiteral("tools"), QJsonObject()}}},
                       {QStringLiteral("serverInfo"), QJsonObject{{QStringLiteral("name"), QStringLiteral("grow")},
                                                                  {QStringLiteral("version"), QStringLiteral("2")}}}}));
    source->appendSent(Message::notification(QStringLiteral("notifications/initialized")));
    QByteArray bytes = source->headerLine();
    for (const SessionEvent &e : source->events())
        bytes += Session::eventLine(e);
    return bytes;
}

bool appendTo(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append))
        return false;
    return file.write(bytes) == bytes.size() && file.flush();
}

/// The raw bytes (or stderr line, or text) of each event, to compare two sessions by.
QList<QByteArray> contents(const Session &session)
{
    QList<QByteArray> out;
    for (const SessionEvent &e : session.events())
        out << (SessionEvent::typeName(e.type).toUtf8() + ' '
                + (e.isMessage()                          ? e.message.raw()
                   : e.type == SessionEvent::Type::Stderr ? e.stderrLine
                                                          : e.text.toUtf8()));
    return out;
}

} // namespace

class TestSessionFollower : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eventTimeIsQtsIsoText()
    {
        // The journal's own writing of a time must be Qt's text to the byte, so that a line
        // reads back to the same event; in every second, millisecond and (non-UTC) offset.
        QList<QDateTime> times;
        for (qint64 ms : {0LL, 1LL, 999LL, 1000LL, 1764337800123LL, 1764337800999LL, 1764337801000LL, 4102444799999LL})
            times << QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::UTC);
        times << QDateTime::fromMSecsSinceEpoch(1764337800123LL, QTimeZone::fromSecondsAheadOfUtc(3600));
        times << QDateTime::fromMSecsSinceEpoch(-1500LL, QTimeZone::UTC);
        for (int i = 0; i < 2000; ++i) // the cached second, in order and back again
            times << QDateTime::fromMSecsSinceEpoch(1764337800000LL + i * 7 - (i % 3) * 1100, QTimeZone::UTC);
        for (const QDateTime &t : std::as_const(times))
            QCOMPARE(Session::eventTime(t), t.toString(Qt::ISODateWithMs).toLatin1());
    }
    void readsAppendedLinesOnce_data();
    void readsAppendedLinesOnce();
    void watcherOrTimerReadsByItself();
    void waitsForTheFirstLine();
    void staticOpenMatchesLoad();
    void stopsWhenTheFileChanges_data();
    void stopsWhenTheFileChanges();
    void refusesWhatItCannotRead();
    void reportsLinesItCannotRead();
    void followsRealTap();
    void decidesLiveFromTheFilesOwnFacts();
};

void TestSessionFollower::readsAppendedLinesOnce_data()
{
    QTest::addColumn<int>("step");
    // Steps of 1 byte split every line (and UTF-8 sequences); 7 and 61 cut in odd places;
    // a huge step reads it all at once.
    QTest::newRow("1 byte") << 1;
    QTest::newRow("7 bytes") << 7;
    QTest::newRow("61 bytes") << 61;
    QTest::newRow("all at once") << (1 << 20);
}

void TestSessionFollower::readsAppendedLinesOnce()
{
    QFETCH(int, step);
    Session source;
    const QByteArray bytes = sourceFile(&source);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("growing.jsonl"));
    QVERIFY(appendTo(path, QByteArray()));

    Session session;
    SessionFollower follower(&session);
    QSignalSpy headers(&follower, &SessionFollower::headerRead);
    QString error;
    QVERIFY2(follower.open(path, true, &error), qPrintable(error));
    QCOMPARE(follower.format(), SessionReader::Format::Unknown);
    follower.follow();
    QVERIFY(follower.isFollowing());
    qsizetype written = 0;
    QList<qsizetype> counts;
    while (written < bytes.size()) {
        const QByteArray piece = bytes.mid(written, step);
        written += piece.size();
        QVERIFY(appendTo(path, piece));
        follower.readAppended();
        QCOMPARE(follower.bytesRead(), written);
        // An event appears only once its line is complete.
        const qsizetype completeLines = bytes.left(written).count('\n');
        QCOMPARE(session.count(), qMax<qsizetype>(0, completeLines - 1));
        counts << session.count();
    }
    QCOMPARE(headers.count(), 1);
    QCOMPARE(follower.format(), SessionReader::Format::Session);
    QCOMPARE(contents(session), contents(source));
    // The recorded times are kept.
    for (qsizetype i = 0; i < session.count(); ++i)
        QCOMPARE(session.eventAt(i).elapsedUs, source.eventAt(i).elapsedUs);
    QCOMPARE(session.startedAt(), source.startedAt());
    // Nothing new: nothing read again.
    follower.readAppended();
    QCOMPARE(session.count(), source.count());
    QCOMPARE(SessionSummary::of(session).serverInfo.value(QStringLiteral("name")).toString(), QStringLiteral("grow"));

    QSignalSpy stopped(&follower, &SessionFollower::stopped);
    follower.stop();
    QCOMPARE(stopped.count(), 1);
    QVERIFY(stopped.at(0).at(0).toString().isEmpty());
    QVERIFY(!follower.isFollowing());
    // After stopping, what is appended is no longer read.
    QVERIFY(appendTo(path, Session::eventLine(source.eventAt(0))));
    follower.readAppended();
    QCOMPARE(session.count(), source.count());
}

void TestSessionFollower::watcherOrTimerReadsByItself()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.jsonl"));
    const QByteArray first
        = "{\"direction\":\"client->server\",\"msg\":{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}}\n";
    QVERIFY(appendTo(path, first));
    Session session;
    SessionFollower follower(&session);
    QString error;
    QVERIFY2(follower.open(path, true, &error), qPrintable(error));
    QCOMPARE(follower.format(), SessionReader::Format::Transcript);
    QCOMPARE(session.count(), 1);
    follower.setPollInterval(200);
    follower.follow();
    // A transcript line in two writes: nothing until the end of the line arrives.
    const QByteArray half = "{\"direction\":\"server->client\",\"msg\":{\"jsonrpc\":\"2.0\",";
    QVERIFY(appendTo(path, half));
    // Once the follower has read the half line, it still holds one event.
    QTRY_COMPARE_WITH_TIMEOUT(follower.bytesRead(), qint64(first.size() + half.size()), 20000);
    QCOMPARE(session.count(), 1);
    QVERIFY(appendTo(path, "\"id\":1,\"result\":{}}}\n"));
    QTRY_COMPARE_WITH_TIMEOUT(session.count(), 2, 20000);
    QCOMPARE(session.eventAt(1).type, SessionEvent::Type::Received);
    QCOMPARE(session.eventAt(1).message.kind(), Message::Kind::Result);
    // The ping was answered: no "never answered" finding when it stops.
    follower.stop();
    for (const Diagnostic &d : session.diagnostics())
        QVERIFY2(!d.message.contains(QStringLiteral("never")), qPrintable(d.message));
}

void TestSessionFollower::waitsForTheFirstLine()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("empty.jsonl"));
    QVERIFY(appendTo(path, QByteArray()));
    Session session;
    SessionFollower waiting(&session);
    QString error;
    QVERIFY2(waiting.open(path, true, &error), qPrintable(error));
    QCOMPARE(session.count(), 0);
    // Not waiting: an empty file is an error, as for Session::load.
    Session other;
    SessionFollower once(&other);
    QVERIFY(!once.open(path, false, &error));
    QVERIFY2(error.contains(QStringLiteral("empty")), qPrintable(error));
}

void TestSessionFollower::staticOpenMatchesLoad()
{
    // The shared transcript, and a session file cut in the middle of its last line.
    Session source;
    QByteArray bytes = sourceFile(&source);
    bytes.chop(9);
    QTemporaryDir dir;
    const QString cut = dir.filePath(QStringLiteral("cut.jsonl"));
    QVERIFY(appendTo(cut, bytes));
    for (const QString &path : QStringList{test::everythingStdio(), cut}) {
        Session loaded;
        QString error;
        QVERIFY2(Session::load(path, &loaded, nullptr, &error), qPrintable(error));
        Session followed;
        SessionFollower follower(&followed);
        QVERIFY2(follower.open(path, false, &error), qPrintable(error));
        follower.stop();
        QCOMPARE(contents(followed), contents(loaded));
        QCOMPARE(followed.diagnostics().size(), loaded.diagnostics().size());
        QCOMPARE(followed.countOf(Severity::Error), loaded.countOf(Severity::Error));
    }
}

void TestSessionFollower::reportsLinesItCannotRead()
{
    // A transcript with three lines that hold no message between two that do: opened (read
    // once), followed, or loaded, the session keeps both messages and says which lines it
    // could not read.
    const QByteArray bytes
        = "{\"direction\":\"client->server\",\"msg\":{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}}\n"
          "this line is no JSON\n"
          "[1,2]\n"
          "{\"direction\":\"sideways\",\"msg\":{}}\n"
          "{\"direction\":\"server->client\",\"msg\":{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}}\n";
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.jsonl"));
    QVERIFY(appendTo(path, bytes));
    const auto fileProblems = [](const Session &session) {
        QStringList out;
        for (const Diagnostic &d : session.diagnostics()) {
            if (d.code.startsWith(QLatin1String("file.line."))) {
                if (d.messageIndex != -1)
                    return QStringList{QStringLiteral("not about the whole session: ") + d.message};
                out << d.code + QLatin1Char(' ') + d.message.section(QLatin1Char(':'), 0, 0);
            }
        }
        return out;
    };
    const QStringList expected{QStringLiteral("file.line.notJson Line 2 of the file"),
                               QStringLiteral("file.line.notEntry Line 3 of the file"),
                               QStringLiteral("file.line.notEntry Line 4 of the file")};

    Session loaded;
    QString error;
    QVERIFY2(Session::load(path, &loaded, nullptr, &error), qPrintable(error));
    QCOMPARE(loaded.count(), 2);
    QCOMPARE(fileProblems(loaded), expected);

    Session opened;
    SessionFollower once(&opened);
    QVERIFY2(once.open(path, false, &error), qPrintable(error));
    once.stop();
    QCOMPARE(opened.count(), 2);
    QCOMPARE(fileProblems(opened), expected);

    // Followed while it grows: the problems come as their lines do.
    const QString grown = dir.filePath(QStringLiteral("g.jsonl"));
    QVERIFY(appendTo(grown, bytes.left(bytes.indexOf("[1,2]"))));
    Session followed;
    SessionFollower follower(&followed);
    QVERIFY2(follower.open(grown, true, &error), qPrintable(error));
    follower.follow();
    QCOMPARE(fileProblems(followed), expected.mid(0, 1));
    QVERIFY(appendTo(grown, bytes.mid(bytes.indexOf("[1,2]"))));
    follower.readAppended();
    QCOMPARE(followed.count(), 2);
    QCOMPARE(fileProblems(followed), expected);
}

void TestSessionFollower::stopsWhenTheFileChanges_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("expected");
    QTest::newRow("truncated") << QStringLiteral("truncate") << QStringLiteral("got shorter");
    QTest::newRow("rewritten") << QStringLiteral("rewrite") << QStringLiteral("written anew");
    QTest::newRow("replaced") << QStringLiteral("replace") << QStringLiteral("replaced");
    QTest::newRow("deleted") << QStringLiteral("delete") << QStringLiteral("deleted");
}

void TestSessionFollower::stopsWhenTheFileChanges()
{
    QFETCH(QString, change);
    QFETCH(QString, expected);
    Session source;
    const QByteArray bytes = sourceFile(&source);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.jsonl"));
    QVERIFY(appendTo(path, bytes));
    Session session;
    SessionFollower follower(&session);
    QString error;
    QVERIFY2(follower.open(path, true, &error), qPrintable(error));
    follower.follow();
    QSignalSpy stopped(&follower, &SessionFollower::stopped);
    Session other;
    other.setStartedAt(source.startedAt().addSecs(5));
    const QByteArray otherBytes = other.headerLine() + bytes.mid(bytes.indexOf('\n') + 1) + bytes;
    if (change == QLatin1String("truncate")) {
        QFile file(path);
        QVERIFY(file.resize(bytes.size() / 2));
    } else if (change == QLatin1String("rewrite")) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(file.write(otherBytes), otherBytes.size());
    } else if (change == QLatin1String("replace")) {
        const QString next = dir.filePath(QStringLiteral("next.jsonl"));
        QVERIFY(appendTo(next, otherBytes));
        QVERIFY(::rename(QFile::encodeName(next).constData(), QFile::encodeName(path).constData()) == 0);
    } else {
        QVERIFY(QFile::remove(path));
    }
    follower.readAppended();
    QCOMPARE(stopped.count(), 1);
    const QString reason = stopped.at(0).at(0).toString();
    QVERIFY2(reason.contains(expected), qPrintable(reason));
    QVERIFY(reason.contains(QStringLiteral("s.jsonl")));
    QVERIFY(!follower.isFollowing());
    // What was read stays, once.
    QCOMPARE(contents(session), contents(source));
}

void TestSessionFollower::refusesWhatItCannotRead()
{
    QTemporaryDir dir;
    Session session;
    SessionFollower follower(&session);
    QString error;
    QVERIFY(!follower.open(dir.path(), true, &error));
    QVERIFY(error.contains(QStringLiteral("folder")));
    QVERIFY(!follower.open(dir.filePath(QStringLiteral("missing.jsonl")), true, &error));
    QVERIFY(!error.isEmpty());
    const QString other = dir.filePath(QStringLiteral("other.jsonl"));
    QVERIFY(appendTo(other, "{\"format\":\"something-else\"}\n"));
    SessionFollower wrong(&session);
    QVERIFY(!wrong.open(other, true, &error));
    QVERIFY2(error.contains(QStringLiteral("something-else")), qPrintable(error));
}

void TestSessionFollower::followsRealTap()
{
    QVERIFY2(QFileInfo(test::mcpscopeBinary()).isExecutable(), qPrintable(test::mcpscopeBinary()));
    QVERIFY2(QFileInfo(test::demoServerBinary()).isExecutable(), qPrintable(test::demoServerBinary()));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tap.jsonl"));
    QProcess tap;
    tap.start(test::mcpscopeBinary(), {QStringLiteral("tap"), QStringLiteral("--save-session"), path,
                                       QStringLiteral("--"), test::demoServerBinary()});
    QVERIFY(tap.waitForStarted(20000));
    // The host's first words; the journal exists once tap runs.
    tap.write("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\","
              "\"capabilities\":{\"roots\":{}},\"clientInfo\":{\"name\":\"test-host\",\"version\":\"3\"}}}\n");
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(path), 20000);
    QVERIFY(SessionFollower::looksLive(path));

    Session session;
    SessionFollower follower(&session);
    follower.setPollInterval(200);
    QString error;
    QVERIFY2(follower.open(path, true, &error), qPrintable(error));
    follower.follow();
    QTRY_VERIFY_WITH_TIMEOUT(SessionSummary::of(session).hasServer(), 30000);
    const SessionSummary summary = SessionSummary::of(session);
    QCOMPARE(summary.clientInfo.value(QStringLiteral("name")).toString(), QStringLiteral("test-host"));
    QCOMPARE(summary.protocolVersion, QStringLiteral("2025-11-25"));
    QVERIFY(!summary.serverInfo.value(QStringLiteral("name")).toString().isEmpty());

    // More traffic while following: it arrives too.
    tap.write("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n"
              "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}\n");
    QTRY_VERIFY_WITH_TIMEOUT(SessionSummary::of(session).toolsListed, 30000);
    QVERIFY(!SessionSummary::of(session).tools.isEmpty());
    tap.closeWriteChannel();
    QVERIFY(tap.waitForFinished(30000));
    QTRY_VERIFY_WITH_TIMEOUT(!session.events().isEmpty()
                                 && session.events().constLast().type == SessionEvent::Type::Lifecycle
                                 && session.events().constLast().text.contains(QStringLiteral("exited")),
                             30000);
    follower.stop();
    // Its writer is gone: a finished recording, though it changed a moment ago.
    QVERIFY(!SessionFollower::looksLive(path));
    // Every event of the finished file, each exactly once.
    Session loaded;
    QVERIFY2(Session::load(path, &loaded, nullptr, &error), qPrintable(error));
    QCOMPARE(contents(session), contents(loaded));
    QCOMPARE(session.countOf(Severity::Error), loaded.countOf(Severity::Error));
}

/// Live or finished is decided from the journal's writer lock and the header's event count,
/// never from the file's age: every file here was written less than a second ago.
void TestSessionFollower::decidesLiveFromTheFilesOwnFacts()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("journal.jsonl"));
    Session source;
    SessionJournal journal(&source);
    QString error;
    QVERIFY2(journal.open(path, {}, &error), qPrintable(error));
    sourceFile(&source);
    QVERIFY(SessionFollower::looksLive(path));

    // A copy made a second ago (a download, a mail attachment): no writer holds it.
    const QString copy = dir.filePath(QStringLiteral("copy.jsonl"));
    QVERIFY(QFile::copy(path, copy));
    QVERIFY(QFileInfo(copy).lastModified().secsTo(QDateTime::currentDateTime()) < 2);
    QVERIFY(!SessionFollower::looksLive(copy));

    // The writer closes its journal: finished, however new.
    journal.close();
    QVERIFY(!SessionFollower::looksLive(path));

    // A saved session counts its events in its header: complete, even with a held lock beside it.
    const QString saved = dir.filePath(QStringLiteral("saved.jsonl"));
    QFile savedFile(saved);
    QVERIFY(savedFile.open(QIODevice::WriteOnly));
    QVERIFY2(source.save(&savedFile, &error), qPrintable(error));
    savedFile.close();
    QLockFile lock(SessionJournal::writerLockPath(saved));
    lock.setStaleLockTime(0);
    QVERIFY(lock.tryLock(0));
    QVERIFY(SessionJournal::isBeingWritten(saved));
    QVERIFY(!SessionFollower::looksLive(saved));
    // The same lock beside a journal (no count in its header) means live.
    QVERIFY(QFile::rename(copy, dir.filePath(QStringLiteral("held.jsonl"))));
    QLockFile held(SessionJournal::writerLockPath(dir.filePath(QStringLiteral("held.jsonl"))));
    held.setStaleLockTime(0);
    QVERIFY(held.tryLock(0));
    QVERIFY(SessionFollower::looksLive(dir.filePath(QStringLiteral("held.jsonl"))));
    QVERIFY(!SessionFollower::looksLive(dir.path()));
    QVERIFY(!SessionFollower::looksLive(dir.filePath(QStringLiteral("missing.jsonl"))));
}

QTEST_GUILESS_MAIN(TestSessionFollower)
#include "tst_sessionfollower.moc"
