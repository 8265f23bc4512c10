// SPDX-License-Identifier: MIT
// The widgets layer's display proxies (colours, fonts, icons over core's models) under
// QAbstractItemModelTester while their sources gain rows, lose them, filter them and are reset.
#include "mcp/logfiltermodel.h"
#include "mcp/logginglevel.h"
#include "mcp/logmodel.h"
#include "session/session.h"
#include "session/sessioncompare.h"
#include "session/sessioncomparefilter.h"
#include "session/sessioncomparemodel.h"
#include "session/timelinemodel.h"
#include "widgets/compare/comparedisplaymodel.h"
#include "widgets/server/logdisplaymodel.h"
#include "widgets/timeline/timelinedisplaymodel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFont>
#include <QJsonArray>
#include <QJsonObject>
#include <QPalette>
#include <QTest>

using namespace mcpscope;

namespace {

Message logMessage(const QString &level, const QString &data)
{
    return Message::notification(QStringLiteral("notifications/message"),
                                 {{QStringLiteral("level"), level}, {QStringLiteral("data"), data}});
}

/// A session with the demo-like handshake and a tool list: serverInfo @p serverName, the
/// tools @p tools (each with an empty object schema).
void fillSession(Session &s, const QString &serverName, const QStringList &tools)
{
    s.appendSent(Message::request(
        1, QStringLiteral("initialize"),
        {{QStringLiteral("protocolVersion"), QStringLiteral("2025-11-25")},
         {QStringLiteral("capabilities"), QJsonObject()},
         {QStringLiteral("clientInfo"), QJsonObject{{QStringLiteral("name"), QStringLiteral("t")},
                                                    {QStringLiteral("version"), QStringLiteral("1")}}}}));
    s.appendReceived(Message::result(
        1, {{QStringLiteral("protocolVersion"), QStringLiteral("2025-11-25")},
            {QStringLiteral("capabilities"), QJsonObject{{QStringLiteral("tools"), QJsonObject()}}},
            {QStringLiteral("serverInfo"),
             QJsonObject{{QStringLiteral("name"), serverName}, {QStringLiteral("version"), QStringLiteral("1")}}}}));
    s.appendSent(Message::notification(QStringLiteral("notifications/initialized")));
    s.appendSent(Message::request(2, QStringLiteral("tools/list")));
    QJsonArray list;
    for (const QString &name : tools)
        list.append(QJsonObject{
            {QStringLiteral("name"), name},
            {QStringLiteral("inputSchema"), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}}}});
    s.appendReceived(Message::result(2, {{QStringLiteral("tools"), list}}));
}

/// Reads every role of every index once (the tester checks the structure; this makes the
/// proxies compute their colours, fonts and icons for each row, sections and children alike).
int touchEverything(const QAbstractItemModel &model, const QModelIndex &parent = {})
{
    int cells = 0;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        for (int column = 0; column < model.columnCount(parent); ++column) {
            const QModelIndex index = model.index(row, column, parent);
            for (int role : {Qt::DisplayRole, Qt::DecorationRole, Qt::ToolTipRole, Qt::FontRole, Qt::ForegroundRole,
                             Qt::BackgroundRole})
                model.data(index, role);
            ++cells;
        }
        cells += touchEverything(model, model.index(row, 0, parent));
    }
    return cells;
}

} // namespace

class TestDisplayModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void timelineNumbersSayTheSession()
    {
        // A recording of several sessions: "2:3" is event 3 of the recording, in session 2; a
        // recording of one session keeps plain numbers.
        Session session;
        session.setConnection(1);
        session.appendLifecycle(QStringLiteral("first"));
        TimelineModel model;
        model.setSession(&session);
        model.flush();
        TimelineDisplayModel display;
        display.setTimelineModel(&model);
        display.setSourceModel(&model);
        QCOMPARE(display.index(0, TimelineModel::NumberColumn).data().toString(), QStringLiteral("1"));
        session.beginConnection();
        session.appendLifecycle(QStringLiteral("second"));
        session.appendLifecycle(QStringLiteral("third"));
        model.flush();
        QCOMPARE(session.connectionCount(), 2);
        QCOMPARE(display.index(0, TimelineModel::NumberColumn).data().toString(), QStringLiteral("1:1"));
        QCOMPARE(display.index(2, TimelineModel::NumberColumn).data().toString(), QStringLiteral("2:3"));
        QVERIFY(display.index(2, TimelineModel::NumberColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("session 2 of 2")));
    }

    void logDisplayModel()
    {
        Session session;
        LogModel model;
        LogFilterModel filter;
        LogDisplayModel display;
        // The tester watches the display model from before it has a source.
        QAbstractItemModelTester tester(&display, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setSourceModel(&model);
        display.setSourceModel(&filter);
        model.setSession(&session);
        QCOMPARE(display.rowCount(), 0);

        // Rows added in batches.
        for (const QString &level : LoggingLevel::names())
            session.appendReceived(logMessage(level, QStringLiteral("about ") + level));
        session.appendReceived(logMessage(QStringLiteral("shouting"), QStringLiteral("unknown level")));
        QTRY_COMPARE(display.rowCount(), LoggingLevel::Count + 1);
        QVERIFY(touchEverything(display) > 0);
        const QModelIndex error = display.index(LoggingLevel::Error, LogModel::LevelColumn);
        QCOMPARE(error.data(LogModel::LevelRole).toInt(), int(LoggingLevel::Error));
        QVERIFY(error.data(Qt::ForegroundRole).isValid());
        QVERIFY(error.data(Qt::DecorationRole).isValid());
        QVERIFY(display.index(LoggingLevel::Critical, 0).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(!display.index(LoggingLevel::Info, LogModel::LevelColumn).data(Qt::DecorationRole).isValid());

        // Rows removed and put back by the filter.
        filter.setMinimumLevel(LoggingLevel::Error);
        QCOMPARE(display.rowCount(), LoggingLevel::Count - LoggingLevel::Error + 1);
        touchEverything(display);
        filter.setMinimumLevel(LoggingLevel::Debug);
        QCOMPARE(display.rowCount(), LoggingLevel::Count + 1);

        // More rows, then a reset (Clear), then rows again.
        session.appendReceived(logMessage(QStringLiteral("warning"), QStringLiteral("late")));
        model.flush();
        QCOMPARE(display.rowCount(), LoggingLevel::Count + 2);
        model.clear();
        QCOMPARE(display.rowCount(), 0);
        session.appendReceived(logMessage(QStringLiteral("alert"), QStringLiteral("again")));
        QTRY_COMPARE(display.rowCount(), 1);
        touchEverything(display);

        // Another session replaces everything.
        Session other;
        other.appendReceived(logMessage(QStringLiteral("info"), QStringLiteral("first of another")));
        model.setSession(&other);
        QCOMPARE(display.rowCount(), 1);
        QCOMPARE(display.index(0, LogModel::DataColumn).data().toString(), QStringLiteral("first of another"));
        display.setSourceModel(nullptr);
        QCOMPARE(display.rowCount(), 0);
    }

    void compareDisplayModel()
    {
        Session a, b, c;
        fillSession(a, QStringLiteral("server"), {QStringLiteral("echo"), QStringLiteral("add")});
        fillSession(b, QStringLiteral("server"), {QStringLiteral("echo"), QStringLiteral("sum")});
        fillSession(c, QStringLiteral("renamed"), {QStringLiteral("echo")});

        SessionCompareModel model;
        SessionCompareFilter filter;
        CompareDisplayModel display;
        QAbstractItemModelTester tester(&display, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setSourceModel(&model);
        display.setSourceModel(&filter);
        display.setPalette(QApplication::palette());
        QCOMPARE(display.rowCount(), 0);

        // A comparison arrives (a reset with rows), then another, then none.
        model.setComparison(SessionComparison::compare(a, b));
        QVERIFY(display.rowCount() > 0);
        QVERIFY(touchEverything(display) > 0);
        QModelIndex tools;
        for (int row = 0; row < display.rowCount(); ++row) {
            if (display.index(row, 0).data(SessionCompareModel::SectionRole).toInt()
                == int(SessionComparison::Section::Tools))
                tools = display.index(row, 0);
        }
        QVERIFY(tools.isValid());
        QVERIFY(tools.data(Qt::FontRole).value<QFont>().bold());
        QCOMPARE(display.rowCount(tools), 3); // echo the same, add only in A, sum only in B
        bool tinted = false;
        for (int row = 0; row < display.rowCount(tools); ++row)
            tinted = tinted
                     || display.index(row, SessionCompareModel::ItemColumn, tools).data(Qt::BackgroundRole).isValid();
        QVERIFY(tinted);

        // Rows filtered away and back.
        filter.setOnlyDifferences(true);
        touchEverything(display);
        const int differing = display.rowCount();
        QVERIFY(differing > 0);
        filter.setOnlyDifferences(false);
        QVERIFY(display.rowCount() >= differing);

        // A new palette repaints every row (dataChanged over the whole model).
        QPalette dark = QApplication::palette();
        dark.setColor(QPalette::Window, Qt::black);
        dark.setColor(QPalette::Base, Qt::black);
        dark.setColor(QPalette::Text, Qt::white);
        dark.setColor(QPalette::WindowText, Qt::white);
        display.setPalette(dark);
        touchEverything(display);

        model.setComparison(SessionComparison::compare(a, c));
        touchEverything(display);
        model.setComparison(SessionComparison());
        QCOMPARE(display.rowCount(), 0);
        display.setPalette(QApplication::palette()); // nothing to repaint: no signal for no rows
        model.setComparison(SessionComparison::compare(b, c));
        QVERIFY(display.rowCount() > 0);
        touchEverything(display);
    }
};

QTEST_MAIN(TestDisplayModels)
#include "tst_displaymodels.moc"
