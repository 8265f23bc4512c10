// SPDX-License-Identifier: MIT
#include "widgets/server/rootseditor.h"

#include "mcp/rootslist.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace mcpscope {

RootsEditor::RootsEditor(QWidget *parent)
    : QWidget(parent)
    , m_view(new QListView(this))
    , m_add(new QPushButton(tr("&Add Folder…"), this))
    , m_remove(new QPushButton(tr("&Remove"), this))
    , m_status(new QLabel(this))
{
    auto *intro = new QLabel(tr("Folders the server may work in (its \"roots\"):"), this);
    intro->setWordWrap(true);
    m_view->setObjectName(QStringLiteral("rootsList"));
    m_view->setAccessibleName(tr("Roots"));
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_add->setObjectName(QStringLiteral("addRoot"));
    m_add->setToolTip(tr("Offer another folder to the server"));
    m_remove->setObjectName(QStringLiteral("removeRoot"));
    m_remove->setToolTip(tr("Stop offering the selected folders"));
    m_status->setObjectName(QStringLiteral("rootsStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_status);

    connect(m_add, &QPushButton::clicked, this, &RootsEditor::addWithPicker);
    connect(m_remove, &QPushButton::clicked, this, &RootsEditor::removeSelected);
    updateState();
}

void RootsEditor::setRoots(RootsList *roots)
{
    m_roots = roots;
    m_view->setModel(roots);
    if (!roots)
        return;
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &RootsEditor::updateState);
    connect(roots, &QAbstractItemModel::modelReset, this, &RootsEditor::updateState);
    connect(roots, &QAbstractItemModel::rowsRemoved, this, &RootsEditor::updateState);
    connect(roots, &RootsList::changed, this, [this](bool notified) {
        m_status->setText(notified ? tr("The server was told that the roots changed.")
                                   : tr("The server will get the new roots the next time it asks."));
    });
    updateState();
}

void RootsEditor::addWithPicker()
{
    if (!m_roots)
        return;
    const QString directory = QFileDialog::getExistingDirectory(this, tr("Add a Root Folder"));
    if (directory.isEmpty())
        return;
    if (!m_roots->addDirectory(directory))
        m_status->setText(tr("%1 is already a root.").arg(directory));
}

void RootsEditor::removeSelected()
{
    if (!m_roots || !m_view->selectionModel())
        return;
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    if (selected.size() == 1) {
        m_roots->removeAt(selected.first().row());
        return;
    }
    // One change (and one notification to the server) for many rows.
    QStringList remaining = m_roots->directories();
    QList<int> rows;
    for (const QModelIndex &index : selected)
        rows.append(index.row());
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    for (int row : std::as_const(rows))
        remaining.removeAt(row);
    m_roots->setDirectories(remaining);
}

QString RootsEditor::statusText() const
{
    return m_status->text();
}

void RootsEditor::updateState()
{
    m_add->setEnabled(m_roots != nullptr);
    m_remove->setEnabled(m_roots && m_view->selectionModel() && m_view->selectionModel()->hasSelection());
    if (m_roots)
        m_view->setToolTip(tr("Each folder is offered as a file:// address; hover a row to see it."));
}

} // namespace mcpscope
