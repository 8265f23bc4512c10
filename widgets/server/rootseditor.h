// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QListView;
class QPushButton;

namespace mcpscope {

class RootsList;

/// Edits the client's roots: the directories the server may work in. Add picks a folder,
/// Remove drops the selected ones; each change is told to the server (RootsList).
class RootsEditor : public QWidget
{
    Q_OBJECT
public:
    explicit RootsEditor(QWidget *parent = nullptr);

    void setRoots(RootsList *roots);
    RootsList *roots() const { return m_roots; }

    /// Asks for a folder and adds it.
    void addWithPicker();
    /// Removes the selected rows.
    void removeSelected();

    QListView *view() const { return m_view; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    /// The line under the list (what happened to the last change).
    QString statusText() const;

private:
    void updateState();

    RootsList *m_roots = nullptr;
    QListView *m_view;
    QPushButton *m_add;
    QPushButton *m_remove;
    QLabel *m_status;
};

} // namespace mcpscope
