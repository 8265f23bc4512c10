// SPDX-License-Identifier: MIT
#include "widgets/compare/comparewindow.h"

#include "jsonrpc/message.h"
#include "session/session.h"
#include "session/sessioncomparefilter.h"
#include "session/sessioncomparemodel.h"
#include "widgets/common/appicon.h"
#include "widgets/compare/comparedisplaymodel.h"
#include "widgets/json/jsonview.h"

#include <QCheckBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

namespace mcpscope {

using Difference = jsondiff::Difference;
using Status = SessionComparison::Status;

namespace {
constexpr int DifferenceRole = Qt::UserRole + 1; ///< index into the item's differences; -1 for notes
}

CompareWindow::CompareWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_model(new SessionCompareModel(this))
    , m_filter(new SessionCompareFilter(this))
    , m_display(new CompareDisplayModel(this))
{
    setWindowTitle(tr("Compare Sessions — mcpscope"));
    setWindowIcon(applicationIcon());
    m_filter->setSourceModel(m_model);
    m_display->setSourceModel(m_filter);
    m_display->setPalette(palette());

    m_filesBox = new QWidget(this);
    m_filesBox->setObjectName(QStringLiteral("files"));
    auto *files = new QGridLayout(m_filesBox);
    files->setContentsMargins(0, 0, 0, 0);
    m_fileA = new QLineEdit(this);
    m_fileB = new QLineEdit(this);
    m_fileA->setPlaceholderText(tr("A session file or transcript, e.g. with the old server version"));
    m_fileB->setPlaceholderText(tr("A session file or transcript, e.g. with the new server version"));
    m_fileA->setAccessibleName(tr("Session A"));
    m_fileB->setAccessibleName(tr("Session B"));
    auto *chooseA = new QPushButton(tr("Choose…"), this);
    auto *chooseB = new QPushButton(tr("Choose…"), this);
    chooseA->setObjectName(QStringLiteral("chooseA"));
    chooseB->setObjectName(QStringLiteral("chooseB"));
    m_compareButton = new QPushButton(tr("Compare"), this);
    m_compareButton->setDefault(true);
    files->addWidget(new QLabel(tr("Session A:"), this), 0, 0);
    files->addWidget(m_fileA, 0, 1);
    files->addWidget(chooseA, 0, 2);
    files->addWidget(new QLabel(tr("Session B:"), this), 1, 0);
    files->addWidget(m_fileB, 1, 1);
    files->addWidget(chooseB, 1, 2);
    files->addWidget(m_compareButton, 0, 3, 2, 1);
    connect(chooseA, &QPushButton::clicked, this, [this] { chooseFile(m_fileA, tr("Choose Session A")); });
    connect(chooseB, &QPushButton::clicked, this, [this] { chooseFile(m_fileB, tr("Choose Session B")); });
    connect(m_compareButton, &QPushButton::clicked, this, &CompareWindow::compareNow);
    connect(m_fileA, &QLineEdit::textChanged, this, &CompareWindow::updateCompareButton);
    connect(m_fileB, &QLineEdit::textChanged, this, &CompareWindow::updateCompareButton);
    connect(m_fileA, &QLineEdit::returnPressed, this, &CompareWindow::compareNow);
    connect(m_fileB, &QLineEdit::returnPressed, this, &CompareWindow::compareNow);

    m_summary = new QLabel(tr("Choose two recorded sessions to compare, for example the same calls against "
                              "two versions of a server."),
                           this);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_onlyDifferences = new QCheckBox(tr("Only differences"), this);
    connect(m_onlyDifferences, &QCheckBox::toggled, this, &CompareWindow::setOnlyDifferences);
    auto *summaryRow = new QHBoxLayout;
    summaryRow->addWidget(m_summary, 1);
    summaryRow->addWidget(m_onlyDifferences);

    m_tree = new QTreeView(this);
    m_tree->setObjectName(QStringLiteral("items"));
    m_tree->setModel(m_display);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(false);
    m_tree->setAccessibleName(tr("Compared items"));
    // A and B share the room; the item's name and the status take what they need.
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(SessionCompareModel::AColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(SessionCompareModel::BColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(SessionCompareModel::StatusColumn, QHeaderView::ResizeToContents);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showItem(current); });

    m_itemTitle = new QLabel(this);
    m_itemTitle->setTextFormat(Qt::PlainText);
    m_itemTitle->setWordWrap(true);
    QFont bold = m_itemTitle->font();
    bold.setBold(true);
    m_itemTitle->setFont(bold);
    m_differences = new QListWidget(this);
    m_differences->setObjectName(QStringLiteral("differences"));
    m_differences->setAccessibleName(tr("Differences of the selected item"));
    connect(m_differences, &QListWidget::currentRowChanged, this, &CompareWindow::showDifference);

    auto makeSide = [this](QLabel **label, JsonView **view, const QString &name) {
        auto *box = new QWidget(this);
        auto *layout = new QVBoxLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        *label = new QLabel(name, box);
        (*label)->setTextFormat(Qt::PlainText);
        *view = new JsonView(box);
        (*view)->setAccessibleName(name);
        (*view)->setPlaceholderText(tr("Select an item to see it here."));
        layout->addWidget(*label);
        layout->addWidget(*view, 1);
        return box;
    };
    auto *sides = new QSplitter(Qt::Horizontal, this);
    sides->addWidget(makeSide(&m_labelA, &m_viewA, tr("A")));
    sides->addWidget(makeSide(&m_labelB, &m_viewB, tr("B")));
    sides->setChildrenCollapsible(false);

    auto *detail = new QWidget(this);
    auto *detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    detailLayout->addWidget(m_itemTitle);
    detailLayout->addWidget(m_differences);
    detailLayout->addWidget(sides, 1);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_tree);
    splitter->addWidget(detail);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filesBox);
    layout->addLayout(summaryRow);
    layout->addWidget(splitter, 1);

    updateCompareButton();
    resize(1100, 800);
}

CompareWindow::~CompareWindow() = default;

CompareWindow *CompareWindow::showNew(QWidget *parent, const QString &fileA)
{
    auto *window = new CompareWindow(parent);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setFiles(fileA, QString());
    window->show();
    return window;
}

void CompareWindow::setFiles(const QString &fileA, const QString &fileB)
{
    m_fileA->setText(fileA);
    m_fileB->setText(fileB);
}

QString CompareWindow::fileA() const
{
    return m_fileA->text();
}

QString CompareWindow::fileB() const
{
    return m_fileB->text();
}

void CompareWindow::chooseFile(QLineEdit *field, const QString &title)
{
    const QString other = field == m_fileA ? m_fileB->text() : m_fileA->text();
    const QString start = field->text().isEmpty() ? QFileInfo(other).absolutePath() : field->text();
    const QString path
        = QFileDialog::getOpenFileName(this, title, other.isEmpty() && field->text().isEmpty() ? QString() : start,
                                       tr("Sessions and transcripts (*.jsonl *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    field->setText(path);
    if (!m_fileA->text().isEmpty() && !m_fileB->text().isEmpty())
        compareNow();
}

void CompareWindow::updateCompareButton()
{
    m_compareButton->setEnabled(!m_fileA->text().trimmed().isEmpty() && !m_fileB->text().trimmed().isEmpty());
}

void CompareWindow::compareNow()
{
    if (!m_compareButton->isEnabled())
        return;
    compareFiles(m_fileA->text().trimmed(), m_fileB->text().trimmed());
}

bool CompareWindow::compareFiles(const QString &fileA, const QString &fileB, QString *errorMessage)
{
    if (m_fileA->text() != fileA || m_fileB->text() != fileB)
        setFiles(fileA, fileB);
    if (m_surface) {
        m_surface = false;
        m_filesBox->show();
        setWindowTitle(tr("Compare Sessions — mcpscope"));
    }
    Session a;
    Session b;
    QString error;
    for (Session *session : {&a, &b}) {
        const bool isA = session == &a;
        if (!Session::load(isA ? fileA : fileB, session, nullptr, &error)) {
            const QString message
                = isA ? tr("Session A cannot be read: %1").arg(error) : tr("Session B cannot be read: %1").arg(error);
            m_model->setComparison(SessionComparison());
            showItem({});
            m_summary->setText(message);
            if (errorMessage)
                *errorMessage = message;
            return false;
        }
    }
    compareSessions(a, b, QFileInfo(fileA).fileName(), QFileInfo(fileB).fileName());
    return true;
}

void CompareWindow::compareSessions(const Session &a, const Session &b, const QString &nameA, const QString &nameB)
{
    showComparison(SessionComparison::compare(a, b), nameA, nameB);
}

void CompareWindow::compareSurface(const Session &a, const QString &nameA, const Session &b, const QString &nameB)
{
    m_surface = true;
    m_filesBox->hide();
    setWindowTitle(tr("Compare Surface: %1 and %2 — mcpscope").arg(nameA, nameB));
    showComparison(SessionComparison::compareSurface(a, b), nameA, nameB);
}

CompareWindow *CompareWindow::showSurfaceDiff(QWidget *parent, const Session &a, const QString &nameA, const Session &b,
                                              const QString &nameB)
{
    auto *window = new CompareWindow(parent);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->compareSurface(a, nameA, b, nameB);
    window->show();
    return window;
}

void CompareWindow::showComparison(const SessionComparison &comparison, const QString &nameA, const QString &nameB)
{
    m_model->setComparison(comparison);
    m_labelA->setText(tr("A: %1").arg(nameA));
    m_labelB->setText(tr("B: %1").arg(nameB));
    QString summary = m_model->comparison().summaryText();
    if (comparison.isSurface()) {
        const auto facts = [](const SessionComparison::ServerFacts &f) {
            if (!f.known)
                return tr("no answer to initialize");
            const QString name = QStringList{f.name, f.version}.join(QLatin1Char(' ')).trimmed();
            return f.protocolVersion.isEmpty() ? name : tr("%1, protocol %2").arg(name, f.protocolVersion);
        };
        summary
            = tr("A: %1 (%2). B: %3 (%4).").arg(nameA, facts(comparison.serverA()), nameB, facts(comparison.serverB()))
              + QLatin1Char('\n') + summary;
        for (const SessionComparison::NotCompared &n : comparison.notCompared())
            summary += QLatin1Char(' ')
                       + tr("Not compared: %1 (%2)").arg(SessionComparison::sectionTitle(n.section), n.reason);
    }
    m_summary->setText(summary);
    m_tree->expandAll();
    m_tree->resizeColumnToContents(SessionCompareModel::ItemColumn);
    m_tree->setColumnWidth(SessionCompareModel::ItemColumn,
                           qMin(m_tree->columnWidth(SessionCompareModel::ItemColumn) + 16, 320));
    m_shownItem = -1;
    showItem({});
    selectFirstDifference();
    Q_EMIT compared();
}

void CompareWindow::showNotice(const QString &text)
{
    m_model->setComparison(SessionComparison());
    showItem({});
    m_summary->setText(text);
}

void CompareWindow::setOnlyDifferences(bool only)
{
    if (m_onlyDifferences->isChecked() != only)
        m_onlyDifferences->setChecked(only);
    m_filter->setOnlyDifferences(only);
    m_tree->expandAll();
}

const SessionComparison &CompareWindow::comparison() const
{
    return m_model->comparison();
}

QString CompareWindow::summaryText() const
{
    return m_summary->text();
}

bool CompareWindow::selectItem(qsizetype itemIndex)
{
    const QModelIndex source = m_model->indexOfItem(itemIndex);
    const QModelIndex shown = m_display->mapFromSource(m_filter->mapFromSource(source));
    if (!shown.isValid())
        return false;
    m_tree->setCurrentIndex(shown);
    m_tree->scrollTo(shown);
    return true;
}

void CompareWindow::selectFirstDifference()
{
    const QList<SessionComparison::Item> &items = m_model->comparison().items();
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (items.at(i).isDifference() && selectItem(i))
            return;
    }
    if (m_display->rowCount() > 0)
        m_tree->setCurrentIndex(m_display->index(0, 0));
}

void CompareWindow::showItem(const QModelIndex &index)
{
    const QModelIndex source = m_filter->mapToSource(m_display->mapToSource(index));
    const SessionComparison::Item *item = m_model->itemAt(source);
    m_differences->clear();
    if (!item) {
        m_shownItem = -1;
        m_itemTitle->setText(index.isValid() ? index.siblingAtColumn(0).data().toString() : QString());
        m_viewA->clearContent();
        m_viewB->clearContent();
        return;
    }
    m_shownItem = source.data(SessionCompareModel::ItemIndexRole).toLongLong();
    m_itemTitle->setText(
        tr("%1 — %2").arg(item->name, source.siblingAtColumn(SessionCompareModel::StatusColumn).data().toString()));

    auto show = [](JsonView *view, const QByteArray &raw, const QString &missing) {
        if (raw.isEmpty())
            view->showPlainText(QString(), missing);
        else
            view->showMessage(Message::parse(raw));
    };
    show(m_viewA, item->rawA, tr("Session A has nothing of this name."));
    show(m_viewB, item->rawB, tr("Session B has nothing of this name."));

    const QPalette &p = palette();
    const QColor changed = CompareDisplayModel::statusBackground(Status::Different, p);
    const QColor onlyA = CompareDisplayModel::statusBackground(Status::OnlyInA, p);
    const QColor onlyB = CompareDisplayModel::statusBackground(Status::OnlyInB, p);
    QList<QPair<QString, QColor>> marksA;
    QList<QPair<QString, QColor>> marksB;
    for (const Difference &d : item->differences) {
        if (d.kind != Difference::Kind::OnlyInB)
            marksA.append({d.pointerA, d.kind == Difference::Kind::Changed ? changed : onlyA});
        if (d.kind != Difference::Kind::OnlyInA)
            marksB.append({d.pointerB, d.kind == Difference::Kind::Changed ? changed : onlyB});
    }
    // An item only one side has is marked whole on that side.
    if (item->rawB.isEmpty())
        marksA.append({QString(), onlyA});
    if (item->rawA.isEmpty())
        marksB.append({QString(), onlyB});
    m_viewA->setLineMarks(marksA);
    m_viewB->setLineMarks(marksB);

    for (const QString &note : item->notes) {
        auto *row = new QListWidgetItem(note, m_differences);
        row->setData(DifferenceRole, -1);
    }
    // What changed in plain words; a surface diff shows only these when it has them.
    for (const QString &change : item->changes) {
        auto *row = new QListWidgetItem(change, m_differences);
        row->setData(DifferenceRole, -1);
    }
    const bool wordsOnly = m_surface && !item->changes.isEmpty();
    for (qsizetype i = 0; i < (wordsOnly ? 0 : item->differences.size()); ++i) {
        const Difference &d = item->differences.at(i);
        const QString where = d.pointer().isEmpty() ? tr("the whole item") : d.pointer();
        QString text;
        switch (d.kind) {
        case Difference::Kind::Changed:
            text = tr("%1: %2 → %3")
                       .arg(where, SessionComparison::preview(d.a, 80, d.a.type() != d.b.type()),
                            SessionComparison::preview(d.b, 80, d.a.type() != d.b.type()));
            break;
        case Difference::Kind::OnlyInA:
            text = tr("%1: only in A: %2").arg(where, SessionComparison::preview(d.a));
            break;
        case Difference::Kind::OnlyInB:
            text = tr("%1: only in B: %2").arg(where, SessionComparison::preview(d.b));
            break;
        }
        auto *row = new QListWidgetItem(text, m_differences);
        row->setData(DifferenceRole, int(i));
        row->setForeground(CompareDisplayModel::statusColor(d.kind == Difference::Kind::Changed   ? Status::Different
                                                            : d.kind == Difference::Kind::OnlyInA ? Status::OnlyInA
                                                                                                  : Status::OnlyInB,
                                                            p));
    }
    if (item->differencesTruncated && !wordsOnly)
        new QListWidgetItem(tr("… and more differences, not listed."), m_differences);
    for (const jsondiff::Spelling &s : item->spelling) {
        const QString where = s.pointer.isEmpty() ? tr("the whole item") : s.pointer;
        QString text;
        switch (s.kind) {
        case jsondiff::Spelling::Kind::MemberOrder:
            text = tr("%1: the same members in another order").arg(where);
            break;
        case jsondiff::Spelling::Kind::NumberSpelling:
            text = tr("%1: the same number written differently").arg(where);
            break;
        case jsondiff::Spelling::Kind::StringEscapes:
            text = tr("%1: the same text with other escapes").arg(where);
            break;
        }
        new QListWidgetItem(text, m_differences);
    }
    m_differences->setVisible(m_differences->count() > 0);
    // As tall as its rows, up to six; the JSON below gets the rest.
    const int rows = qBound(1, m_differences->count(), 6);
    m_differences->setFixedHeight(rows * qMax(m_differences->sizeHintForRow(0), fontMetrics().height())
                                  + 2 * m_differences->frameWidth() + 2);
    // Start at the first difference, so both sides scroll to it.
    for (int row = 0; row < m_differences->count(); ++row) {
        if (m_differences->item(row)->data(DifferenceRole).toInt() >= 0) {
            m_differences->setCurrentRow(row);
            break;
        }
    }
}

void CompareWindow::showDifference(int row)
{
    if (row < 0 || m_shownItem < 0)
        return;
    const int index = m_differences->item(row)->data(DifferenceRole).toInt();
    const QList<SessionComparison::Item> &items = m_model->comparison().items();
    if (index < 0 || m_shownItem >= items.size() || index >= items.at(m_shownItem).differences.size())
        return;
    const Difference &d = items.at(m_shownItem).differences.at(index);
    if (d.kind == Difference::Kind::OnlyInB)
        m_viewA->clearHighlight();
    else
        m_viewA->highlightPointer(d.pointerA);
    if (d.kind == Difference::Kind::OnlyInA)
        m_viewB->clearHighlight();
    else
        m_viewB->highlightPointer(d.pointerB);
}

void CompareWindow::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        m_display->setPalette(palette());
}

} // namespace mcpscope
