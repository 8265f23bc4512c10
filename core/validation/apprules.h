// SPDX-License-Identifier: MIT
// Implemented in apprules.cpp.
#pragma once

#include "diagnostic.h"
#include "jsonrpc/idkey.h"
#include "jsonrpcrules.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

namespace mcpscope {

/// The rules of the MCP Apps dialect (`io.modelcontextprotocol/ui`, SEP-1865): the JSON-RPC
/// messages an app (a `ui://` resource shown in a sandboxed web view) and its host exchange
/// over postMessage. Which side may send which method, the shapes of their params and results
/// (the JSON Schema of @modelcontextprotocol/ext-apps 2.0.4, copied into
/// core/validation/apps/, and small schemas of the MCP methods the dialect reuses), the
/// handshake (ui/initialize first, the host waiting for ui/notifications/initialized) and the
/// pairing of answers with requests. Each app (by its `ui://` URI) has its own state and ids:
/// they never mix with the server's.
class AppRules
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::AppRules)
public:
    /// One well-formed JSON-RPC object of an app message (after JsonRpcRules::check):
    /// @p fromApp when the app sent it, @p appUri the app's resource.
    void process(const Envelope &envelope, bool fromApp, const QString &appUri, qsizetype index, Diagnostics &out);

    /// Every method of the dialect with the side that may send it ("app", "host" or "both"),
    /// in the table's order: for tests and the documentation.
    static QStringList methods();
    /// Whether the copied ext-apps schema was read and every definition the table names is in
    /// it (a test checks this; the rules report nothing about shapes otherwise).
    static bool schemaLoaded();

private:
    struct Open
    {
        QString method;
        qsizetype index = -1;
    };
    struct AppState
    {
        bool initializeSent = false; ///< the app sent ui/initialize
        bool initializeAnswered = false;
        bool initialized = false; ///< the app sent ui/notifications/initialized
        bool reportedNoInitialize = false;
        bool reportedHostEarly = false;
        QHash<IdKey, Open> open[2]; ///< open requests by id: [0] sent by the app, [1] by the host
    };
    QHash<QString, AppState> m_apps;
};

} // namespace mcpscope
