// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/serverconfigfile.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace mcpscope {

/// "Wrap this server entry with tap": shows how an entry of a host's configuration would be
/// changed so the host starts `mcpscope tap --save-session FILE -- <the server>` instead of
/// the server, with the whole command and the patched configuration, before anything is
/// written. The user copies the patched configuration or saves it as a file; an existing file
/// is never replaced without a backup.
class TapWrapDialog : public QDialog
{
    Q_OBJECT
public:
    /// @p json: the configuration file's text; @p sourcePath: where it came from (may be empty).
    TapWrapDialog(const QByteArray &json, const QString &sourcePath, const ServerConfigEntry &entry,
                  const QString &mcpscopeBinary, const QString &sessionFile, QWidget *parent = nullptr);
    ~TapWrapDialog() override;

    /// The configuration with the entry wrapped (empty when it cannot be wrapped).
    QByteArray patchedJson() const { return m_patched; }
    /// The whole command the host will run.
    QString commandText() const;
    /// Why the entry cannot be wrapped (empty when it can).
    QString errorText() const { return m_error; }
    QLineEdit *sessionFileEdit() const { return m_sessionFile; }
    QPlainTextEdit *configView() const { return m_config; }
    /// What the dialog last said about copying or saving.
    QString statusText() const;

    /// Puts the patched configuration on the clipboard.
    void copyToClipboard();
    /// Writes the patched configuration to @p path (an existing file is backed up first).
    bool saveTo(const QString &path);

private:
    void refreshPatch();
    void browseSessionFile();
    void askWhereToSave();

    QByteArray m_json;
    QString m_sourcePath;
    ServerConfigEntry m_entry;
    QString m_binary;
    QByteArray m_patched;
    QString m_error;
    QLineEdit *m_sessionFile;
    QPlainTextEdit *m_command;
    QPlainTextEdit *m_config;
    QLabel *m_status;
    QPushButton *m_copy;
    QPushButton *m_save;
};

} // namespace mcpscope
