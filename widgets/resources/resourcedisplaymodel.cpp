// SPDX-License-Identifier: MIT
#include "widgets/resources/resourcedisplaymodel.h"

#include "resources/resourcelistmodel.h"

#include <QFont>
#include <QIcon>
#include <QPainter>
#include <QPixmap>

namespace mcpscope {

namespace {

// A filled orange dot (updated) or a grey ring (subscribed), drawn once for each device pixel
// ratio up to 3, so it stays sharp on High-DPI screens.
QIcon badgeIcon(bool filled)
{
    QIcon icon;
    for (const int scale : {1, 2, 3}) {
        QPixmap pixmap(12 * scale, 12 * scale);
        pixmap.setDevicePixelRatio(scale);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        if (filled) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(0xf5, 0x9e, 0x0b));
            painter.drawEllipse(QRectF(1.5, 1.5, 9, 9));
        } else {
            painter.setPen(QPen(QColor(0x80, 0x80, 0x80), 1.5));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(QRectF(2, 2, 8, 8));
        }
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace

QVariant ResourceDisplayModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.column() != ResourceListModel::NameColumn)
        return FeatureDisplayModel::data(index, role);
    const QModelIndex source = mapToSource(index);
    const bool subscribed = source.data(ResourceListModel::SubscribedRole).toBool();
    const bool updated = source.data(ResourceListModel::UpdatedRole).toBool();
    switch (role) {
    case Qt::DisplayRole: {
        QString text = FeatureDisplayModel::data(index, role).toString();
        if (updated)
            text += QLatin1String("  ") + tr("[updated]");
        else if (subscribed)
            text += QLatin1String("  ") + tr("[subscribed]");
        return text;
    }
    case Qt::DecorationRole: {
        static const QIcon updatedIcon = badgeIcon(true);
        static const QIcon subscribedIcon = badgeIcon(false);
        if (updated)
            return updatedIcon;
        if (subscribed)
            return subscribedIcon;
        break;
    }
    case Qt::FontRole:
        if (updated) {
            QFont font;
            font.setBold(true);
            return font;
        }
        break;
    case Qt::ToolTipRole: {
        QString tip = source.data(FeatureListModel::DescriptionRole).toString();
        if (updated)
            tip = tr("The server says this resource changed since it was last read.")
                  + (tip.isEmpty() ? QString() : QLatin1Char('\n') + tip);
        else if (subscribed)
            tip = tr("Subscribed: the server tells when it changes.")
                  + (tip.isEmpty() ? QString() : QLatin1Char('\n') + tip);
        return tip.isEmpty() ? QVariant() : QVariant(toolTipText(tip));
    }
    default:
        break;
    }
    return FeatureDisplayModel::data(index, role);
}

} // namespace mcpscope
