// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QSpinBox;

namespace mcpscope {

/// mcpscope's settings: how many autosaved sessions are kept, and where they are (with a
/// button that opens the folder in the file manager). The caller reads and stores the values.
class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget *parent = nullptr);
    ~PreferencesDialog() override;

    void setKeepAutosaved(int count);
    int keepAutosaved() const;
    /// The folder of the autosaved sessions, shown and opened by "Open Folder".
    void setSessionsFolder(const QString &folder);
    QString sessionsFolder() const { return m_folder; }

    QSpinBox *keepSpinBox() const { return m_keep; }
    QPushButton *openFolderButton() const { return m_openFolder; }
    /// Opens the sessions folder in the file manager (it is created when missing).
    void openFolder();

private:
    QSpinBox *m_keep;
    QLabel *m_folderLabel;
    QPushButton *m_openFolder;
    QString m_folder;
};

} // namespace mcpscope
