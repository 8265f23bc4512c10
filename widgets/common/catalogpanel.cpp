// SPDX-License-Identifier: MIT
#include "widgets/common/catalogpanel.h"

#include "widgets/common/contrast.h"
#include "widgets/common/freshnesslabel.h"

#include "mcp/mcpclient.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace mcpscope {

CatalogPanel::CatalogPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_pages = new QStackedWidget(this);
    outer->addWidget(m_pages);
    m_hintLabel = new QLabel(this);
    m_hintLabel->setAlignment(Qt::AlignCenter);
    m_hintLabel->setWordWrap(true);
    m_hintLabel->setTextFormat(Qt::PlainText);
    contrast::setMutedText(m_hintLabel);
    m_pages->addWidget(m_hintLabel);
}

CatalogPanel::~CatalogPanel() = default;

QLabel *CatalogPanel::plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QSplitter *CatalogPanel::addContentPage(const QString &offlineText, const QString &splitterName)
{
    auto *content = new QWidget(this);
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(4, 4, 4, 4);
    m_offline = plainLabel(content);
    m_offline->setText(offlineText);
    m_offline->setVisible(false);
    contentLayout->addWidget(m_offline);
    auto *splitter = new QSplitter(Qt::Horizontal, content);
    splitter->setObjectName(splitterName);
    splitter->setChildrenCollapsible(false);
    contentLayout->addWidget(splitter, 1);
    m_pages->addWidget(content);
    return splitter;
}

QHBoxLayout *CatalogPanel::makeSearchRow(QWidget *parent, const QString &placeholder, const QString &accessibleName,
                                         const QString &refreshText, const QString &refreshToolTip)
{
    auto *searchRow = new QHBoxLayout;
    m_search = new QLineEdit(parent);
    m_search->setPlaceholderText(placeholder);
    m_search->setAccessibleName(accessibleName);
    m_search->setClearButtonEnabled(true);
    m_refreshButton = new QPushButton(refreshText, parent);
    m_refreshButton->setToolTip(refreshToolTip);
    searchRow->addWidget(m_search, 1);
    searchRow->addWidget(m_refreshButton);
    m_freshness = new FreshnessLabel(parent);
    return searchRow;
}

void CatalogPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (isLive())
        refreshIfStale();
}

void CatalogPanel::setClient(McpClient *client)
{
    if (m_client)
        disconnect(m_client, nullptr, this, nullptr);
    m_client = client;
    m_everOffered = false;
    attachClient(client);
    if (m_client) {
        connect(m_client, &McpClient::stateChanged, this, [this](McpClient::State state) {
            if (state == McpClient::State::Starting) {
                m_everOffered = false;
                m_listChanged->setVisible(false);
                clearShown();
            }
        });
    }
    updateAvailability();
}

void CatalogPanel::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    updateAvailability();
}

bool CatalogPanel::isLive() const
{
    return !m_readOnly && isOffered();
}

void CatalogPanel::updateAvailability()
{
    const bool ready = m_client && m_client->state() == McpClient::State::Ready;
    if (ready && isOffered())
        m_everOffered = true;
    bool available = true;
    QString hint;
    if (m_readOnly) {
        available = false;
        hint = readOnlyHint();
    } else if (ready && !isOffered()) {
        available = false;
        hint = notOfferedHint();
    } else if (!m_everOffered) {
        hint = connectHint();
    }
    m_hintLabel->setText(hint);
    m_pages->setCurrentIndex(m_everOffered && !m_readOnly ? 1 : 0);
    m_offline->setVisible(m_everOffered && !ready);
    updateButtons();
    if (available != m_available || hint != m_hint) {
        m_available = available;
        m_hint = hint;
        Q_EMIT availabilityChanged(available, hint);
    }
}

} // namespace mcpscope
