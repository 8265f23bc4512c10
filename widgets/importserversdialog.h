// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/serverconfigfile.h"
#include "profiles/serverprofile.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QTreeWidget;

namespace mcpscope {

/// Shows the servers of an mcpServers configuration file (Claude Desktop, VS Code, Cursor)
/// with the exact command each would run, and lets the user pick which to import. Nothing
/// is started here.
class ImportServersDialog : public QDialog
{
    Q_OBJECT
public:
    ImportServersDialog(const QString &source, const QList<ServerConfigEntry> &entries, QWidget *parent = nullptr);
    ~ImportServersDialog() override;

    /// The entries the user checked, as profiles (names as in the file).
    QList<ServerProfile> selectedProfiles() const;
    QTreeWidget *entryList() const { return m_list; }
    /// The command shown for entry @p row.
    QString commandText(int row) const;

private:
    void updatePreview();

    QList<ServerConfigEntry> m_entries;
    QTreeWidget *m_list;
    QCheckBox *m_showValues;
};

} // namespace mcpscope
