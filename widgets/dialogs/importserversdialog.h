// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/serverconfigfile.h"
#include "profiles/serverprofile.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace mcpscope {

class TapWrapDialog;

/// Shows the servers of an mcpServers configuration file (Claude Desktop, VS Code, Cursor)
/// with the exact command each would run, or the URL each would connect to (with its header
/// names, never their values), and lets the user pick which to import. Nothing is started
/// here.
class ImportServersDialog : public QDialog
{
    Q_OBJECT
public:
    ImportServersDialog(const QString &source, const QList<ServerConfigEntry> &entries, QWidget *parent = nullptr);
    ~ImportServersDialog() override;

    /// The entries the user checked, as profiles (names as in the file).
    QList<ServerProfile> selectedProfiles() const;
    QTreeWidget *entryList() const { return m_list; }
    /// The command (or URL) shown for entry @p row.
    QString commandText(int row) const;

    /// The configuration file's text and path, so an entry can be wrapped with tap.
    void setSourceJson(const QByteArray &json, const QString &path);
    /// The mcpscope program the wrapped entry starts (default: beside this program).
    void setMcpscopeBinary(const QString &path) { m_binary = path; }
    /// Where tap's session files go by default (default: the autosaved sessions' folder).
    void setTapSessionDirectory(const QString &directory) { m_tapDirectory = directory; }
    QPushButton *wrapButton() const { return m_wrap; }
    /// The "wrap with tap" dialog for entry @p row (owned by the caller), or nullptr when it
    /// cannot be wrapped (not a stdio entry, or the file's text is not known).
    TapWrapDialog *createTapWrapDialog(int row);

private:
    void updatePreview();
    void updateWrapButton();

    QList<ServerConfigEntry> m_entries;
    QTreeWidget *m_list;
    QCheckBox *m_showValues;
    QString m_binary;
    QString m_tapDirectory;
    QPushButton *m_wrap;
    QByteArray m_json;
    QString m_sourcePath;
};

} // namespace mcpscope
