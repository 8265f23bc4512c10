// SPDX-License-Identifier: MIT
#include "exporthelper.h"

#include "session/redactor.h"
#include "widgets/dialogs/exportdialog.h"
#include "widgets/timeline/timelineview.h"

#include <QDir>
#include <QFileInfo>

namespace mcpscope::gui {

ExportHelper::ExportHelper(Session *session, const TimelineView *timeline, const QString &serverCommand,
                           std::optional<QMap<QString, QString>> secretValues)
    : m_session(session)
    , m_serverCommand(serverCommand)
    , m_timeline(timeline)
    , m_secretValues(std::move(secretValues))
{
}

void ExportHelper::prepareDialog(ExportDialog *dialog) const
{
    dialog->setSelectedCount(m_timeline->selectedEventIndices().size());
    if (m_secretValues)
        dialog->setSecretValues(*m_secretValues);
}

bool ExportHelper::write(const ExportDialog &dialog, const QString &path, QString *statusText, int *hidden,
                         QString *errorMessage) const
{
    SessionExporter exporter(m_session);
    exporter.setServerCommand(m_serverCommand);
    Redactor redactor;
    if (dialog.redactionEnabled()) {
        dialog.configure(&redactor);
        exporter.setRedactor(&redactor);
    }
    if (dialog.onlySelected())
        exporter.setSelection(m_timeline->selectedEventIndices());
    QString error;
    if (!exporter.write(dialog.format(), path, &error)) {
        if (statusText)
            *statusText = tr("The export failed: %1").arg(error);
        if (errorMessage)
            *errorMessage = error;
        return false;
    }
    if (hidden)
        *hidden = exporter.redactions();
    if (statusText) {
        const QString name = QFileInfo(path).fileName();
        if (!dialog.redactionEnabled())
            *statusText = tr("Exported to %1, nothing hidden.").arg(name);
        else
            *statusText = tr("Exported to %1; %n secret(s) hidden.", nullptr, exporter.redactions()).arg(name);
    }
    return true;
}

QString ExportHelper::markdownSummary(int *hidden) const
{
    SessionExporter exporter(m_session);
    exporter.setServerCommand(m_serverCommand);
    Redactor redactor;
    if (m_secretValues) {
        for (const QString &value : std::as_const(*m_secretValues))
            redactor.addSecretValue(value);
    }
    exporter.setRedactor(&redactor);
    const QString summary = QString::fromUtf8(exporter.toMarkdown());
    if (hidden)
        *hidden = exporter.redactions();
    return summary;
}

QString ExportHelper::suggestedPath(const QString &baseName, SessionExporter::Format format)
{
    return QDir::home().filePath(baseName + QLatin1Char('.') + ExportDialog::suffix(format));
}

} // namespace mcpscope::gui
