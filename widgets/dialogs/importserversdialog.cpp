// SPDX-License-Identifier: MIT
#include "widgets/dialogs/importserversdialog.h"

#include "widgets/dialogs/tapwrapdialog.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <memory>

namespace mcpscope {

ImportServersDialog::ImportServersDialog(const QString &source, const QList<ServerConfigEntry> &entries,
                                         QWidget *parent)
    : QDialog(parent)
    , m_entries(entries)
    , m_list(new QTreeWidget(this))
    , m_showValues(new QCheckBox(tr("Show environment &values"), this))
    , m_binary(QCoreApplication::applicationDirPath() + QStringLiteral("/mcpscope"))
    , m_tapDirectory(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/sessions"))
    , m_wrap(new QPushButton(tr("&Wrap with Tap…"), this))
{
    setWindowTitle(tr("Import Servers"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Servers in %1. Check those to save as profiles; nothing is started now. "
                                "Each would run exactly the command shown, or connect to the URL shown.")
                                 .arg(source),
                             this);
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::PlainText);
    layout->addWidget(intro);

    m_list->setAccessibleName(tr("Servers to import"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Name"), tr("Command or URL")});
    m_list->header()->setStretchLastSection(true);
    m_list->setColumnWidth(0, fontMetrics().horizontalAdvance(QLatin1Char('x')) * 24);
    for (const ServerConfigEntry &entry : m_entries) {
        auto *item = new QTreeWidgetItem(m_list, {entry.name});
        item->setFont(1, QFontDatabase::systemFont(QFontDatabase::FixedFont));
        if ((entry.isStdio() && !entry.command.isEmpty()) || entry.isRemote()) {
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(0, Qt::Checked);
        } else {
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
            item->setCheckState(0, Qt::Unchecked);
        }
    }
    layout->addWidget(m_list, 1);
    m_showValues->setToolTip(tr("Environment values may be secrets (API keys); they are hidden unless you ask. "
                                "Header values of remote servers are never shown here."));
    layout->addWidget(m_showValues);

    m_wrap->setToolTip(tr("Change the selected server's entry in the host's configuration so the host runs it "
                          "through mcpscope tap and every session is recorded"));
    m_wrap->setEnabled(false);
    connect(m_wrap, &QPushButton::clicked, this, [this] {
        std::unique_ptr<TapWrapDialog> dialog(createTapWrapDialog(m_list->indexOfTopLevelItem(m_list->currentItem())));
        if (dialog)
            dialog->exec();
    });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &ImportServersDialog::updateWrapButton);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->addButton(m_wrap, QDialogButtonBox::ActionRole);
    QPushButton *import = buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    import->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_showValues, &QCheckBox::toggled, this, &ImportServersDialog::updatePreview);
    updatePreview();
    resize(760, 380);
}

ImportServersDialog::~ImportServersDialog() = default;

void ImportServersDialog::updatePreview()
{
    for (int i = 0; i < m_entries.size(); ++i) {
        const ServerConfigEntry &entry = m_entries.at(i);
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        QString text;
        if (entry.isRemote())
            // Header names only: their values (tokens) are not shown, whatever the check box says.
            text = ServerProfile::fromConfigEntry(entry).displayCommand(false);
        else if (!entry.isStdio())
            text = tr("%1 server at %2: mcpscope cannot connect to this kind of server").arg(entry.type, entry.url);
        else if (entry.command.isEmpty())
            text = tr("no command given");
        else
            text = entry.toStdioConfig().displayCommand(m_showValues->isChecked());
        if (entry.isStdio() && !entry.cwd.isEmpty())
            text += QLatin1Char(' ') + tr("(in %1)").arg(entry.cwd);
        item->setText(1, text);
        item->setToolTip(1, text);
    }
}

void ImportServersDialog::setSourceJson(const QByteArray &json, const QString &path)
{
    m_json = json;
    m_sourcePath = path;
    updateWrapButton();
}

void ImportServersDialog::updateWrapButton()
{
    const int row = m_list->indexOfTopLevelItem(m_list->currentItem());
    const bool stdio
        = row >= 0 && row < m_entries.size() && m_entries.at(row).isStdio() && !m_entries.at(row).command.isEmpty();
    m_wrap->setEnabled(stdio && !m_json.isEmpty());
}

TapWrapDialog *ImportServersDialog::createTapWrapDialog(int row)
{
    if (row < 0 || row >= m_entries.size() || m_json.isEmpty())
        return nullptr;
    const ServerConfigEntry &entry = m_entries.at(row);
    if (!entry.isStdio() || entry.command.isEmpty())
        return nullptr;
    return new TapWrapDialog(m_json, m_sourcePath, entry, m_binary,
                             ServerConfigFile::tapSessionPath(m_tapDirectory, entry.name), this);
}

QString ImportServersDialog::commandText(int row) const
{
    const QTreeWidgetItem *item = m_list->topLevelItem(row);
    return item ? item->text(1) : QString();
}

QList<ServerProfile> ImportServersDialog::selectedProfiles() const
{
    QList<ServerProfile> profiles;
    for (int i = 0; i < m_entries.size(); ++i) {
        const QTreeWidgetItem *item = m_list->topLevelItem(i);
        if ((item->flags() & Qt::ItemIsEnabled) && item->checkState(0) == Qt::Checked)
            profiles << ServerProfile::fromConfigEntry(m_entries.at(i));
    }
    return profiles;
}

} // namespace mcpscope
