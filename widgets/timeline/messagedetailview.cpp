// SPDX-License-Identifier: MIT
#include "widgets/timeline/messagedetailview.h"

#include "json/jsontext.h"
#include "session/session.h"
#include "session/timelinemodel.h"
#include "text/utf8.h"
#include "widgets/diagnostics/severitystyle.h"
#include "widgets/json/jsonview.h"
#include "widgets/json/rawtext.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMimeData>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace mcpscope {

namespace {

constexpr int PointerRole = Qt::UserRole + 1;

} // namespace

MessageDetailView::MessageDetailView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_jump(new QToolButton(this))
    , m_round(new QToolButton(this))
    , m_copyJson(new QToolButton(this))
    , m_copyRaw(new QToolButton(this))
    , m_tabs(new QTabWidget(this))
    , m_json(new JsonView(this))
    , m_rawPage(new QWidget(this))
    , m_raw(new JsonView(m_rawPage))
    , m_hex(new QCheckBox(tr("&Hex dump"), m_rawPage))
    , m_diagnosticsPage(new QSplitter(Qt::Vertical, this))
    , m_diagnostics(new QTreeWidget(m_diagnosticsPage))
    , m_diagnosticJson(new JsonView(m_diagnosticsPage))
    , m_diagnosticsTimer(new QTimer(this))
    , m_http(new JsonView(this))
{
    setAccessibleName(tr("Message details"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *header = new QHBoxLayout;
    m_title->setTextFormat(Qt::PlainText);
    m_title->setAccessibleName(tr("Selected row"));
    m_title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_jump->setAutoRaise(true);
    m_jump->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_jump->setIcon(QIcon::fromTheme(QStringLiteral("go-jump"), style()->standardIcon(QStyle::SP_ArrowRight)));
    m_jump->setAccessibleName(tr("Go to the other half of the request/response pair"));
    m_jump->setVisible(false);
    m_round->setAutoRaise(true);
    m_round->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_round->setPopupMode(QToolButton::InstantPopup);
    m_round->setMenu(new QMenu(m_round));
    m_round->setAccessibleName(tr("Rounds of this request"));
    m_round->setVisible(false);
    m_copyJson->setText(tr("Copy JSON"));
    m_copyJson->setToolTip(tr("Copy the message as pretty-printed JSON (Ctrl+C)"));
    m_copyJson->setIcon(QIcon::fromTheme(QStringLiteral("edit-copy")));
    m_copyJson->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_copyJson->setAutoRaise(true);
    m_copyRaw->setText(tr("Copy Raw"));
    m_copyRaw->setToolTip(tr("Copy the bytes exactly as they crossed the wire (Ctrl+Shift+C)"));
    m_copyRaw->setAutoRaise(true);
    header->addWidget(m_title, 1);
    header->addWidget(m_round);
    header->addWidget(m_jump);
    header->addWidget(m_copyJson);
    header->addWidget(m_copyRaw);
    layout->addLayout(header);
    layout->addWidget(m_tabs, 1);

    m_json->setAccessibleName(tr("Message as JSON"));
    m_raw->setAccessibleName(tr("Message as raw bytes"));
    m_raw->setPlaceholderText(QString());
    m_hex->setToolTip(
        tr("Show the bytes in hexadecimal (the first %1)").arg(QLocale().formattedDataSize(HexDumpLimit, 0)));
    auto *rawLayout = new QVBoxLayout(m_rawPage);
    rawLayout->setContentsMargins(0, 0, 0, 0);
    rawLayout->addWidget(m_raw, 1);
    rawLayout->addWidget(m_hex);

    m_diagnostics->setAccessibleName(tr("Diagnostics of the message"));
    m_diagnostics->setRootIsDecorated(false);
    m_diagnostics->setUniformRowHeights(true);
    m_diagnostics->setHeaderLabels({tr("Severity"), tr("Code"), tr("Message"), tr("Where")});
    m_diagnostics->header()->setStretchLastSection(false);
    m_diagnostics->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_diagnosticJson->setAccessibleName(tr("Message with the diagnostic's place marked"));
    m_diagnosticsPage->addWidget(m_diagnostics);
    m_diagnosticsPage->addWidget(m_diagnosticJson);
    m_diagnosticsPage->setStretchFactor(0, 1);
    m_diagnosticsPage->setStretchFactor(1, 2);
    m_diagnosticsPage->setChildrenCollapsible(false);

    m_tabs->addTab(m_json, tr("JSON"));
    m_tabs->addTab(m_rawPage, tr("Raw"));
    m_tabs->addTab(m_diagnosticsPage, tr("Diagnostics"));
    m_http->setAccessibleName(tr("HTTP exchange of the selected row"));
    m_tabs->addTab(m_http, tr("HTTP"));
    m_tabs->setTabToolTip(HttpTab, tr("The HTTP request and response that carried the selected row (servers reached "
                                      "over HTTP); secret header values are redacted"));
    m_tabs->setDocumentMode(true);

    m_diagnosticsTimer->setSingleShot(true);
    m_diagnosticsTimer->setInterval(0);
    connect(m_diagnosticsTimer, &QTimer::timeout, this, [this] {
        m_diagnosticsFilled = false;
        if (m_tabs->currentIndex() == DiagnosticsTab)
            fillDiagnostics();
        else if (m_model && m_model->session() && m_event >= 0) {
            const QList<qsizetype> found = m_model->session()->diagnosticsOf(m_event);
            Severity worst;
            const bool any = m_model->session()->worstSeverityOf(m_event, &worst);
            updateDiagnosticsTabTitle(found.size(), any ? int(worst) : -1);
        }
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, &MessageDetailView::fillTab);
    connect(m_hex, &QCheckBox::toggled, this, [this] {
        m_rawFilled = false;
        fillTab(m_tabs->currentIndex());
    });
    connect(m_diagnostics, &QTreeWidget::currentItemChanged, this, &MessageDetailView::onDiagnosticSelected);
    connect(m_jump, &QToolButton::clicked, this, &MessageDetailView::jumpRequested);
    connect(m_copyJson, &QToolButton::clicked, this, &MessageDetailView::copyJson);
    connect(m_copyRaw, &QToolButton::clicked, this, &MessageDetailView::copyRaw);
    refresh();
}

MessageDetailView::~MessageDetailView() = default;

void MessageDetailView::setTimelineModel(TimelineModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
            connectSession();
            showSessionEvent(-1);
        });
        // A response arriving links the shown request: the jump button appears.
        connect(m_model, &QAbstractItemModel::dataChanged, this,
                [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                    if (m_event >= topLeft.row() && m_event <= bottomRight.row())
                        m_diagnosticsTimer->start();
                    if (m_event >= 0 && m_event < m_model->rowCount()) {
                        const int linked = m_model->linkedRow(int(m_event));
                        if ((linked >= 0) != m_jump->isVisible())
                            refresh();
                    }
                });
    }
    connectSession();
    showSessionEvent(-1);
}

void MessageDetailView::connectSession()
{
    Session *session = m_model ? m_model->session() : nullptr;
    if (session == m_session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (m_session)
        connect(m_session, &Session::diagnosticsAdded, this, &MessageDetailView::onDiagnosticsAdded);
}

void MessageDetailView::showSessionEvent(qsizetype eventIndex)
{
    if (!m_model || !m_model->session() || eventIndex >= m_model->session()->count())
        eventIndex = -1;
    m_event = eventIndex;
    refresh();
}

void MessageDetailView::showRounds(const Session &session)
{
    const Session::RoundPlace place = session.roundPlace(m_event);
    // A task's message (MCP tasks): linked to the tools/call that made the task.
    const qsizetype call = place.count < 2 ? session.taskCall(m_event) : -1;
    m_round->setVisible(place.count > 1 || call >= 0);
    if (call >= 0) {
        m_round->setText(tr("Task of request #%1").arg(call + 1));
        m_round->setToolTip(tr("This message belongs to a task that the tools/call request #%1 made. Choose to go to "
                               "that call or to the answer that made the task.")
                                .arg(call + 1));
        QMenu *menu = m_round->menu();
        menu->clear();
        QAction *go = menu->addAction(tr("The call: request #%1").arg(call + 1));
        connect(go, &QAction::triggered, this, [this, call] { Q_EMIT eventRequested(call); });
        const qsizetype made = session.eventAt(call).linked;
        if (made >= 0) {
            QAction *answer = menu->addAction(tr("The task it made: answer #%1").arg(made + 1));
            connect(answer, &QAction::triggered, this, [this, made] { Q_EMIT eventRequested(made); });
        }
        return;
    }
    if (place.count < 2)
        return;
    m_round->setText(tr("Round %1 of %2").arg(place.number).arg(place.count));
    m_round->setToolTip(tr("This request took %n rounds: the server asked for input, and it was sent again with "
                           "the answers. Choose a round to go to it.",
                           nullptr, place.count));
    QMenu *menu = m_round->menu();
    menu->clear();
    const QList<qsizetype> requests = session.roundRequests(m_event);
    for (qsizetype i = 0; i < requests.size(); ++i) {
        const qsizetype request = requests.at(i);
        const qsizetype response = session.eventAt(request).linked;
        QAction *go = menu->addAction(tr("Round %1: request #%2").arg(i + 1).arg(request + 1));
        connect(go, &QAction::triggered, this, [this, request] { Q_EMIT eventRequested(request); });
        if (response >= 0) {
            QAction *answer = menu->addAction(tr("Round %1: answer #%2").arg(i + 1).arg(response + 1));
            connect(answer, &QAction::triggered, this, [this, response] { Q_EMIT eventRequested(response); });
        }
    }
}

QString MessageDetailView::title() const
{
    return m_title->text();
}

void MessageDetailView::refresh()
{
    m_rawFilled = false;
    m_diagnosticsFilled = false;
    m_httpFilled = false;
    const bool shown = m_event >= 0;
    m_copyJson->setEnabled(shown);
    m_copyRaw->setEnabled(shown);
    if (!shown) {
        m_title->clear();
        m_jump->setVisible(false);
        m_round->setVisible(false);
        m_json->clearContent();
        m_raw->clearContent();
        m_diagnostics->clear();
        m_diagnosticJson->clearContent();
        m_http->clearContent();
        updateDiagnosticsTabTitle(0, -1);
        m_tabs->setTabEnabled(HttpTab, false);
        return;
    }
    const Session *session = m_model->session();
    const SessionEvent &event = session->eventAt(m_event);
    const QLocale locale;

    // Rows still waiting for the model's next flush have no row data yet.
    const bool hasRow = m_event < m_model->rowCount();
    QStringList parts{tr("#%1").arg(m_event + 1)};
    int linked = -1;
    if (hasRow) {
        const int row = int(m_event);
        const QString direction = TimelineModel::directionText(m_model->directionOf(row));
        const QString kind = TimelineModel::kindText(m_model->kindOf(row));
        parts << (direction.isEmpty() ? kind : direction + QLatin1Char(' ') + kind);
        const int method = m_model->methodIdOf(row);
        if (method >= 0)
            parts << m_model->methods().at(method);
        const QString id = m_model->index(row, TimelineModel::IdColumn).data().toString();
        if (!id.isEmpty())
            parts << tr("id %1").arg(id);
        const QString latency = m_model->index(row, TimelineModel::LatencyColumn).data().toString();
        if (!latency.isEmpty())
            parts << tr("answered after %1").arg(latency);
        linked = m_model->linkedRow(row);
    }
    parts << locale.formattedDataSize(rawBytes().size());
    parts << locale.toString(event.wallTime.toLocalTime(), QStringLiteral("HH:mm:ss.zzz"));
    m_title->setText(parts.join(QStringLiteral(" \u00b7 ")));
    m_title->setToolTip(m_title->text());

    m_jump->setVisible(linked >= 0);
    if (linked >= 0) {
        const bool toResponse = linked > m_event;
        m_jump->setText(toResponse ? tr("Go to Response #%1").arg(linked + 1)
                                   : tr("Go to Request #%1").arg(linked + 1));
        m_jump->setToolTip(tr("Select the other half of this request/response pair (Ctrl+J)"));
    }

    showRounds(*session);

    switch (event.type) {
    case SessionEvent::Type::Sent:
    case SessionEvent::Type::Received:
    case SessionEvent::Type::App:
        m_json->showMessage(event.message);
        break;
    case SessionEvent::Type::Stderr:
        m_json->showPlainText(
            utf8::readable(
                QByteArrayView(event.stderrLine).first(qMin(event.stderrLine.size(), JsonView::DisplayLimit)))
                .text,
            tr("A line of the server's error output."));
        break;
    case SessionEvent::Type::Lifecycle:
        m_json->showPlainText(event.text);
        break;
    case SessionEvent::Type::Http:
        m_json->showPlainText(
            event.http ? event.http->text() : QString(),
            tr("An HTTP exchange; authorization, cookies and configured header values are redacted."));
        break;
    }

    Severity worst;
    const bool any = session->worstSeverityOf(m_event, &worst);
    updateDiagnosticsTabTitle(session->diagnosticsOf(m_event).size(), any ? int(worst) : -1);
    m_tabs->setTabEnabled(HttpTab, event.http || event.exchange > 0);
    if (!m_tabs->isTabEnabled(m_tabs->currentIndex()))
        m_tabs->setCurrentIndex(JsonTab);
    fillTab(m_tabs->currentIndex());
}

void MessageDetailView::updateDiagnosticsTabTitle(qsizetype count, int worst)
{
    m_tabs->setTabText(DiagnosticsTab, count > 0 ? tr("Diagnostics (%1)").arg(count) : tr("Diagnostics"));
    m_tabs->setTabIcon(DiagnosticsTab, worst >= 0 ? severityIcon(Severity(worst)) : QIcon());
}

void MessageDetailView::fillTab(int tab)
{
    if (tab == RawTab && !m_rawFilled)
        fillRaw();
    else if (tab == DiagnosticsTab && !m_diagnosticsFilled)
        fillDiagnostics();
    else if (tab == HttpTab && !m_httpFilled)
        fillHttp();
}

void MessageDetailView::fillHttp()
{
    m_httpFilled = true;
    const Session *session = m_model ? m_model->session() : nullptr;
    if (!session || m_event < 0) {
        m_http->clearContent();
        return;
    }
    // An HTTP row is its own exchange; a message names the exchange that carried it, whose
    // rows come before it (the latest row of that exchange says the most).
    const SessionEvent &event = session->eventAt(m_event);
    const HttpExchange *exchange = event.http.data();
    if (!exchange && event.exchange > 0) {
        constexpr qsizetype MaxLookBack = 100000;
        for (qsizetype i = m_event - 1; i >= 0 && i >= m_event - MaxLookBack && !exchange; --i) {
            const SessionEvent &e = session->eventAt(i);
            if (e.http && e.http->id == event.exchange && !e.http->authorization)
                exchange = e.http.data();
        }
    }
    if (!exchange) {
        m_http->showPlainText(QString(), tr("No HTTP exchange is recorded for this row."));
        return;
    }
    m_http->showPlainText(exchange->text(),
                          tr("HTTP exchange %1; authorization, cookies and configured header values are "
                             "redacted.")
                              .arg(exchange->id));
}

void MessageDetailView::fillRaw()
{
    m_rawFilled = true;
    if (m_event < 0) {
        m_raw->clearContent();
        return;
    }
    const QByteArray bytes = rawBytes();
    const QLocale locale;
    QString note = tr("%1 as received.").arg(locale.formattedDataSize(bytes.size()));
    if (m_hex->isChecked()) {
        if (bytes.size() > HexDumpLimit)
            note
                += QLatin1Char(' ') + tr("Only the first %1 are shown.").arg(locale.formattedDataSize(HexDumpLimit, 0));
        m_raw->showPlainText(rawtext::hexDump(QByteArrayView(bytes).first(qMin(bytes.size(), HexDumpLimit))), note);
        return;
    }
    if (bytes.isEmpty()) {
        m_raw->showPlainText(QString(), tr("An empty line."));
        return;
    }
    const bool truncated = bytes.size() > JsonView::DisplayLimit;
    const utf8::ReadableText readable
        = utf8::readable(QByteArrayView(bytes).first(qMin(bytes.size(), JsonView::DisplayLimit)));
    if (readable.invalidBytes > 0)
        note += QLatin1Char(' ')
                + tr("%1 bytes are not valid UTF-8; they are shown as \\xNN, and a backslash written before "
                     "an x is doubled.")
                      .arg(readable.invalidBytes);
    if (truncated)
        note += QLatin1Char(' ')
                + tr("Only the first %1 are shown.").arg(locale.formattedDataSize(JsonView::DisplayLimit, 0));
    m_raw->showPlainText(readable.text, note);
}

void MessageDetailView::fillDiagnostics()
{
    m_diagnosticsFilled = true;
    m_diagnostics->clear();
    m_diagnosticJson->clearContent();
    if (m_event < 0 || !m_model || !m_model->session())
        return;
    const Session *session = m_model->session();
    const QList<qsizetype> found = session->diagnosticsOf(m_event);
    for (const qsizetype i : found) {
        const Diagnostic &d = session->diagnostics().at(i);
        auto *item = new QTreeWidgetItem(m_diagnostics);
        item->setIcon(0, severityIcon(d.severity));
        item->setText(0, TimelineModel::severityText(d.severity));
        item->setText(1, d.code);
        item->setText(2, d.message);
        item->setToolTip(2, d.message);
        item->setText(3, d.pointer.isEmpty() ? tr("the whole message") : d.pointer);
        item->setData(0, PointerRole, d.pointer);
        if (!d.specRef.isEmpty())
            item->setToolTip(1, tr("Specification: %1").arg(d.specRef));
    }
    if (found.isEmpty()) {
        auto *item = new QTreeWidgetItem(m_diagnostics);
        item->setText(2, tr("The validator found nothing to report about this row."));
        item->setFlags(Qt::NoItemFlags);
    }
    m_diagnostics->resizeColumnToContents(0);
    m_diagnostics->resizeColumnToContents(1);
    const SessionEvent &event = session->eventAt(m_event);
    if (event.isMessage())
        m_diagnosticJson->showMessage(event.message);
    if (!found.isEmpty())
        m_diagnostics->setCurrentItem(m_diagnostics->topLevelItem(0));
}

bool MessageDetailView::selectDiagnostic(int row)
{
    if (!m_diagnosticsFilled)
        fillDiagnostics();
    QTreeWidgetItem *item = m_diagnostics->topLevelItem(row);
    if (!item || !(item->flags() & Qt::ItemIsSelectable))
        return false;
    m_diagnostics->setCurrentItem(item);
    onDiagnosticSelected();
    return true;
}

void MessageDetailView::onDiagnosticSelected()
{
    QTreeWidgetItem *item = m_diagnostics->currentItem();
    if (!item || !(item->flags() & Qt::ItemIsSelectable))
        return;
    const QString pointer = item->data(0, PointerRole).toString();
    m_diagnosticJson->highlightPointer(pointer);
    m_json->highlightPointer(pointer);
}

void MessageDetailView::onDiagnosticsAdded(qsizetype first, qsizetype last)
{
    if (m_event < 0 || !m_model || !m_model->session())
        return;
    const Diagnostics &all = m_model->session()->diagnostics();
    for (qsizetype i = first; i <= last && i < all.size(); ++i) {
        if (all.at(i).messageIndex == m_event) {
            m_diagnosticsTimer->start();
            return;
        }
    }
}

QByteArray MessageDetailView::rawBytes() const
{
    if (m_event < 0 || !m_model || !m_model->session())
        return {};
    const SessionEvent &event = m_model->session()->eventAt(m_event);
    switch (event.type) {
    case SessionEvent::Type::Sent:
    case SessionEvent::Type::Received:
    case SessionEvent::Type::App:
        return event.message.raw();
    case SessionEvent::Type::Stderr:
        return event.stderrLine;
    case SessionEvent::Type::Lifecycle:
        return event.text.toUtf8();
    case SessionEvent::Type::Http:
        return event.http ? QJsonDocument(event.http->toJson()).toJson(QJsonDocument::Indented) : QByteArray();
    }
    return {};
}

QString MessageDetailView::jsonText() const
{
    if (m_event < 0 || !m_model || !m_model->session())
        return {};
    const SessionEvent &event = m_model->session()->eventAt(m_event);
    if (!event.hasMessage())
        return event.type == SessionEvent::Type::Stderr               ? QString::fromUtf8(event.stderrLine)
               : event.type == SessionEvent::Type::Http && event.http ? event.http->text()
                                                                      : event.text;
    const Message &message = event.message;
    if (message.isValidJson()) {
        QByteArray pretty = jsontext::reindent(message.raw(), 2);
        if (pretty.endsWith('\n'))
            pretty.chop(1);
        return QString::fromUtf8(pretty);
    }
    return QString::fromUtf8(message.raw());
}

void MessageDetailView::copyJson()
{
    if (m_event >= 0)
        QApplication::clipboard()->setText(jsonText());
}

void MessageDetailView::copyRaw()
{
    if (m_event < 0)
        return;
    const QByteArray bytes = rawBytes();
    auto *mime = new QMimeData;
    mime->setText(QString::fromUtf8(bytes));
    mime->setData(QStringLiteral("application/octet-stream"), bytes);
    QApplication::clipboard()->setMimeData(mime);
}

} // namespace mcpscope
