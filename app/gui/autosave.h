// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QStringList>

namespace mcpscope::gui {

/// Where the window journals every live session, and how many of those files are kept.
namespace Autosave {

/// The setting (QSettings) holding how many autosaved sessions to keep.
QString retentionKey();
constexpr int DefaultRetention = 50;
/// The retention setting (at least 1).
int retention();
/// Stores the retention setting (values below 1 become 1).
void setRetention(int keep);

/// The folder of the autosaved sessions (AppDataLocation + "/sessions").
QString directory();
/// A new file name for a session with server @p serverName started at @p when (local time):
/// "<yyyyMMdd-HHmmss>-<server name>.jsonl", the name reduced to safe characters.
QString pathFor(const QString &serverName, const QDateTime &when);
/// The autosaved session files, newest first (at most @p max; -1: all).
QStringList recentFiles(int max = -1);
/// Deletes all but the newest @p keep files, except those still being written; returns how
/// many were deleted.
int applyRetention(int keep);

} // namespace Autosave

} // namespace mcpscope::gui
