// SPDX-License-Identifier: MIT
// The timeline view, its display proxy and the filter bar, driven offscreen.
#include "jsonrpc/message.h"
#include "session/session.h"
#include "session/timelinefilter.h"
#include "session/timelinemodel.h"
#include "widgets/timeline/timelinedisplaymodel.h"
#include "widgets/timeline/timelinefilterbar.h"
#include "widgets/timeline/timelineview.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QIcon>
#include <QJsonObject>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTextDocument>
#include <QToolButton>

using namespace mcpscope;

class TestTimelineView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void followsUntilScrolledUp();
    void jumpsBetweenRequestAndResponse();
    void selectingAFilteredRowClearsTheFilter();
    void filterBarDrivesTheFilter();
    void displayModelPresents();
    void toolTipsEscapeServerText();
    void headerClickSortsAndKeepsTheSelection();
};

namespace {

void fill(Session &session, int notifications)
{
    for (int i = 0; i < notifications; ++i)
        session.appendReceived(
            Message::notification(QStringLiteral("notifications/message"), {{QStringLiteral("n"), i}}));
}

} // namespace

void TestTimelineView::followsUntilScrolledUp()
{
    Session session;
    TimelineView view;
    QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    view.resize(700, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setSession(&session);
    QVERIFY(view.isFollowing());

    fill(session, 300);
    QTRY_COMPARE(view.model()->rowCount(), 300);
    QScrollBar *bar = view.verticalScrollBar();
    QTRY_VERIFY(bar->maximum() > 0);
    // Repaints (and the scrolling with them) are held back briefly while rows pour in.
    QTRY_COMPARE(bar->value(), bar->maximum());

    // The user scrolls up: following stops and new rows leave the view where it is.
    QSignalSpy following(&view, &TimelineView::followingChanged);
    bar->setValue(10);
    QVERIFY(!view.isFollowing());
    QCOMPARE(following.size(), 1);
    fill(session, 100);
    QTRY_COMPARE(view.model()->rowCount(), 400);
    QCOMPARE(bar->value(), 10);

    // Follow resumes: at the bottom, and it stays there as rows come.
    view.setFollowing(true);
    QVERIFY(view.isFollowing());
    QCOMPARE(bar->value(), bar->maximum());
    fill(session, 100);
    QTRY_COMPARE(view.model()->rowCount(), 500);
    QTRY_COMPARE(bar->value(), bar->maximum());
    QVERIFY(view.isFollowing());
    // Repaints held back during the flood come back.
    QTRY_VERIFY(view.updatesEnabled());
}

void TestTimelineView::jumpsBetweenRequestAndResponse()
{
    Session session;
    TimelineView view;
    view.setSession(&session);
    const qsizetype request = session.appendSent(Message::request(1, QStringLiteral("tools/list")));
    fill(session, 20);
    const qsizetype response = session.appendReceived(Message::result(1, {}));
    QTRY_COMPARE(view.model()->rowCount(), 22);

    QSignalSpy selected(&view, &TimelineView::eventSelected);
    QVERIFY(view.selectEvent(request));
    QCOMPARE(selected.last().at(0).toLongLong(), request);
    QCOMPARE(view.linkedEventIndex(), response);
    QVERIFY(view.jumpToLinked());
    QCOMPARE(view.selectedEventIndex(), response);
    QCOMPARE(selected.last().at(0).toLongLong(), response);
    QVERIFY(view.jumpToLinked());
    QCOMPARE(view.selectedEventIndex(), request);
    // A notification has no other half.
    QVERIFY(view.selectEvent(request + 1));
    QVERIFY(!view.jumpToLinked());
    QCOMPARE(view.selectedEventIndex(), request + 1);
    QVERIFY(!view.selectEvent(999));
}

void TestTimelineView::selectingAFilteredRowClearsTheFilter()
{
    Session session;
    TimelineView view;
    view.setSession(&session);
    const qsizetype request = session.appendSent(Message::request(1, QStringLiteral("ping")));
    const qsizetype response = session.appendReceived(Message::result(1, {}));
    QTRY_COMPARE(view.model()->rowCount(), 2);
    view.filter()->setKinds(TimelineModel::Requests);
    QCOMPARE(view.model()->rowCount(), 1);
    QVERIFY(view.selectEvent(request));
    QSignalSpy cleared(&view, &TimelineView::filterCleared);
    QVERIFY(view.jumpToLinked());
    QCOMPARE(cleared.size(), 1);
    QVERIFY(!view.filter()->isActive());
    QCOMPARE(view.selectedEventIndex(), response);
}

void TestTimelineView::filterBarDrivesTheFilter()
{
    Session session;
    TimelineView view;
    TimelineFilterBar bar(&view);
    view.setSession(&session);
    session.appendSent(
        Message::request(1, QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("echo")}}));
    session.appendStderr("a line of error output");
    session.appendReceived(Message::result(1, {{QStringLiteral("content"), QStringLiteral("ECHO")}}));
    session.appendReceived(Message::notification(QStringLiteral("notifications/message")));
    QTRY_COMPARE(view.timelineModel()->rowCount(), 4);
    TimelineFilter *filter = view.filter();
    QTRY_COMPARE(bar.countText(), QStringLiteral("4 of 4 shown"));

    // Methods seen are offered (and nothing is picked by itself).
    QTRY_COMPARE(bar.methodBox()->count(), 2);
    QVERIFY(filter->method().isEmpty());
    QCOMPARE(filter->rowCount(), 4);

    bar.directionBox()->setCurrentIndex(int(TimelineFilter::DirectionFilter::ServerToClient));
    QCOMPARE(filter->direction(), TimelineFilter::DirectionFilter::ServerToClient);
    QCOMPARE(bar.countText(), QStringLiteral("3 of 4 shown"));
    bar.stderrCheck()->setChecked(false);
    QVERIFY(!filter->showStderr());
    QCOMPARE(filter->rowCount(), 2);
    bar.kindBox()->setCurrentIndex(TimelineFilterBar::Responses);
    QCOMPARE(filter->rowCount(), 1);
    bar.clearFilters();
    QCOMPARE(filter->rowCount(), 4);
    QCOMPARE(bar.directionBox()->currentIndex(), 0);
    QVERIFY(bar.stderrCheck()->isChecked());

    // Typing is debounced; the count follows once the text is applied.
    bar.searchField()->setText(QStringLiteral("echo"));
    QCOMPARE(filter->text(), QStringLiteral("echo"));
    QCOMPARE(filter->rowCount(), 4);
    QTRY_COMPARE(filter->rowCount(), 2);
    QTRY_COMPARE(bar.countText(), QStringLiteral("2 of 4 shown"));
    bar.searchField()->clear();
    QTRY_COMPARE(filter->rowCount(), 4);

    // A method from the list (completion): exact.
    bar.methodBox()->setEditText(QStringLiteral("tools/ca"));
    QVERIFY(filter->method().isEmpty()); // not a method yet: nothing changes while typing
    bar.methodBox()->setEditText(QStringLiteral("tools/call"));
    QCOMPARE(filter->method(), QStringLiteral("tools/call"));
    QCOMPARE(filter->rowCount(), 2);
    bar.methodBox()->setEditText(QString());
    QCOMPARE(filter->rowCount(), 4);

    Diagnostic d;
    d.code = QStringLiteral("x");
    d.messageIndex = 3;
    session.addDiagnostics({d});
    bar.diagnosticsCheck()->setChecked(true);
    QTRY_COMPARE(filter->rowCount(), 1);

    // The Follow button and the view agree.
    QVERIFY(bar.followButton()->isChecked() == view.isFollowing());
    view.setFollowing(false);
    QVERIFY(!bar.followButton()->isChecked());
    bar.followButton()->click();
    QVERIFY(view.isFollowing());
}

void TestTimelineView::displayModelPresents()
{
    Session session;
    TimelineView view;
    view.setSession(&session);
    session.appendSent(Message::request(1, QStringLiteral("x")));
    session.appendReceived(Message::error(1, -32601, QStringLiteral("nope")));
    session.appendStderr("err");
    Diagnostic d;
    d.code = QStringLiteral("demo.code");
    d.message = QStringLiteral("something is off");
    d.severity = Severity::Error;
    d.messageIndex = 1;
    session.addDiagnostics({d});
    QTRY_COMPARE(view.model()->rowCount(), 3);
    QAbstractItemModel *model = view.model();
    const QModelIndex marker = model->index(1, TimelineModel::DiagnosticsColumn);
    QVERIFY(!marker.data(Qt::DecorationRole).value<QIcon>().isNull());
    QVERIFY(marker.data(Qt::ToolTipRole).toString().contains(QStringLiteral("demo.code: something is off")));
    QVERIFY(model->index(1, TimelineModel::KindColumn).data(Qt::ForegroundRole).isValid());
    QVERIFY(model->index(0, TimelineModel::DirectionColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .startsWith(QStringLiteral("Sent")));
    QVERIFY(
        model->index(1, TimelineModel::LatencyColumn).data(Qt::ToolTipRole).toString().contains(QStringLiteral("#1")));
    QVERIFY(model->index(2, TimelineModel::KindColumn).data(Qt::ForegroundRole).isValid());
    QVERIFY(!model->headerData(TimelineModel::LatencyColumn, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
    // Raw roles pass through.
    QCOMPARE(model->index(1, 0).data(TimelineModel::LinkedRowRole).toInt(), 0);
}

void TestTimelineView::toolTipsEscapeServerText()
{
    Session session;
    TimelineView view;
    view.setSession(&session);
    session.appendReceived(
        Message::notification(QStringLiteral("<img src=x>"),
                              QJsonObject{{QStringLiteral("note"), QStringLiteral("<img src=x> <b>bold</b>")}}));
    Diagnostic d;
    d.code = QStringLiteral("demo.code");
    d.message = QStringLiteral("unknown method <img src=x> <b>here</b>");
    d.severity = Severity::Warning;
    d.messageIndex = 0;
    session.addDiagnostics({d});
    QTRY_COMPARE(view.model()->rowCount(), 1);
    QAbstractItemModel *model = view.model();
    QTRY_VERIFY(!model->index(0, TimelineModel::DiagnosticsColumn).data(Qt::ToolTipRole).toString().isEmpty());
    for (const int column : {int(TimelineModel::SummaryColumn), int(TimelineModel::DiagnosticsColumn)}) {
        const QString tip = model->index(0, column).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("&lt;img src=x&gt;")), qPrintable(tip));
        QVERIFY2(!tip.contains(QStringLiteral("<img")), qPrintable(tip));
        QVERIFY2(!tip.contains(QStringLiteral("<b>")), qPrintable(tip));
        // What Qt shows as a tooltip is the text itself, markup and all.
        QTextDocument shown;
        shown.setHtml(tip);
        QVERIFY2(shown.toPlainText().contains(QStringLiteral("<img src=x>")), qPrintable(shown.toPlainText()));
    }
}

void TestTimelineView::headerClickSortsAndKeepsTheSelection()
{
    // The real path: a click on a column's header sorts through the display proxy and the
    // filter; the selected message stays selected and in sight, a second click reverses, and
    // rows that arrive while sorted go to their places.
    Session session;
    TimelineView view;
    QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    view.resize(900, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setSession(&session);
    for (int i = 0; i < 200; ++i)
        session.appendReceived(Message::notification(
            QStringLiteral("notifications/message"),
            {{QStringLiteral("data"), QStringLiteral("m%1").arg((i * 37) % 200, 3, 10, QLatin1Char('0'))}}));
    QTRY_COMPARE(view.model()->rowCount(), 200);
    QVERIFY(view.selectEvent(20));
    const auto summaryAt
        = [&view](int row) { return view.model()->index(row, TimelineModel::SummaryColumn).data().toString(); };

    QHeaderView *header = view.horizontalHeader();
    const int x = header->sectionViewportPosition(TimelineModel::SummaryColumn) + 5;
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
    QCOMPARE(view.filter()->sortColumn(), int(TimelineModel::SummaryColumn));
    const Qt::SortOrder first = view.filter()->sortOrder();
    for (int row = 1; row < view.model()->rowCount(); ++row) {
        const int c = summaryAt(row - 1).compare(summaryAt(row));
        QVERIFY(first == Qt::AscendingOrder ? c < 0 : c > 0);
    }
    QCOMPARE(view.selectedEventIndex(), qsizetype(20));
    const QRect selected = view.visualRect(view.currentIndex());
    QVERIFY(view.viewport()->rect().intersects(selected));

    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
    QVERIFY(view.filter()->sortOrder() != first);
    QCOMPARE(view.selectedEventIndex(), qsizetype(20));
    const QString top = summaryAt(0);

    // Arrivals while sorted: the one that sorts first (either way) is at the top.
    session.appendReceived(Message::notification(
        QStringLiteral("notifications/message"),
        {{QStringLiteral("data"),
          view.filter()->sortOrder() == Qt::AscendingOrder ? QStringLiteral("a") : QStringLiteral("z")}}));
    QTRY_COMPARE(view.model()->rowCount(), 201);
    QVERIFY(summaryAt(0) != top);
    QCOMPARE(view.model()->index(0, TimelineModel::NumberColumn).data(TimelineModel::EventIndexRole).toLongLong(), 200);
    QCOMPARE(view.selectedEventIndex(), qsizetype(20));
}

QTEST_MAIN(TestTimelineView)
#include "tst_timelineview.moc"
