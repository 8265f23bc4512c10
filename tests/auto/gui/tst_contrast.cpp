// SPDX-License-Identifier: MIT
// Text stays readable (WCAG 2 AA, 4.5:1 for normal text) in a light and a dark palette (Fusion)
// wherever mcpscope picks colours itself: the severity, success and failure colours, muted
// hints, notice and banner labels, the rows of every view of the window (timeline, diagnostics,
// log), the tool badges, the JSON highlighting, problems inside rich text. The pairs are read
// from the widgets and models as they are shown, not from a list of constants.
#include "findchild.h"
#include "mainwindow.h"
#include "mcp/connectiondoctor.h"
#include "mcp/elicitation.h"
#include "mcp/mcpclient.h"
#include "profiles/serverprofile.h"
#include "session/session.h"
#include "testpalettes.h"
#include "testpaths.h"
#include "widgets/common/contrast.h"
#include "widgets/common/noticelabel.h"
#include "widgets/compare/comparedisplaymodel.h"
#include "widgets/diagnostics/connectiondoctorpanel.h"
#include "widgets/diagnostics/severitystyle.h"
#include "widgets/dialogs/connectiondialog.h"
#include "widgets/dialogs/elicitationdialog.h"
#include "widgets/forms/argumentseditor.h"
#include "widgets/json/jsonview.h"
#include "widgets/prompts/promptmessagesview.h"
#include "widgets/timeline/messagedetailview.h"
#include "widgets/timeline/timelineview.h"
#include "widgets/tools/toollistdelegate.h"
#include "widgets/tools/toolresultview.h"
#include "widgets/tools/toolspanel.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

using namespace mcpscope;
using namespace mcpscope::gui;
using mcpscope::test::darkPalette;
using mcpscope::test::lightPalette;

namespace {

struct Pair
{
    QString where;
    QColor foreground;
    QColor background;
};

/// The background a label is painted on: its own or the nearest ancestor's that fills its
/// background, else the window's.
QColor backgroundOf(const QWidget *widget)
{
    for (const QWidget *w = widget; w; w = w->parentWidget()) {
        if (w->autoFillBackground() || w->isWindow())
            return w->palette().color(QPalette::Active, w->backgroundRole());
        if (const auto *viewport = w->parentWidget();
            viewport && qobject_cast<const QAbstractScrollArea *>(viewport->parentWidget())
            && viewport == static_cast<const QAbstractScrollArea *>(viewport->parentWidget())->viewport()
            && viewport->autoFillBackground())
            return viewport->palette().color(QPalette::Active, viewport->backgroundRole());
    }
    return QApplication::palette().color(QPalette::Window);
}

QString nameOf(const QObject *o)
{
    QString text = QString::fromLatin1(o->metaObject()->className());
    if (!o->objectName().isEmpty())
        text += u'#' + o->objectName();
    if (const auto *label = qobject_cast<const QLabel *>(o))
        text += QStringLiteral(" \"%1\"").arg(label->text().left(40));
    return text;
}

void collectLabels(const QWidget *root, QList<Pair> *pairs)
{
    const QList<QLabel *> labels = root->findChildren<QLabel *>();
    for (const QLabel *label : labels) {
        if (label->text().isEmpty() || !label->isEnabled())
            continue;
        const QColor fg = label->palette().color(QPalette::Active, label->foregroundRole());
        pairs->append({nameOf(label), fg, backgroundOf(label)});
    }
}

void collectRows(const QAbstractItemView *view, QList<Pair> *pairs)
{
    const QAbstractItemModel *model = view->model();
    if (!model)
        return;
    const QPalette palette = view->palette();
    const int rows = std::min(model->rowCount(), 400);
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < model->columnCount(); ++column) {
            const QModelIndex index = model->index(row, column);
            if (index.data(Qt::DisplayRole).toString().isEmpty())
                continue;
            const QVariant fgData = index.data(Qt::ForegroundRole);
            const QVariant bgData = index.data(Qt::BackgroundRole);
            const QColor fg = fgData.isValid() ? fgData.value<QBrush>().color() : palette.color(QPalette::Text);
            const QList<QColor> backgrounds = bgData.isValid() && bgData.value<QBrush>().style() != Qt::NoBrush
                                                  ? QList<QColor>{contrast::composited(bgData.value<QBrush>().color(),
                                                                                       palette.color(QPalette::Base))}
                                                  : contrast::viewBackgrounds(palette);
            for (const QColor &bg : backgrounds)
                pairs->append({QStringLiteral("%1 row %2 column %3 \"%4\"")
                                   .arg(nameOf(view))
                                   .arg(row)
                                   .arg(column)
                                   .arg(index.data().toString().left(30)),
                               fg, bg});
        }
    }
}

void collectHighlighting(const QPlainTextEdit *edit, QList<Pair> *pairs)
{
    const QColor base = edit->palette().color(QPalette::Base);
    for (QTextBlock block = edit->document()->begin(); block.isValid(); block = block.next()) {
        const QList<QTextLayout::FormatRange> formats = block.layout()->formats();
        for (const QTextLayout::FormatRange &range : formats) {
            if (!range.format.hasProperty(QTextFormat::ForegroundBrush))
                continue;
            pairs->append(
                {QStringLiteral("%1 \"%2\"").arg(nameOf(edit), block.text().mid(range.start, range.length).left(30)),
                 range.format.foreground().color(), base});
        }
    }
}

QStringList failing(const QList<Pair> &pairs)
{
    QStringList bad;
    for (const Pair &p : pairs) {
        const double r = contrast::ratio(p.foreground, p.background);
        if (r < contrast::NormalText)
            bad << QStringLiteral("%1: %2 on %3 = %4:1")
                       .arg(p.where, contrast::composited(p.foreground, p.background).name(), p.background.name(),
                            QString::number(r, 'f', 2));
    }
    bad.removeDuplicates();
    return bad;
}

} // namespace

class TestContrast : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setStyle(QStringLiteral("Fusion"));
    }

    void formula()
    {
        // WCAG's own examples: black on white 21:1, and a grey just at the AA line.
        QCOMPARE(qRound(contrast::ratio(Qt::black, Qt::white) * 100), 2100);
        QCOMPARE(qRound(contrast::ratio(QColor(0x76, 0x76, 0x76), Qt::white) * 100), 454);
        QCOMPARE(qRound(contrast::ratio(QColor(0x77, 0x77, 0x77), Qt::white) * 100), 448);
        QVERIFY(contrast::ratio(contrast::readableOn(QColor(0xff, 0xff, 0x00), {Qt::white}), Qt::white) >= 4.5);
        QVERIFY(contrast::ratio(contrast::readableOn(QColor(0x00, 0x00, 0x80), {QColor(0x20, 0x20, 0x20)}),
                                QColor(0x20, 0x20, 0x20))
                >= 4.5);
        // Fusion's placeholder text, as it is, is too faint for text: what the helpers are for.
        const QPalette light = lightPalette();
        QVERIFY(contrast::ratio(light.color(QPalette::PlaceholderText), light.color(QPalette::Window)) < 4.5);
    }

    void colours_data()
    {
        // The palette the widgets are made in, and the one they are shown in: a desktop
        // switches between light and dark while mcpscope runs.
        QTest::addColumn<QPalette>("built");
        QTest::addColumn<QPalette>("palette");
        QTest::newRow("light") << lightPalette() << lightPalette();
        QTest::newRow("dark") << darkPalette() << darkPalette();
        QTest::newRow("made light, shown dark") << lightPalette() << darkPalette();
        QTest::newRow("made dark, shown light") << darkPalette() << lightPalette();
    }

    void colours()
    {
        QFETCH(QPalette, built);
        QFETCH(QPalette, palette);
        QApplication::setPalette(built);
        // Each colour as the product makes it (the test never tells it which backgrounds to
        // be readable on), measured on every background it is drawn on.
        QList<Pair> pairs;
        const QList<QColor> all = contrast::viewBackgrounds(palette) + contrast::windowBackgrounds(palette);
        for (const QColor &bg : all) {
            // Severity text is shown in views (diagnostics) and on windows (labels).
            pairs.append({QStringLiteral("error text"), severityColor(Severity::Error, palette), bg});
            pairs.append({QStringLiteral("warning text"), severityColor(Severity::Warning, palette), bg});
        }
        for (const QColor &bg : contrast::viewBackgrounds(palette)) {
            for (const auto status : {SessionComparison::Status::Same, SessionComparison::Status::WrittenDifferently,
                                      SessionComparison::Status::Different, SessionComparison::Status::OnlyInA,
                                      SessionComparison::Status::OnlyInB})
                pairs.append({QStringLiteral("compare status %1").arg(int(status)),
                              CompareDisplayModel::statusColor(status, palette), bg});
        }
        for (const auto hint :
             {ToolListDelegate::Hint::ReadOnly, ToolListDelegate::Hint::Destructive, ToolListDelegate::Hint::Idempotent,
              ToolListDelegate::Hint::OpenWorld, ToolListDelegate::Hint::App})
            pairs.append({QStringLiteral("badge %1").arg(ToolListDelegate::badgeText(hint)),
                          ToolListDelegate::badgeTextColor(hint, palette), ToolListDelegate::badgeFill(hint, palette)});

        // The widgets, made in the first palette: prompt bubbles, notices, dialogs, a form, a
        // tool result, the connection doctor, and the window connected to the demo server.
        PromptMessagesView prompt;
        // Secondary text on a window (hints, a tool's name, form help), made in the first palette.
        QWidget mutedWindow;
        auto *muted = new QLabel(QStringLiteral("A hint"), &mutedWindow);
        contrast::setMutedText(muted);
        mutedWindow.show();
        NoticeLabel notice;
        notice.setText(QStringLiteral("A notice"));

        QTemporaryDir dir;
        ServerProfileStore store(dir.filePath(QStringLiteral("profiles.json")));
        ServerProfile remote;
        remote.name = QStringLiteral("remote");
        remote.url = QStringLiteral("ftp://nowhere");
        ConnectionDialog connection(&store, remote);
        connection.setQuiet(true);
        connection.show();
        connection.setMode(ConnectionDialog::Mode::Url);

        ElicitationDialog elicitation;
        elicitation.setRequest(ElicitationRequest::fromParams(
            {{QStringLiteral("mode"), QStringLiteral("url")},
             {QStringLiteral("message"), QStringLiteral("Log in")},
             {QStringLiteral("url"), QStringLiteral("http://user@example.com:8080/login")},
             {QStringLiteral("elicitationId"), QStringLiteral("x")}}));
        elicitation.show();

        ArgumentsEditor form;
        form.setSchema(QJsonDocument::fromJson(R"({"type": "object", "required": ["city"], "properties": {
            "city": {"type": "string", "description": "The city"},
            "days": {"type": "integer", "minimum": 1, "description": "How many days"},
            "extra": {"type": "object", "description": "Anything else"},
            "tags": {"type": "array", "items": {"type": "string"}, "description": "Tags"},
            "either": {"anyOf": [{"type": "string"}, {"type": "number"}], "description": "One or the other"},
            "raw": {"description": "No type"}}})")
                           .object());
        form.show();
        form.validate();

        ToolResultView result;
        result.show();
        result.setStatus(ToolResultView::Status::ToolError, QStringLiteral("status"));

        ConnectionDoctorPanel doctor;
        Diagnosis diagnosis;
        diagnosis.summary = QStringLiteral("Connecting failed.");
        diagnosis.causes = {QStringLiteral("A cause")};
        diagnosis.seen = {QStringLiteral("Something seen")};
        diagnosis.nextStep = QStringLiteral("Try again.");
        doctor.setDiagnosis(diagnosis);
        doctor.show();

        StdioServerConfig config;
        config.program = test::demoServerBinary();
        MainWindow window(config);
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.connectToServer();
        QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Ready, 15000);
        auto *timeline = test::child<TimelineView>(window, QStringLiteral("timelineView"));
        auto *detail = test::child<MessageDetailView>(window, QStringLiteral("messageDetail"));
        QTRY_VERIFY(timeline->model()->rowCount() >= 3);
        QList<Diagnostic> injected;
        for (const Severity severity : {Severity::Error, Severity::Warning, Severity::Info}) {
            Diagnostic d;
            d.code = QStringLiteral("test.injected");
            d.severity = severity;
            d.message = QStringLiteral("An injected finding");
            d.messageIndex = 1;
            d.pointer = QStringLiteral("/result");
            injected << d;
        }
        window.session()->addDiagnostics(injected);
        // A message with JSON in the detail pane (highlighted).
        for (qsizetype i = 0; i < window.session()->count() && !detail->jsonView()->isHighlighted(); ++i) {
            timeline->selectEvent(i);
            QApplication::processEvents();
        }
        // Rows arrive in batches: wait until the views show them (lifecycle and error output
        // rows among them, which are dimmed).
        QTRY_COMPARE(window.errorCountText(), QStringLiteral("Errors: 1"));
        QTRY_VERIFY(timeline->model()->rowCount() >= 10);

        // Shown in the second palette.
        QApplication::setPalette(palette);
        // First every window takes the new palette; the colours mcpscope makes from it follow,
        // each after its parent (a few passes of the event loop). Measured on the new
        // backgrounds, a colour still made from the first palette fails: wait until none does.
        const QList<QWidget *> windows{&window, &mutedWindow, &connection, &elicitation};
        QTRY_VERIFY(std::all_of(windows.cbegin(), windows.cend(), [&palette](const QWidget *w) {
            return w->palette().color(QPalette::Window) == palette.color(QPalette::Window);
        }));
        bool highlighted = false;
        const auto measure = [&] {
            QList<Pair> shown = pairs;
            // Problems inside rich text: on the prompt's message bubbles.
            for (const bool user : {true, false})
                shown.append({QStringLiteral("prompt problem on a bubble"), QColor(prompt.problemColour()),
                              prompt.bubbleColour(user)});
            shown.append({QStringLiteral("prompt text on a bubble"), prompt.palette().color(QPalette::Text),
                          prompt.bubbleColour(true)});
            shown.append({QStringLiteral("prompt text on a bubble"), prompt.palette().color(QPalette::Text),
                          prompt.bubbleColour(false)});
            // Labels of the window and of dialogs, as shown: notices, banners, hints, problems.
            for (const QColor &bg : contrast::windowBackgrounds(palette))
                shown.append(
                    {QStringLiteral("muted text"), muted->palette().color(QPalette::Active, QPalette::WindowText), bg});
            collectLabels(&mutedWindow, &shown);
            collectLabels(&notice, &shown);
            shown.append({QStringLiteral("notice"), notice.palette().color(QPalette::WindowText),
                          notice.palette().color(QPalette::Window)});
            collectLabels(&connection, &shown);
            collectLabels(&elicitation, &shown);
            collectLabels(&form, &shown);
            // The status made in the first palette, then each status in the second.
            collectLabels(&result, &shown);
            for (const auto status : {ToolResultView::Status::Ok, ToolResultView::Status::ToolError,
                                      ToolResultView::Status::Failed, ToolResultView::Status::Running}) {
                result.setStatus(status, QStringLiteral("status"));
                collectLabels(&result, &shown);
            }
            for (const QColor &bg : contrast::windowBackgrounds(palette)) {
                shown.append({QStringLiteral("tool result problem"), QColor(result.problemColour()), bg});
                shown.append({QStringLiteral("tool result muted"), QColor(result.mutedColour()), bg});
            }
            collectLabels(&doctor, &shown);
            // The window: its labels, every view's rows (timeline, diagnostics with an error and a
            // warning, server log) and the highlighted JSON.
            collectLabels(&window, &shown);
            const QList<QAbstractItemView *> views = window.findChildren<QAbstractItemView *>();
            for (const QAbstractItemView *view : views)
                collectRows(view, &shown);
            const QList<JsonView *> jsonViews = window.findChildren<JsonView *>();
            highlighted = false;
            for (const JsonView *json : jsonViews) {
                highlighted = highlighted || json->isHighlighted();
                collectHighlighting(json, &shown);
            }
            return shown;
        };
        QList<Pair> measured;
        QStringList bad;
        const bool readable = QTest::qWaitFor(
            [&] {
                measured = measure();
                bad = failing(measured);
                return bad.isEmpty();
            },
            5000);
        QVERIFY(highlighted);
        // For a look at both palettes (the pictures are not compared).
        const QString name = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-').remove(u',');
        window.grab().save(QDir::tempPath() + QStringLiteral("/mcpscope-contrast-%1-messages.png").arg(name));
        window.tabs()->setCurrentWidget(window.toolsPanel());
        QTRY_VERIFY(window.toolsPanel()->isAvailable());
        QApplication::processEvents();
        window.grab().save(QDir::tempPath() + QStringLiteral("/mcpscope-contrast-%1-tools.png").arg(name));

        QVERIFY(measured.size() > 100);
        QVERIFY2(readable && bad.isEmpty(),
                 qPrintable(QStringLiteral("%1 pairs below 4.5:1 of %2:\n").arg(bad.size()).arg(measured.size())
                            + bad.join(QLatin1Char('\n'))));
        QApplication::setPalette(lightPalette());
    }
};

QTEST_MAIN(TestContrast)
#include "tst_contrast.moc"
