// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/serverprofile.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QToolButton;

namespace mcpscope {

class SecretDelegate;

/// Says how to start a server: command, arguments (one per row, no shell quoting),
/// environment variables (values hidden unless shown), working directory, timeouts. Keeps
/// named profiles (save, duplicate, rename, delete), lists recent servers, imports servers
/// from mcpServers files (after showing their commands) and exports one to that format.
class ConnectionDialog : public QDialog
{
    Q_OBJECT
public:
    /// Edits @p store (not owned; saved to its file on every change) starting from @p current.
    ConnectionDialog(ServerProfileStore *store, const ServerProfile &current, QWidget *parent = nullptr);
    ~ConnectionDialog() override;

    /// What the form says now.
    ServerProfile profile() const;
    /// Fills the form from @p profile.
    void setProfile(const ServerProfile &profile);

    /// Saves the form as a profile under its name (asking for one when it has none); false
    /// when there is none or the store cannot be written.
    bool saveProfile();
    /// No message boxes or questions: problems are only shown in the dialog (for tests and
    /// scripted use).
    void setQuiet(bool quiet) { m_quiet = quiet; }
    /// The last note or problem shown at the bottom of the dialog.
    QString messageText() const;
    /// Copies the form's server as an {"mcpServers": …} document to the clipboard.
    void exportToClipboard();
    /// Imports the servers of @p entries (after the preview dialog, unless @p askFirst is false).
    void importEntries(const QString &source, const QList<ServerConfigEntry> &entries, bool askFirst = true,
                       const QByteArray &json = {}, const QString &path = {});
    bool duplicateSelected();
    bool renameSelected(const QString &newName);
    bool removeSelected();

    QLineEdit *nameField() const { return m_name; }
    QLineEdit *commandField() const { return m_command; }
    QTableWidget *argumentsTable() const { return m_arguments; }
    QTableWidget *environmentTable() const { return m_environment; }
    QCheckBox *showValuesCheck() const { return m_showValues; }
    QLineEdit *workingDirectoryField() const { return m_workingDirectory; }
    QSpinBox *requestTimeoutBox() const { return m_requestTimeout; }
    QListWidget *profileList() const { return m_profiles; }
    QListWidget *recentList() const { return m_recent; }
    /// The command preview ("Will run: …").
    QString previewText() const;
    /// The text shown in the environment value cell @p row.
    QString shownEnvironmentValue(int row) const;

private:
    void reloadLists();
    void onProfileActivated(QListWidgetItem *item);
    void onRecentActivated(QListWidgetItem *item);
    void updatePreview();
    void updateButtons();
    void addArgument(const QString &value = {});
    void addVariable(const QString &name = {}, const QString &value = {});
    void removeSelectedRows(QTableWidget *table);
    void moveArgument(int delta);
    void chooseImportFile();
    void showError(const QString &text);
    bool storeChanged(); ///< saves the store; false (told to the user) on error
    QString selectedProfileName() const;

    ServerProfileStore *m_store;
    QListWidget *m_profiles;
    QListWidget *m_recent;
    QPushButton *m_duplicate;
    QPushButton *m_rename;
    QPushButton *m_delete;
    QPushButton *m_import;
    QPushButton *m_export;
    QLineEdit *m_name;
    QLineEdit *m_command;
    QTableWidget *m_arguments;
    QTableWidget *m_environment;
    SecretDelegate *m_secretDelegate;
    QCheckBox *m_showValues;
    QCheckBox *m_inherit;
    QLineEdit *m_workingDirectory;
    QSpinBox *m_requestTimeout;
    QSpinBox *m_closeWait;
    QSpinBox *m_terminateWait;
    QLabel *m_preview;
    QLabel *m_message;
    QPushButton *m_save;
    QPushButton *m_connect;
    bool m_quiet = false;
};

} // namespace mcpscope
