// SPDX-License-Identifier: MIT
#include "widgets/dialogs/preferencesdialog.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QUrl>
#include <QVBoxLayout>

namespace mcpscope {

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_keep(new QSpinBox(this))
    , m_folderLabel(new QLabel(this))
    , m_openFolder(new QPushButton(tr("&Open Folder"), this))
{
    setWindowTitle(tr("Preferences"));
    auto *layout = new QVBoxLayout(this);

    auto *sessions = new QGroupBox(tr("Saved sessions"), this);
    auto *sessionsLayout = new QVBoxLayout(sessions);
    auto *explain = new QLabel(tr("mcpscope saves every session with a server automatically, so you can open it "
                                  "again from File > Recent Sessions."),
                               sessions);
    explain->setWordWrap(true);
    sessionsLayout->addWidget(explain);

    auto *keepRow = new QHBoxLayout;
    auto *before = new QLabel(tr("&Keep the last"), sessions);
    m_keep->setObjectName(QStringLiteral("keepAutosaved"));
    m_keep->setAccessibleName(tr("Number of autosaved sessions to keep"));
    m_keep->setRange(1, 100000);
    m_keep->setValue(50);
    before->setBuddy(m_keep);
    keepRow->addWidget(before);
    keepRow->addWidget(m_keep);
    keepRow->addWidget(new QLabel(tr("autosaved sessions"), sessions));
    keepRow->addStretch(1);
    sessionsLayout->addLayout(keepRow);
    auto *when = new QLabel(tr("Older ones are deleted when mcpscope starts."), sessions);
    when->setWordWrap(true);
    sessionsLayout->addWidget(when);

    auto *folderRow = new QHBoxLayout;
    auto *folderCaption = new QLabel(tr("Folder:"), sessions);
    m_folderLabel->setObjectName(QStringLiteral("sessionsFolder"));
    m_folderLabel->setAccessibleName(tr("Folder of the autosaved sessions"));
    m_folderLabel->setTextFormat(Qt::PlainText);
    m_folderLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_folderLabel->setWordWrap(true);
    m_folderLabel->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_openFolder->setToolTip(tr("Show the saved sessions in the file manager"));
    connect(m_openFolder, &QPushButton::clicked, this, &PreferencesDialog::openFolder);
    folderRow->addWidget(folderCaption);
    folderRow->addWidget(m_folderLabel, 1);
    folderRow->addWidget(m_openFolder);
    sessionsLayout->addLayout(folderRow);
    layout->addWidget(sessions);
    layout->addStretch(1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(560, sizeHint().height());
}

PreferencesDialog::~PreferencesDialog() = default;

void PreferencesDialog::setKeepAutosaved(int count)
{
    m_keep->setValue(count);
}

int PreferencesDialog::keepAutosaved() const
{
    return m_keep->value();
}

void PreferencesDialog::setSessionsFolder(const QString &folder)
{
    m_folder = folder;
    m_folderLabel->setText(QDir::toNativeSeparators(folder));
    m_folderLabel->setToolTip(QDir::toNativeSeparators(folder));
}

void PreferencesDialog::openFolder()
{
    if (m_folder.isEmpty())
        return;
    QDir().mkpath(m_folder);
    QDesktopServices::openUrl(QUrl::fromLocalFile(m_folder));
}

} // namespace mcpscope
