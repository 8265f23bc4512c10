// SPDX-License-Identifier: MIT
#include "widgets/prompts/promptspanel.h"
#include "widgets/common/scaledfont.h"

#include "mcp/completionrequester.h"
#include "mcp/mcpclient.h"
#include "prompts/promptcatalog.h"
#include "prompts/promptlistmodel.h"
#include "prompts/promptresult.h"
#include "widgets/common/featuredisplaymodel.h"
#include "widgets/common/freshnesslabel.h"
#include "widgets/common/noticelabel.h"
#include "widgets/forms/argumentform.h"
#include "widgets/json/jsonview.h"
#include "widgets/prompts/promptmessagesview.h"

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

} // namespace

PromptsPanel::PromptsPanel(QWidget *parent)
    : CatalogPanel(parent)
    , m_catalog(new PromptCatalog(this))
    , m_completion(new CompletionRequester(this))
    , m_filter(new QSortFilterProxyModel(this))
{
    setAccessibleName(tr("Prompts"));
    auto *display = new FeatureDisplayModel(this);
    display->setSourceModel(m_catalog->prompts());
    m_filter->setSourceModel(display);
    m_filter->setFilterRole(FeatureListModel::SearchTextRole);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);

    auto *splitter = addContentPage(tr("Not connected: the list is that of the last connection; nothing can be asked."),
                                    QStringLiteral("promptsSplitter"));

    auto *left = new QWidget(splitter);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(makeSearchRow(left, tr("Search names and descriptions"), tr("Search prompts"), tr("Refresh"),
                                        tr("Ask the server for its prompts again")));
    m_search->setObjectName(QStringLiteral("promptsSearch"));
    leftLayout->addWidget(m_freshness);
    m_count = plainLabel(left);
    leftLayout->addWidget(m_count);
    m_view = new QTreeView(left);
    m_view->setObjectName(QStringLiteral("promptsList"));
    m_view->setAccessibleName(tr("Prompts"));
    m_view->setModel(m_filter);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->header()->resizeSection(PromptListModel::NameColumn, fontMetrics().averageCharWidth() * 20);
    m_view->header()->resizeSection(PromptListModel::ArgumentsColumn, fontMetrics().averageCharWidth() * 18);
    leftLayout->addWidget(m_view, 1);
    m_listChanged = new NoticeLabel(left);
    m_listChanged->setObjectName(QStringLiteral("listChangedIndicator"));
    m_listChanged->setVisible(false);
    leftLayout->addWidget(m_listChanged);
    m_listStatus = plainLabel(left);
    m_listStatus->setVisible(false);
    leftLayout->addWidget(m_listStatus);

    auto *right = new QWidget(splitter);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_title = plainLabel(right);
    QFont bold = m_title->font();
    bold.setBold(true);
    bold = scaledFont(bold, 1.15);
    m_title->setFont(bold);
    m_description = plainLabel(right);
    rightLayout->addWidget(m_title);
    rightLayout->addWidget(m_description);
    m_form = new ArgumentForm(right);
    m_form->setObjectName(QStringLiteral("promptArguments"));
    m_form->setCompletionRequester(m_completion);
    rightLayout->addWidget(m_form);
    auto *actions = new QHBoxLayout;
    m_getButton = new QPushButton(tr("Get"), right);
    m_getButton->setObjectName(QStringLiteral("promptGet"));
    m_getButton->setToolTip(tr("Ask the server for the prompt's messages (prompts/get)"));
    m_missing = plainLabel(right);
    m_status = plainLabel(right);
    actions->addWidget(m_getButton);
    actions->addWidget(m_missing);
    actions->addWidget(m_status, 1);
    rightLayout->addLayout(actions);
    m_resultTabs = new QTabWidget(right);
    m_resultTabs->setObjectName(QStringLiteral("promptResultTabs"));
    m_resultTabs->setDocumentMode(true);
    m_messages = new PromptMessagesView(right);
    m_messages->setObjectName(QStringLiteral("promptMessages"));
    m_raw = new JsonView(right);
    m_raw->setObjectName(QStringLiteral("promptRawAnswer"));
    m_raw->setPlaceholderText(tr("The server's answer to the last Get shows here."));
    m_resultTabs->addTab(m_messages, tr("Messages"));
    m_resultTabs->addTab(m_raw, tr("Raw JSON"));
    rightLayout->addWidget(m_resultTabs, 1);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);

    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_filter->setFilterFixedString(text);
        updateCount();
    });
    connect(m_refreshButton, &QPushButton::clicked, m_catalog, &PromptCatalog::refresh);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { onCurrent(current); });
    connect(m_form, &ArgumentForm::valuesChanged, this, &PromptsPanel::updateButtons);
    connect(m_form, &ArgumentForm::submitted, this, &PromptsPanel::get);
    connect(m_getButton, &QPushButton::clicked, this, &PromptsPanel::get);
    connect(m_messages, &PromptMessagesView::resourceLinkActivated, this, &PromptsPanel::resourceLinkActivated);
    connect(m_catalog, &PromptCatalog::availabilityChanged, this, &PromptsPanel::updateAvailability);
    connect(m_catalog, &PromptCatalog::refreshed, this, &PromptsPanel::onRefreshed);
    connect(m_catalog, &PromptCatalog::listChanged, this, [this] {
        m_listChanged->setText(tr("\u25cf The server changed its list of prompts at %1; it was read again.")
                                   .arg(QLocale().toString(QTime::currentTime(), QLocale::LongFormat)));
        m_listChanged->setVisible(true);
    });

    m_title->setText(tr("No prompt selected"));
    m_description->setText(tr("Choose a prompt on the left."));
    updateAvailability();
    updateCount();
}

PromptsPanel::~PromptsPanel() = default;

bool PromptsPanel::isOffered() const
{
    return m_catalog->isOffered();
}

void PromptsPanel::attachClient(McpClient *client)
{
    m_completion->setClient(client);
    m_catalog->setClient(client);
}

void PromptsPanel::clearShown()
{
    m_messages->clear();
    m_raw->clearContent();
}

QString PromptsPanel::readOnlyHint() const
{
    return tr("This window shows a saved session. Prompts can only be asked for from a running server.");
}

QString PromptsPanel::notOfferedHint() const
{
    return tr("This server does not offer prompts (it did not declare the \"prompts\" capability).");
}

QString PromptsPanel::connectHint() const
{
    return tr("Connect to a server to see its prompts.");
}

void PromptsPanel::updateCount()
{
    const int shown = m_filter->rowCount();
    const int total = m_catalog->prompts()->rowCount();
    m_count->setText(shown == total ? tr("%n prompt(s)", nullptr, total)
                                    : tr("%1 of %n prompt(s)", nullptr, total).arg(shown));
}

void PromptsPanel::refreshIfStale()
{
    m_catalog->refreshIfStale();
}

void PromptsPanel::onRefreshed()
{
    updateCount();
    m_freshness->setHint(m_catalog->cacheHint());
    const QString error = m_catalog->errorText();
    m_listStatus->setText(error);
    m_listStatus->setVisible(!error.isEmpty());
    if (!m_selected.isEmpty())
        selectPrompt(m_selected);
    updateButtons();
}

bool PromptsPanel::selectPrompt(const QString &name)
{
    const int row = m_catalog->prompts()->rowOfKey(name);
    if (row < 0)
        return false;
    QModelIndex proxy = m_filter->mapFromSource(m_filter->sourceModel()->index(row, 0));
    if (!proxy.isValid()) {
        m_search->clear();
        proxy = m_filter->mapFromSource(m_filter->sourceModel()->index(row, 0));
    }
    m_view->setCurrentIndex(proxy);
    m_view->scrollTo(proxy);
    onCurrent(proxy);
    return true;
}

void PromptsPanel::onCurrent(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const QJsonObject item = index.data(FeatureListModel::ObjectRole).toJsonObject();
    const QString name = item.value(QLatin1String("name")).toString();
    const QJsonArray declared = item.value(QLatin1String("arguments")).toArray();
    QList<ArgumentForm::Argument> arguments;
    for (const QJsonValue &value : declared) {
        const QJsonObject a = value.toObject();
        const QString argument = a.value(QLatin1String("name")).toString();
        if (!argument.isEmpty())
            arguments.append({argument, a.value(QLatin1String("title")).toString(),
                              a.value(QLatin1String("description")).toString(),
                              a.value(QLatin1String("required")).toBool()});
    }
    const bool same = name == m_selected && arguments.size() == m_form->arguments().size();
    m_selected = name;
    m_title->setText(cut(FeatureListModel::displayName(item)
                             + (item.value(QLatin1String("title")).toString().isEmpty()
                                    ? QString()
                                    : QStringLiteral(" (") + name + QLatin1Char(')')),
                         150));
    const QString description = item.value(QLatin1String("description")).toString();
    m_description->setText(cut(description, 400));
    m_description->setToolTip(description.size() > 400 ? FeatureDisplayModel::toolTipText(description) : QString());
    m_description->setVisible(!description.isEmpty());
    if (!same) {
        m_form->setArguments(arguments);
        m_completion->setReference(CompletionRequester::promptReference(name));
    }
    updateButtons();
}

void PromptsPanel::updateButtons()
{
    const bool live = isLive();
    m_refreshButton->setEnabled(live);
    const QStringList missing = m_form->missingRequired();
    m_getButton->setEnabled(live && !m_selected.isEmpty());
    if (m_selected.isEmpty() || missing.isEmpty())
        m_missing->clear();
    else
        m_missing->setText(tr("Required: %1").arg(cut(missing.join(QStringLiteral(", ")), 300)));
}

void PromptsPanel::get()
{
    if (m_selected.isEmpty() || !isLive())
        return;
    const quint64 sequence = ++m_getSequence;
    const QString name = m_selected;
    m_status->setText(tr("Asking the server…"));
    m_messages->showNote(tr("Asking for the prompt %1…").arg(cut(name, 200)));
    m_raw->clearContent();
    m_catalog->get(name, m_form->values(), this, [this, sequence, name](const Reply &reply) {
        if (sequence != m_getSequence)
            return;
        onGet(name, reply);
    });
}

void PromptsPanel::onGet(const QString &name, const Reply &reply)
{
    if (!reply.response.raw().isEmpty())
        m_raw->showMessage(reply.response);
    if (reply.ok()) {
        const PromptResult result = PromptResult::fromJson(reply.result.object());
        m_messages->showResult(result);
        m_status->setText(tr("%n message(s).", nullptr, int(result.messages.size())));
    } else if (reply.status == Reply::Status::Error) {
        const QString text = tr("The server refused the prompt %1: %2 (error %3).")
                                 .arg(cut(name, 200), cut(reply.errorMessage, 1000))
                                 .arg(reply.errorCode);
        m_messages->showNote(text);
        m_status->setText(tr("Refused."));
    } else {
        m_messages->showNote(
            tr("The prompt %1 could not be asked for: %2").arg(cut(name, 200), cut(reply.errorMessage, 1000)));
        m_status->setText(tr("Failed."));
    }
    Q_EMIT getFinished(name, reply.ok());
}

} // namespace mcpscope
