// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/serverprofile.h"

#include <QDialog>

class QBoxLayout;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLayout;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableWidget;
class QToolButton;
class QTreeWidget;

namespace mcpscope {

class SecretDelegate;

/// Says how to reach a server: a command to start (arguments one per row, no shell quoting;
/// environment variables, values hidden unless shown; working directory) or a URL (http or
/// https; the transport; headers, values hidden unless shown row by row; the certificates
/// trusted by hand), and timeouts. Keeps named profiles (save, duplicate, rename, delete; the
/// secret values go to the store's SecretStore), lists recent servers, imports servers from
/// mcpServers files (after showing their commands and URLs) and exports one to that format.
class ConnectionDialog : public QDialog
{
    Q_OBJECT
public:
    /// How the server is reached: the two pages of the form.
    enum class Mode { Command, Url };

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
    /// Copies the form's server as an {"mcpServers": …} document to the clipboard; secret
    /// values (environment and header values) are left empty unless @p values says otherwise.
    void exportToClipboard(SecretValues values = SecretValues::Omit);
    /// Imports the servers of @p entries (after the preview dialog, unless @p askFirst is false).
    void importEntries(const QString &source, const QList<ServerConfigEntry> &entries, bool askFirst = true,
                       const QByteArray &json = {}, const QString &path = {});
    bool duplicateSelected();
    bool renameSelected(const QString &newName);
    bool removeSelected();

    Mode mode() const;
    void setMode(Mode mode);
    /// Refuses to close with Connect while the form cannot be connected to (a bad URL),
    /// saying why.
    void accept() override;

    // Tests and scripts find the parts by objectName: "savedServers", "recentServers",
    // "profileName", "commandMode", "urlMode", "command", "arguments", "environment",
    // "showValues", "workingDirectory", "url", "transport", "headers" (name, value, and a
    // "Show" check box per row), "trustedCertificates" (the fingerprints of the certificates
    // trusted by hand, read-only), "removeCertificate", the "oauth…" fields, "protocolEra",
    // "requestTimeout" and "connect".
    /// What is wrong with the URL or the headers, as shown under the URL (empty: nothing).
    QString urlProblemText() const;
    /// Where secret values are kept, in plain words (as shown in the dialog).
    QString secretsText() const;
    /// The command preview ("Will run: …").
    QString previewText() const;
    /// The text shown in the environment value cell @p row.
    QString shownEnvironmentValue(int row) const;
    /// The text shown in the header value cell @p row (dots unless its "Show" is checked).
    QString shownHeaderValue(int row) const;
    /// Adds a header row (the form's "+" button adds an empty one and edits its name).
    void addHeader(const QString &name = {}, const QString &value = {});

private:
    // The constructor's sections, top to bottom and left to right as they are seen.
    QLayout *buildServerLists();
    void buildNameAndModeRows();
    void buildCommandRow();
    void buildArgumentsRow();
    void buildEnvironmentRow();
    void buildWorkingDirectoryRow();
    void buildUrlRow();
    void buildHeadersRow();
    void buildCertificatesRow();
    void buildSignInRows();
    void buildProtocolEraRow();
    void buildTimeoutsRow();
    void buildNotes();
    void buildMessageAndButtons(QBoxLayout *outer);
    void updatePreviewOnEdits();

    void reloadLists();
    void onProfileActivated(QListWidgetItem *item);
    void onRecentActivated(QListWidgetItem *item);
    void updatePreview();
    void updateButtons();
    void addArgument(const QString &value = {});
    void addVariable(const QString &name = {}, const QString &value = {});
    void removeSelectedRows(QTableWidget *table);
    void removeSelectedCertificates();
    void updateMode();
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
    QRadioButton *m_commandMode;
    QRadioButton *m_urlMode;
    QLineEdit *m_url;
    QLabel *m_urlProblem;
    QComboBox *m_transport;
    QTableWidget *m_headers;
    SecretDelegate *m_headerDelegate;
    QTreeWidget *m_certificates;
    QPushButton *m_removeCertificate;
    QLabel *m_secretsHint;
    QFormLayout *m_form = nullptr;
    QWidget *m_commandRow = nullptr;
    QWidget *m_argumentsRow = nullptr;
    QWidget *m_environmentRow = nullptr;
    QWidget *m_directoryRow = nullptr;
    QWidget *m_urlRow = nullptr;
    QWidget *m_headersRow = nullptr;
    QWidget *m_certificatesRow = nullptr;
    QWidget *m_oauthRow = nullptr;
    QLineEdit *m_oauthClientId = nullptr;
    QLineEdit *m_oauthClientSecret = nullptr;
    QLineEdit *m_oauthMetadataUrl = nullptr;
    QLineEdit *m_oauthCallback = nullptr;
    QLineEdit *m_oauthIssuer = nullptr;
    QCheckBox *m_showValues;
    QCheckBox *m_inherit;
    QLineEdit *m_workingDirectory;
    QSpinBox *m_requestTimeout;
    QComboBox *m_protocolEra = nullptr;
    QSpinBox *m_closeWait;
    QSpinBox *m_terminateWait;
    QLabel *m_preview;
    QLabel *m_message;
    QPushButton *m_save;
    QPushButton *m_connect;
    bool m_quiet = false;
};

} // namespace mcpscope
