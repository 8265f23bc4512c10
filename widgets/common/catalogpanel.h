// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSplitter;
class QStackedWidget;

namespace mcpscope {

class FreshnessLabel;
class McpClient;

/// What the Prompts and Resources tabs share: following a client, a read-only mode for saved
/// sessions, and the page that says in plain words why there is nothing to show (the words
/// come from the subclass).
class CatalogPanel : public QWidget
{
    Q_OBJECT
public:
    explicit CatalogPanel(QWidget *parent = nullptr);
    ~CatalogPanel() override;

    /// Follows @p client (not owned).
    void setClient(McpClient *client);
    /// The window shows a saved session: nothing can be asked or read.
    void setReadOnly(bool readOnly);

    /// False when the tab has nothing to offer (no capability, a file shown read-only);
    /// availabilityHint() says why in plain words.
    bool isAvailable() const { return m_available; }
    QString availabilityHint() const { return m_hint; }

    QLabel *listChangedIndicator() const { return m_listChanged; }
    QLabel *hintLabel() const { return m_hintLabel; }

Q_SIGNALS:
    /// isAvailable() or availabilityHint() changed.
    void availabilityChanged(bool available, const QString &hint);

protected:
    /// The catalog follows the server's capability.
    virtual bool isOffered() const = 0;
    /// Hands @p client to the catalog and its helpers.
    virtual void attachClient(McpClient *client) = 0;
    /// A new connection starts: forget what was shown.
    virtual void clearShown() = 0;
    virtual void updateButtons() = 0;
    /// The hint for a saved session, for a server without the capability, and before connecting.
    virtual QString readOnlyHint() const = 0;
    virtual QString notOfferedHint() const = 0;
    virtual QString connectHint() const = 0;

    /// Adds the content page (second in m_pages): m_offline saying @p offlineText above a
    /// horizontal splitter named @p splitterName, which is returned for the subclass to fill.
    QSplitter *addContentPage(const QString &offlineText, const QString &splitterName);
    /// A row of m_search and m_refreshButton in @p parent, with the subclass's words.
    QHBoxLayout *makeSearchRow(QWidget *parent, const QString &placeholder, const QString &accessibleName,
                               const QString &refreshText, const QString &refreshToolTip);
    /// The list is shown again: a modern server's stale list is read again (its caching hint).
    virtual void refreshIfStale() = 0;
    void showEvent(QShowEvent *event) override;
    /// A selectable, word-wrapped plain-text label.
    static QLabel *plainLabel(QWidget *parent);

    /// Shows the hint page or the content page.
    void updateAvailability();
    bool isLive() const;

    QPointer<McpClient> m_client;
    QStackedWidget *m_pages;
    QLabel *m_hintLabel;
    QLabel *m_offline = nullptr;
    QLineEdit *m_search = nullptr;
    QPushButton *m_refreshButton = nullptr;
    QLabel *m_listChanged = nullptr;       ///< made by the subclass
    FreshnessLabel *m_freshness = nullptr; ///< made by makeSearchRow(), placed by the subclass
    bool m_readOnly = false;
    bool m_everOffered = false;

private:
    bool m_available = true;
    QString m_hint;
};

} // namespace mcpscope
