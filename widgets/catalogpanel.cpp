// SPDX-License-Identifier: MIT
#include "catalogpanel.h"

#include "mcp/mcpclient.h"

#include <QLabel>
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
    m_hintLabel->setForegroundRole(QPalette::PlaceholderText);
    m_pages->addWidget(m_hintLabel);
}

CatalogPanel::~CatalogPanel() = default;

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
