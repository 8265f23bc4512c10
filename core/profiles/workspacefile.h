// SPDX-License-Identifier: MIT
#pragma once

#include "serverprofile.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace mcpscope {

class SecretStore;

/// A workspace: the servers a user works with together, shown side by side in one window.
/// Saved as a JSON file (format "mcpscope-workspace", version 1):
///
///     {"format": "mcpscope-workspace", "version": 1, "id": "<random>", "name": "…",
///      "servers": [<a server profile as profiles.json writes it>, …]}
///
/// The file is owner-only and holds no secret values: the servers are written as
/// ServerProfile::toJson() writes them (names of headers and environment variables, never
/// their values, the URL without its password). The values go to the SecretStore under
/// "workspace/<id>/<server name>/<secret name>", and come back from it on load().
struct Workspace
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::Workspace)

public:
    static constexpr int FormatVersion = 1;

    QString id;   ///< names the workspace's secrets in the secret store; made on first save
    QString name; ///< shown in the window's title
    QList<ServerProfile> servers;

    /// A name for @p base that no server of the workspace has yet ("demo", "demo 2", …).
    QString uniqueName(const QString &base) const;
    /// The index of the server called @p name, or -1.
    qsizetype indexOf(const QString &name) const;

    /// Writes the workspace to @p path (owner-only) and its servers' secret values to
    /// @p secrets (nullptr: the values are dropped, the file still names them). False with
    /// plain words in @p errorMessage when it cannot be written.
    bool save(const QString &path, SecretStore *secrets, QString *errorMessage);
    /// Reads the workspace at @p path; the secret values come from @p secrets (nullptr: the
    /// servers come without them). A value the store cannot give is said in
    /// @p secretsProblem (the workspace still opens). False with plain words when the file is
    /// not a workspace of mcpscope.
    static bool load(const QString &path, SecretStore *secrets, Workspace *workspace, QString *errorMessage,
                     QString *secretsProblem = nullptr);
    /// Whether @p path looks like a workspace file (reads its first bytes).
    static bool isWorkspaceFile(const QString &path);
};

} // namespace mcpscope
