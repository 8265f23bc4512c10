// SPDX-License-Identifier: MIT
#pragma once

#include "session/sessioncompare.h"

#include <QColor>
#include <QIdentityProxyModel>
#include <QPalette>

namespace mcpscope {

/// Presentation over a SessionCompareModel (or a filter over it): a tinted background for
/// rows that differ, coloured status words, bold section rows.
class CompareDisplayModel : public QIdentityProxyModel
{
    Q_OBJECT
public:
    explicit CompareDisplayModel(QObject *parent = nullptr);

    /// Colours are picked for @p palette (light or dark).
    void setPalette(const QPalette &palette);

    /// The text colour of @p status that reads on @p palette's background.
    static QColor statusColor(SessionComparison::Status status, const QPalette &palette);
    /// A background tint for rows or lines of @p status (invalid for Same).
    static QColor statusBackground(SessionComparison::Status status, const QPalette &palette);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QPalette m_palette;
};

} // namespace mcpscope
