// SPDX-License-Identifier: MIT
#include "startpage.h"

#include "profiles/serverprofile.h"
#include "widgets/common/appicon.h"
#include "widgets/common/taborder.h"

#include <QCommandLinkButton>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace mcpscope {

namespace {

constexpr int EntryRole = Qt::UserRole + 1;
constexpr int PathRole = Qt::UserRole + 2;
constexpr int GroupRole = Qt::UserRole + 3;

/// @p path with the home folder written as "~".
QString shortPath(const QString &path)
{
    const QString home = QDir::homePath();
    if (!home.isEmpty() && home != QLatin1String("/") && path.startsWith(home + QLatin1Char('/')))
        return QStringLiteral("~") + path.mid(home.size());
    return QDir::toNativeSeparators(path);
}

QLabel *plainLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    return label;
}

} // namespace

StartPage::StartPage(QWidget *parent)
    : QWidget(parent)
    , m_demo(new QCommandLinkButton(
          tr("Try the demo server"),
          tr("A small server built into mcpscope, with tools, resources and prompts to explore."), this))
    , m_command(new QCommandLinkButton(
          tr("Connect to a command…"),
          tr("A server you start with a program, such as \"npx -y @modelcontextprotocol/server-everything\"."), this))
    , m_url(new QCommandLinkButton(tr("Connect to a URL…"),
                                   tr("A server that is already running, reached over HTTP (Streamable HTTP or SSE)."),
                                   this))
    , m_openSession(new QCommandLinkButton(tr("Open a saved session…"),
                                           tr("Look at a recorded conversation with a server, read-only."), this))
    , m_foundSummary(plainLabel(QString(), this))
    , m_found(new QTreeWidget(this))
    , m_preview(plainLabel(QString(), this))
    , m_review(new QPushButton(tr("&Review and Connect…"), this))
    , m_rescan(new QPushButton(tr("&Look Again"), this))
    , m_recent(new QListWidget(this))
    , m_noRecent(plainLabel(tr("No sessions recorded yet. Every connection is saved here by itself."), this))
{
    setObjectName(QStringLiteral("startPage"));
    setAccessibleName(tr("Start page"));

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(18, 12, 18, 12);
    layout->setSpacing(8);

    auto *header = new QHBoxLayout;
    auto *icon = new QLabel(content);
    icon->setPixmap(applicationIcon().pixmap(QSize(48, 48), devicePixelRatioF()));
    icon->setAccessibleName(tr("mcpscope"));
    header->addWidget(icon, 0, Qt::AlignTop);
    auto *title = new QLabel(tr("Welcome to mcpscope"), content);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    titleFont.setBold(true);
    title->setFont(titleFont);
    auto *intro = plainLabel(tr("mcpscope starts an MCP server, talks to it and shows every message, so you can try "
                                "its tools by hand and see what goes wrong. Nothing is started until you choose a "
                                "server below."),
                             content);
    auto *titles = new QVBoxLayout;
    titles->addWidget(title);
    titles->addWidget(intro);
    header->addLayout(titles, 1);
    layout->addLayout(header);

    auto *actions = new QGridLayout;
    actions->addWidget(m_demo, 0, 0);
    actions->addWidget(m_command, 0, 1);
    actions->addWidget(m_url, 1, 0);
    actions->addWidget(m_openSession, 1, 1);
    layout->addLayout(actions);
    m_demo->setObjectName(QStringLiteral("startDemo"));
    m_command->setObjectName(QStringLiteral("startCommand"));
    m_url->setObjectName(QStringLiteral("startUrl"));
    m_openSession->setObjectName(QStringLiteral("startOpenSession"));
    for (QCommandLinkButton *button : {m_demo, m_command, m_url, m_openSession})
        button->setAccessibleDescription(button->description());
    connect(m_demo, &QAbstractButton::clicked, this, &StartPage::demoRequested);
    connect(m_command, &QAbstractButton::clicked, this, &StartPage::commandRequested);
    connect(m_url, &QAbstractButton::clicked, this, &StartPage::urlRequested);
    connect(m_openSession, &QAbstractButton::clicked, this, &StartPage::openSessionRequested);

    auto *lower = new QHBoxLayout;
    auto *foundBox = new QGroupBox(tr("Servers found on this computer"), content);
    auto *foundLayout = new QVBoxLayout(foundBox);
    foundLayout->addWidget(m_foundSummary);
    m_found->setObjectName(QStringLiteral("foundServers"));
    m_found->setAccessibleName(tr("Servers found on this computer"));
    m_found->setAccessibleDescription(tr("The MCP servers configured in the applications of this computer, by file. "
                                         "Nothing runs until you review one and connect."));
    m_found->setColumnCount(2);
    m_found->setHeaderLabels({tr("Server"), tr("Command or URL")});
    m_found->setRootIsDecorated(true);
    m_found->setUniformRowHeights(true);
    m_found->setAllColumnsShowFocus(true);
    m_found->header()->setStretchLastSection(true);
    m_found->setMinimumHeight(100);
    foundLayout->addWidget(m_found, 1);
    m_preview->setObjectName(QStringLiteral("foundPreview"));
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    foundLayout->addWidget(m_preview);
    auto *foundButtons = new QHBoxLayout;
    foundButtons->addWidget(m_rescan);
    foundButtons->addStretch(1);
    m_openAll = new QPushButton(tr("Open &All"), this);
    m_openAll->setObjectName(QStringLiteral("openAllFoundServers"));
    m_openAll->setToolTip(tr("Every server of this file in one window, side by side; you see what each one runs "
                             "before anything starts"));
    foundButtons->addWidget(m_openAll);
    foundButtons->addWidget(m_review);
    foundLayout->addLayout(foundButtons);
    m_review->setObjectName(QStringLiteral("reviewFoundServer"));
    m_review->setToolTip(tr("Shows the server's command, environment and URL in the connection dialog; it starts "
                            "only when you press Connect there"));
    m_rescan->setToolTip(tr("Read the configuration files again"));
    connect(m_found, &QTreeWidget::currentItemChanged, this, &StartPage::updatePreview);
    connect(m_found, &QTreeWidget::itemActivated, this, &StartPage::reviewSelected);
    connect(m_review, &QPushButton::clicked, this, &StartPage::reviewSelected);
    connect(m_openAll, &QPushButton::clicked, this, [this] {
        const QList<ServerConfigEntry> group = selectedGroup();
        const QTreeWidgetItem *item = m_found->currentItem();
        if (!group.isEmpty() && item)
            Q_EMIT openAllRequested(group, m_groupApplications.value(item->data(0, GroupRole).toInt()));
    });
    connect(m_rescan, &QPushButton::clicked, this, &StartPage::rescanRequested);
    lower->addWidget(foundBox, 3);

    auto *recentBox = new QGroupBox(tr("Recent sessions"), content);
    auto *recentLayout = new QVBoxLayout(recentBox);
    m_recent->setObjectName(QStringLiteral("recentSessions"));
    m_recent->setAccessibleName(tr("Recent sessions"));
    m_recent->setAccessibleDescription(
        tr("Sessions recorded by mcpscope, newest first; press Enter to open one read-only"));
    recentLayout->addWidget(m_recent, 1);
    recentLayout->addWidget(m_noRecent);
    connect(m_recent, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { Q_EMIT sessionActivated(item->data(PathRole).toString()); });
    lower->addWidget(recentBox, 2);
    layout->addLayout(lower, 1);

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // The page's controls take the focus, not the area around them.
    scroll->setFocusPolicy(Qt::NoFocus);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    setTabOrderByLayout({this});
    setFoundServers({}, {});
    setRecentSessions({});
}

void StartPage::setFoundServers(const QList<FoundServers> &found, const QStringList &lookedAt)
{
    m_found->clear();
    m_entries.clear();
    m_groups.clear();
    m_groupApplications.clear();
    int servers = 0;
    int files = 0;
    QTreeWidgetItem *first = nullptr;
    for (const FoundServers &file : found) {
        auto *fileItem = new QTreeWidgetItem(m_found);
        const QString scope = file.location.scope;
        fileItem->setText(0, tr("%1 (%2)").arg(file.location.application, scope));
        fileItem->setText(1, shortPath(file.location.path));
        fileItem->setToolTip(1, QDir::toNativeSeparators(file.location.path));
        fileItem->setFlags(Qt::ItemIsEnabled);
        const int group = int(m_groups.size());
        fileItem->setData(0, GroupRole, group);
        m_groups.append(QList<int>());
        m_groupApplications.append(file.location.application);
        if (!file.problem.isEmpty()) {
            auto *problem = new QTreeWidgetItem(fileItem);
            problem->setText(0, tr("Not read"));
            problem->setText(1, file.problem);
            problem->setToolTip(1, file.problem);
            problem->setFlags(Qt::ItemIsEnabled);
        }
        for (qsizetype i = 0; i < file.entries.size(); ++i) {
            const ServerConfigEntry &entry = file.entries.at(i);
            auto *item = new QTreeWidgetItem(fileItem);
            const QString entryScope = file.entryScopes.value(i);
            item->setText(0, entryScope.isEmpty() ? entry.name : tr("%1 (%2)").arg(entry.name, entryScope));
            const QString command = ServerProfile::fromConfigEntry(entry).displayCommand();
            item->setText(1, command);
            item->setToolTip(1, command);
            item->setData(0, EntryRole, int(m_entries.size()));
            item->setData(0, GroupRole, group);
            m_groups[group].append(int(m_entries.size()));
            m_entries.append(entry);
            if (!first)
                first = item;
            ++servers;
        }
        if (file.skipped > 0) {
            auto *skipped = new QTreeWidgetItem(fileItem);
            skipped->setText(0, tr("%n more without a command or URL", nullptr, file.skipped));
            skipped->setText(1, tr("provided by an extension of the application; mcpscope cannot start them"));
            skipped->setFlags(Qt::ItemIsEnabled);
        }
        ++files;
    }
    m_found->expandAll();
    m_found->resizeColumnToContents(0);
    if (servers > 0) {
        m_foundSummary->setText(tr("%n server(s) in the configuration files of your applications. mcpscope only read "
                                   "these files; choose one to see what it runs before connecting.",
                                   nullptr, servers));
    } else if (files > 0) {
        m_foundSummary->setText(tr("The configuration files below name no server mcpscope can start."));
    } else {
        m_foundSummary->setText(tr("No MCP servers were found in the configuration files of Claude Desktop, Claude "
                                   "Code, VS Code, Cursor, Windsurf, Zed and others (%n place(s) looked at).",
                                   nullptr, int(lookedAt.size())));
    }
    QStringList shown;
    for (const QString &path : lookedAt)
        shown << shortPath(path);
    m_foundSummary->setToolTip(shown.isEmpty() ? QString() : tr("Looked at:\n%1").arg(shown.join(QLatin1Char('\n'))));
    m_found->setVisible(files > 0);
    m_rescan->setVisible(true);
    m_review->setVisible(files > 0);
    m_openAll->setVisible(files > 0);
    m_found->setCurrentItem(first);
    updatePreview();
}

void StartPage::setRecentSessions(const QStringList &paths)
{
    m_recent->clear();
    const QLocale locale;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        auto *item = new QListWidgetItem(
            tr("%1 — %2").arg(info.completeBaseName(), locale.toString(info.lastModified(), QLocale::ShortFormat)),
            m_recent);
        item->setData(PathRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
    }
    m_recent->setVisible(!paths.isEmpty());
    m_noRecent->setVisible(paths.isEmpty());
}

QList<ServerConfigEntry> StartPage::selectedGroup() const
{
    const QTreeWidgetItem *item = m_found->currentItem();
    if (!item || !item->data(0, GroupRole).isValid())
        return {};
    QList<ServerConfigEntry> entries;
    for (int index : m_groups.value(item->data(0, GroupRole).toInt()))
        entries.append(m_entries.at(index));
    return entries;
}

const ServerConfigEntry *StartPage::selectedEntry() const
{
    const QTreeWidgetItem *item = m_found->currentItem();
    if (!item || !item->data(0, EntryRole).isValid())
        return nullptr;
    const int index = item->data(0, EntryRole).toInt();
    return index >= 0 && index < m_entries.size() ? &m_entries.at(index) : nullptr;
}

bool StartPage::selectFoundServer(const QString &name)
{
    for (QTreeWidgetItemIterator it(m_found); *it; ++it) {
        const QVariant index = (*it)->data(0, EntryRole);
        if (index.isValid() && m_entries.value(index.toInt()).name == name) {
            m_found->setCurrentItem(*it);
            return true;
        }
    }
    return false;
}

QString StartPage::previewText() const
{
    return m_preview->text();
}

QString StartPage::foundSummaryText() const
{
    return m_foundSummary->text();
}

void StartPage::updatePreview()
{
    const ServerConfigEntry *entry = selectedEntry();
    m_review->setEnabled(entry != nullptr);
    const QList<ServerConfigEntry> group = selectedGroup();
    const QTreeWidgetItem *current = m_found->currentItem();
    const QString application = current ? m_groupApplications.value(current->data(0, GroupRole).toInt()) : QString();
    m_openAll->setEnabled(group.size() > 1);
    m_openAll->setText(group.size() > 1 ? tr("Open &All %1 from %2").arg(group.size()).arg(application)
                                        : tr("Open &All"));
    if (!entry) {
        m_preview->clear();
        m_preview->hide();
        return;
    }
    const ServerProfile profile = ServerProfile::fromConfigEntry(*entry);
    QString text = profile.isRemote() ? tr("Would connect to: %1").arg(profile.displayCommand())
                   : entry->isStdio()
                       ? tr("Would run: %1").arg(profile.displayCommand())
                       : tr("mcpscope does not speak this server's transport (\"%1\").").arg(entry->type);
    if (!entry->env.isEmpty())
        text += QLatin1Char('\n')
                + tr("With the environment variables: %1").arg(entry->env.keys().join(QStringLiteral(", ")));
    m_preview->setText(text);
    m_preview->show();
    m_review->setEnabled(profile.isRemote() || entry->isStdio());
}

void StartPage::reviewSelected()
{
    if (const ServerConfigEntry *entry = selectedEntry(); entry && m_review->isEnabled())
        Q_EMIT reviewRequested(*entry);
}

} // namespace mcpscope
