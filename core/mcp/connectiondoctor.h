// SPDX-License-Identifier: MIT
// Implemented in connectiondoctor.cpp.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace mcpscope {

class McpClient;

/// What the connection doctor makes of a connection that failed or hangs.
struct Diagnosis
{
    QString summary;    ///< one sentence: what happened ("Connecting failed: …")
    QStringList causes; ///< the probable causes, the likeliest first
    QStringList seen;   ///< what they rest on: findings, the server's last error output, its exit
    QString nextStep;   ///< the one concrete thing to try next
    /// An address the user may need to open by hand (the sign-in page while a sign-in waits
    /// for the browser); empty otherwise. The window offers to copy it.
    QString link;

    bool isEmpty() const { return summary.isEmpty(); }
    /// The whole diagnosis as plain lines, for the command line: the summary, then the
    /// causes, what was seen and the next step, indented.
    QString toText() const;
};

/// Reads why connecting to a server failed, or why the handshake has not finished yet, from
/// what the session saw: the validator's findings so far, what the server wrote on stdout that
/// was no message, its error output, its exit, the HTTP status. The window shows the result in
/// a panel and the command line prints it; both ask the same question the same way.
class ConnectionDoctor
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::ConnectionDoctor)
public:
    struct Options
    {
        qint64 waitedMs = -1;           ///< still waiting: for how long (the summary says so)
        bool includeFindings = true;    ///< list the first findings under "seen"
        bool includeErrorOutput = true; ///< list the server's last error output lines under "seen"
        /// A sign-in waits for the user in the browser: the authorization server's address, and
        /// the sign-in page the browser was sent to (empty: no sign-in is waiting).
        QString signInIssuer;
        QString signInUrl;
    };
    /// The diagnosis of @p client's connection; empty when it is ready (or was never started).
    static Diagnosis examine(const McpClient &client, const Options &options);
};

} // namespace mcpscope
