// SPDX-License-Identifier: MIT
#pragma once

#include "jsonrpc/message.h"

#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace mcpscope {

class Session;
struct SessionEvent;

/// What a recorded session says about itself, read from its messages: the initialize
/// request and its answer (who the client and the server were, the negotiated protocol
/// version, both sides' capabilities, the server's instructions), the tools, prompts,
/// resources and templates the server listed, and how much crossed the wire. Fed event by
/// event, so a session that is still growing (a followed file) updates it cheaply.
class SessionSummary
{
public:
    /// The summary of all events of @p session.
    static SessionSummary of(const Session &session);

    /// Takes the next event of the session into account (events in session order).
    void add(const SessionEvent &event);

    /// What the summary reads. The live window's overview takes the handshake from its client,
    /// which has read it already, and needs only the lists: ListsOnly makes no tree at all.
    enum class Reading { Everything, ListsOnly };
    Reading reading = Reading::Everything;

    /// The client's initialize request was seen; its index in the session (-1: not yet). On a
    /// modern session (MCP 2026-07-28) the server/discover request that the server answered.
    qsizetype initializeRequestIndex = -1;
    /// The answer to it was seen (a result or an error); its index (-1: not yet). Modern: the
    /// DiscoverResult.
    qsizetype initializeResponseIndex = -1;
    /// "legacy" (initialize), "modern" (server/discover answered), "" (neither seen yet).
    QString era;
    /// Modern: the versions the DiscoverResult names.
    QStringList supportedVersions;
    /// The server answered initialize with an error: its message (empty otherwise).
    QString initializeError;

    QString requestedProtocolVersion; ///< what the client asked for
    QJsonObject clientInfo;           ///< the client's name, version, … as it sent them
    QJsonObject clientCapabilities;   ///< as declared in the initialize request
    QString protocolVersion;          ///< negotiated: the server's answer
    QJsonObject serverInfo;
    QJsonObject serverCapabilities;
    QString instructions;

    /// Names of the tools and prompts, URIs of the resources, URI templates of the templates,
    /// as the last complete listing (all its pages) gave them; in the order listed.
    QStringList tools;
    QStringList prompts;
    QStringList resources;
    QStringList resourceTemplates;
    /// Which lists the server answered at least once (an empty answer counts).
    bool toolsListed = false;
    bool promptsListed = false;
    bool resourcesListed = false;
    bool resourceTemplatesListed = false;

    qsizetype sent = 0;
    qsizetype received = 0;
    qsizetype errorResponses = 0; ///< received errors and unreadable messages
    qsizetype stderrLines = 0;
    qint64 durationUs = 0; ///< elapsed time of the last event

    /// The method of the request that the response at event @p index answers (empty if unknown).
    QString methodOfResponse(qsizetype index) const { return m_methodOfResponse.value(index); }

    /// True once the server's answer to initialize (a result) is known.
    bool hasServer() const { return initializeResponseIndex >= 0 && initializeError.isEmpty(); }
    /// The server's name as people read it: "title (name)", or the name.
    QString serverDisplayName() const;
    QString serverVersion() const;

private:
    struct Pending
    {
        QString method;
        bool continues = false; ///< a later page of a listing (the request had a cursor)
    };
    void addList(const QString &method, bool continues, const Message &response);

    qsizetype discoverRequestIndex = -1;
    QHash<qsizetype, Pending> m_pending; ///< requests not answered yet, by event index
    QHash<qsizetype, QString> m_methodOfResponse;
};

} // namespace mcpscope
