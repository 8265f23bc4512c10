// SPDX-License-Identifier: MIT
#include "jsonrpc/message.h"
#include "session/session.h"
#include "session/timelinefilter.h"
#include "session/timelinemodel.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace mcpscope;

class TestTimelineFilter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void showsEverythingByDefault();
    void byDirection();
    void byKinds();
    void stderrToggle();
    void byMethod();
    void methodSeenLater();
    void byTextIsDebounced();
    void textIgnoresAsciiCaseOnly();
    void onlyWithDiagnostics();
    void combined();
    void clearShowsAll();
    void followsNewRows();
    void sortsNumbersAsNumbers();
    void sortsTextColumnsByTheirKeys();
    void descendingIsTheReverse();
    void arrivalsWhileSortedGoToTheirPlaces();
    void changedRowsMoveWhileSorted();
    void persistentIndexesFollowTheirRows();

private:
    QList<int> shownRows() const;
    /// Whether the rows shown are in the filter's sort order (equal keys in session order,
    /// reversed when descending).
    bool shownInOrder() const;

    Session *m_session = nullptr;
    TimelineModel *m_model = nullptr;
    TimelineFilter *m_filter = nullptr;
    QAbstractItemModelTester *m_modelTester = nullptr;
    QAbstractItemModelTester *m_filterTester = nullptr;
    // Rows of the fixture (session event indices).
    int m_lifecycle = -1, m_initialize = -1, m_initResult = -1, m_stderr = -1, m_toolsList = -1, m_toolsResult = -1,
        m_log = -1, m_rootsList = -1, m_rootsResult = -1, m_bad = -1, m_callError = -1, m_call = -1;
};

QList<int> TestTimelineFilter::shownRows() const
{
    QList<int> rows;
    for (int i = 0; i < m_filter->rowCount(); ++i)
        rows << m_filter->mapToSource(m_filter->index(i, 0)).row();
    return rows;
}

bool TestTimelineFilter::shownInOrder() const
{
    const QList<int> rows = shownRows();
    const int column = m_filter->sortColumn();
    for (qsizetype i = 1; i < rows.size(); ++i) {
        const int a = rows.at(i - 1);
        const int b = rows.at(i);
        int c = column < 0 ? 0 : m_model->compareRows(a, b, column);
        if (c == 0)
            c = a < b ? -1 : 1;
        if (m_filter->sortOrder() == Qt::DescendingOrder)
            c = -c;
        if (c > 0) {
            qWarning("column %d: row %d shown before row %d", column, a, b);
            return false;
        }
    }
    return true;
}

void TestTimelineFilter::init()
{
    m_session = new Session;
    m_model = new TimelineModel;
    m_filter = new TimelineFilter;
    m_modelTester = new QAbstractItemModelTester(m_model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_filterTester = new QAbstractItemModelTester(m_filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_filter->setSourceModel(m_model);
    m_model->setSession(m_session);

    m_lifecycle = int(m_session->appendLifecycle(QStringLiteral("Starting the server: demo")));
    m_initialize = int(m_session->appendSent(Message::request(1, QStringLiteral("initialize"))));
    m_initResult = int(m_session->appendReceived(
        Message::parse(R"({"jsonrpc":"2.0","id":1,"result":{"serverInfo":{"name":"Demo","version":"1"}}})")));
    m_stderr = int(m_session->appendStderr("Demo server listening; Ünïcode"));
    m_toolsList = int(m_session->appendSent(Message::request(2, QStringLiteral("tools/list"))));
    m_toolsResult = int(
        m_session->appendReceived(Message::parse(R"({"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"echo"}]}})")));
    m_log = int(m_session->appendReceived(Message::notification(
        QStringLiteral("notifications/message"), {{QStringLiteral("data"), QStringLiteral("ECHO called")}})));
    m_rootsList = int(m_session->appendReceived(Message::request(QStringLiteral("r1"), QStringLiteral("roots/list"))));
    m_rootsResult = int(m_session->appendSent(Message::result(QStringLiteral("r1"), {})));
    m_bad = int(m_session->appendReceived(Message::parse("{oops \xff")));
    m_call = int(m_session->appendSent(
        Message::request(3, QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("nope")}})));
    m_callError = int(
        m_session->appendReceived(Message::error(3, ErrorCode::InvalidParams, QStringLiteral("Unknown tool: nope"))));
    QTRY_COMPARE(m_filter->rowCount(), 12);
}

void TestTimelineFilter::cleanup()
{
    delete m_filterTester;
    delete m_modelTester;
    delete m_filter;
    delete m_model;
    delete m_session;
}

void TestTimelineFilter::showsEverythingByDefault()
{
    QVERIFY(!m_filter->isActive());
    QCOMPARE(m_filter->rowCount(), m_model->rowCount());
    QCOMPARE(shownRows().first(), 0);
    QCOMPARE(shownRows().last(), 11);
}

void TestTimelineFilter::byDirection()
{
    QSignalSpy changed(m_filter, &TimelineFilter::filterChanged);
    m_filter->setDirection(TimelineFilter::DirectionFilter::ClientToServer);
    QCOMPARE(changed.size(), 1);
    QVERIFY(m_filter->isActive());
    // Stderr and lifecycle rows have no direction: they stay (their own toggles hide them).
    QCOMPARE(shownRows(), (QList<int>{m_lifecycle, m_initialize, m_stderr, m_toolsList, m_rootsResult, m_call}));
    m_filter->setDirection(TimelineFilter::DirectionFilter::ServerToClient);
    QCOMPARE(shownRows(),
             (QList<int>{m_lifecycle, m_initResult, m_stderr, m_toolsResult, m_log, m_rootsList, m_bad, m_callError}));
    m_filter->setDirection(TimelineFilter::DirectionFilter::Any);
    QCOMPARE(m_filter->rowCount(), 12);
}

void TestTimelineFilter::byKinds()
{
    m_filter->setKinds(TimelineModel::Requests);
    QCOMPARE(shownRows(), (QList<int>{m_initialize, m_toolsList, m_rootsList, m_call}));
    m_filter->setKinds(TimelineModel::Results | TimelineModel::Errors);
    QCOMPARE(shownRows(), (QList<int>{m_initResult, m_toolsResult, m_rootsResult, m_callError}));
    m_filter->setKinds(TimelineModel::InvalidMessages | TimelineModel::LifecycleEvents);
    QCOMPARE(shownRows(), (QList<int>{m_lifecycle, m_bad}));
    QVERIFY(!m_filter->showStderr());
}

void TestTimelineFilter::stderrToggle()
{
    QVERIFY(m_filter->showStderr());
    m_filter->setShowStderr(false);
    QCOMPARE(m_filter->rowCount(), 11);
    QVERIFY(!shownRows().contains(m_stderr));
    QVERIFY(!m_filter->kinds().testFlag(TimelineModel::StderrLines));
    m_filter->setShowStderr(true);
    QCOMPARE(m_filter->rowCount(), 12);
    QCOMPARE(m_filter->kinds(), TimelineModel::Kinds(TimelineModel::AllKinds));
}

void TestTimelineFilter::byMethod()
{
    // Responses count as their request's method.
    m_filter->setMethod(QStringLiteral("tools/list"));
    QCOMPARE(shownRows(), (QList<int>{m_toolsList, m_toolsResult}));
    m_filter->setMethod(QStringLiteral("roots/list"));
    QCOMPARE(shownRows(), (QList<int>{m_rootsList, m_rootsResult}));
    m_filter->setMethod(QStringLiteral("notifications/message"));
    QCOMPARE(shownRows(), (QList<int>{m_log}));
    m_filter->setMethod(QString());
    QCOMPARE(m_filter->rowCount(), 12);
}

void TestTimelineFilter::methodSeenLater()
{
    m_filter->setMethod(QStringLiteral("prompts/list"));
    QCOMPARE(m_filter->rowCount(), 0);
    const int request = int(m_session->appendSent(Message::request(9, QStringLiteral("prompts/list"))));
    const int response = int(m_session->appendReceived(Message::result(9, {})));
    QTRY_COMPARE(m_filter->rowCount(), 2);
    QCOMPARE(shownRows(), (QList<int>{request, response}));
}

void TestTimelineFilter::byTextIsDebounced()
{
    QCOMPARE(m_filter->textDelayMs(), TimelineFilter::DefaultTextDelayMs);
    QSignalSpy changed(m_filter, &TimelineFilter::filterChanged);
    // Typing: each key press restarts the wait; only the last text is applied, once.
    m_filter->setText(QStringLiteral("e"));
    m_filter->setText(QStringLiteral("ec"));
    m_filter->setText(QStringLiteral("echo"));
    QCOMPARE(m_filter->text(), QStringLiteral("echo"));
    QVERIFY(m_filter->appliedText().isEmpty());
    QCOMPARE(m_filter->rowCount(), 12);
    QTRY_COMPARE(m_filter->appliedText(), QStringLiteral("echo"));
    QCOMPARE(changed.size(), 1);
    // Over the raw bytes: the tools result and the log line ("ECHO": case does not matter).
    QCOMPARE(shownRows(), (QList<int>{m_toolsResult, m_log}));

    // Stderr lines and lifecycle notes are searched too.
    m_filter->setText(QStringLiteral("demo"));
    m_filter->applyText();
    QCOMPARE(shownRows(), (QList<int>{m_lifecycle, m_initResult, m_stderr}));
    // Raw bytes, including those that are not JSON.
    m_filter->setText(QStringLiteral("{oops"));
    m_filter->applyText();
    QCOMPARE(shownRows(), (QList<int>{m_bad}));
    m_filter->setText(QString());
    QTRY_COMPARE(m_filter->rowCount(), 12);
}

void TestTimelineFilter::textIgnoresAsciiCaseOnly()
{
    m_filter->setTextDelayMs(0);
    m_filter->setText(QStringLiteral("ÜNÏCODE"));
    m_filter->applyText();
    QCOMPARE(m_filter->rowCount(), 0);
    m_filter->setText(QStringLiteral("Ünïcode"));
    m_filter->applyText();
    QCOMPARE(shownRows(), (QList<int>{m_stderr}));
    m_filter->setText(QStringLiteral("\"ID\":3"));
    m_filter->applyText();
    QCOMPARE(shownRows(), (QList<int>{m_call, m_callError}));
}

void TestTimelineFilter::onlyWithDiagnostics()
{
    m_filter->setOnlyWithDiagnostics(true);
    QCOMPARE(m_filter->rowCount(), 0);
    Diagnostic d;
    d.code = QStringLiteral("jsonrpc.parse");
    d.messageIndex = m_bad;
    m_session->addDiagnostics({d});
    // The row appears once the model publishes the change (dynamic filtering).
    QTRY_COMPARE(shownRows(), (QList<int>{m_bad}));
    d.messageIndex = m_initialize;
    d.severity = Severity::Info;
    m_session->addDiagnostics({d});
    QTRY_COMPARE(shownRows(), (QList<int>{m_initialize, m_bad}));
}

void TestTimelineFilter::combined()
{
    Diagnostic d;
    d.code = QStringLiteral("x");
    d.messageIndex = m_callError;
    m_session->addDiagnostics({d});
    d.messageIndex = m_toolsList;
    m_session->addDiagnostics({d});
    QTRY_COMPARE(m_model->severityOf(m_toolsList), int(Severity::Error));

    m_filter->setDirection(TimelineFilter::DirectionFilter::ServerToClient);
    m_filter->setKinds(TimelineModel::Results | TimelineModel::Errors);
    QCOMPARE(shownRows(), (QList<int>{m_initResult, m_toolsResult, m_callError}));
    m_filter->setMethod(QStringLiteral("tools/call"));
    QCOMPARE(shownRows(), (QList<int>{m_callError}));
    m_filter->setOnlyWithDiagnostics(true);
    QCOMPARE(shownRows(), (QList<int>{m_callError}));
    m_filter->setText(QStringLiteral("unknown TOOL"));
    m_filter->applyText();
    QCOMPARE(shownRows(), (QList<int>{m_callError}));
    m_filter->setText(QStringLiteral("echo"));
    m_filter->applyText();
    QCOMPARE(m_filter->rowCount(), 0);
    m_filter->setMethod(QString());
    m_filter->setOnlyWithDiagnostics(false);
    QCOMPARE(shownRows(), (QList<int>{m_toolsResult}));
}

void TestTimelineFilter::clearShowsAll()
{
    m_filter->setDirection(TimelineFilter::DirectionFilter::ClientToServer);
    m_filter->setMethod(QStringLiteral("initialize"));
    m_filter->setText(QStringLiteral("x"));
    m_filter->setOnlyWithDiagnostics(true);
    m_filter->setShowStderr(false);
    QVERIFY(m_filter->isActive());
    m_filter->clear();
    QVERIFY(!m_filter->isActive());
    QCOMPARE(m_filter->rowCount(), 12);
    // The pending text was dropped too: nothing is asked for, and nothing is left to apply.
    QCOMPARE(m_filter->text(), QString());
    const QList<QTimer *> timers = m_filter->findChildren<QTimer *>();
    QVERIFY(!timers.isEmpty());
    for (const QTimer *timer : timers)
        QVERIFY(!timer->isActive());
    QCOMPARE(m_filter->rowCount(), 12);
}

void TestTimelineFilter::followsNewRows()
{
    m_filter->setKinds(TimelineModel::Notifications);
    QCOMPARE(m_filter->rowCount(), 1);
    for (int i = 0; i < 50; ++i) {
        m_session->appendReceived(Message::notification(QStringLiteral("notifications/progress")));
        m_session->appendStderr("noise");
    }
    QTRY_COMPARE(m_filter->rowCount(), 51);
}

void TestTimelineFilter::sortsNumbersAsNumbers()
{
    m_filter->sort(TimelineModel::SizeColumn, Qt::DescendingOrder);
    qint64 previous = std::numeric_limits<qint64>::max();
    for (int i = 0; i < m_filter->rowCount(); ++i) {
        const qint64 size = m_filter->index(i, TimelineModel::SizeColumn).data(TimelineModel::SortRole).toLongLong();
        QVERIFY(size <= previous);
        previous = size;
    }
    m_filter->sort(TimelineModel::NumberColumn, Qt::AscendingOrder);
    QCOMPARE(shownRows().first(), 0);
    QCOMPARE(shownRows().last(), 11);
}

void TestTimelineFilter::sortsTextColumnsByTheirKeys()
{
    // Ids: none first, then integers by value (10 after 9, not before it as text would have
    // it), then strings; rows with equal keys keep session order.
    const int nine = int(m_session->appendSent(Message::request(9, QStringLiteral("ping"))));
    const int ten = int(m_session->appendSent(Message::request(10, QStringLiteral("ping"))));
    QTRY_COMPARE(m_filter->rowCount(), 14);
    m_filter->sort(TimelineModel::IdColumn, Qt::AscendingOrder);
    QList<int> order = shownRows();
    QCOMPARE(order.indexOf(m_initialize) < order.indexOf(m_toolsList), true);
    QVERIFY(order.indexOf(m_call) < order.indexOf(nine));
    QVERIFY(order.indexOf(nine) < order.indexOf(ten));
    QVERIFY(order.indexOf(ten) < order.indexOf(m_rootsList));
    QCOMPARE(order.first(), m_lifecycle); // no id
    // Rows that arrive while sorted go to their place.
    const int eight = int(m_session->appendSent(Message::request(8, QStringLiteral("ping"))));
    QTRY_COMPARE(m_filter->rowCount(), 15);
    order = shownRows();
    QVERIFY(order.indexOf(m_call) < order.indexOf(eight));
    QVERIFY(order.indexOf(eight) < order.indexOf(nine));

    // Methods by name; a response sorts with its request's method.
    m_filter->sort(TimelineModel::MethodColumn, Qt::AscendingOrder);
    QStringList methods;
    for (int i = 0; i < m_filter->rowCount(); ++i)
        methods << m_filter->index(i, TimelineModel::MethodColumn).data().toString();
    QStringList sorted = methods;
    std::stable_sort(sorted.begin(), sorted.end());
    QCOMPARE(methods, sorted);

    // Summaries by their text.
    m_filter->sort(TimelineModel::SummaryColumn, Qt::DescendingOrder);
    QByteArrayList summaries;
    for (int i = 0; i < m_filter->rowCount(); ++i)
        summaries << m_filter->index(i, TimelineModel::SummaryColumn).data().toString().toUtf8();
    for (qsizetype i = 1; i < summaries.size(); ++i)
        QVERIFY2(summaries.at(i - 1) >= summaries.at(i),
                 QByteArray(summaries.at(i - 1) + " / " + summaries.at(i)).constData());
}

void TestTimelineFilter::descendingIsTheReverse()
{
    // Equal keys are in session order ascending and reversed descending: the other direction
    // is exactly the reverse, for every column and with a condition on.
    m_filter->setDirection(TimelineFilter::DirectionFilter::ServerToClient);
    for (int column = 0; column < TimelineModel::ColumnCount; ++column) {
        m_filter->sort(column, Qt::AscendingOrder);
        QVERIFY(shownInOrder());
        QList<int> rows = shownRows();
        m_filter->sort(column, Qt::DescendingOrder);
        QVERIFY(shownInOrder());
        std::reverse(rows.begin(), rows.end());
        QCOMPARE(shownRows(), rows);
    }
    m_filter->sort(TimelineModel::NumberColumn, Qt::AscendingOrder);
    QCOMPARE(m_filter->sortColumn(), -1);
    QCOMPARE(shownRows(),
             (QList<int>{m_lifecycle, m_initResult, m_stderr, m_toolsResult, m_log, m_rootsList, m_bad, m_callError}));
}

void TestTimelineFilter::arrivalsWhileSortedGoToTheirPlaces()
{
    m_filter->sort(TimelineModel::SummaryColumn, Qt::AscendingOrder);
    QVERIFY(shownInOrder());
    QSignalSpy inserted(m_filter, &QAbstractItemModel::rowsInserted);
    QSignalSpy layouts(m_filter, &QAbstractItemModel::layoutChanged);
    const auto log = [this](const QString &text) {
        return int(m_session->appendReceived(
            Message::notification(QStringLiteral("notifications/message"), {{QStringLiteral("data"), text}})));
    };
    // Two rows for two places (before every summary and after every one): two insertions,
    // each where it belongs.
    const int first = int(m_session->appendStderr("!!!"));
    const int last = int(m_session->appendStderr("~~~"));
    m_model->flush();
    QCOMPARE(inserted.count(), 2);
    QCOMPARE(layouts.count(), 0);
    QVERIFY(shownInOrder());
    QCOMPARE(shownRows().indexOf(first), 3); // after the three requests without params
    QCOMPARE(shownRows().last(), last);
    // Rows hidden by a condition are not inserted.
    m_filter->setKinds(TimelineModel::Notifications);
    layouts.clear();
    inserted.clear();
    m_session->appendStderr("hidden");
    m_model->flush();
    QCOMPARE(inserted.count(), 0);
    QCOMPARE(layouts.count(), 0);
    m_filter->clear();
    // Many rows for one place: one insertion. Then as many for as many places, each between
    // two of the first ones: one layout change. Every row in order either way.
    const auto number = [](int n) { return QStringLiteral("%1").arg(n, 3, 10, QLatin1Char('0')); };
    layouts.clear();
    inserted.clear();
    for (int i = 0; i < 100; ++i)
        log(number(2 * i));
    m_model->flush();
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(layouts.count(), 0);
    QVERIFY(shownInOrder());
    inserted.clear();
    for (int i = 0; i < 100; ++i)
        log(number(2 * ((i * 37) % 100) + 1));
    m_model->flush();
    QCOMPARE(layouts.count(), 1);
    QCOMPARE(inserted.count(), 0);
    QCOMPARE(m_filter->rowCount(), m_model->rowCount());
    QVERIFY(shownInOrder());
    // Descending, arrivals go to their places the other way round.
    m_filter->sort(TimelineModel::SummaryColumn, Qt::DescendingOrder);
    log(QStringLiteral("mmm"));
    m_session->appendSent(Message::request(99, QStringLiteral("ping")));
    m_model->flush();
    QCOMPARE(m_filter->rowCount(), m_model->rowCount());
    QVERIFY(shownInOrder());
}

void TestTimelineFilter::changedRowsMoveWhileSorted()
{
    // The worst diagnostics first; rows whose diagnostics arrive later move to their places,
    // and the selected row (a persistent index) moves with them.
    m_filter->sort(TimelineModel::DiagnosticsColumn, Qt::DescendingOrder);
    QVERIFY(shownInOrder());
    const QPersistentModelIndex toolsList(m_filter->mapFromSource(m_model->index(m_toolsList, 0)));
    Diagnostic d;
    d.code = QStringLiteral("jsonrpc.parse");
    d.messageIndex = m_toolsList;
    d.severity = Severity::Error;
    m_session->addDiagnostics({d});
    QTRY_COMPARE(shownRows().first(), m_toolsList);
    QCOMPARE(toolsList.row(), 0);
    QCOMPARE(m_filter->mapToSource(toolsList).row(), m_toolsList);
    d.messageIndex = m_log;
    d.severity = Severity::Warning;
    m_session->addDiagnostics({d});
    QTRY_COMPARE(shownRows().at(1), m_log);
    QVERIFY(shownInOrder());
    QCOMPARE(m_filter->mapToSource(toolsList).row(), m_toolsList);
    // A condition on diagnostics: rows come in as their diagnostics arrive.
    m_filter->setOnlyWithDiagnostics(true);
    QCOMPARE(shownRows(), (QList<int>{m_toolsList, m_log}));
    d.messageIndex = m_call;
    d.severity = Severity::Info;
    m_session->addDiagnostics({d});
    QTRY_COMPARE(shownRows(), (QList<int>{m_toolsList, m_log, m_call}));
    QCOMPARE(m_filter->mapToSource(toolsList).row(), m_toolsList);
}

void TestTimelineFilter::persistentIndexesFollowTheirRows()
{
    const QPersistentModelIndex call(m_filter->mapFromSource(m_model->index(m_call, TimelineModel::MethodColumn)));
    const QPersistentModelIndex log(m_filter->mapFromSource(m_model->index(m_log, 0)));
    QVERIFY(call.isValid());
    m_filter->sort(TimelineModel::SummaryColumn, Qt::DescendingOrder);
    QCOMPARE(m_filter->mapToSource(call).row(), m_call);
    QCOMPARE(call.column(), int(TimelineModel::MethodColumn));
    m_filter->sort(TimelineModel::SummaryColumn, Qt::AscendingOrder);
    QCOMPARE(m_filter->mapToSource(call).row(), m_call);
    // Hidden: the index is gone; shown again it does not come back, as with any model.
    m_filter->setKinds(TimelineModel::Notifications);
    QVERIFY(!call.isValid());
    QCOMPARE(m_filter->mapToSource(log).row(), m_log);
    QCOMPARE(log.row(), 0);
    m_filter->clear();
    QVERIFY(!call.isValid());
    QCOMPARE(m_filter->mapToSource(log).row(), m_log);
    m_filter->sort(-1);
    QCOMPARE(log.row(), m_log);
}

QTEST_GUILESS_MAIN(TestTimelineFilter)
#include "tst_timelinefilter.moc"
