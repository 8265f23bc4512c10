// SPDX-License-Identifier: MIT
#include "widgets/resources/resourcespanel.h"
#include "widgets/common/contrast.h"
#include "widgets/common/scaledfont.h"

#include "content/resourcecontent.h"
#include "mcp/completionrequester.h"
#include "mcp/mcpclient.h"
#include "resources/resourcecatalog.h"
#include "resources/resourcelistmodel.h"
#include "resources/resourcetemplatemodel.h"
#include "resources/uritemplate.h"
#include "widgets/common/featuredisplaymodel.h"
#include "widgets/common/freshnesslabel.h"
#include "widgets/common/noticelabel.h"
#include "widgets/forms/argumentform.h"
#include "widgets/json/jsonview.h"
#include "widgets/resources/resourcedisplaymodel.h"
#include "widgets/resources/resourcepreview.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTime>
#include <QTreeView>
#include <QVBoxLayout>

namespace mcpscope {

namespace {

QString cut(const QString &text, qsizetype max)
{
    return text.size() > max ? text.left(max) + QChar(0x2026) : text;
}

QTreeView *makeListView(QWidget *parent, const QString &name)
{
    auto *view = new QTreeView(parent);
    view->setAccessibleName(name);
    view->setRootIsDecorated(false);
    view->setUniformRowHeights(true);
    view->setAlternatingRowColors(true);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSortingEnabled(false);
    view->setTextElideMode(Qt::ElideMiddle);
    return view;
}

QSortFilterProxyModel *makeFilter(QObject *parent, QAbstractItemModel *source)
{
    auto *filter = new QSortFilterProxyModel(parent);
    filter->setSourceModel(source);
    filter->setFilterRole(FeatureListModel::SearchTextRole);
    filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    filter->setFilterKeyColumn(0);
    return filter;
}

} // namespace

ResourcesPanel::ResourcesPanel(QWidget *parent)
    : CatalogPanel(parent)
    , m_catalog(new ResourceCatalog(this))
    , m_completion(new CompletionRequester(this))
{
    setAccessibleName(tr("Resources"));
    buildFilters();
    auto *splitter
        = addContentPage(tr("Not connected: the lists are those of the last connection; nothing can be read."),
                         QStringLiteral("resourcesSplitter"));
    splitter->addWidget(buildLists(splitter));
    splitter->addWidget(buildSelection(splitter));
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    const int ch = fontMetrics().averageCharWidth();
    splitter->setSizes({ch * 76, ch * 90});
    followCatalog();

    showDetails(tr("No resource selected"), QString(), tr("Choose a resource or a template on the left."), QString());
    updateAvailability();
    updateCounts();
}

ResourcesPanel::~ResourcesPanel() = default;

// The lists show the catalog through a display model (icons, tooltips) and the search.
void ResourcesPanel::buildFilters()
{
    auto *display = new ResourceDisplayModel(this);
    display->setSourceModel(m_catalog->resources());
    m_resourceFilter = makeFilter(this, display);
    auto *templateDisplay = new FeatureDisplayModel(this);
    templateDisplay->setSourceModel(m_catalog->templates());
    m_templateFilter = makeFilter(this, templateDisplay);
}

// Left: search, the two lists, the list's state.
QWidget *ResourcesPanel::buildLists(QWidget *splitter)
{
    auto *left = new QWidget(splitter);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(makeSearchRow(left, tr("Search names, URIs and descriptions"), tr("Search resources"),
                                        tr("Refresh"), tr("Ask the server for its resources and templates again")));
    m_search->setObjectName(QStringLiteral("resourcesSearch"));
    leftLayout->addWidget(m_freshness);
    m_listTabs = new QTabWidget(left);
    m_listTabs->setDocumentMode(true);
    m_resourceView = makeListView(left, tr("Resources"));
    m_resourceView->setModel(m_resourceFilter);
    m_templateView = makeListView(left, tr("Resource templates"));
    m_templateView->setModel(m_templateFilter);
    m_listTabs->setObjectName(QStringLiteral("resourcesListTabs"));
    m_resourceView->setObjectName(QStringLiteral("resourcesList"));
    m_templateView->setObjectName(QStringLiteral("resourceTemplatesList"));
    const int ch = fontMetrics().averageCharWidth();
    m_resourceView->header()->resizeSection(ResourceListModel::NameColumn, ch * 22);
    m_resourceView->header()->resizeSection(ResourceListModel::UriColumn, ch * 26);
    m_resourceView->header()->resizeSection(ResourceListModel::MimeTypeColumn, ch * 17);
    m_templateView->header()->resizeSection(ResourceTemplateModel::NameColumn, fontMetrics().averageCharWidth() * 20);
    m_templateView->header()->resizeSection(ResourceTemplateModel::TemplateColumn,
                                            fontMetrics().averageCharWidth() * 30);
    m_listTabs->addTab(m_resourceView, tr("Resources"));
    m_listTabs->addTab(m_templateView, tr("Templates"));
    leftLayout->addWidget(m_listTabs, 1);
    m_listChanged = new NoticeLabel(left);
    m_listChanged->setObjectName(QStringLiteral("listChangedIndicator"));
    m_listChanged->setVisible(false);
    leftLayout->addWidget(m_listChanged);
    m_listStatus = plainLabel(left);
    m_listStatus->setVisible(false);
    leftLayout->addWidget(m_listStatus);

    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_resourceFilter->setFilterFixedString(text);
        m_templateFilter->setFilterFixedString(text);
        updateCounts();
    });
    connect(m_refreshButton, &QPushButton::clicked, m_catalog, &ResourceCatalog::refresh);
    connect(m_resourceView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { onResourceCurrent(current); });
    connect(m_templateView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { onTemplateCurrent(current); });
    connect(m_resourceView, &QTreeView::activated, this, [this](const QModelIndex &index) {
        onResourceCurrent(index);
        read();
    });
    return left;
}

// Right: what is selected, the template form, actions, the content.
QWidget *ResourcesPanel::buildSelection(QWidget *splitter)
{
    auto *right = new QWidget(splitter);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    buildDetails(right, rightLayout);
    rightLayout->addWidget(buildTemplateForm(right));
    rightLayout->addLayout(buildActions(right));
    rightLayout->addWidget(buildResultTabs(right), 1);
    return right;
}

// The selected resource or template: its title, URI, description and what else is known.
void ResourcesPanel::buildDetails(QWidget *right, QBoxLayout *rightLayout)
{
    m_title = plainLabel(right);
    QFont bold = m_title->font();
    bold.setBold(true);
    bold = scaledFont(bold, 1.15);
    m_title->setFont(bold);
    m_uri = plainLabel(right);
    m_uri->setAccessibleName(tr("Resource URI"));
    m_description = plainLabel(right);
    m_meta = plainLabel(right);
    contrast::setMutedText(m_meta);
    rightLayout->addWidget(m_title);
    rightLayout->addWidget(m_uri);
    rightLayout->addWidget(m_description);
    rightLayout->addWidget(m_meta);
}

// A template's variables, and the URI they make.
QWidget *ResourcesPanel::buildTemplateForm(QWidget *right)
{
    m_templateBox = new QWidget(right);
    auto *templateLayout = new QVBoxLayout(m_templateBox);
    templateLayout->setContentsMargins(0, 4, 0, 4);
    m_form = new ArgumentForm(m_templateBox);
    m_form->setCompletionRequester(m_completion);
    m_expanded = plainLabel(m_templateBox);
    m_expanded->setAccessibleName(tr("URI to read"));
    templateLayout->addWidget(m_form);
    templateLayout->addWidget(m_expanded);
    m_templateBox->setVisible(false);
    m_form->setObjectName(QStringLiteral("resourceTemplateForm"));

    connect(m_form, &ArgumentForm::valuesChanged, this, &ResourcesPanel::updateExpanded);
    connect(m_form, &ArgumentForm::submitted, this, &ResourcesPanel::read);
    return m_templateBox;
}

// Read, Subscribe, the "updated" badge, and what the last action did.
QLayout *ResourcesPanel::buildActions(QWidget *right)
{
    auto *actions = new QHBoxLayout;
    m_readButton = new QPushButton(tr("Read"), right);
    m_readButton->setToolTip(tr("Ask the server for the content (resources/read)"));
    m_subscribeButton = new QPushButton(tr("Subscribe"), right);
    m_subscribeButton->setToolTip(tr("Ask the server to tell when this resource changes (resources/subscribe)"));
    m_updatedBadge = new NoticeLabel(right);
    m_updatedBadge->setObjectName(QStringLiteral("updatedBadge"));
    m_updatedBadge->setWordWrap(false);
    m_updatedBadge->setText(tr("\u25cf Updated by the server: re-read to see the change"));
    m_updatedBadge->setVisible(false);
    m_actionStatus = plainLabel(right);
    actions->addWidget(m_readButton);
    actions->addWidget(m_subscribeButton);
    actions->addWidget(m_updatedBadge);
    actions->addWidget(m_actionStatus, 1);
    m_readButton->setObjectName(QStringLiteral("resourcesRead"));
    m_subscribeButton->setObjectName(QStringLiteral("resourcesSubscribe"));

    connect(m_readButton, &QPushButton::clicked, this, &ResourcesPanel::read);
    connect(m_subscribeButton, &QPushButton::clicked, this, [this] {
        const QString uri = currentUri();
        if (uri.isEmpty())
            return;
        m_actionStatus->clear();
        if (m_catalog->isSubscribed(uri))
            m_catalog->unsubscribe(uri);
        else
            m_catalog->subscribe(uri);
    });
    return actions;
}

// The content read: as a preview that suits it, and as the server sent it.
QWidget *ResourcesPanel::buildResultTabs(QWidget *right)
{
    m_resultTabs = new QTabWidget(right);
    m_resultTabs->setDocumentMode(true);
    m_preview = new ResourcePreview(right);
    m_raw = new JsonView(right);
    m_raw->setPlaceholderText(tr("The server's answer to the last read shows here."));
    m_resultTabs->addTab(m_preview, tr("Preview"));
    m_resultTabs->addTab(m_raw, tr("Raw JSON"));
    m_preview->setObjectName(QStringLiteral("resourcePreview"));
    m_raw->setObjectName(QStringLiteral("resourceRawJson"));
    return m_resultTabs;
}

void ResourcesPanel::followCatalog()
{
    connect(m_catalog, &ResourceCatalog::availabilityChanged, this, &ResourcesPanel::updateAvailability);
    connect(m_catalog, &ResourceCatalog::refreshed, this, &ResourcesPanel::onRefreshed);
    connect(m_catalog, &ResourceCatalog::listChanged, this, [this] {
        m_listChanged->setText(tr("\u25cf The server changed its list of resources at %1; it was read again.")
                                   .arg(QLocale().toString(QTime::currentTime(), QLocale::LongFormat)));
        m_listChanged->setVisible(true);
    });
    connect(m_catalog, &ResourceCatalog::resourceUpdated, this, [this](const QString &) { updateButtons(); });
    connect(m_catalog, &ResourceCatalog::subscriptionChanged, this, [this](const QString &uri, bool on) {
        m_actionStatus->setText(on ? tr("Subscribed to %1.").arg(cut(uri, 120))
                                   : tr("Unsubscribed from %1.").arg(cut(uri, 120)));
        updateButtons();
    });
    connect(m_catalog, &ResourceCatalog::subscriptionFailed, this, [this](const QString &uri, const QString &reason) {
        m_actionStatus->setText(
            tr("The server refused the subscription change for %1: %2").arg(cut(uri, 120), cut(reason, 300)));
        updateButtons();
    });
    connect(m_catalog->resources(), &QAbstractItemModel::dataChanged, this, &ResourcesPanel::updateButtons);
}

bool ResourcesPanel::isOffered() const
{
    return m_catalog->isOffered();
}

void ResourcesPanel::attachClient(McpClient *client)
{
    m_completion->setClient(client);
    m_catalog->setClient(client);
}

void ResourcesPanel::clearShown()
{
    m_shownUri.clear();
    m_preview->clearContent();
    m_raw->clearContent();
}

QString ResourcesPanel::readOnlyHint() const
{
    return tr("This window shows a saved session. Resources can only be read from a running server.");
}

QString ResourcesPanel::notOfferedHint() const
{
    return tr("This server does not offer resources (it did not declare the \"resources\" capability).");
}

QString ResourcesPanel::connectHint() const
{
    return tr("Connect to a server to see its resources.");
}

void ResourcesPanel::updateCounts()
{
    const auto title = [](const QString &name, int shown, int total) {
        return shown == total ? tr("%1 (%2)").arg(name).arg(total)
                              : tr("%1 (%2 of %3)").arg(name).arg(shown).arg(total);
    };
    m_listTabs->setTabText(0, title(tr("Resources"), m_resourceFilter->rowCount(), m_catalog->resources()->rowCount()));
    m_listTabs->setTabText(1, title(tr("Templates"), m_templateFilter->rowCount(), m_catalog->templates()->rowCount()));
}

void ResourcesPanel::refreshIfStale()
{
    m_catalog->refreshIfStale();
}

void ResourcesPanel::onRefreshed()
{
    updateCounts();
    m_freshness->setHint(m_catalog->cacheHint());
    const QString error = m_catalog->errorText();
    m_listStatus->setText(error);
    m_listStatus->setVisible(!error.isEmpty());
    // The lists were replaced: select again what was selected (a URI read by itself may be
    // listed now).
    if (m_mode == Mode::Uri)
        selectResource(m_adHocUri);
    else if (m_mode == Mode::Resource)
        selectResource(m_selectedKey);
    else if (m_mode == Mode::Template)
        selectTemplate(m_selectedKey);
    updateButtons();
}

QString ResourcesPanel::currentUri() const
{
    switch (m_mode) {
    case Mode::Resource:
        return m_selectedKey;
    case Mode::Uri:
        return m_adHocUri;
    case Mode::Template: {
        const UriTemplate tpl(m_selectedKey);
        if (!tpl.isValid())
            return {};
        const QHash<QString, QString> values = m_form->valueHash();
        for (const QString &variable : tpl.variables()) {
            if (!tpl.isOptional(variable) && values.value(variable).isEmpty())
                return {};
        }
        QHash<QString, QString> defined;
        for (auto it = values.begin(); it != values.end(); ++it) {
            if (!it.value().isEmpty())
                defined.insert(it.key(), it.value());
        }
        return tpl.expand(defined);
    }
    case Mode::None:
        break;
    }
    return {};
}

void ResourcesPanel::showDetails(const QString &title, const QString &uri, const QString &description,
                                 const QString &meta)
{
    // Server texts can be endless: a few lines here, more in the tooltip, all in Raw JSON.
    m_title->setText(cut(title, 150));
    m_uri->setText(cut(uri, 300));
    m_uri->setToolTip(uri.size() > 300 ? FeatureDisplayModel::toolTipText(uri) : QString());
    m_uri->setVisible(!uri.isEmpty());
    m_description->setText(cut(description, MaxDescriptionLength));
    m_description->setToolTip(description.size() > MaxDescriptionLength ? FeatureDisplayModel::toolTipText(description)
                                                                        : QString());
    m_description->setVisible(!description.isEmpty());
    m_meta->setText(meta);
    m_meta->setVisible(!meta.isEmpty());
}

void ResourcesPanel::onResourceCurrent(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const QJsonObject item = index.data(FeatureListModel::ObjectRole).toJsonObject();
    m_mode = Mode::Resource;
    m_selectedKey = item.value(QLatin1String("uri")).toString();
    m_templateBox->setVisible(false);
    m_completion->cancel();
    QStringList meta;
    const QString mime = item.value(QLatin1String("mimeType")).toString();
    if (!mime.isEmpty())
        meta << tr("Type: %1").arg(cut(mime, 100));
    if (item.value(QLatin1String("size")).isDouble())
        meta << tr("Size: %1").arg(QLocale().formattedDataSize(qint64(item.value(QLatin1String("size")).toDouble())));
    const QJsonObject annotations = item.value(QLatin1String("annotations")).toObject();
    if (!annotations.isEmpty()) {
        QStringList audience;
        for (const QJsonValue &a : annotations.value(QLatin1String("audience")).toArray())
            audience << cut(a.toString(), 40);
        if (!audience.isEmpty())
            meta << tr("For: %1").arg(audience.join(QStringLiteral(", ")));
        if (annotations.value(QLatin1String("priority")).isDouble())
            meta << tr("Priority: %1").arg(annotations.value(QLatin1String("priority")).toDouble());
        if (annotations.contains(QLatin1String("lastModified")))
            meta << tr("Changed: %1").arg(cut(annotations.value(QLatin1String("lastModified")).toString(), 40));
    }
    showDetails(FeatureListModel::displayName(item), m_selectedKey, item.value(QLatin1String("description")).toString(),
                meta.join(QStringLiteral(" · ")));
    updateButtons();
}

void ResourcesPanel::onTemplateCurrent(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const QJsonObject item = index.data(FeatureListModel::ObjectRole).toJsonObject();
    const QString key = item.value(QLatin1String("uriTemplate")).toString();
    const bool same = m_mode == Mode::Template && key == m_selectedKey;
    m_mode = Mode::Template;
    m_selectedKey = key;
    const UriTemplate tpl(key);
    QString meta;
    const QString mime = item.value(QLatin1String("mimeType")).toString();
    if (!mime.isEmpty())
        meta = tr("Type: %1").arg(cut(mime, 100));
    if (!tpl.isValid())
        meta += (meta.isEmpty() ? QString() : QStringLiteral(" · "))
                + tr("The template is not valid: %1").arg(tpl.error());
    showDetails(FeatureListModel::displayName(item), key, item.value(QLatin1String("description")).toString(), meta);
    if (!same) {
        QList<ArgumentForm::Argument> arguments;
        for (const QString &variable : tpl.variables())
            arguments.append({variable, QString(), QString(), !tpl.isOptional(variable)});
        m_form->setArguments(arguments);
        m_completion->setReference(CompletionRequester::templateReference(key));
    }
    m_templateBox->setVisible(true);
    updateExpanded();
}

void ResourcesPanel::updateExpanded()
{
    if (m_mode != Mode::Template)
        return;
    const QString uri = currentUri();
    m_expanded->setText(uri.isEmpty() ? tr("Fill in the required fields to get the URI to read.")
                                      : tr("URI: %1").arg(cut(uri, 2000)));
    updateButtons();
}

bool ResourcesPanel::selectResource(const QString &uri)
{
    const int row = m_catalog->resources()->rowOfKey(uri);
    if (row < 0)
        return false;
    QModelIndex proxy = m_resourceFilter->mapFromSource(m_resourceFilter->sourceModel()->index(row, 0));
    if (!proxy.isValid()) {
        m_search->clear(); // the search hides it
        proxy = m_resourceFilter->mapFromSource(m_resourceFilter->sourceModel()->index(row, 0));
    }
    m_listTabs->setCurrentIndex(0);
    m_resourceView->setCurrentIndex(proxy);
    m_resourceView->scrollTo(proxy);
    onResourceCurrent(proxy);
    return true;
}

bool ResourcesPanel::selectTemplate(const QString &uriTemplate)
{
    const int row = m_catalog->templates()->rowOfKey(uriTemplate);
    if (row < 0)
        return false;
    QModelIndex proxy = m_templateFilter->mapFromSource(m_templateFilter->sourceModel()->index(row, 0));
    if (!proxy.isValid()) {
        m_search->clear();
        proxy = m_templateFilter->mapFromSource(m_templateFilter->sourceModel()->index(row, 0));
    }
    m_listTabs->setCurrentIndex(1);
    m_templateView->setCurrentIndex(proxy);
    onTemplateCurrent(proxy);
    return true;
}

void ResourcesPanel::showResource(const QString &uri)
{
    if (uri.isEmpty())
        return;
    if (!selectResource(uri)) {
        m_mode = Mode::Uri;
        m_adHocUri = uri;
        m_selectedKey.clear();
        m_templateBox->setVisible(false);
        m_resourceView->clearSelection();
        showDetails(uri, uri, tr("This resource is not in the server's list; it is read by its URI."), QString());
    }
    read();
}

void ResourcesPanel::read()
{
    const QString uri = currentUri();
    if (uri.isEmpty() || !isLive())
        return;
    const quint64 sequence = ++m_readSequence;
    m_preview->showMessage(tr("Reading %1…").arg(cut(uri, 300)));
    m_raw->clearContent();
    m_catalog->read(uri, this, [this, sequence, uri](const Reply &reply) {
        if (sequence != m_readSequence)
            return; // a newer read was started
        onRead(uri, reply);
    });
}

void ResourcesPanel::onRead(const QString &uri, const Reply &reply)
{
    m_shownUri = uri;
    if (!reply.response.raw().isEmpty())
        m_raw->showMessage(reply.response);
    if (reply.ok()) {
        QString problem;
        const QList<ResourceContent> contents = ResourceContent::fromReadResult(reply.result.object(), &problem);
        if (contents.isEmpty())
            m_preview->showMessage(problem);
        else
            m_preview->showContents(contents);
    } else if (reply.status == Reply::Status::Error) {
        m_preview->showMessage(tr("The server could not read %1: %2 (error %3).")
                                   .arg(cut(uri, 300), cut(reply.errorMessage, 1000))
                                   .arg(reply.errorCode));
    } else {
        m_preview->showMessage(tr("%1 could not be read: %2").arg(cut(uri, 300), cut(reply.errorMessage, 1000)));
    }
    updateButtons();
    Q_EMIT readFinished(uri, reply.ok());
}

void ResourcesPanel::updateButtons()
{
    const QString uri = currentUri();
    const bool live = isLive();
    m_refreshButton->setEnabled(live);
    m_readButton->setEnabled(live && !uri.isEmpty());
    m_readButton->setText(!uri.isEmpty() && uri == m_shownUri ? tr("Re-read") : tr("Read"));
    m_subscribeButton->setVisible(m_catalog->canSubscribe() || (!live && m_everOffered));
    m_subscribeButton->setEnabled(live && m_catalog->canSubscribe() && !uri.isEmpty());
    const bool subscribed = !uri.isEmpty() && m_catalog->isSubscribed(uri);
    m_subscribeButton->setText(subscribed ? tr("Unsubscribe") : tr("Subscribe"));
    const bool updated = !uri.isEmpty() && m_catalog->isUpdated(uri);
    m_updatedBadge->setVisible(updated);
}

} // namespace mcpscope
