// SPDX-License-Identifier: MIT
#include "sessioncomparemodel.h"

namespace mcpscope {

namespace {
// Section rows carry 0 as internal id; item rows carry their section's row + 1.
constexpr quintptr SectionId = 0;

int severity(SessionComparison::Status status)
{
    switch (status) {
    case SessionComparison::Status::Same:
        return 0;
    case SessionComparison::Status::WrittenDifferently:
        return 1;
    case SessionComparison::Status::OnlyInA:
    case SessionComparison::Status::OnlyInB:
        return 2;
    case SessionComparison::Status::Different:
        return 3;
    }
    return 0;
}
} // namespace

SessionCompareModel::SessionCompareModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void SessionCompareModel::setComparison(const SessionComparison &comparison)
{
    beginResetModel();
    m_comparison = comparison;
    m_sections.clear();
    for (int s = 0; s < SessionComparison::SectionCount; ++s) {
        SectionRows rows;
        rows.section = SessionComparison::Section(s);
        rows.items = m_comparison.itemsOf(rows.section);
        if (rows.items.isEmpty())
            continue;
        for (qsizetype i : std::as_const(rows.items)) {
            const SessionComparison::Item &item = m_comparison.items().at(i);
            if (severity(item.status) > severity(rows.worst))
                rows.worst = item.status;
            rows.differing += item.isDifference() ? 1 : 0;
        }
        m_sections.append(rows);
    }
    endResetModel();
}

const SessionComparison::Item *SessionCompareModel::itemAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() == SectionId)
        return nullptr;
    const SectionRows &rows = m_sections.at(int(index.internalId() - 1));
    return &m_comparison.items().at(rows.items.at(index.row()));
}

QModelIndex SessionCompareModel::indexOfItem(qsizetype itemIndex) const
{
    for (int s = 0; s < m_sections.size(); ++s) {
        const qsizetype row = m_sections.at(s).items.indexOf(itemIndex);
        if (row >= 0)
            return createIndex(int(row), 0, quintptr(s + 1));
    }
    return {};
}

QModelIndex SessionCompareModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < m_sections.size() ? createIndex(row, column, SectionId) : QModelIndex();
    if (parent.internalId() != SectionId || parent.column() != 0)
        return {};
    if (row >= m_sections.at(parent.row()).items.size())
        return {};
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex SessionCompareModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == SectionId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, SectionId);
}

int SessionCompareModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_sections.size());
    if (parent.internalId() == SectionId && parent.column() == 0)
        return int(m_sections.at(parent.row()).items.size());
    return 0;
}

int SessionCompareModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant SessionCompareModel::sectionData(const SectionRows &rows, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case ItemColumn:
            return SessionComparison::sectionTitle(rows.section);
        case AColumn:
        case BColumn: {
            const bool a = column == AColumn;
            if (rows.section >= SessionComparison::Section::Tools && rows.section <= SessionComparison::Section::Prompts
                && !(a ? m_comparison.listedA(rows.section) : m_comparison.listedB(rows.section)))
                return tr("not asked for");
            qsizetype n = 0;
            for (qsizetype i : rows.items) {
                const SessionComparison::Item &item = m_comparison.items().at(i);
                n += (a ? !item.rawA.isEmpty() : !item.rawB.isEmpty()) ? 1 : 0;
            }
            return tr("%1 listed").arg(n);
        }
        case StatusColumn:
            return rows.differing == 0 ? tr("all the same") : tr("differences: %1").arg(rows.differing);
        }
        return {};
    case StatusRole:
        return int(rows.worst);
    case SectionRole:
        return int(rows.section);
    case ItemIndexRole:
        return -1;
    case DifferenceCountRole:
        return qlonglong(rows.differing);
    }
    return {};
}

QVariant SessionCompareModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == SectionId)
        return sectionData(m_sections.at(index.row()), index.column(), role);
    const SectionRows &rows = m_sections.at(int(index.internalId() - 1));
    const qsizetype itemIndex = rows.items.at(index.row());
    const SessionComparison::Item &item = m_comparison.items().at(itemIndex);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ItemColumn:
            return item.name;
        case AColumn:
            return item.rawA.isEmpty() ? QStringLiteral("—") : item.summaryA;
        case BColumn:
            return item.rawB.isEmpty() ? QStringLiteral("—") : item.summaryB;
        case StatusColumn:
            return item.what.isEmpty() ? SessionComparison::statusText(item.status)
                                       : tr("%1: %2").arg(SessionComparison::statusText(item.status), item.what);
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == StatusColumn && !item.notes.isEmpty())
            return item.notes.join(QLatin1Char('\n'));
        return {};
    case StatusRole:
        return int(item.status);
    case SectionRole:
        return int(item.section);
    case ItemIndexRole:
        return qlonglong(itemIndex);
    case DifferenceCountRole:
        return qlonglong(item.differences.size());
    }
    return {};
}

QVariant SessionCompareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ItemColumn:
        return tr("Item");
    case AColumn:
        return tr("A");
    case BColumn:
        return tr("B");
    case StatusColumn:
        return tr("Status");
    }
    return {};
}

} // namespace mcpscope
