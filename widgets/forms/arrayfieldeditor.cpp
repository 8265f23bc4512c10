// SPDX-License-Identifier: MIT
#include "widgets/forms/arrayfieldeditor.h"
#include "forms/formvalues.h"
#include "widgets/common/contrast.h"

#include "widgets/forms/fieldrow.h"

#include <QFrame>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace mcpscope {

ArrayFieldEditor::ArrayFieldEditor(const FormField &field, QWidget *parent)
    : FieldEditor(field, parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_box = new QGroupBox(this);
    QString title = field.label().isEmpty() ? tr("Items") : field.label();
    if (field.required)
        title += QLatin1String(" *");
    m_box->setTitle(title);
    m_box->setAccessibleName(field.required ? tr("%1 (required)").arg(field.label()) : field.label());
    if (!field.description.isEmpty())
        m_box->setToolTip(toolTipText(field.description));
    outer->addWidget(m_box);

    auto *layout = new QVBoxLayout(m_box);
    QStringList about;
    const QString description = field.description.trimmed();
    if (!description.isEmpty())
        about.append(description.back().isPunct() ? description : description + QLatin1Char('.'));
    if (field.minItems > 0 && field.maxItems >= 0)
        about.append(tr("From %1 to %2 items.").arg(field.minItems).arg(field.maxItems));
    else if (field.minItems > 0)
        about.append(field.minItems == 1 ? tr("At least one item.") : tr("At least %1 items.").arg(field.minItems));
    else if (field.maxItems >= 0)
        about.append(field.maxItems == 1 ? tr("At most one item.") : tr("At most %1 items.").arg(field.maxItems));
    if (field.uniqueItems)
        about.append(tr("No item may appear twice."));
    if (const QString example = field.isMultiSelect() ? QString() : FormValues::exampleText(field); !example.isEmpty())
        about.append(tr("Example: %1").arg(example));
    if (!about.isEmpty()) {
        auto *aboutLabel = new QLabel(about.join(QLatin1Char(' ')), m_box);
        aboutLabel->setWordWrap(true);
        aboutLabel->setTextFormat(Qt::PlainText);
        contrast::setMutedText(aboutLabel);
        layout->addWidget(aboutLabel);
    }

    m_itemsLayout = new QVBoxLayout;
    m_itemsLayout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_itemsLayout);
    m_empty = new QLabel(field.required ? tr("No items yet (an empty list is sent).")
                                        : tr("No items yet (the list is left out)."),
                         m_box);
    contrast::setMutedText(m_empty);
    layout->addWidget(m_empty);

    m_add = new QPushButton(tr("Add item"), m_box);
    m_add->setIcon(style()->standardIcon(QStyle::SP_FileDialogNewFolder));
    m_add->setAccessibleName(tr("Add an item to %1").arg(field.label()));
    auto *addLine = new QHBoxLayout;
    addLine->addWidget(m_add);
    addLine->addStretch(1);
    layout->addLayout(addLine);
    connect(m_add, &QPushButton::clicked, this, [this] {
        FieldRow *row = addItem();
        row->editor()->inputWidget()->setFocus();
    });
    updateButtons();
}

ArrayFieldEditor::Item ArrayFieldEditor::createItem()
{
    Item item;
    item.frame = new QFrame(m_box);
    item.frame->setFrameShape(QFrame::StyledPanel);
    auto *line = new QHBoxLayout(item.frame);
    line->setContentsMargins(4, 4, 4, 4);
    item.number = new QLabel(item.frame);
    item.number->setMinimumWidth(item.number->fontMetrics().horizontalAdvance(QStringLiteral("00.")));
    line->addWidget(item.number, 0, Qt::AlignTop);

    const FormField *itemField = m_field.itemField();
    item.row = new FieldRow(itemField ? *itemField : FormField(), item.frame);
    line->addWidget(item.row, 1);

    auto makeButton = [&item](QStyle::StandardPixmap icon, const QString &tip) {
        auto *button = new QToolButton(item.frame);
        button->setIcon(item.frame->style()->standardIcon(icon));
        button->setToolTip(tip);
        button->setAutoRaise(true);
        return button;
    };
    item.up = makeButton(QStyle::SP_ArrowUp, tr("Move up"));
    item.down = makeButton(QStyle::SP_ArrowDown, tr("Move down"));
    item.remove = makeButton(QStyle::SP_DialogDiscardButton, tr("Remove this item"));
    line->addWidget(item.up, 0, Qt::AlignTop);
    line->addWidget(item.down, 0, Qt::AlignTop);
    line->addWidget(item.remove, 0, Qt::AlignTop);

    QFrame *frame = item.frame;
    connect(item.up, &QToolButton::clicked, this, [this, frame] {
        const int i = indexOf(frame);
        if (i > 0)
            moveItem(i, i - 1);
    });
    connect(item.down, &QToolButton::clicked, this, [this, frame] {
        const int i = indexOf(frame);
        if (i >= 0 && i + 1 < count())
            moveItem(i, i + 1);
    });
    connect(item.remove, &QToolButton::clicked, this, [this, frame] {
        const int i = indexOf(frame);
        if (i >= 0)
            removeItem(i);
    });
    connect(item.row, &FieldRow::valueChanged, this, &FieldEditor::valueChanged);
    return item;
}

FieldRow *ArrayFieldEditor::addItem()
{
    Item item = createItem();
    m_items.append(item);
    m_itemsLayout->addWidget(item.frame);
    m_explicit = true;
    updateButtons();
    Q_EMIT valueChanged();
    return item.row;
}

void ArrayFieldEditor::removeItem(int index)
{
    if (index < 0 || index >= count())
        return;
    const Item item = m_items.takeAt(index);
    m_itemsLayout->removeWidget(item.frame);
    item.frame->deleteLater();
    item.frame->hide();
    updateButtons();
    Q_EMIT valueChanged();
}

void ArrayFieldEditor::moveItem(int from, int to)
{
    if (from < 0 || from >= count() || to < 0 || to >= count() || from == to)
        return;
    const Item item = m_items.takeAt(from);
    m_items.insert(to, item);
    m_itemsLayout->removeWidget(item.frame);
    m_itemsLayout->insertWidget(to, item.frame);
    updateButtons();
    Q_EMIT valueChanged();
}

FieldRow *ArrayFieldEditor::itemRow(int index) const
{
    return index >= 0 && index < count() ? m_items.at(index).row : nullptr;
}

int ArrayFieldEditor::indexOf(const QFrame *frame) const
{
    for (qsizetype i = 0; i < m_items.size(); ++i) {
        if (m_items.at(i).frame == frame)
            return int(i);
    }
    return -1;
}

void ArrayFieldEditor::updateButtons()
{
    for (qsizetype i = 0; i < m_items.size(); ++i) {
        const Item &item = m_items.at(i);
        item.number->setText(QString::number(i + 1) + QLatin1Char('.'));
        item.up->setEnabled(i > 0);
        item.down->setEnabled(i + 1 < m_items.size());
        item.up->setAccessibleName(tr("Move item %1 up").arg(i + 1));
        item.down->setAccessibleName(tr("Move item %1 down").arg(i + 1));
        item.remove->setAccessibleName(tr("Remove item %1").arg(i + 1));
    }
    m_empty->setVisible(m_items.isEmpty());
    // More than maxItems stays possible (testing a server's own checks), but is flagged by validation.
}

QJsonValue ArrayFieldEditor::value() const
{
    if (m_items.isEmpty() && !m_field.required && !m_explicit)
        return QJsonValue(QJsonValue::Undefined);
    QJsonArray out;
    for (const Item &item : m_items) {
        const QJsonValue v = item.row->value();
        out.append(v.isUndefined() ? QJsonValue(QJsonValue::Null) : v);
    }
    return out;
}

void ArrayFieldEditor::setValue(const QJsonValue &value)
{
    const QSignalBlocker blocker(this);
    while (!m_items.isEmpty())
        removeItem(count() - 1);
    const QJsonArray a = value.toArray();
    for (const QJsonValue &v : a)
        addItem()->setValue(v);
    m_explicit = value.isArray();
    updateButtons();
}

void ArrayFieldEditor::collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const
{
    for (qsizetype i = 0; i < m_items.size(); ++i)
        m_items.at(i).row->collectInputProblems(pointer + QLatin1Char('/') + QString::number(i), out);
}

QList<schemacheck::Violation> ArrayFieldEditor::showErrors(const QString &pointer,
                                                           const QList<schemacheck::Violation> &violations)
{
    QList<QList<schemacheck::Violation>> perItem(m_items.size());
    QList<schemacheck::Violation> left;
    for (const schemacheck::Violation &v : violations) {
        bool placed = false;
        if (v.pointer.startsWith(pointer + QLatin1Char('/'))) {
            const QString rest = v.pointer.mid(pointer.size() + 1);
            bool ok = false;
            const int index = rest.section(QLatin1Char('/'), 0, 0).toInt(&ok);
            if (ok && index >= 0 && index < perItem.size()) {
                perItem[index].append(v);
                placed = true;
            }
        }
        if (!placed)
            left.append(v);
    }
    for (qsizetype i = 0; i < m_items.size(); ++i)
        m_items.at(i).row->showErrors(pointer + QLatin1Char('/') + QString::number(i), perItem.at(i));
    return left;
}

QWidget *ArrayFieldEditor::inputWidget()
{
    return m_add;
}

} // namespace mcpscope
