// SPDX-License-Identifier: MIT
#include "widgets/dialogs/exportdialog.h"

#include "session/redactor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QVBoxLayout>

namespace mcpscope {

ExportDialog::ExportDialog(QWidget *parent)
    : QDialog(parent)
    , m_format(new QComboBox(this))
    , m_onlySelected(new QCheckBox(tr("Only the selected rows"), this))
    , m_redact(new QCheckBox(tr("Hide secrets (recommended)"), this))
    , m_rules(new QListWidget(this))
    , m_patternEdit(new QLineEdit(this))
    , m_addPattern(new QPushButton(tr("Add Pattern"), this))
    , m_patternError(new QLabel(this))
{
    setWindowTitle(tr("Export Session"));

    m_format->setObjectName(QStringLiteral("exportFormat"));
    m_format->addItem(tr("HTML report"), int(SessionExporter::Format::Html));
    m_format->addItem(tr("Markdown summary"), int(SessionExporter::Format::Markdown));
    m_format->addItem(tr("Session file (can be opened again)"), int(SessionExporter::Format::Session));

    m_onlySelected->setObjectName(QStringLiteral("onlySelected"));
    m_onlySelected->setEnabled(false);
    m_redact->setObjectName(QStringLiteral("redact"));
    m_redact->setChecked(true);
    m_redact->setToolTip(tr("Your own journal of the session keeps everything; only the export is changed."));

    m_rules->setObjectName(QStringLiteral("redactionRules"));
    m_rules->setAccessibleName(tr("What will be hidden"));
    m_rules->setSelectionMode(QAbstractItemView::NoSelection);
    // The list of member names is long: it wraps rather than hiding behind a scroll bar.
    m_rules->setWordWrap(true);
    m_rules->setResizeMode(QListView::Adjust);
    m_rules->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_patternEdit->setObjectName(QStringLiteral("patternEdit"));
    m_patternEdit->setPlaceholderText(tr("Another pattern to hide, e.g. ghp_[A-Za-z0-9]+"));
    m_patternEdit->setAccessibleName(tr("Pattern to hide"));
    m_patternError->setObjectName(QStringLiteral("patternError"));
    m_patternError->setWordWrap(true);
    m_patternError->setTextFormat(Qt::PlainText);
    m_patternError->hide();

    auto *form = new QFormLayout;
    form->addRow(tr("&Format:"), m_format);

    auto *patternRow = new QHBoxLayout;
    patternRow->addWidget(m_patternEdit, 1);
    patternRow->addWidget(m_addPattern);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *save = buttons->addButton(tr("&Save…"), QDialogButtonBox::AcceptRole);
    save->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_onlySelected);
    layout->addWidget(m_redact);
    auto *rulesLabel = new QLabel(tr("What will be hidden:"), this);
    rulesLabel->setBuddy(m_rules);
    layout->addWidget(rulesLabel);
    layout->addWidget(m_rules, 1);
    layout->addLayout(patternRow);
    layout->addWidget(m_patternError);
    layout->addWidget(buttons);

    connect(m_addPattern, &QPushButton::clicked, this, &ExportDialog::addPatternFromEdit);
    connect(m_patternEdit, &QLineEdit::returnPressed, this, &ExportDialog::addPatternFromEdit);
    connect(m_redact, &QCheckBox::toggled, this, [this](bool on) {
        m_rules->setEnabled(on);
        m_patternEdit->setEnabled(on);
        m_addPattern->setEnabled(on);
    });
    fillRules();
    resize(560, 460);
}

SessionExporter::Format ExportDialog::format() const
{
    return SessionExporter::Format(m_format->currentData().toInt());
}

void ExportDialog::setFormat(SessionExporter::Format format)
{
    m_format->setCurrentIndex(m_format->findData(int(format)));
}

void ExportDialog::setSelectedCount(qsizetype count)
{
    m_onlySelected->setEnabled(count > 0);
    if (count <= 0)
        m_onlySelected->setChecked(false);
    m_onlySelected->setText(count > 0 ? tr("Only the selected rows (%n)", nullptr, int(count))
                                      : tr("Only the selected rows"));
}

bool ExportDialog::onlySelected() const
{
    return m_onlySelected->isEnabled() && m_onlySelected->isChecked();
}

void ExportDialog::setOnlySelected(bool only)
{
    m_onlySelected->setChecked(only);
}

bool ExportDialog::redactionEnabled() const
{
    return m_redact->isChecked();
}

void ExportDialog::setRedactionEnabled(bool enabled)
{
    m_redact->setChecked(enabled);
}

void ExportDialog::setSecretValues(const QMap<QString, QString> &values)
{
    m_secrets = values;
    fillRules();
}

bool ExportDialog::addPattern(const QString &pattern, QString *errorMessage)
{
    QString error;
    Redactor check;
    if (pattern.isEmpty()) {
        error = tr("Type a pattern (a regular expression) first.");
    } else if (!check.addPattern(pattern, &error)) {
        error = tr("This is not a valid regular expression: %1").arg(error);
    } else if (QRegularExpression(pattern).match(QString()).hasMatch()) {
        error = tr("This pattern also matches empty text; it must match at least one character.");
    } else if (!m_patterns.contains(pattern)) {
        m_patterns.append(pattern);
        fillRules();
    }
    if (errorMessage)
        *errorMessage = error;
    return error.isEmpty();
}

void ExportDialog::addPatternFromEdit()
{
    QString error;
    if (addPattern(m_patternEdit->text(), &error)) {
        m_patternEdit->clear();
        m_patternError->hide();
    } else {
        m_patternError->setText(error);
        m_patternError->show();
    }
}

void ExportDialog::configure(Redactor *redactor) const
{
    for (const QString &value : m_secrets)
        redactor->addSecretValue(value);
    for (const QString &pattern : m_patterns)
        redactor->addPattern(pattern);
}

void ExportDialog::fillRules()
{
    m_rules->clear();
    const auto tip = qScopeGuard([this] {
        for (int i = 0; i < m_rules->count(); ++i)
            m_rules->item(i)->setToolTip(m_rules->item(i)->text());
    });
    const Redactor defaults;
    m_rules->addItem(tr("Values of members named like: %1").arg(defaults.sensitiveNames().join(QStringLiteral(", "))));
    for (auto it = m_secrets.cbegin(); it != m_secrets.cend(); ++it) {
        if (!it.value().isEmpty())
            m_rules->addItem(tr("The value of %1 (a secret of the server profile)").arg(it.key()));
    }
    const QStringList patterns = defaults.patterns();
    for (const QString &pattern : patterns)
        m_rules->addItem(tr("Text matching %1").arg(pattern));
    for (const QString &pattern : m_patterns)
        m_rules->addItem(tr("Text matching %1 (your pattern)").arg(pattern));
}

QString ExportDialog::suffix(SessionExporter::Format format)
{
    switch (format) {
    case SessionExporter::Format::Html:
        return QStringLiteral("html");
    case SessionExporter::Format::Markdown:
        return QStringLiteral("md");
    case SessionExporter::Format::Session:
        break;
    }
    return QStringLiteral("jsonl");
}

QString ExportDialog::fileFilter(SessionExporter::Format format)
{
    switch (format) {
    case SessionExporter::Format::Html:
        return tr("HTML report (*.html)");
    case SessionExporter::Format::Markdown:
        return tr("Markdown (*.md)");
    case SessionExporter::Format::Session:
        break;
    }
    return tr("mcpscope session (*.jsonl)");
}

} // namespace mcpscope
