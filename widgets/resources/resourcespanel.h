// SPDX-License-Identifier: MIT
#pragma once

#include "widgets/common/catalogpanel.h"

class QBoxLayout;
class QLabel;
class QLayout;
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
class ResourceCatalog;
class ResourcePreview;
struct Reply;

/// The Resources tab: the server's resources and resource templates with a search, a form
/// for a template's variables (with the server's suggestions), reading with a preview that
/// suits the content, the raw answer, and subscriptions with an "updated" badge.
class ResourcesPanel : public CatalogPanel
{
    Q_OBJECT
public:
    explicit ResourcesPanel(QWidget *parent = nullptr);
    ~ResourcesPanel() override;

    ResourceCatalog *catalog() const { return m_catalog; }
    CompletionRequester *completionRequester() const { return m_completion; }
    // Tests find the parts by objectName: "resourcesSearch", "resourcesListTabs",
    // "resourcesList", "resourceTemplatesList", "resourceTemplateForm", "resourcesRead",
    // "resourcesSubscribe", "updatedBadge", "resourcePreview", "resourceRawJson".
    /// The URI that Read reads (a template's with its variables filled in).
    QString currentUri() const;
    /// The URI whose content is shown.
    QString shownUri() const { return m_shownUri; }

    /// Selects the resource @p uri in the list (false when it is not there).
    bool selectResource(const QString &uri);
    /// Selects the template @p uriTemplate (false when it is not there).
    bool selectTemplate(const QString &uriTemplate);
    /// Reads currentUri().
    void read();

public Q_SLOTS:
    /// Selects @p uri when it is listed, and reads it (listed or not).
    void showResource(const QString &uri);

Q_SIGNALS:
    /// A read finished.
    void readFinished(const QString &uri, bool ok);

private:
    enum class Mode { None, Resource, Template, Uri };

    // The constructor's sections.
    void buildFilters();
    QWidget *buildLists(QWidget *splitter);
    QWidget *buildSelection(QWidget *splitter);
    void buildDetails(QWidget *right, QBoxLayout *rightLayout);
    QWidget *buildTemplateForm(QWidget *right);
    QLayout *buildActions(QWidget *right);
    QWidget *buildResultTabs(QWidget *right);
    void followCatalog();

    void updateCounts();
    bool isOffered() const override;
    void attachClient(McpClient *client) override;
    void clearShown() override;
    void updateButtons() override;
    QString readOnlyHint() const override;
    QString notOfferedHint() const override;
    QString connectHint() const override;
    void updateExpanded();
    void onRefreshed();
    void refreshIfStale() override;
    void onResourceCurrent(const QModelIndex &index);
    void onTemplateCurrent(const QModelIndex &index);
    void showDetails(const QString &title, const QString &uri, const QString &description, const QString &meta);
    void onRead(const QString &uri, const Reply &reply);
    static constexpr qsizetype MaxDescriptionLength = 400;

    ResourceCatalog *m_catalog;
    CompletionRequester *m_completion;
    QSortFilterProxyModel *m_resourceFilter;
    QSortFilterProxyModel *m_templateFilter;
    QTabWidget *m_listTabs;
    QTreeView *m_resourceView;
    QTreeView *m_templateView;
    QLabel *m_listStatus;
    QLabel *m_title;
    QLabel *m_uri;
    QLabel *m_description;
    QLabel *m_meta;
    QWidget *m_templateBox;
    ArgumentForm *m_form;
    QLabel *m_expanded;
    QPushButton *m_readButton;
    QPushButton *m_subscribeButton;
    QLabel *m_updatedBadge;
    QLabel *m_actionStatus;
    QTabWidget *m_resultTabs;
    ResourcePreview *m_preview;
    JsonView *m_raw;

    Mode m_mode = Mode::None;
    QString m_selectedKey; ///< uri or uriTemplate of the selected row
    QString m_adHocUri;    ///< Mode::Uri
    QString m_shownUri;
    quint64 m_readSequence = 0;
};

} // namespace mcpscope
