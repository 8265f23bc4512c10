// SPDX-License-Identifier: MIT
// The diagnostics dock: sorting, filtering, activation, presentation.
#include "session/diagnosticsmodel.h"
#include "session/session.h"
#include "widgets/diagnostics/diagnosticsview.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QIcon>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTextDocument>
#include <QTreeView>

using namespace mcpscope;

class TestDiagnosticsView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void filtersSortsAndActivates();
    void toolTipsEscapeServerText();
};

void TestDiagnosticsView::toolTipsEscapeServerText()
{
    Session session;
    DiagnosticsView view;
    view.setSession(&session);
    Diagnostic d;
    d.code = QStringLiteral("demo.<b>code</b>");
    d.message = QStringLiteral("unknown method <img src=x> in <b>bold</b>");
    d.severity = Severity::Error;
    d.messageIndex = 0;
    session.addDiagnostics({d});
    QAbstractItemModel *shown = view.view()->model();
    QTRY_COMPARE(shown->rowCount(), 1);
    const QString message = shown->index(0, DiagnosticsModel::MessageColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(message.contains(QStringLiteral("&lt;img src=x&gt;")), qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral("<img")) && !message.contains(QStringLiteral("<b>")),
             qPrintable(message));
    QTextDocument document;
    document.setHtml(message);
    QCOMPARE(document.toPlainText(), d.message);
    const QString code = shown->index(0, DiagnosticsModel::CodeColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(!code.contains(QStringLiteral("<b>")), qPrintable(code));
}

void TestDiagnosticsView::filtersSortsAndActivates()
{
    Session session;
    DiagnosticsView view;
    QAbstractItemModelTester tester(view.view()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    view.setSession(&session);
    const auto make = [](const char *code, Severity severity, qsizetype index, const char *spec = "") {
        Diagnostic d;
        d.code = QString::fromLatin1(code);
        d.severity = severity;
        d.message = QStringLiteral("about ") + d.code;
        d.messageIndex = index;
        d.specRef = QString::fromUtf8(spec);
        return d;
    };
    session.addDiagnostics({make("info.one", Severity::Info, 4),
                            make("error.two", Severity::Error, 7, "basic/lifecycle"),
                            make("warning.three", Severity::Warning, 2), make("session.four", Severity::Warning, -1)});
    QAbstractItemModel *shown = view.view()->model();
    QTRY_COMPARE(shown->rowCount(), 4);

    // Presentation: icons, link-styled spec, tooltips.
    QVERIFY(!shown->index(0, DiagnosticsModel::SeverityColumn).data(Qt::DecorationRole).value<QIcon>().isNull());
    QVERIFY(shown->index(1, DiagnosticsModel::SpecColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .startsWith(QStringLiteral("https://modelcontextprotocol.io/specification/")));
    QVERIFY(shown->index(1, DiagnosticsModel::SpecColumn).data(Qt::ForegroundRole).isValid());

    view.severityBox()->setCurrentIndex(1); // warnings and errors
    QCOMPARE(shown->rowCount(), 3);
    view.severityBox()->setCurrentIndex(2); // errors only
    QCOMPARE(shown->rowCount(), 1);
    view.severityBox()->setCurrentIndex(0);
    view.searchField()->setText(QStringLiteral("THREE"));
    QCOMPARE(shown->rowCount(), 1);
    QCOMPARE(shown->index(0, DiagnosticsModel::CodeColumn).data().toString(), QStringLiteral("warning.three"));
    view.searchField()->clear();

    view.view()->sortByColumn(DiagnosticsModel::SeverityColumn, Qt::DescendingOrder);
    QCOMPARE(shown->index(0, DiagnosticsModel::CodeColumn).data().toString(), QStringLiteral("error.two"));

    QSignalSpy activated(&view, &DiagnosticsView::eventActivated);
    view.activateRow(0);
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.at(0).at(0).toLongLong(), 7);
    QCOMPARE(activated.at(0).at(1).toLongLong(), 1); // its index in Session::diagnostics()
    // About the session as a whole: nothing to select.
    view.searchField()->setText(QStringLiteral("session.four"));
    view.activateRow(0);
    QCOMPARE(activated.size(), 1);
}

QTEST_MAIN(TestDiagnosticsView)
#include "tst_diagnosticsview.moc"
