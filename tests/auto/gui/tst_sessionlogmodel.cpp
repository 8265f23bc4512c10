// SPDX-License-Identifier: MIT
#include "session/session.h"
#include "sessionlogmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace mcpscope;

class TestSessionLogModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void appendsInOneBatchPerPass();
    void formatsEachKindOfEvent();
    void showsRowsAlreadyInSession();
    void forgetsDestroyedSession();
};

namespace {

QString cell(const SessionLogModel &model, int row, int column)
{
    return model.index(row, column).data().toString();
}

} // namespace

void TestSessionLogModel::appendsInOneBatchPerPass()
{
    Session session;
    SessionLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSession(&session);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);

    session.appendSent(Message::request(1, QStringLiteral("initialize")));
    session.appendStderr("starting up");
    session.appendReceived(Message::parse(R"({"jsonrpc":"2.0","id":1,"result":{}})"));
    // Nothing is inserted until the event loop runs: then all three in one go.
    QCOMPARE(model.rowCount(), 0);
    QTRY_COMPARE(model.rowCount(), 3);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), 0);
    QCOMPARE(inserted.at(0).at(2).toInt(), 2);

    session.appendLifecycle(QStringLiteral("The server exited with code 0."));
    QTRY_COMPARE(model.rowCount(), 4);
    QCOMPARE(inserted.size(), 2);
    QCOMPARE(inserted.at(1).at(1).toInt(), 3);
    QCOMPARE(inserted.at(1).at(2).toInt(), 3);
}

void TestSessionLogModel::formatsEachKindOfEvent()
{
    Session session;
    SessionLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSession(&session);

    const Message request = Message::request(7, QStringLiteral("tools/list"));
    session.appendSent(request);
    session.appendReceived(Message::parse(R"({"jsonrpc":"2.0","id":7,"error":{"code":-32601,"message":"nope"}})"));
    session.appendReceived(Message::parse(R"({"jsonrpc":"2.0","method":"notifications/message","params":{}})"));
    session.appendStderr("warning:\tdisk \x01" "full");
    session.appendLifecycle(QStringLiteral("The server process started"));
    session.appendReceived(Message::parse("this is not json"));
    model.flush();
    QCOMPARE(model.rowCount(), 6);
    QCOMPARE(model.columnCount(), int(SessionLogModel::ColumnCount));

    QCOMPARE(cell(model, 0, SessionLogModel::DirectionColumn), QStringLiteral("\u2192"));
    QCOMPARE(cell(model, 0, SessionLogModel::SummaryColumn), QStringLiteral("tools/list"));
    QCOMPARE(cell(model, 0, SessionLogModel::IdColumn), QStringLiteral("7"));
    QCOMPARE(cell(model, 0, SessionLogModel::SizeColumn), QLocale().formattedDataSize(request.raw().size()));

    QCOMPARE(cell(model, 1, SessionLogModel::DirectionColumn), QStringLiteral("\u2190"));
    QCOMPARE(cell(model, 1, SessionLogModel::SummaryColumn), QStringLiteral("error -32601: nope"));
    QCOMPARE(cell(model, 1, SessionLogModel::IdColumn), QStringLiteral("7"));

    QCOMPARE(cell(model, 2, SessionLogModel::SummaryColumn), QStringLiteral("notifications/message"));
    QCOMPARE(cell(model, 2, SessionLogModel::IdColumn), QString());

    // stderr rows are marked, and control characters never reach the cell.
    QCOMPARE(cell(model, 3, SessionLogModel::DirectionColumn), QStringLiteral("stderr"));
    QCOMPARE(cell(model, 3, SessionLogModel::SummaryColumn), QStringLiteral("warning: disk \ufffdfull"));
    QVERIFY(model.index(3, 0).data(Qt::ForegroundRole).isValid());

    QCOMPARE(cell(model, 4, SessionLogModel::SummaryColumn), QStringLiteral("The server process started"));
    QVERIFY(model.index(4, 0).data(Qt::FontRole).value<QFont>().italic());

    QVERIFY(cell(model, 5, SessionLogModel::SummaryColumn).startsWith(QStringLiteral("not JSON: this is not json")));

    for (int row = 0; row < model.rowCount(); ++row)
        QCOMPARE(model.index(row, 0).data(SessionLogModel::EventIndexRole).toLongLong(), qlonglong(row));
    QCOMPARE(model.index(3, 0).data(SessionLogModel::EventTypeRole).toInt(), int(SessionEvent::Type::Stderr));
    QCOMPARE(model.headerData(SessionLogModel::SummaryColumn, Qt::Horizontal).toString(), QStringLiteral("Message"));
}

void TestSessionLogModel::showsRowsAlreadyInSession()
{
    Session session;
    session.appendLifecycle(QStringLiteral("one"));
    session.appendLifecycle(QStringLiteral("two"));
    SessionLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSession(&session);
    QCOMPARE(model.rowCount(), 2);
    session.appendLifecycle(QStringLiteral("three"));
    QTRY_COMPARE(model.rowCount(), 3);
    model.setSession(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void TestSessionLogModel::forgetsDestroyedSession()
{
    SessionLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    {
        Session session;
        model.setSession(&session);
        session.appendLifecycle(QStringLiteral("one"));
        model.flush();
        QCOMPARE(model.rowCount(), 1);
    }
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.index(0, 0).isValid());
}

QTEST_MAIN(TestSessionLogModel)
#include "tst_sessionlogmodel.moc"
