// SPDX-License-Identifier: MIT
#pragma once

#include "jsonrpc/direction.h"
#include "text/preview.h" // previewText() and previewBytes() for every rule

#include <QList>
#include <QMetaType>
#include <QString>

namespace mcpscope {

/// "client->server" / "server->client": the spelling of transcripts and of `check --format json`.
QString directionName(Direction direction);

/// How bad a finding is.
enum class Severity { Info, Warning, Error };
QString severityName(Severity severity); ///< "info", "warning", "error"

/// One finding of the validator about one message (or about the session as a whole).
struct Diagnostic
{
    QString code; ///< stable, documented, never renumbered: "jsonrpc.id.type"
    Severity severity = Severity::Error;
    QString message;             ///< one line in plain words; previews truncated and escaped
    qsizetype messageIndex = -1; ///< index of the message (session event / file line); -1: session
    QString pointer;             ///< JSON pointer into that message ("" = the whole message)
    QString specRef;             ///< spec section, e.g. "basic#requests" or "JSON-RPC 2.0 §4"
};

using Diagnostics = QList<Diagnostic>;

} // namespace mcpscope

Q_DECLARE_METATYPE(mcpscope::Diagnostic)
