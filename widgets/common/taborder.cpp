// SPDX-License-Identifier: MIT
#include "widgets/common/taborder.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QLayout>
#include <QScrollArea>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QWidget>

namespace mcpscope {

namespace {

void visitWidget(QWidget *w, QList<QWidget *> *out, const QWidget *skip = nullptr);

void visitLayout(QLayout *layout, QList<QWidget *> *out, const QWidget *skip)
{
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem *item = layout->itemAt(i);
        if (QWidget *w = item->widget())
            visitWidget(w, out, skip);
        else if (QLayout *inner = item->layout())
            visitLayout(inner, out, skip);
    }
}

void visitWidget(QWidget *w, QList<QWidget *> *out, const QWidget *skip)
{
    if (w == skip || (w->isWindow() && !out->isEmpty()))
        return;
    // A widget that hands its focus to a child of its own (a tab widget to its tab bar) is
    // reached through that child.
    if (auto *bar = qobject_cast<QTabBar *>(w);
        bar && bar->parentWidget() && bar->parentWidget()->focusProxy() == bar) {
        // A tab widget is a stop of its own that hands the focus on to its tab bar (its focus
        // proxy) and goes on from there: once the bar moves, Tab would skip what lies between
        // them. The bar alone is the stop (Ctrl+Tab still reaches the tab widget from any of
        // its children).
        QWidget *tabs = bar->parentWidget();
        tabs->setFocusProxy(nullptr);
        tabs->setFocusPolicy(Qt::NoFocus);
    }
    if ((w->focusPolicy() & Qt::TabFocus) && !w->focusProxy() && !out->contains(w))
        out->append(w);
    QWidget *proxy = w->focusProxy();
    if (proxy && w->isAncestorOf(proxy) && !qobject_cast<QTabWidget *>(w)) {
        // A compound control (a form field handing its focus on to its input, a button box to
        // its default button) is a stop that hands on and goes on from its input: it moves as
        // one block with its input (QWidget::setTabOrder moves such blocks, and needs the
        // compound to take focus itself).
        if (w->focusPolicy() == Qt::NoFocus) {
            const Qt::FocusPolicy kept = proxy->focusPolicy(); // setFocusPolicy passes on to the proxy
            w->setFocusPolicy(Qt::TabFocus);
            proxy->setFocusPolicy(kept);
        }
        if (!out->contains(w))
            out->append(w);
        if (w->layout())
            visitLayout(w->layout(), out, proxy);
        return;
    }
    if (qobject_cast<QAbstractItemView *>(w) || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w))
        return;
    if (auto *tabs = qobject_cast<QTabWidget *>(w)) {
        visitWidget(tabs->tabBar(), out);
        for (int i = 0; i < tabs->count(); ++i)
            visitWidget(tabs->widget(i), out);
        return;
    }
    if (auto *scroll = qobject_cast<QScrollArea *>(w)) {
        if (scroll->widget())
            visitWidget(scroll->widget(), out);
        return;
    }
    if (auto *splitter = qobject_cast<QSplitter *>(w)) {
        for (int i = 0; i < splitter->count(); ++i)
            visitWidget(splitter->widget(i), out);
        return;
    }
    if (w->layout())
        visitLayout(w->layout(), out, skip);
}

} // namespace

QList<QWidget *> controlsInLayoutOrder(QWidget *root)
{
    QList<QWidget *> out;
    visitWidget(root, &out);
    return out;
}

void setTabOrderByLayout(const QList<QWidget *> &parts)
{
    QList<QWidget *> controls;
    for (QWidget *part : parts) {
        const QList<QWidget *> own = controlsInLayoutOrder(part);
        for (QWidget *w : own) {
            if (!controls.contains(w))
                controls << w;
        }
    }
    for (qsizetype i = 0; i + 1 < controls.size(); ++i)
        QWidget::setTabOrder(controls.at(i), controls.at(i + 1));
}

} // namespace mcpscope
