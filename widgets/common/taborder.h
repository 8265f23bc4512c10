// SPDX-License-Identifier: MIT
#pragma once

#include <QList>

class QWidget;

namespace mcpscope {

/// The controls of @p root that Tab can reach (itself first, when it takes focus), in the
/// order of its layouts: rows top to bottom, each row left to right, a form's label and field
/// together; the pages of tab and stacked widgets, scroll areas and splitters in order.
/// Not inside views, spin boxes and combo boxes (their parts are one control).
QList<QWidget *> controlsInLayoutOrder(QWidget *root);

/// Tab in reading order: the controls of @p parts (controlsInLayoutOrder), one part after the
/// other. For windows whose widgets were made in another order than they are shown.
void setTabOrderByLayout(const QList<QWidget *> &parts);

} // namespace mcpscope
