// SPDX-License-Identifier: MIT
#include "autosave.h"

#include "profiles/serverconfigfile.h"
#include "session/sessionjournal.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace mcpscope::gui::Autosave {

QString retentionKey()
{
    return QStringLiteral("Sessions/keepAutosaved");
}

int retention()
{
    const int keep = QSettings().value(retentionKey(), DefaultRetention).toInt();
    return keep > 0 ? keep : DefaultRetention;
}

void setRetention(int keep)
{
    QSettings().setValue(retentionKey(), qMax(1, keep));
}

QString directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/sessions");
}

QString pathFor(const QString &serverName, const QDateTime &when)
{
    const QString name = ServerConfigFile::safeFileStem(serverName);
    const QString stem
        = directory() + QLatin1Char('/') + when.toString(QStringLiteral("yyyyMMdd-HHmmss")) + QLatin1Char('-') + name;
    QString path = stem + QStringLiteral(".jsonl");
    // Two sessions in the same second (a restart, a second window) get their own files.
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = stem + QLatin1Char('-') + QString::number(n) + QStringLiteral(".jsonl");
    return path;
}

QStringList recentFiles(int max)
{
    const QFileInfoList files = QDir(directory()).entryInfoList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Time);
    QStringList paths;
    for (const QFileInfo &file : files) {
        if (max >= 0 && paths.size() >= max)
            break;
        paths.append(file.absoluteFilePath());
    }
    return paths;
}

int applyRetention(int keep)
{
    const QStringList files = recentFiles();
    int deleted = 0;
    for (qsizetype i = qMax(keep, 0); i < files.size(); ++i) {
        // A session another window or a tap is still writing stays, however old it is.
        if (SessionJournal::isBeingWritten(files.at(i)))
            continue;
        if (QFile::remove(files.at(i)))
            ++deleted;
    }
    // Locks left behind by a writer that was killed, their journal gone.
    const QFileInfoList locks = QDir(directory()).entryInfoList({QStringLiteral("*.jsonl.lock")}, QDir::Files);
    for (const QFileInfo &lock : locks) {
        const QString journal = lock.absoluteFilePath().chopped(5);
        if (!QFileInfo::exists(journal) && !SessionJournal::isBeingWritten(journal))
            QFile::remove(lock.absoluteFilePath());
    }
    return deleted;
}

} // namespace mcpscope::gui::Autosave
