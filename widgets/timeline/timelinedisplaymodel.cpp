// SPDX-License-Identifier: MIT
#include "widgets/timeline/timelinedisplaymodel.h"
#include "widgets/common/contrast.h"

#include "session/session.h"
#include "session/timelinemodel.h"
#include "widgets/diagnostics/severitystyle.h"

#include <QBrush>
#include <QFont>
#include <QLocale>
#include <QTextDocument>

namespace mcpscope {

namespace {

constexpr int MaxTooltipDiagnostics = 8;
constexpr int TooltipChars = 1500;

QString limited(const QString &text)
{
    return text.size() > TooltipChars ? text.left(TooltipChars) + QChar(0x2026) : text;
}

} // namespace

TimelineDisplayModel::TimelineDisplayModel(QObject *parent)
    : QIdentityProxyModel(parent)
{
}

TimelineDisplayModel::~TimelineDisplayModel() = default;

void TimelineDisplayModel::setPalette(const QPalette &palette)
{
    m_palette = palette;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1),
                           {Qt::ForegroundRole, Qt::DecorationRole});
}

QVariant TimelineDisplayModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const int column = index.column() - m_columnOffset;
    if (column < 0)
        return QIdentityProxyModel::data(index, role);
    switch (role) {
    case Qt::DecorationRole:
        if (column == TimelineModel::DiagnosticsColumn) {
            const int severity = index.data(TimelineModel::SeverityRole).toInt();
            if (severity >= 0)
                return severityIcon(Severity(severity));
        }
        return {};
    case Qt::ForegroundRole: {
        const auto kind = TimelineModel::Kind(index.data(TimelineModel::KindRole).toInt());
        if (column == TimelineModel::DiagnosticsColumn) {
            const int severity = index.data(TimelineModel::SeverityRole).toInt();
            if (severity >= 0)
                return QBrush(severityColor(Severity(severity), m_palette));
        }
        if (kind == TimelineModel::ErrorKind || kind == TimelineModel::InvalidKind)
            return QBrush(severityColor(Severity::Error, m_palette));
        if (kind == TimelineModel::StderrKind || kind == TimelineModel::LifecycleKind
            || kind == TimelineModel::HttpKind)
            return QBrush(contrast::mutedText(m_palette, contrast::viewBackgrounds(m_palette)));
        return {};
    }
    case Qt::FontRole:
        if (TimelineModel::Kind(index.data(TimelineModel::KindRole).toInt()) == TimelineModel::LifecycleKind) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        switch (column) {
        case TimelineModel::NumberColumn:
        case TimelineModel::ElapsedColumn:
        case TimelineModel::LatencyColumn:
        case TimelineModel::SizeColumn:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        case TimelineModel::DirectionColumn:
            return QVariant::fromValue(Qt::AlignHCenter | Qt::AlignVCenter);
        default:
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        }
    case Qt::ToolTipRole:
        return toolTip(index);
    case Qt::AccessibleTextRole:
        return index.data(Qt::DisplayRole);
    case Qt::DisplayRole:
        // A recording of several sessions (a tap in front of a host that reconnected): the
        // number says whose, "2:14" for event 14 of session 2.
        if (column == TimelineModel::NumberColumn && m_timeline && m_timeline->session()
            && m_timeline->session()->connectionCount() > 1)
            return QStringLiteral("%1:%2")
                .arg(index.data(TimelineModel::ConnectionRole).toInt())
                .arg(QIdentityProxyModel::data(index, role).toString());
        break;
    default:
        break;
    }
    return QIdentityProxyModel::data(index, role);
}

QString TimelineDisplayModel::toolTip(const QModelIndex &index) const
{
    const int eventIndex = int(index.data(TimelineModel::EventIndexRole).toLongLong());
    const auto kind = TimelineModel::Kind(index.data(TimelineModel::KindRole).toInt());
    const int linked = index.data(TimelineModel::LinkedRowRole).toInt();
    const QLocale locale;
    switch (index.column() - m_columnOffset) {
    case TimelineModel::NumberColumn:
        if (m_timeline && m_timeline->session() && m_timeline->session()->connectionCount() > 1)
            return tr("Event %1 of the recording, in session %2 of %3 (each session is judged on its own)")
                .arg(eventIndex + 1)
                .arg(index.data(TimelineModel::ConnectionRole).toInt())
                .arg(m_timeline->session()->connectionCount());
        return tr("Event %1 of the session").arg(eventIndex + 1);
    case TimelineModel::TimeColumn:
    case TimelineModel::ElapsedColumn: {
        const QDateTime when = index.data(TimelineModel::WallTimeRole).toDateTime().toLocalTime();
        const double seconds = double(index.data(TimelineModel::ElapsedRole).toLongLong()) / 1e6;
        return tr("%1\n%2 s since the session started")
            .arg(locale.toString(when, QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")), locale.toString(seconds, 'f', 6));
    }
    case TimelineModel::DirectionColumn:
        switch (index.data(TimelineModel::DirectionRole).toInt()) {
        case int(Direction::ClientToServer):
            return tr("Sent by mcpscope to the server");
        case int(Direction::ServerToClient):
            return tr("Received from the server");
        case TimelineModel::AppToHost:
            return tr("Sent by an app (a ui:// resource) to mcpscope, its host");
        case TimelineModel::HostToApp:
            return tr("Sent by mcpscope, the host, to an app (a ui:// resource)");
        default:
            return kind == TimelineModel::StderrKind ? tr("A line the server wrote to its error output")
                   : kind == TimelineModel::HttpKind ? tr("An HTTP request and its response")
                                                     : tr("Something that happened to the connection");
        }
    case TimelineModel::KindColumn:
        switch (kind) {
        case TimelineModel::RequestKind:
            return tr("A request: it expects a response with the same id");
        case TimelineModel::NotificationKind:
            return tr("A notification: no response is expected");
        case TimelineModel::ResultKind:
            return tr("A successful response");
        case TimelineModel::ErrorKind:
            return tr("An error response");
        case TimelineModel::BatchKind:
            return tr("A JSON array of several messages (a batch)");
        case TimelineModel::InvalidKind:
            return tr("Not a JSON-RPC message (or not JSON at all)");
        case TimelineModel::StderrKind:
            return tr("A line of the server's error output (stderr)");
        case TimelineModel::LifecycleKind:
            return tr("Something that happened to the connection");
        case TimelineModel::HttpKind:
            return tr("An HTTP exchange: method, address, status and headers (select it for all of them)");
        case TimelineModel::AppKind:
            return tr("A message between an MCP App and mcpscope, its host (not server traffic)");
        case TimelineModel::KindCount:
            break;
        }
        return {};
    case TimelineModel::MethodColumn:
    case TimelineModel::LatencyColumn:
    case TimelineModel::IdColumn:
        if (linked < 0)
            return {};
        if (kind == TimelineModel::ResultKind || kind == TimelineModel::ErrorKind)
            return tr("Answers the request #%1 (%2 after it). Jump there with Ctrl+J.")
                .arg(linked + 1)
                .arg(index.siblingAtColumn(TimelineModel::LatencyColumn + m_columnOffset).data().toString());
        return tr("Answered by #%1. Jump there with Ctrl+J.").arg(linked + 1);
    case TimelineModel::SizeColumn:
        return tr("%1 bytes").arg(locale.toString(index.data(TimelineModel::SortRole).toLongLong()));
    case TimelineModel::DiagnosticsColumn: {
        if (!m_timeline || !m_timeline->session())
            return {};
        const Session *session = m_timeline->session();
        const QList<qsizetype> found = session->diagnosticsOf(eventIndex);
        QStringList lines;
        for (qsizetype i = 0; i < found.size() && i < MaxTooltipDiagnostics; ++i) {
            const Diagnostic &d = session->diagnostics().at(found.at(i));
            lines << tr("%1 %2: %3").arg(TimelineModel::severityText(d.severity), d.code, limited(d.message));
        }
        if (found.size() > MaxTooltipDiagnostics)
            lines << tr("… and %1 more").arg(found.size() - MaxTooltipDiagnostics);
        // Diagnostic messages quote the server: rich text made here, so Qt never reads theirs as HTML.
        return lines.isEmpty() ? QString()
                               : Qt::convertFromPlainText(lines.join(QLatin1Char('\n')), Qt::WhiteSpaceNormal);
    }
    case TimelineModel::SummaryColumn: {
        const QString summary = limited(index.data(Qt::DisplayRole).toString());
        return summary.isEmpty() ? QString() : Qt::convertFromPlainText(summary, Qt::WhiteSpaceNormal);
    }
    default:
        break;
    }
    return {};
}

QVariant TimelineDisplayModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        switch (section) {
        case TimelineModel::NumberColumn:
            return tr("Position in the session");
        case TimelineModel::TimeColumn:
            return tr("Wall-clock time");
        case TimelineModel::ElapsedColumn:
            return tr("Seconds since the session started");
        case TimelineModel::DirectionColumn:
            return tr("Direction: \u2192 sent by mcpscope, \u2190 received from the server");
        case TimelineModel::KindColumn:
            return tr("Request, notification, result, error, error output…");
        case TimelineModel::MethodColumn:
            return tr("The method; for responses, the method of the request they answer");
        case TimelineModel::IdColumn:
            return tr("The JSON-RPC id");
        case TimelineModel::LatencyColumn:
            return tr("For responses: time since their request");
        case TimelineModel::SizeColumn:
            return tr("Bytes on the wire");
        case TimelineModel::DiagnosticsColumn:
            return tr("The worst finding of the validator about this message");
        case TimelineModel::SummaryColumn:
            return tr("Parameters, result, error or the text of the line");
        default:
            break;
        }
    }
    if (orientation == Qt::Horizontal && role == Qt::TextAlignmentRole) {
        switch (section) {
        case TimelineModel::NumberColumn:
        case TimelineModel::ElapsedColumn:
        case TimelineModel::LatencyColumn:
        case TimelineModel::SizeColumn:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        default:
            break;
        }
    }
    return QIdentityProxyModel::headerData(section, orientation, role);
}

} // namespace mcpscope
