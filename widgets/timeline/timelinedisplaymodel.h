// SPDX-License-Identifier: MIT
#pragma once

#include "session/timelinemodel.h"

#include <QIdentityProxyModel>
#include <QPalette>
#include <QPointer>

namespace mcpscope {

/// Presentation over a timeline (the model or a filter over it): icons for diagnostics,
/// colours for errors and error output, tooltips, alignment. Holds no state of its own
/// beyond the palette it colours for.
class TimelineDisplayModel : public QIdentityProxyModel
{
    Q_OBJECT
public:
    explicit TimelineDisplayModel(QObject *parent = nullptr);
    ~TimelineDisplayModel() override;

    /// The timeline the rows come from (for the diagnostics in tooltips).
    void setTimelineModel(TimelineModel *model) { m_timeline = model; }
    /// The timeline's columns start at column @p offset (the merged timeline of a workspace
    /// has the server's name first); columns before it are passed through as they are.
    void setColumnOffset(int offset) { m_columnOffset = offset; }
    /// Colours are picked for @p palette (light or dark).
    void setPalette(const QPalette &palette);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString toolTip(const QModelIndex &index) const;

    QPointer<TimelineModel> m_timeline;
    QPalette m_palette;
    int m_columnOffset = 0;
};

} // namespace mcpscope
