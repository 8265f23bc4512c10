// SPDX-License-Identifier: MIT
#include "widgets/dialogs/tapwrapdialog.h"

#include "transport/stdiotransport.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace mcpscope {

namespace {
// A configuration file is small; a huge one is shown cut (the whole of it is still written).
constexpr qsizetype MaxShownBytes = 512 * 1024;
} // namespace

TapWrapDialog::TapWrapDialog(const QByteArray &json, const QString &sourcePath, const ServerConfigEntry &entry,
                             const QString &mcpscopeBinary, const QString &sessionFile, QWidget *parent)
    : QDialog(parent)
    , m_json(json)
    , m_sourcePath(sourcePath)
    , m_entry(entry)
    , m_binary(mcpscopeBinary)
    , m_sessionFile(new QLineEdit(sessionFile, this))
    , m_command(new QPlainTextEdit(this))
    , m_config(new QPlainTextEdit(this))
    , m_status(new QLabel(this))
    , m_copy(new QPushButton(tr("&Copy Patched Configuration"), this))
    , m_save(new QPushButton(tr("&Save As…"), this))
{
    setWindowTitle(tr("Wrap \"%1\" with mcpscope tap").arg(entry.name));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The host (your assistant or editor) will start mcpscope tap instead of the server. "
                                "Tap starts the server itself, passes every message through unchanged, and records "
                                "the conversation to the session file, which mcpscope can open while it grows. "
                                "Nothing is written until you copy or save the configuration below; restart the "
                                "host afterwards."),
                             this);
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::PlainText);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    auto *fileRow = new QHBoxLayout;
    m_sessionFile->setAccessibleName(tr("Session file"));
    m_sessionFile->setToolTip(tr("Each time the host starts the server, this file is written anew"));
    fileRow->addWidget(m_sessionFile, 1);
    auto *browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &TapWrapDialog::browseSessionFile);
    fileRow->addWidget(browse);
    form->addRow(tr("Session &file:"), fileRow);
    qobject_cast<QLabel *>(form->labelForField(fileRow))->setBuddy(m_sessionFile);
    layout->addLayout(form);

    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    auto *commandLabel = new QLabel(tr("The host will &run:"), this);
    commandLabel->setBuddy(m_command);
    layout->addWidget(commandLabel);
    m_command->setObjectName(QStringLiteral("tapCommand"));
    m_command->setAccessibleName(tr("Command the host will run"));
    m_command->setReadOnly(true);
    m_command->setFont(fixed);
    m_command->setFixedHeight(QFontMetrics(fixed).lineSpacing() * 4 + 10);
    layout->addWidget(m_command);

    auto *configLabel = new QLabel(tr("Patched &configuration:"), this);
    configLabel->setBuddy(m_config);
    layout->addWidget(configLabel);
    m_config->setObjectName(QStringLiteral("patchedConfig"));
    m_config->setAccessibleName(tr("Patched configuration"));
    m_config->setReadOnly(true);
    m_config->setFont(fixed);
    m_config->setLineWrapMode(QPlainTextEdit::NoWrap);
    layout->addWidget(m_config, 1);

    m_status->setObjectName(QStringLiteral("tapWrapStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_copy, QDialogButtonBox::ActionRole);
    buttons->addButton(m_save, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_copy, &QPushButton::clicked, this, &TapWrapDialog::copyToClipboard);
    connect(m_save, &QPushButton::clicked, this, &TapWrapDialog::askWhereToSave);
    layout->addWidget(buttons);

    connect(m_sessionFile, &QLineEdit::textChanged, this, &TapWrapDialog::refreshPatch);
    refreshPatch();
    resize(820, 560);
}

TapWrapDialog::~TapWrapDialog() = default;

QString TapWrapDialog::commandText() const
{
    return m_command->toPlainText();
}

QString TapWrapDialog::statusText() const
{
    return m_status->text();
}

void TapWrapDialog::refreshPatch()
{
    const QString file = m_sessionFile->text().trimmed();
    m_patched.clear();
    m_error.clear();
    if (file.isEmpty())
        m_error = tr("Give the file tap writes the session to.");
    else if (!ServerConfigFile::wrapWithTap(m_json, m_entry.name, m_binary, file, &m_patched, &m_error))
        m_patched.clear();
    StdioServerConfig command;
    const QStringList parts = ServerConfigFile::tapCommand(m_entry, m_binary, file);
    command.program = parts.constFirst();
    command.arguments = parts.mid(1);
    m_command->setPlainText(m_error.isEmpty() ? command.displayCommand() : QString());
    const QByteArray shown = m_patched.size() > MaxShownBytes ? m_patched.left(MaxShownBytes) : m_patched;
    m_config->setPlainText(QString::fromUtf8(shown));
    QString note = m_error;
    if (note.isEmpty() && !QFileInfo(m_binary).isExecutable())
        note = tr("Note: there is no mcpscope program at %1; the host could not start it.")
                   .arg(QDir::toNativeSeparators(m_binary));
    m_status->setText(note);
    m_copy->setEnabled(!m_patched.isEmpty());
    m_save->setEnabled(!m_patched.isEmpty());
}

void TapWrapDialog::browseSessionFile()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Session File"), m_sessionFile->text(),
                                                      tr("Sessions (*.jsonl);;All files (*)"), nullptr,
                                                      QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty())
        m_sessionFile->setText(QDir::toNativeSeparators(path));
}

void TapWrapDialog::copyToClipboard()
{
    if (m_patched.isEmpty())
        return;
    QApplication::clipboard()->setText(QString::fromUtf8(m_patched));
    m_status->setText(tr("The patched configuration is on the clipboard. Paste it into the host's configuration "
                         "file and restart the host."));
}

bool TapWrapDialog::saveTo(const QString &path)
{
    if (m_patched.isEmpty())
        return false;
    QString backup, error;
    if (!ServerConfigFile::writeWithBackup(path, m_patched, &backup, &error)) {
        m_status->setText(error);
        return false;
    }
    const QString where = QDir::toNativeSeparators(path);
    if (backup.isEmpty())
        m_status->setText(tr("Saved to %1.").arg(where));
    else
        m_status->setText(
            tr("Saved to %1; the file it replaced was kept as %2.").arg(where, QDir::toNativeSeparators(backup)));
    return true;
}

void TapWrapDialog::askWhereToSave()
{
    // A new file beside the host's by default: replacing the host's own is the user's choice,
    // and then the old one is kept as a backup.
    QString suggested = QDir::home().filePath(QStringLiteral("mcp-config-with-tap.json"));
    if (!m_sourcePath.isEmpty()) {
        const QFileInfo source(m_sourcePath);
        suggested = source.absoluteDir().filePath(source.completeBaseName() + QStringLiteral("-with-tap.json"));
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Patched Configuration"), suggested,
                                                      tr("MCP configuration (*.json);;All files (*)"));
    if (!path.isEmpty())
        saveTo(path);
}

} // namespace mcpscope
