// SPDX-License-Identifier: MIT
#include "widgets/tools/toollistdelegate.h"
#include "widgets/common/contrast.h"
#include "widgets/common/scaledfont.h"

#include "apps/uiresource.h"
#include "tools/toollistmodel.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCryptographicHash>
#include <QHelpEvent>
#include <QImage>
#include <QPainter>
#include <QToolTip>
#include <QtMath>

namespace mcpscope {

namespace {

constexpr int Margin = 4;
constexpr int IconSize = 24;

QColor badgeHue(ToolListDelegate::Hint hint)
{
    switch (hint) {
    case ToolListDelegate::Hint::ReadOnly:
        return QColor(0x2e, 0x7d, 0x32);
    case ToolListDelegate::Hint::Destructive:
        return QColor(0xc6, 0x28, 0x28);
    case ToolListDelegate::Hint::Idempotent:
        return QColor(0x15, 0x65, 0xc0);
    case ToolListDelegate::Hint::OpenWorld:
        return QColor(0xb2, 0x6a, 0x00);
    case ToolListDelegate::Hint::App:
        return QColor(0x6a, 0x1b, 0x9a);
    }
    return Qt::gray;
}

QFont badgeFont(const QFont &base)
{
    return scaledFont(base, 0.85);
}

} // namespace

ToolListDelegate::ToolListDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

QList<ToolListDelegate::Hint> ToolListDelegate::hints(const QModelIndex &index)
{
    QList<Hint> out;
    if (index.data(ToolListModel::ReadOnlyHintRole).toBool())
        out << Hint::ReadOnly;
    if (index.data(ToolListModel::DestructiveHintRole).toBool())
        out << Hint::Destructive;
    if (index.data(ToolListModel::IdempotentHintRole).toBool())
        out << Hint::Idempotent;
    if (index.data(ToolListModel::OpenWorldHintRole).toBool())
        out << Hint::OpenWorld;
    if (apps::hasApp(index.data(ToolListModel::ToolRole).toJsonObject()))
        out << Hint::App;
    return out;
}

QString ToolListDelegate::badgeText(Hint hint)
{
    switch (hint) {
    case Hint::ReadOnly:
        return tr("read-only");
    case Hint::Destructive:
        return tr("destructive");
    case Hint::Idempotent:
        return tr("repeatable");
    case Hint::OpenWorld:
        return tr("open world");
    case Hint::App:
        return tr("app");
    }
    return {};
}

QString ToolListDelegate::hintExplanation(Hint hint)
{
    switch (hint) {
    case Hint::ReadOnly:
        return tr("Read-only: the server says this tool only looks things up and changes nothing.");
    case Hint::Destructive:
        return tr("Destructive: the server says this tool may delete or overwrite things.");
    case Hint::Idempotent:
        return tr("Repeatable (idempotent): the server says calling it again with the same arguments "
                  "changes nothing more.");
    case Hint::OpenWorld:
        return tr("Open world: the server says this tool may reach outside systems, such as the internet.");
    case Hint::App:
        return tr("App: this tool comes with an MCP App (a ui:// resource); after a call it runs in the App "
                  "tab beside the result.");
    }
    return {};
}

QString ToolListDelegate::toolTip(const QModelIndex &index)
{
    QString tip = index.data(ToolListModel::NameRole).toString().left(200).toHtmlEscaped();
    tip = QStringLiteral("<b>") + tip + QStringLiteral("</b>");
    const QString description = index.data(ToolListModel::DescriptionRole).toString();
    if (!description.isEmpty())
        tip += QStringLiteral("<p>") + description.left(1000).toHtmlEscaped() + QStringLiteral("</p>");
    const QList<Hint> list = hints(index);
    for (Hint hint : list)
        tip += QStringLiteral("<br>") + hintExplanation(hint).toHtmlEscaped();
    if (!list.isEmpty())
        tip += QStringLiteral("<br><i>")
               + tr("These are the server's own claims; mcpscope cannot check them.").toHtmlEscaped()
               + QStringLiteral("</i>");
    return tip;
}

QPixmap ToolListDelegate::icon(const QModelIndex &index, qreal dpr) const
{
    const QByteArray data = index.data(ToolListModel::IconDataRole).toByteArray();
    if (data.isEmpty())
        return {};
    const QByteArray key = QCryptographicHash::hash(data, QCryptographicHash::Sha1) + QByteArray::number(dpr);
    auto it = m_icons.constFind(key);
    if (it != m_icons.constEnd())
        return it.value();
    QImage image;
    QPixmap pixmap;
    // SVG is not decoded (Qt's SVG plugin is no dependency); raster formats are.
    if (image.loadFromData(data)) {
        const int pixels = qCeil(IconSize * dpr);
        pixmap = QPixmap::fromImage(image.scaled(pixels, pixels, Qt::KeepAspectRatio, Qt::SmoothTransformation));
        pixmap.setDevicePixelRatio(dpr);
    }
    m_icons.insert(key, pixmap);
    return pixmap;
}

QSize ToolListDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    Q_UNUSED(index)
    const QFontMetrics fm(option.font);
    const QFontMetrics small(badgeFont(option.font));
    return QSize(200, Margin * 2 + fm.height() * 2 + small.height() + 8);
}

QList<ToolListDelegate::Badge> ToolListDelegate::badgeRects(const QStyleOptionViewItem &option,
                                                            const QModelIndex &index) const
{
    const QFontMetrics fm(option.font);
    const QFontMetrics small(badgeFont(option.font));
    const bool hasIcon = !index.data(ToolListModel::IconDataRole).isNull();
    int x = option.rect.left() + Margin + (hasIcon ? IconSize + Margin : 0);
    const int y = option.rect.top() + Margin + fm.height() * 2 + 3;
    QList<Badge> out;
    const QList<Hint> list = hints(index);
    for (Hint hint : list) {
        const int width = small.horizontalAdvance(badgeText(hint)) + 10;
        out.append({hint, QRect(x, y, width, small.height() + 2)});
        x += width + 4;
    }
    return out;
}

void ToolListDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    opt.icon = QIcon();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    painter->save();
    const bool selected = option.state & QStyle::State_Selected;
    const QPalette::ColorGroup group = option.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    const QColor text = option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    QColor dim = text;
    dim.setAlphaF(0.65f);

    const QFontMetrics fm(option.font);
    QRect area = option.rect.adjusted(Margin, Margin, -Margin, -Margin);
    const QPixmap pixmap = icon(index, painter->device() ? painter->device()->devicePixelRatioF() : 1.0);
    if (!index.data(ToolListModel::IconDataRole).isNull()) {
        if (!pixmap.isNull())
            painter->drawPixmap(area.left(), area.top(), pixmap);
        area.setLeft(area.left() + IconSize + Margin);
    }

    QFont bold = option.font;
    bold.setBold(true);
    const QString title = index.data(Qt::DisplayRole).toString().left(300);
    const QString name = index.data(ToolListModel::NameRole).toString().left(300);
    painter->setFont(bold);
    painter->setPen(text);
    const QFontMetrics bfm(bold);
    QString titleText = bfm.elidedText(title, Qt::ElideRight, area.width());
    painter->drawText(QRect(area.left(), area.top(), area.width(), fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                      titleText);
    const int titleWidth = bfm.horizontalAdvance(titleText);
    if (name != title && titleWidth + 20 < area.width()) {
        painter->setFont(option.font);
        painter->setPen(dim);
        painter->drawText(QRect(area.left() + titleWidth + 8, area.top(), area.width() - titleWidth - 8, fm.height()),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          fm.elidedText(name, Qt::ElideRight, area.width() - titleWidth - 8));
    }

    QString description = index.data(ToolListModel::DescriptionRole).toString().left(1000);
    description.replace(QLatin1Char('\n'), QLatin1Char(' '));
    painter->setFont(option.font);
    painter->setPen(dim);
    painter->drawText(QRect(area.left(), area.top() + fm.height(), area.width(), fm.height()),
                      Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(description, Qt::ElideRight, area.width()));

    painter->setFont(badgeFont(option.font));
    painter->setRenderHint(QPainter::Antialiasing);
    const QList<Badge> badges = badgeRects(option, index);
    for (const Badge &badge : badges) {
        const QColor color = badgeTextColor(badge.hint, option.palette);
        const QColor fill = badgeFill(badge.hint, option.palette);
        painter->setPen(selected ? text : color);
        painter->setBrush(selected ? QColor(Qt::transparent) : fill);
        painter->drawRoundedRect(QRectF(badge.rect).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
        painter->drawText(badge.rect, Qt::AlignCenter, badgeText(badge.hint));
    }
    painter->restore();
}

QColor ToolListDelegate::badgeFill(Hint hint, const QPalette &palette)
{
    QColor fill = badgeHue(hint);
    fill.setAlphaF(0.15f);
    return contrast::composited(fill, palette.color(QPalette::Base));
}

QColor ToolListDelegate::badgeTextColor(Hint hint, const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    return contrast::readableOn(badgeHue(hint), {badgeFill(hint, palette), base});
}

bool ToolListDelegate::helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                                 const QModelIndex &index)
{
    if (!event || !view || event->type() != QEvent::ToolTip || !index.isValid())
        return QStyledItemDelegate::helpEvent(event, view, option, index);
    const QList<Badge> badges = badgeRects(option, index);
    for (const Badge &badge : badges) {
        if (badge.rect.contains(event->pos())) {
            QToolTip::showText(event->globalPos(), hintExplanation(badge.hint), view->viewport(), badge.rect);
            return true;
        }
    }
    QToolTip::showText(event->globalPos(), toolTip(index), view->viewport(), option.rect);
    return true;
}

} // namespace mcpscope
