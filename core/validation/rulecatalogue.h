// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

#include <QLatin1String>
#include <QList>
#include <QString>

namespace mcpscope {

/// One rule of the validator: what RULES.md documents and what every Diagnostic points back to.
struct Rule
{
    QString code;      ///< stable, never renumbered: "jsonrpc.id.type"
    Severity severity; ///< the severity of every diagnostic with this code
    QString summary;   ///< one line, plain words, for the docs and tooltips
    QString specRef;   ///< "basic#requests", "basic/transports#stdio", "JSON-RPC 2.0 §5"
};

/// THE table of every rule the validator knows (the single source for RULES.md).
namespace RuleCatalogue {

/// Every rule, in catalogue order (grouped by family).
const QList<Rule> &all();
/// The rule with @p code, or nullptr.
const Rule *find(QStringView code);
/// Where @p specRef points on the web: MCP 2025-11-25 pages (or another revision's:
/// "2025-06-18/changelog"), the JSON-RPC 2.0 spec, RFCs; empty for "mcpscope".
QString specUrl(QStringView specRef);
inline QString specUrl(QLatin1String specRef)
{
    return specUrl(QStringView(QString(specRef)));
}

} // namespace RuleCatalogue

/// A diagnostic for rule @p code (which must be in the catalogue: severity and spec reference
/// come from there) about message @p index, at JSON pointer @p pointer.
Diagnostic makeDiagnostic(QLatin1String code, const QString &message, qsizetype index,
                          const QString &pointer = QString());

} // namespace mcpscope
