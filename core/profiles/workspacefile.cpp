// SPDX-License-Identifier: MIT
#include "workspacefile.h"
#include "json/jsontree.h"

#include "secretstore.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QUuid>

namespace mcpscope {

namespace {

const QString FormatName = QStringLiteral("mcpscope-workspace");

QString secretKey(const QString &id, const QString &server, const QString &name)
{
    return QStringLiteral("workspace/%1/%2/%3").arg(id, server, name);
}

} // namespace

QString Workspace::uniqueName(const QString &base) const
{
    const QString start = base.trimmed().isEmpty() ? tr("server") : base.trimmed();
    QString candidate = start;
    for (int n = 2; indexOf(candidate) >= 0; ++n)
        candidate = QStringLiteral("%1 %2").arg(start).arg(n);
    return candidate;
}

qsizetype Workspace::indexOf(const QString &serverName) const
{
    for (qsizetype i = 0; i < servers.size(); ++i) {
        if (servers.at(i).name == serverName)
            return i;
    }
    return -1;
}

bool Workspace::save(const QString &path, SecretStore *secrets, QString *errorMessage)
{
    if (id.isEmpty())
        id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QJsonArray list;
    for (const ServerProfile &server : std::as_const(servers))
        list.append(server.toJson());
    const QJsonObject root{{QStringLiteral("format"), FormatName},
                           {QStringLiteral("version"), FormatVersion},
                           {QStringLiteral("id"), id},
                           {QStringLiteral("name"), name},
                           {QStringLiteral("servers"), list}};
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (errorMessage)
            *errorMessage = tr("Cannot save the workspace to \"%1\": %2").arg(path, file.errorString());
        return false;
    }
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        if (errorMessage)
            *errorMessage = tr("Cannot save the workspace to \"%1\": %2").arg(path, file.errorString());
        return false;
    }
    if (secrets) {
        for (const ServerProfile &server : std::as_const(servers)) {
            const QHash<QString, QString> values = server.secrets();
            for (auto it = values.begin(); it != values.end(); ++it) {
                const SecretResult result = secrets->write(secretKey(id, server.name, it.key()), it.value());
                if (!result.ok()) {
                    if (errorMessage)
                        *errorMessage = tr("The workspace was saved, but the secret values of \"%1\" could not be "
                                           "stored: %2")
                                            .arg(server.name, result.error);
                    return false;
                }
            }
        }
    }
    return true;
}

bool Workspace::load(const QString &path, SecretStore *secrets, Workspace *workspace, QString *errorMessage,
                     QString *secretsProblem)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (errorMessage)
            *errorMessage = tr("Cannot read the workspace \"%1\": %2").arg(path, file.errorString());
        return false;
    }
    QJsonParseError error;
    const QJsonObject root = jsontree::parse(file.read(8 * 1024 * 1024), &error).object();
    if (error.error != QJsonParseError::NoError || root.value(QStringLiteral("format")).toString() != FormatName) {
        if (errorMessage)
            *errorMessage = tr("\"%1\" is not a workspace file of mcpscope.").arg(path);
        return false;
    }
    const int version = root.value(QStringLiteral("version")).toInt();
    if (version > FormatVersion) {
        if (errorMessage)
            *errorMessage
                = tr("\"%1\" was written by a newer mcpscope (workspace format version %2).").arg(path).arg(version);
        return false;
    }
    Workspace result;
    result.id = root.value(QStringLiteral("id")).toString();
    result.name = root.value(QStringLiteral("name")).toString();
    if (result.name.isEmpty())
        result.name = QFileInfo(path).completeBaseName();
    const QJsonArray list = root.value(QStringLiteral("servers")).toArray();
    for (const QJsonValue &value : list) {
        ServerProfile server = ServerProfile::fromJson(value.toObject());
        if (server.name.isEmpty())
            server.name = server.suggestedName();
        server.name = result.uniqueName(server.name);
        if (secrets && !result.id.isEmpty()) {
            const QStringList names = server.secretNames();
            for (const QString &secretName : names) {
                const SecretResult read = secrets->read(secretKey(result.id, server.name, secretName));
                if (read.ok())
                    server.setSecret(secretName, read.value);
                else if (read.status == SecretResult::Status::Failed && secretsProblem && secretsProblem->isEmpty())
                    *secretsProblem
                        = tr("The secret values of the workspace's servers could not be read: %1").arg(read.error);
            }
        }
        result.servers.append(server);
    }
    *workspace = result;
    return true;
}

bool Workspace::isWorkspaceFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    return file.read(4096).contains("\"mcpscope-workspace\"");
}

} // namespace mcpscope
