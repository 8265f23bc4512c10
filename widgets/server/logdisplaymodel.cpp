// SPDX-License-Identifier: MIT
#include "widgets/server/logdisplaymodel.h"
#include "widgets/common/contrast.h"

#include "mcp/logginglevel.h"
#include "mcp/logmodel.h"
#include "widgets/diagnostics/severitystyle.h"

#include <QApplication>
#include <QFont>
#include <QPalette>

namespace mcpscope {

LogDisplayModel::LogDisplayModel(QObject *parent)
    : QIdentityProxyModel(parent)
{
}

QVariant LogDisplayModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const int level = QIdentityProxyModel::data(index, LogModel::LevelRole).toInt();
    switch (role) {
    case Qt::ForegroundRole: {
        const QPalette palette = QApplication::palette();
        if (level >= LoggingLevel::Error)
            return severityColor(Severity::Error, palette);
        if (level == LoggingLevel::Warning)
            return severityColor(Severity::Warning, palette);
        if (level == LoggingLevel::Debug)
            return contrast::mutedText(palette, contrast::viewBackgrounds(palette));
        return {};
    }
    case Qt::FontRole:
        if (level >= LoggingLevel::Critical) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::DecorationRole:
        if (index.column() != LogModel::LevelColumn)
            return {};
        if (level >= LoggingLevel::Error)
            return severityIcon(Severity::Error);
        if (level == LoggingLevel::Warning)
            return severityIcon(Severity::Warning);
        return {};
    case Qt::ToolTipRole:
        if (index.column() == LogModel::LevelColumn && level >= 0)
            return LoggingLevel::description(LoggingLevel::Level(level));
        return QIdentityProxyModel::data(index, role);
    default:
        return QIdentityProxyModel::data(index, role);
    }
}

} // namespace mcpscope
