// SPDX-License-Identifier: MIT
#pragma once

#include "widgets/forms/fieldeditor.h"

class QFrame;
class QGroupBox;
class QLabel;
class QPushButton;
class QToolButton;
class QVBoxLayout;

namespace mcpscope {

class FieldRow;

/// A list: one row per item (an editor of the item's kind) with buttons to move it up or
/// down and to remove it, and a button to add one. An optional list with no rows is left out.
class ArrayFieldEditor : public FieldEditor
{
    Q_OBJECT
public:
    explicit ArrayFieldEditor(const FormField &field, QWidget *parent = nullptr);

    QJsonValue value() const override;
    void setValue(const QJsonValue &value) override;
    void collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const override;
    QList<schemacheck::Violation> showErrors(const QString &pointer,
                                             const QList<schemacheck::Violation> &violations) override;
    bool isWide() const override { return true; }
    QWidget *inputWidget() override;

    int count() const { return int(m_items.size()); }
    /// The row of item @p index.
    FieldRow *itemRow(int index) const;
    /// Adds an item at the end (with the item schema's default) and returns its row.
    FieldRow *addItem();
    void removeItem(int index);
    /// Moves item @p from to position @p to.
    void moveItem(int from, int to);
    QPushButton *addButton() const { return m_add; }

private:
    struct Item
    {
        QFrame *frame = nullptr;
        FieldRow *row = nullptr;
        QLabel *number = nullptr;
        QToolButton *up = nullptr;
        QToolButton *down = nullptr;
        QToolButton *remove = nullptr;
    };
    Item createItem();
    void updateButtons();
    int indexOf(const QFrame *frame) const;

    QGroupBox *m_box = nullptr;
    QVBoxLayout *m_itemsLayout = nullptr;
    QLabel *m_empty = nullptr;
    QPushButton *m_add = nullptr;
    QList<Item> m_items;
    bool m_explicit = false;
};

} // namespace mcpscope
