// SPDX-License-Identifier: MIT
#include "serverlist.h"

#include "widgets/diagnostics/severitystyle.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QListView>
#include <QMenu>
#include <QPainter>
#include <QToolButton>
#include <QVBoxLayout>

namespace mcpscope {

QString ServerListEntry::stateText(State state)
{
    switch (state) {
    case State::NotConnected:
        return tr("not connected");
    case State::Connecting:
        return tr("connecting");
    case State::Ready:
        return tr("ready");
    case State::Failed:
        return tr("failed");
    case State::Closed:
        return tr("disconnected");
    case State::File:
        return tr("recorded");
    }
    return {};
}

QString ServerListEntry::details() const
{
    QStringList parts;
    if (!transport.isEmpty())
        parts << transport;
    if (!era.isEmpty())
        parts << era;
    parts << (state == State::Failed && !cause.isEmpty() ? tr("failed: %1").arg(cause) : stateText(state));
    if (latencyUs >= 0)
        parts << tr("%1 ms").arg(QString::number(double(latencyUs) / 1000.0, 'f', latencyUs < 10000 ? 1 : 0));
    if (messagesPerSecond >= 1)
        parts << tr("%1 msg/s").arg(qRound(messagesPerSecond));
    return parts.join(QStringLiteral(" · "));
}

ServerListModel::ServerListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void ServerListModel::setEntries(const QList<ServerListEntry> &entries)
{
    beginResetModel();
    m_entries = entries;
    endResetModel();
}

void ServerListModel::setEntry(int index, const ServerListEntry &entry)
{
    if (index < 0 || index >= m_entries.size())
        return;
    m_entries[index] = entry;
    const QModelIndex changed = this->index(rowOf(index));
    Q_EMIT dataChanged(changed, changed);
    // "All servers" sums the counts.
    Q_EMIT dataChanged(this->index(0), this->index(0));
}

int ServerListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size()) + 1;
}

QVariant ServerListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() > m_entries.size())
        return {};
    if (index.row() == 0) {
        qsizetype errors = 0;
        qsizetype warnings = 0;
        qsizetype unseen = 0;
        int ready = 0;
        for (const ServerListEntry &entry : m_entries) {
            errors += entry.errors;
            warnings += entry.warnings;
            unseen += entry.unseen;
            ready += entry.state == ServerListEntry::State::Ready ? 1 : 0;
        }
        switch (role) {
        case Qt::DisplayRole:
            return tr("All servers");
        case DetailsRole:
            return tr("%n server(s), %1 ready, every message in arrival order", nullptr, int(m_entries.size()))
                .arg(ready);
        case EntryIndexRole:
            return -1;
        case StateRole:
            return -1;
        case ErrorsRole:
            return qlonglong(errors);
        case WarningsRole:
            return qlonglong(warnings);
        case UnseenRole:
            return qlonglong(unseen);
        case Qt::ToolTipRole:
            return tr("The messages of every server in one timeline, with a server column");
        default:
            return {};
        }
    }
    const ServerListEntry &entry = m_entries.at(index.row() - 1);
    switch (role) {
    case Qt::DisplayRole:
        return entry.name;
    case DetailsRole:
        return entry.details();
    case EntryIndexRole:
        return index.row() - 1;
    case StateRole:
        return int(entry.state);
    case ErrorsRole:
        return qlonglong(entry.errors);
    case WarningsRole:
        return qlonglong(entry.warnings);
    case UnseenRole:
        return qlonglong(entry.unseen);
    case Qt::ToolTipRole:
        return tr("%1\n%2\nErrors: %3, warnings: %4")
            .arg(entry.name, entry.details())
            .arg(entry.errors)
            .arg(entry.warnings);
    case Qt::AccessibleTextRole:
        return tr("%1, %2, %3 errors, %4 warnings, %5 new findings")
            .arg(entry.name, entry.details())
            .arg(entry.errors)
            .arg(entry.warnings)
            .arg(entry.unseen);
    default:
        return {};
    }
}

namespace {

QColor stateColor(int state, const QPalette &palette)
{
    switch (ServerListEntry::State(state)) {
    case ServerListEntry::State::Ready:
        return isDarkPalette(palette) ? QColor(0x5c, 0xc8, 0x6a) : QColor(0x1e, 0x84, 0x3a);
    case ServerListEntry::State::Connecting:
        return isDarkPalette(palette) ? QColor(0xe0, 0xb8, 0x4a) : QColor(0xa0, 0x6e, 0x00);
    case ServerListEntry::State::Failed:
        return severityColor(Severity::Error, palette);
    default:
        return palette.color(QPalette::PlaceholderText);
    }
}

} // namespace

void ServerListDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString name = opt.text;
    opt.text.clear();
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    painter->save();
    const bool selected = opt.state & QStyle::State_Selected;
    const QPalette &palette = opt.palette;
    const QColor text = palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    QColor quiet = text;
    quiet.setAlphaF(0.72f);
    const QFontMetrics fm(opt.font);
    const int margin = fm.height() / 2;
    QRect r = opt.rect.adjusted(margin, margin / 2, -margin, -margin / 2);
    const int state = index.data(ServerListModel::StateRole).toInt();
    // The state dot (none for "All servers").
    if (state >= 0) {
        const int d = fm.height() / 2;
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(stateColor(state, palette));
        painter->drawEllipse(QRect(r.left(), r.top() + (fm.height() - d) / 2, d, d));
    }
    r.setLeft(r.left() + fm.height());
    // The badge of unseen findings, right-aligned on the first line.
    const qlonglong unseen = index.data(ServerListModel::UnseenRole).toLongLong();
    const qlonglong errors = index.data(ServerListModel::ErrorsRole).toLongLong();
    int badgeWidth = 0;
    if (unseen > 0) {
        const QString badge = unseen > 999 ? QStringLiteral("999+") : QString::number(unseen);
        QFont bold = opt.font;
        bold.setBold(true);
        const QFontMetrics bfm(bold);
        badgeWidth = bfm.horizontalAdvance(badge) + fm.height();
        const QRect badgeRect(r.right() - badgeWidth + 1, r.top(), badgeWidth, fm.height());
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(severityColor(errors > 0 ? Severity::Error : Severity::Warning, palette));
        painter->drawRoundedRect(badgeRect, fm.height() / 2.0, fm.height() / 2.0);
        painter->setFont(bold);
        painter->setPen(isDarkPalette(palette) ? Qt::black : Qt::white);
        painter->drawText(badgeRect, Qt::AlignCenter, badge);
    }
    QFont nameFont = opt.font;
    nameFont.setBold(true);
    painter->setFont(nameFont);
    painter->setPen(text);
    const QRect nameRect(r.left(), r.top(), r.width() - badgeWidth - (badgeWidth ? margin : 0), fm.height());
    painter->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
                      QFontMetrics(nameFont).elidedText(name, Qt::ElideRight, nameRect.width()));
    painter->setFont(opt.font);
    painter->setPen(quiet);
    const QRect detailsRect(r.left(), r.top() + fm.height() + 2, r.width(), fm.height());
    painter->drawText(
        detailsRect, Qt::AlignLeft | Qt::AlignVCenter,
        fm.elidedText(index.data(ServerListModel::DetailsRole).toString(), Qt::ElideRight, detailsRect.width()));
    painter->restore();
}

QSize ServerListDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    Q_UNUSED(index);
    const QFontMetrics fm(option.font);
    return {fm.averageCharWidth() * 28, fm.height() * 3 + 2};
}

ServerList::ServerList(QWidget *parent)
    : QWidget(parent)
    , m_model(new ServerListModel(this))
    , m_view(new QListView(this))
{
    m_view->setObjectName(QStringLiteral("serverList"));
    m_view->setModel(m_model);
    m_view->setItemDelegate(new ServerListDelegate(m_view));
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setUniformItemSizes(true);
    m_view->setAccessibleName(tr("Servers of the workspace"));

    const auto button = [this](const char *name, const QString &text, const QString &tip) {
        auto *b = new QToolButton(this);
        b->setObjectName(QLatin1String(name));
        b->setText(text);
        b->setToolTip(tip);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setAutoRaise(true);
        return b;
    };
    m_add = button("addServerButton", tr("Add…"), tr("Add a server to the workspace"));
    m_connect = button("connectServerButton", tr("Connect"), tr("Connect to the selected server"));
    m_disconnect = button("disconnectServerButton", tr("Disconnect"), tr("Disconnect from the selected server"));
    m_more = button("moreServerButton", tr("More"), tr("Restart, edit or remove the selected server"));
    m_more->setPopupMode(QToolButton::InstantPopup);
    auto *more = new QMenu(m_more);
    m_restart = more->addAction(tr("&Restart"));
    m_restart->setObjectName(QStringLiteral("restartServerAction"));
    m_edit = more->addAction(tr("&Edit Settings…"));
    m_edit->setObjectName(QStringLiteral("editServerAction"));
    more->addSeparator();
    m_remove = more->addAction(tr("Re&move from Workspace"));
    m_remove->setObjectName(QStringLiteral("removeServerAction"));
    m_more->setMenu(more);

    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->setSpacing(2);
    for (QToolButton *b : {m_add, m_connect, m_disconnect, m_more})
        buttons->addWidget(b);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);

    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QListView::customContextMenuRequested, this, &ServerList::showContextMenu);
    connect(m_add, &QToolButton::clicked, this, &ServerList::addRequested);
    connect(m_connect, &QToolButton::clicked, this, [this] { Q_EMIT connectRequested(currentServer()); });
    connect(m_disconnect, &QToolButton::clicked, this, [this] { Q_EMIT disconnectRequested(currentServer()); });
    connect(m_restart, &QAction::triggered, this, [this] { Q_EMIT restartRequested(currentServer()); });
    connect(m_edit, &QAction::triggered, this, [this] { Q_EMIT editRequested(currentServer()); });
    connect(m_remove, &QAction::triggered, this, [this] { Q_EMIT removeRequested(currentServer()); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        updateButtons();
        Q_EMIT currentServerChanged(currentServer());
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ServerList::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ServerList::updateButtons);
    updateButtons();
}

int ServerList::currentServer() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.data(ServerListModel::EntryIndexRole).toInt() : -1;
}

void ServerList::setCurrentServer(int index)
{
    m_view->setCurrentIndex(m_model->index(ServerListModel::rowOf(index)));
}

void ServerList::updateButtons()
{
    const int server = currentServer();
    const bool isServer = server >= 0 && server < m_model->entries().size();
    const auto state = isServer ? m_model->entries().at(server).state : ServerListEntry::State::File;
    const bool live = isServer && state != ServerListEntry::State::File;
    const bool active = state == ServerListEntry::State::Ready || state == ServerListEntry::State::Connecting;
    m_connect->setEnabled(live && !active);
    m_disconnect->setEnabled(live && active);
    m_restart->setEnabled(live);
    m_edit->setEnabled(live);
    m_remove->setEnabled(isServer);
    m_more->setEnabled(isServer);
}

void ServerList::showContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    if (index.isValid())
        m_view->setCurrentIndex(index);
    QMenu menu(this);
    if (currentServer() >= 0) {
        QAction *connectAction
            = menu.addAction(tr("&Connect"), this, [this] { Q_EMIT connectRequested(currentServer()); });
        connectAction->setEnabled(m_connect->isEnabled());
        QAction *disconnectAction
            = menu.addAction(tr("&Disconnect"), this, [this] { Q_EMIT disconnectRequested(currentServer()); });
        disconnectAction->setEnabled(m_disconnect->isEnabled());
        menu.addAction(m_restart);
        menu.addAction(m_edit);
        menu.addSeparator();
        menu.addAction(m_remove);
        menu.addSeparator();
    }
    menu.addAction(tr("&Add Server…"), this, &ServerList::addRequested);
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

} // namespace mcpscope
