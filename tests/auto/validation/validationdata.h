// SPDX-License-Identifier: MIT
// Test data of tst_validation: scripts of messages, one row per rule. Kept out of the file
// moc reads, because moc does not understand raw string literals.
#pragma once

#include "validation/validator.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace vtest {

using namespace mcpscope;

// A script is a list of steps; the diagnostics of the last step are the ones a row checks.
//   "C <raw>"   the client sent <raw> (checkMessage)
//   "S <raw>"   the server sent <raw> (checkMessage)
//   "F<flags> <raw>"  the server's stdout gave a frame (checkFrame); flags: r = CR LF,
//               c = Content-Length, u = unterminated, b = bad header
//   "TIMEOUT <id>"  the client stopped waiting for its request <id> (an integer)
//   "CLOSED"    the server wrote after the connection was closed
//   "FINISH"    the session ended
//   "H <json>"  an HTTP exchange row (HttpExchange JSON)
//   "X<id> <raw>"  the server sent <raw> in the response of HTTP exchange <id>
using Script = QList<QByteArray>;

struct RuleRow
{
    const char *name;
    Script script;
    QString code;
    bool triggers;   ///< false: the clean twin
    QString pointer; ///< checked unless "*"
    bool stdio;
    qint64 maxBytes;
};

QList<RuleRow> ruleRows();
/// Raw JSON and the pointers of the duplicate members in it.
QList<std::pair<QByteArray, QStringList>> duplicateKeyCases();
QList<std::pair<const char *, QByteArray>> hostileInputs();
QByteArray batchWithBadElements();
/// Bare messages (no script prefix).
QByteArray initialize0326();
QByteArray initializeResult0326();
QByteArray ping5();
/// A modern tools/call over HTTP whose Mcp-Name header says "other" while its body names "t",
/// answered with @p answer (a JSON-RPC response to id 2).
Script modernHeaderMismatch(const QByteArray &answer);
/// A session and the codes its last step must and must not report: the era of the connection
/// decides which shapes apply, and one fault is reported by one rule.
struct EraCase
{
    const char *name;
    Script script;
    QStringList expected;  ///< "code" or "code@pointer"
    QStringList forbidden; ///< codes
};
QList<EraCase> eraCases();
/// A handshake, then tools/list answered with a tool whose name MCP does not allow.
Script shapeContextScript();

/// Runs @p script; returns the diagnostics of its last step, and all of them in @p all.
/// @p bytesOnly: hands the validator the raw bytes (checkFrame(frame, …), checkMessage(raw, …))
/// instead of parsed Messages.
Diagnostics run(const Script &script, const Validator::Options &options, Diagnostics *all = nullptr,
                bool bytesOnly = false);
/// The rule families this suite covers (the MCP shape rules have their own suite).
bool isCoreRule(QStringView code);
QString describe(const Diagnostics &diagnostics);
/// The generated part of RULES.md.
QString rulesTable();
extern const QString BeginMarker;
extern const QString EndMarker;

} // namespace vtest
