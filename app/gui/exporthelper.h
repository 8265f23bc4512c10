// SPDX-License-Identifier: MIT
#pragma once

#include "session/sessionexport.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <optional>

namespace mcpscope {
class ExportDialog;
class Session;
class TimelineView;
} // namespace mcpscope

namespace mcpscope::gui {

/// What every export action of a window shares: the session, the server command it names,
/// the secret values to hide and the rows selected in the timeline. Made afresh for each
/// export from the window's state at that moment.
class ExportHelper
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::gui::ExportHelper)
public:
    /// @p secretValues: the profile's environment of a live session; std::nullopt for a file
    /// shown read-only, which has no profile behind it (its values were never known here).
    ExportHelper(Session *session, const TimelineView *timeline, const QString &serverCommand,
                 std::optional<QMap<QString, QString>> secretValues);

    /// Prepares @p dialog: the number of rows selected, the secret values to hide.
    void prepareDialog(ExportDialog *dialog) const;
    /// Writes the export chosen in @p dialog to @p path. @p statusText receives how it went
    /// in plain words (also on failure), @p hidden how many secrets were hidden.
    bool write(const ExportDialog &dialog, const QString &path, QString *statusText, int *hidden,
               QString *errorMessage) const;
    /// A Markdown summary of the session with the secrets hidden; @p hidden receives how
    /// many were.
    QString markdownSummary(int *hidden) const;
    /// Where to offer saving an export named after @p baseName in @p format (the home folder).
    static QString suggestedPath(const QString &baseName, SessionExporter::Format format);

private:
    Session *m_session;
    QString m_serverCommand;
    const TimelineView *m_timeline;
    std::optional<QMap<QString, QString>> m_secretValues;
};

} // namespace mcpscope::gui
