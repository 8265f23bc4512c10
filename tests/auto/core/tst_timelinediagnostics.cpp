// SPDX-License-Identifier: MIT
// The diagnostics table (core/session/diagnosticsmodel), which the timeline's marker column
// and the diagnostics dock show side by side.
#include "jsonrpc/message.h"
#include "session/diagnosticsmodel.h"
#include "session/session.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace mcpscope;

class TestTimelineDiagnostics : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void insertsInBatches();
    void columnsAndRoles();
    void sortsBySeverity();
};

namespace {

Diagnostic make(const char *code, Severity severity, qsizetype index, const char *pointer = "", const char *spec = "")
{
    Diagnostic d;
    d.code = QString::fromLatin1(code);
    d.severity = severity;
    d.message = QStringLiteral("about %1").arg(QString::fromLatin1(code));
    d.messageIndex = index;
    d.pointer = QString::fromLatin1(pointer);
    d.specRef = QString::fromUtf8(spec);
    return d;
}

} // namespace

void TestTimelineDiagnostics::insertsInBatches()
{
    Session session;
    DiagnosticsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    session.addDiagnostics({make("a", Severity::Error, 0)});
    model.setSession(&session);
    QCOMPARE(model.rowCount(), 1);

    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    for (int i = 0; i < 100; ++i)
        session.addDiagnostics({make("b", Severity::Warning, i), make("c", Severity::Info, i)});
    QCOMPARE(model.rowCount(), 1);
    QTRY_COMPARE(model.rowCount(), 201);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), 1);
    QCOMPARE(inserted.at(0).at(2).toInt(), 200);
}

void TestTimelineDiagnostics::columnsAndRoles()
{
    Session session;
    DiagnosticsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSession(&session);
    session.appendReceived(Message::parse("{}"));
    session.addDiagnostics({make("jsonrpc.version.missing", Severity::Error, 0, "", "JSON-RPC 2.0 §4"),
                            make("session.unanswered", Severity::Warning, -1, "/params/x", "basic/lifecycle")});
    QTRY_COMPARE(model.rowCount(), 2);
    const auto text = [&model](int row, int column) { return model.index(row, column).data().toString(); };
    QCOMPARE(text(0, DiagnosticsModel::SeverityColumn), QStringLiteral("error"));
    QCOMPARE(text(0, DiagnosticsModel::CodeColumn), QStringLiteral("jsonrpc.version.missing"));
    QCOMPARE(text(0, DiagnosticsModel::MessageColumn), QStringLiteral("about jsonrpc.version.missing"));
    QCOMPARE(text(0, DiagnosticsModel::EventColumn), QStringLiteral("1"));
    QCOMPARE(text(1, DiagnosticsModel::EventColumn), QStringLiteral("session"));
    QCOMPARE(text(1, DiagnosticsModel::PointerColumn), QStringLiteral("/params/x"));
    QCOMPARE(text(0, DiagnosticsModel::SpecColumn), QStringLiteral("JSON-RPC 2.0 §4"));
    QCOMPARE(model.index(0, 0).data(DiagnosticsModel::EventIndexRole).toLongLong(), 0);
    QCOMPARE(model.index(1, 0).data(DiagnosticsModel::EventIndexRole).toLongLong(), -1);
    QCOMPARE(model.index(1, 0).data(DiagnosticsModel::SeverityRole).toInt(), int(Severity::Warning));
    QCOMPARE(model.index(1, 0).data(DiagnosticsModel::PointerRole).toString(), QStringLiteral("/params/x"));
    QVERIFY(model.index(0, 0)
                .data(DiagnosticsModel::SpecUrlRole)
                .toString()
                .startsWith(QStringLiteral("https://www.jsonrpc.org/specification")));
    QCOMPARE(model.index(1, 0).data(DiagnosticsModel::SpecUrlRole).toString(),
             QStringLiteral("https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle"));
    QCOMPARE(model.headerData(DiagnosticsModel::CodeColumn, Qt::Horizontal).toString(), QStringLiteral("Code"));
}

void TestTimelineDiagnostics::sortsBySeverity()
{
    Session session;
    DiagnosticsModel model;
    QSortFilterProxyModel proxy;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.setSortRole(DiagnosticsModel::SortRole);
    proxy.sort(DiagnosticsModel::SeverityColumn, Qt::DescendingOrder);
    model.setSession(&session);
    session.addDiagnostics(
        {make("i", Severity::Info, 3), make("e", Severity::Error, 12), make("w", Severity::Warning, 2)});
    QTRY_COMPARE(proxy.rowCount(), 3);
    QCOMPARE(proxy.index(0, DiagnosticsModel::CodeColumn).data().toString(), QStringLiteral("e"));
    QCOMPARE(proxy.index(2, DiagnosticsModel::CodeColumn).data().toString(), QStringLiteral("i"));
    // Message numbers sort as numbers (12 after 3).
    proxy.sort(DiagnosticsModel::EventColumn, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, DiagnosticsModel::CodeColumn).data().toString(), QStringLiteral("w"));
    QCOMPARE(proxy.index(2, DiagnosticsModel::CodeColumn).data().toString(), QStringLiteral("e"));
    proxy.setFilterKeyColumn(DiagnosticsModel::CodeColumn);
    proxy.setFilterFixedString(QStringLiteral("w"));
    QCOMPARE(proxy.rowCount(), 1);
}

QTEST_GUILESS_MAIN(TestTimelineDiagnostics)
#include "tst_timelinediagnostics.moc"
