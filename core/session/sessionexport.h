// SPDX-License-Identifier: MIT
#pragma once

#include "validation/diagnostic.h"
#include "wire/httpexchange.h"

#include <QByteArray>
#include <QList>
#include <QSharedPointer>
#include <QString>

namespace mcpscope {

class Redactor;
class Session;
class SessionSummary;
struct SessionEvent;

/// Turns a Session into the files people share: the session file itself (lossless and
/// re-openable), a self-contained HTML report and a Markdown summary for an issue. With a
/// Redactor set, secrets are hidden (exports redact by default; the journal on the user's
/// own disk keeps everything).
class SessionExporter
{
public:
    enum class Format { Session, Html, Markdown };

    explicit SessionExporter(const Session *session);

    /// nullptr: no redaction.
    void setRedactor(const Redactor *redactor) { m_redactor = redactor; }
    /// Only these events (session indices); empty: all. An export of a selection holds only
    /// the selected events, the diagnostics about them, and what they say about the session
    /// (the server's name and instructions only when its initialize answer is selected, the
    /// tool list only when a tools/list answer is, …): nothing of the rest of the session.
    void setSelection(const QList<qsizetype> &events) { m_selection = events; }
    /// The server command as shown to people (environment values already hidden).
    void setServerCommand(const QString &command) { m_serverCommand = command; }
    /// Largest message shown whole in HTML and Markdown; longer ones are cut with a note.
    void setDisplayLimit(qsizetype bytes) { m_displayLimit = bytes; }

    QByteArray toSessionFile() const;
    /// Event @p index as the session file writes it (redacted when the export is), with its
    /// connection; @p server >= 0 tags it with its server (a workspace session file). Adds to
    /// redactions() without resetting it.
    QByteArray lineOf(qsizetype index, int server = -1) const;
    QByteArray toHtml() const;
    QByteArray toMarkdown() const;
    QByteArray render(Format format) const;
    bool write(Format format, const QString &path, QString *errorMessage) const;

    /// How many secrets the last render hid.
    int redactions() const { return m_hits; }

    static bool parseFormat(const QString &name, Format *format);

private:
    /// The events exported: the selection (in session order, each once), or all.
    QList<qsizetype> eventIndices() const;
    /// What the exported @p events say about the session (see setSelection()).
    SessionSummary summary(const QList<qsizetype> &events) const;
    /// The diagnostics about the exported @p events (all of them when nothing is selected).
    Diagnostics diagnostics(const QList<qsizetype> &events) const;
    QByteArray raw(qsizetype event) const;
    /// The exchange of an Http event, redacted when the export is.
    QSharedPointer<const HttpExchange> redactedExchange(const SessionEvent &e) const;
    QString text(const QString &value) const;

    const Session *m_session;
    const Redactor *m_redactor = nullptr;
    QList<qsizetype> m_selection;
    QString m_serverCommand;
    qsizetype m_displayLimit = 1024 * 1024;
    mutable int m_hits = 0;
};

} // namespace mcpscope
