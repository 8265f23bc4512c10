// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QPixmap>
#include <QStyledItemDelegate>

namespace mcpscope {

/// Paints one tool of a ToolListModel: its icon (data: URIs only), title or name, the first
/// line of its description, and its annotation hints as small badges whose tooltips say in
/// plain words what each hint means.
class ToolListDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    /// The hints, in the order their badges are drawn.
    enum class Hint { ReadOnly, Destructive, Idempotent, OpenWorld, App };

    explicit ToolListDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                   const QModelIndex &index) override;

    /// The hints @p index declares as true, in badge order.
    static QList<Hint> hints(const QModelIndex &index);
    /// The badge text of @p hint ("read-only").
    /// The tool's icon at IconSize for a device pixel ratio of @p dpr (sharp on High-DPI screens).
    QPixmap icon(const QModelIndex &index, qreal dpr) const;
    static QString badgeText(Hint hint);
    /// A badge's fill (translucent, over the view's base) and its text and frame colour, which
    /// reads on that fill (WCAG AA) in light and dark palettes.
    static QColor badgeFill(Hint hint, const QPalette &palette);
    static QColor badgeTextColor(Hint hint, const QPalette &palette);
    /// What @p hint means, in plain words.
    static QString hintExplanation(Hint hint);
    /// The whole row's tooltip: name, description and what the hints mean.
    static QString toolTip(const QModelIndex &index);

private:
    struct Badge
    {
        Hint hint;
        QRect rect;
    };
    QList<Badge> badgeRects(const QStyleOptionViewItem &option, const QModelIndex &index) const;

    mutable QHash<QByteArray, QPixmap> m_icons;
};

} // namespace mcpscope
