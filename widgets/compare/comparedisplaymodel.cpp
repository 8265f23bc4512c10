// SPDX-License-Identifier: MIT
#include "widgets/compare/comparedisplaymodel.h"
#include "widgets/common/contrast.h"

#include "session/sessioncomparemodel.h"
#include "widgets/diagnostics/severitystyle.h"

#include <QFont>

namespace mcpscope {

using Status = SessionComparison::Status;

CompareDisplayModel::CompareDisplayModel(QObject *parent)
    : QIdentityProxyModel(parent)
{
}

void CompareDisplayModel::setPalette(const QPalette &palette)
{
    m_palette = palette;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

QColor CompareDisplayModel::statusColor(Status status, const QPalette &palette)
{
    const bool dark = isDarkPalette(palette);
    const QList<QColor> backgrounds = contrast::viewBackgrounds(palette);
    switch (status) {
    case Status::Same:
        return contrast::mutedText(palette, backgrounds);
    case Status::WrittenDifferently:
        return contrast::readableOn(dark ? QColor(0x8a, 0xb4, 0xf8) : QColor(0x1a, 0x5f, 0xb4), backgrounds);
    case Status::Different:
        return contrast::readableOn(dark ? QColor(0xe3, 0xb3, 0x41) : QColor(0x8a, 0x5a, 0x00), backgrounds);
    case Status::OnlyInA:
        return contrast::readableOn(dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xb3, 0x26, 0x1e), backgrounds);
    case Status::OnlyInB:
        return contrast::readableOn(dark ? QColor(0x56, 0xd3, 0x64) : QColor(0x1a, 0x7f, 0x37), backgrounds);
    }
    return palette.color(QPalette::Text);
}

QColor CompareDisplayModel::statusBackground(Status status, const QPalette &palette)
{
    if (status == Status::Same)
        return {};
    QColor colour = statusColor(status, palette);
    colour.setAlpha(isDarkPalette(palette) ? 70 : 45);
    return colour;
}

QVariant CompareDisplayModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const bool section = !index.parent().isValid();
    const auto status = Status(QIdentityProxyModel::data(index, SessionCompareModel::StatusRole).toInt());
    switch (role) {
    case Qt::FontRole:
        if (section) {
            QFont font;
            font.setBold(true);
            return font;
        }
        break;
    case Qt::ForegroundRole:
        if (index.column() == SessionCompareModel::StatusColumn && !section)
            return statusColor(status, m_palette);
        if (section && index.column() == SessionCompareModel::StatusColumn)
            return statusColor(QIdentityProxyModel::data(index, SessionCompareModel::DifferenceCountRole).toLongLong()
                                       > 0
                                   ? Status::Different
                                   : Status::Same,
                               m_palette);
        break;
    case Qt::BackgroundRole:
        if (!section && status != Status::Same && status != Status::WrittenDifferently)
            return statusBackground(status, m_palette);
        break;
    default:
        break;
    }
    return QIdentityProxyModel::data(index, role);
}

} // namespace mcpscope
