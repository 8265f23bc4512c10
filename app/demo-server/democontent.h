// SPDX-License-Identifier: MIT
#pragma once

#include "rpcerror.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

/// The demo server's resources, resource templates, prompts and completions: data only, no I/O.
class DemoContent
{
public:
    /// URI of the resource whose text is the current time.
    static QString clockUri();

    /// Every resource, in listing order: the clock, 25 static ones, then added notes.
    QJsonArray resources() const;
    /// The resource templates (demo://greeting/{name}, demo://numbers/{n}).
    QJsonArray resourceTemplates() const;
    /// Contents of @p uri (TextResourceContents or BlobResourceContents); sets @p error when unknown.
    QJsonObject read(const QString &uri, RpcError *error) const;
    /// Adds a markdown note and returns its resource description.
    QJsonObject addNote(const QString &title, const QString &text);

    /// All prompts, in listing order.
    QJsonArray prompts() const;
    /// The GetPromptResult of prompt @p name with @p arguments; sets @p error on a bad call.
    QJsonObject getPrompt(const QString &name, const QJsonObject &arguments, RpcError *error) const;

    /// The CompleteResult for @p argumentName starting with @p value of @p ref; sets @p error for an unknown ref.
    QJsonObject complete(const QJsonObject &ref, const QString &argumentName, const QString &value,
                         RpcError *error) const;

private:
    struct Note
    {
        QString uri;
        QString title;
        QString text;
    };
    QList<Note> m_addedNotes;
};
