// SPDX-License-Identifier: MIT
// Where tests find the built binaries and the real peers. A missing peer is a failure.
#pragma once

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QString>

namespace mcpscope::test {

inline QString binDir()
{
    return QString::fromUtf8(MCPSCOPE_BIN_DIR);
}
inline QString mcpscopeBinary()
{
    return binDir() + QStringLiteral("/mcpscope");
}
inline QString demoServerBinary()
{
    return binDir() + QStringLiteral("/mcpscope-demo-server");
}
inline QString sourceDir()
{
    return QString::fromUtf8(MCPSCOPE_SOURCE_DIR);
}
/// The project's recorded traffic (tests/data, recorded by tests/data/record.sh from the pinned
/// peer; tests/data/RECORDING.md says how).
inline QString dataDir()
{
    return sourceDir() + QStringLiteral("/tests/data");
}
/// The recordings tests compare against, and the peer version that made them: a test that
/// checks their contents expects @modelcontextprotocol/server-everything at this version
/// (tst_sessionsummary fails when tests/peers pins another one: record again).
inline constexpr char RecordedPeer[] = "@modelcontextprotocol/server-everything";
inline constexpr char RecordedPeerVersion[] = "2026.8.31";
inline QString everythingStdio()
{
    return dataDir() + QStringLiteral("/everything-stdio.jsonl");
}
inline QString everythingHttp()
{
    return dataDir() + QStringLiteral("/everything-http.jsonl");
}

inline QString peersDir()
{
    const QByteArray env = qgetenv("MCPSCOPE_PEERS_DIR");
    return env.isEmpty() ? QString::fromUtf8(MCPSCOPE_PEERS_DIR) : QString::fromLocal8Bit(env);
}

/// Path of an npm peer's entry script, e.g. peerScript("server-everything", "dist/index.js").
/// Empty when it is not installed (the caller must QFAIL with peerMissingMessage()).
inline QString peerScript(const QString &package, const QString &relative)
{
    const QString path
        = peersDir() + QStringLiteral("/node_modules/@modelcontextprotocol/") + package + QLatin1Char('/') + relative;
    return QFileInfo::exists(path) ? path : QString();
}

inline QByteArray peerMissingMessage(const QString &package)
{
    return QStringLiteral("The test peer @modelcontextprotocol/%1 is not installed under '%2'. "
                          "Run scripts/dev setup (it installs tests/peers/package.json).")
        .arg(package, peersDir())
        .toUtf8();
}

/// Where GUI tests save their screenshots (created on demand): <temp>/mcpscope-shots/@p name.
inline QString shotPath(const QString &name)
{
    const QString dir = QDir::tempPath() + QStringLiteral("/mcpscope-shots");
    QDir().mkpath(dir);
    return dir + QLatin1Char('/') + name;
}

inline QString nodeBinary()
{
    return QStandardPaths::findExecutable(QStringLiteral("node"));
}

/// Copies the folder @p from, hidden files and subfolders too, to @p to (a test's own copy of a
/// fixture tree, which the code under test may write into). False when a file cannot be copied.
inline bool copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = to + file.mid(from.size());
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(file, target))
            return false;
    }
    return true;
}

} // namespace mcpscope::test
