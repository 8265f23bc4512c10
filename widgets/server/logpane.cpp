// SPDX-License-Identifier: MIT
#include "widgets/server/logpane.h"

#include "mcp/logfiltermodel.h"
#include "mcp/logginglevel.h"
#include "mcp/logmodel.h"
#include "mcp/mcpclient.h"
#include "widgets/server/logdisplaymodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

namespace mcpscope {

LogPane::LogPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new LogModel(this))
    , m_filter(new LogFilterModel(this))
    , m_display(new LogDisplayModel(this))
    , m_view(new QTableView(this))
    , m_requestLevel(new QComboBox(this))
    , m_showLevel(new QComboBox(this))
    , m_clear(new QPushButton(tr("C&lear"), this))
    , m_status(new QLabel(this))
{
    m_filter->setSourceModel(m_model);
    m_display->setSourceModel(m_filter);

    m_view->setObjectName(QStringLiteral("logView"));
    m_view->setAccessibleName(tr("Server log"));
    m_view->setModel(m_display);
    // A table, not a tree: QTreeView lays out every row again on each insertion, which makes a
    // flood of log lines quadratic (the timeline is a table for the same reason).
    QHeaderView *rows = m_view->verticalHeader();
    rows->setSectionResizeMode(QHeaderView::Fixed);
    rows->setMinimumSectionSize(m_view->fontMetrics().height() + 2);
    rows->setDefaultSectionSize(m_view->fontMetrics().height() + 2);
    rows->hide();
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_view->setCornerButtonEnabled(false);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->setColumnWidth(LogModel::TimeColumn, 100);
    m_view->setColumnWidth(LogModel::LevelColumn, 130);
    m_view->setColumnWidth(LogModel::LoggerColumn, 130);

    for (int level = 0; level < LoggingLevel::Count; ++level) {
        const QString name = LoggingLevel::displayName(LoggingLevel::Level(level));
        m_requestLevel->addItem(level == 0 ? tr("%1 (everything)").arg(name) : tr("%1 and worse").arg(name), level);
        m_showLevel->addItem(level == 0 ? tr("All levels") : tr("%1 and worse").arg(name), level);
    }
    m_requestLevel->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_showLevel->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_requestLevel->setObjectName(QStringLiteral("logLevelRequest"));
    m_requestLevel->setAccessibleName(tr("Level the server sends"));
    m_requestLevel->setCurrentIndex(-1);
    m_requestLevel->setPlaceholderText(tr("Server's choice"));
    m_showLevel->setObjectName(QStringLiteral("logLevelFilter"));
    m_showLevel->setAccessibleName(tr("Levels shown"));
    m_clear->setObjectName(QStringLiteral("clearLog"));
    m_clear->setToolTip(tr("Empty this list (the session keeps the messages)"));
    m_status->setObjectName(QStringLiteral("logStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    auto *sendLabel = new QLabel(tr("Server se&nds:"), this);
    sendLabel->setBuddy(m_requestLevel);
    auto *showLabel = new QLabel(tr("Sho&w:"), this);
    showLabel->setBuddy(m_showLevel);
    auto *bar = new QHBoxLayout;
    bar->addWidget(sendLabel);
    bar->addWidget(m_requestLevel);
    bar->addSpacing(12);
    bar->addWidget(showLabel);
    bar->addWidget(m_showLevel);
    bar->addWidget(m_clear);
    bar->addWidget(m_status, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    // Reading order: the bar above the log, then the log (it was created first).
    setTabOrder({m_requestLevel, m_showLevel, m_clear, m_view});

    connect(m_requestLevel, &QComboBox::activated, this,
            [this](int row) { requestLevel(m_requestLevel->itemData(row).toInt()); });
    connect(m_showLevel, &QComboBox::activated, this,
            [this](int row) { setMinimumShownLevel(m_showLevel->itemData(row).toInt()); });
    connect(m_clear, &QPushButton::clicked, m_model, &LogModel::clear);
    // Keep the newest message in sight while the view is scrolled to the bottom.
    connect(m_display, &QAbstractItemModel::rowsAboutToBeInserted, this, [this] {
        QScrollBar *bar = m_view->verticalScrollBar();
        m_view->setProperty("follow", bar->value() >= bar->maximum());
    });
    connect(m_display, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_view->property("follow").toBool())
            m_view->scrollToBottom();
    });
    updateState();
}

void LogPane::setSession(Session *session)
{
    m_model->setSession(session);
}

void LogPane::setClient(McpClient *client)
{
    if (m_client)
        disconnect(m_client, nullptr, this, nullptr);
    m_client = client;
    if (client)
        connect(client, &McpClient::stateChanged, this, &LogPane::updateState);
    updateState();
}

void LogPane::requestLevel(int level)
{
    if (!m_client || level < 0 || level >= LoggingLevel::Count || !m_requestLevel->isEnabled())
        return;
    m_requestLevel->setCurrentIndex(m_requestLevel->findData(level));
    const QString name = LoggingLevel::displayName(LoggingLevel::Level(level));
    if (m_client->isModern()) {
        // MCP 2026-07-28: no logging/setLevel; every later request carries the level.
        m_client->setLogLevel(LoggingLevel::name(LoggingLevel::Level(level)));
        m_status->setText(tr("Every request now asks for %1 and worse (io.modelcontextprotocol/logLevel).").arg(name));
        m_status->setToolTip(m_status->text());
        Q_EMIT levelChanged(level);
        return;
    }
    m_status->setText(tr("Asking the server…"));
    LoggingLevel::setLevel(m_client, LoggingLevel::Level(level), this, [this, level, name](const Reply &reply) {
        if (reply.ok()) {
            m_status->setText(tr("The server agreed."));
            m_requestLevel->setToolTip(level == 0 ? tr("The server sends everything.")
                                                  : tr("The server sends %1 and worse.").arg(name));
            Q_EMIT levelChanged(level);
        } else {
            m_status->setText(tr("The server did not change its level: %1").arg(reply.errorMessage.left(200)));
        }
        m_status->setToolTip(m_status->text());
    });
}

void LogPane::setMinimumShownLevel(int level)
{
    m_showLevel->setCurrentIndex(m_showLevel->findData(level));
    m_filter->setMinimumLevel(level);
}

QString LogPane::statusText() const
{
    return m_status->text();
}

void LogPane::updateState()
{
    const bool ready = m_client && m_client->state() == McpClient::State::Ready;
    const bool offered = ready && LoggingLevel::serverSupportsLogging(m_client->serverCapabilities());
    m_requestLevel->setEnabled(offered);
    if (!ready) {
        m_requestLevel->setToolTip(tr("Connect to a server to choose what it logs"));
        m_requestLevel->setCurrentIndex(-1);
    } else if (!offered) {
        m_requestLevel->setToolTip(tr("This server does not offer logging (no \"logging\" capability)"));
    } else if (m_client->isModern()) {
        m_requestLevel->setToolTip(
            tr("Send this level with every request: the server logs what it does for that request "
               "at this level and worse (MCP 2026-07-28 has no logging/setLevel)"));
    } else {
        m_requestLevel->setToolTip(tr("Ask the server to send log messages of this level and worse"));
    }
}

} // namespace mcpscope
