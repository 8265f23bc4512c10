// SPDX-License-Identifier: MIT
#pragma once

#include "widgets/common/catalogpanel.h"

class QLabel;
class QLineEdit;
class QModelIndex;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTreeView;

namespace mcpscope {

class ArgumentForm;
class CompletionRequester;
class JsonView;
class PromptCatalog;
class PromptMessagesView;
struct Reply;

/// The Prompts tab: the server's prompts with a search, a form for the selected prompt's
/// arguments (required ones marked, the server's suggestions while typing), and the
/// messages prompts/get returns, rendered by role, with the raw answer beside them.
class PromptsPanel : public CatalogPanel
{
    Q_OBJECT
public:
    explicit PromptsPanel(QWidget *parent = nullptr);
    ~PromptsPanel() override;

    PromptCatalog *catalog() const { return m_catalog; }
    CompletionRequester *completionRequester() const { return m_completion; }
    // Tests find the parts by objectName: "promptsSearch", "promptsList", "promptArguments",
    // "promptGet", "promptResultTabs", "promptMessages", "promptRawAnswer".
    QString currentPrompt() const { return m_selected; }

    /// Selects prompt @p name (false when it is not listed).
    bool selectPrompt(const QString &name);
    /// prompts/get of the selected prompt with the form's arguments.
    void get();

Q_SIGNALS:
    /// A get finished.
    void getFinished(const QString &name, bool ok);
    /// A resource link in the messages was clicked.
    void resourceLinkActivated(const QString &uri);

private:
    void updateCount();
    bool isOffered() const override;
    void attachClient(McpClient *client) override;
    void clearShown() override;
    void updateButtons() override;
    QString readOnlyHint() const override;
    QString notOfferedHint() const override;
    QString connectHint() const override;
    void onRefreshed();
    void refreshIfStale() override;
    void onCurrent(const QModelIndex &index);
    void onGet(const QString &name, const Reply &reply);

    PromptCatalog *m_catalog;
    CompletionRequester *m_completion;
    QSortFilterProxyModel *m_filter;
    QLabel *m_count;
    QTreeView *m_view;
    QLabel *m_listStatus;
    QLabel *m_title;
    QLabel *m_description;
    ArgumentForm *m_form;
    QLabel *m_missing;
    QPushButton *m_getButton;
    QLabel *m_status;
    QTabWidget *m_resultTabs;
    PromptMessagesView *m_messages;
    JsonView *m_raw;

    QString m_selected;
    quint64 m_getSequence = 0;
};

} // namespace mcpscope
