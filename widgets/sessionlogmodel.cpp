// SPDX-License-Identifier: MIT
#include "sessionlogmodel.h"

#include "session/session.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QJsonArray>
#include <QLocale>
#include <QTimer>

namespace mcpscope {

namespace {

constexpr int SummaryPreviewChars = 160;

// One line for a table cell: control characters made visible, long text cut.
QString preview(const QString &text, int maxChars = SummaryPreviewChars)
{
    QString out;
    out.reserve(qMin<qsizetype>(text.size(), maxChars + 1));
    for (const QChar c : text) {
        if (out.size() >= maxChars) {
            out += QChar(0x2026);
            break;
        }
        if (c == QLatin1Char('\t'))
            out += QLatin1Char(' ');
        else if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            out += QChar(0xfffd);
        else
            out += c;
    }
    return out;
}

} // namespace

SessionLogModel::SessionLogModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_flushTimer(new QTimer(this))
{
    m_flushTimer->setSingleShot(true);
    m_flushTimer->setInterval(0);
    connect(m_flushTimer, &QTimer::timeout, this, &SessionLogModel::flush);
}

SessionLogModel::~SessionLogModel() = default;

void SessionLogModel::setSession(Session *session)
{
    if (session == m_session)
        return;
    beginResetModel();
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_rows = 0;
    m_flushTimer->stop();
    if (m_session) {
        m_rows = int(m_session->count());
        connect(m_session, &Session::eventAppended, this, &SessionLogModel::onEventAppended);
        connect(m_session, &QObject::destroyed, this, [this] {
            beginResetModel();
            m_rows = 0;
            m_flushTimer->stop();
            endResetModel();
        });
    }
    endResetModel();
}

Session *SessionLogModel::session() const
{
    return m_session;
}

void SessionLogModel::onEventAppended()
{
    if (!m_flushTimer->isActive())
        m_flushTimer->start();
}

void SessionLogModel::flush()
{
    m_flushTimer->stop();
    if (!m_session)
        return;
    const int total = int(m_session->count());
    if (total <= m_rows)
        return;
    beginInsertRows({}, m_rows, total - 1);
    m_rows = total;
    endInsertRows();
}

int SessionLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int SessionLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const SessionEvent &SessionLogModel::eventAt(int row) const
{
    return m_session->eventAt(row);
}

QString SessionLogModel::direction(const SessionEvent &event) const
{
    switch (event.type) {
    case SessionEvent::Type::Sent:
        return QStringLiteral("\u2192");
    case SessionEvent::Type::Received:
        return QStringLiteral("\u2190");
    case SessionEvent::Type::Stderr:
        return tr("stderr");
    case SessionEvent::Type::Lifecycle:
        return QStringLiteral("\u2022");
    }
    return {};
}

QString SessionLogModel::summary(const SessionEvent &event) const
{
    switch (event.type) {
    case SessionEvent::Type::Stderr:
        return preview(QString::fromUtf8(event.stderrLine));
    case SessionEvent::Type::Lifecycle:
        return preview(event.text);
    case SessionEvent::Type::Sent:
    case SessionEvent::Type::Received:
        break;
    }
    const Message &message = event.message;
    switch (message.kind()) {
    case Message::Kind::Request:
    case Message::Kind::Notification:
        return preview(message.method());
    case Message::Kind::Result:
        return tr("result");
    case Message::Kind::Error:
        return tr("error %1: %2").arg(message.errorCode()).arg(preview(message.errorMessage()));
    case Message::Kind::Batch:
        return tr("batch of %1").arg(message.json().toArray().size());
    case Message::Kind::Invalid:
        break;
    }
    if (message.raw().isEmpty())
        return tr("(empty line)");
    if (!message.isValidJson())
        return tr("not JSON: %1").arg(preview(QString::fromUtf8(message.raw().left(SummaryPreviewChars * 4))));
    return tr("not a JSON-RPC message");
}

QVariant SessionLogModel::data(const QModelIndex &index, int role) const
{
    if (!m_session || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SessionEvent &event = eventAt(index.row());
    const bool isMessage = event.type == SessionEvent::Type::Sent
        || event.type == SessionEvent::Type::Received;

    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return QLocale().toString(double(event.elapsedUs) / 1e6, 'f', 3);
        case DirectionColumn:
            return direction(event);
        case SummaryColumn:
            return summary(event);
        case IdColumn:
            return isMessage && event.message.hasId() ? idToDisplay(event.message.id()) : QString();
        case SizeColumn:
            if (isMessage)
                return QLocale().formattedDataSize(event.message.raw().size());
            if (event.type == SessionEvent::Type::Stderr)
                return QLocale().formattedDataSize(event.stderrLine.size());
            return QString();
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == DirectionColumn) {
            switch (event.type) {
            case SessionEvent::Type::Sent:
                return tr("Sent by mcpscope");
            case SessionEvent::Type::Received:
                return tr("Received from the server");
            case SessionEvent::Type::Stderr:
                return tr("A line of the server's error output");
            case SessionEvent::Type::Lifecycle:
                return tr("Something that happened to the connection");
            }
        }
        if (index.column() == TimeColumn)
            return tr("Seconds since the session started; %1")
                .arg(QLocale().toString(event.wallTime.toLocalTime(), QLocale::LongFormat));
        if (index.column() == SummaryColumn) {
            if (event.type == SessionEvent::Type::Lifecycle)
                return preview(event.text, 2000);
            if (event.type == SessionEvent::Type::Stderr)
                return preview(QString::fromUtf8(event.stderrLine.left(8000)), 2000);
            if (isMessage && !event.text.isEmpty())
                return event.text;
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == TimeColumn || index.column() == SizeColumn || index.column() == IdColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        if (index.column() == DirectionColumn)
            return QVariant::fromValue(Qt::AlignCenter);
        break;
    case Qt::ForegroundRole:
        // Mid-tone colours read on light and dark backgrounds alike.
        if (isMessage
            && (event.message.kind() == Message::Kind::Error || event.message.kind() == Message::Kind::Invalid))
            return QBrush(QColor(0xd0, 0x40, 0x30));
        if (event.type == SessionEvent::Type::Stderr)
            return QBrush(QColor(0x9a, 0x6a, 0x10));
        break;
    case Qt::FontRole:
        if (event.type == SessionEvent::Type::Lifecycle) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        break;
    case EventIndexRole:
        return qlonglong(event.index);
    case EventTypeRole:
        return int(event.type);
    }
    return {};
}

QVariant SessionLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case TimeColumn:
            return tr("Time");
        case DirectionColumn:
            return QString();
        case SummaryColumn:
            return tr("Message");
        case IdColumn:
            return tr("Id");
        case SizeColumn:
            return tr("Size");
        }
    }
    if (role == Qt::ToolTipRole && section == DirectionColumn)
        return tr("Direction: \u2192 sent, \u2190 received");
    return {};
}

} // namespace mcpscope
