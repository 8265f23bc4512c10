// SPDX-License-Identifier: MIT
// Implemented in message.cpp.
#pragma once

#include "idkey.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <memory>

namespace mcpscope {

namespace lightjson {
class Document;
}

/// One JSON-RPC message as it crossed the wire: its raw bytes and its envelope (kind, method,
/// id, error code and message, progress token), read from one scan of the bytes. The message
/// is never kept as a Qt tree: json(), object(), params() and the like parse the bytes with
/// QJsonDocument each time they are called, for the few places that need a tree (the
/// selected message, a tool list, a form). Everything a row, a sort, a filter or the pairing
/// needs comes from the envelope.
class Message
{
public:
    enum class Kind : quint8 { Invalid, Request, Notification, Result, Error, Batch };

    Message() = default;

    /// Scans @p raw (one frame's payload) for its envelope. Never fails: text that is not JSON
    /// is Kind::Invalid. Where the bytes are validated as well, the ingest path makes the
    /// message from the validator's own scan instead (fromView), so they are read once.
    static Message parse(const QByteArray &raw);
    /// The message of @p raw from @p view, a lightjson view already built over exactly these
    /// bytes (null: the bytes are not JSON).
    static Message fromView(const QByteArray &raw, const lightjson::Document *view);
    /// Encodes @p object compactly (one line, no embedded newline) and keeps those bytes.
    static Message fromObject(const QJsonObject &object);

    static Message request(const QJsonValue &id, const QString &method, const QJsonObject &params = {});
    static Message notification(const QString &method, const QJsonObject &params = {});
    static Message result(const QJsonValue &id, const QJsonObject &result);
    static Message error(const QJsonValue &id, int code, const QString &message,
                         const QJsonValue &data = QJsonValue::Undefined);

    Kind kind() const { return m_kind; }
    const QByteArray &raw() const { return m_raw; }
    qsizetype size() const { return m_raw.size(); }
    /// The parsed value (object or batch array), parsed from the raw bytes on each call;
    /// undefined when the bytes are not JSON.
    QJsonValue json() const;
    QJsonObject object() const { return json().toObject(); }

    bool isValidJson() const { return m_valid; }
    /// Why the bytes are not JSON and the byte offset where a parser stops (parsed on demand,
    /// for the message being looked at); empty and -1 for JSON.
    struct ParseFailure
    {
        QString error;
        qsizetype offset = -1;
    };
    ParseFailure parseFailure() const;
    QString parseError() const { return parseFailure().error; }
    qsizetype parseErrorOffset() const { return parseFailure().offset; }

    bool isRequest() const { return m_kind == Kind::Request; }
    bool isNotification() const { return m_kind == Kind::Notification; }
    bool isResponse() const { return m_kind == Kind::Result || m_kind == Kind::Error; }

    /// Requests and notifications: "method" when it is a string.
    const QString &method() const { return m_method; }
    bool hasId() const { return !m_id.isNone(); }
    /// The "id" member as a key (IdKey::None when there is none).
    const IdKey &idKey() const { return m_id; }
    /// The "id" member as a JSON value (undefined when there is none).
    QJsonValue id() const;
    /// The id as people read it: 7, "abc", null; empty without an id.
    QString idText() const;
    /// Error responses: "error"."code" and "error"."message" (0 and empty otherwise).
    int errorCode() const;
    QString errorMessage() const;
    /// The progress token a request carries in params._meta.progressToken, or the one a
    /// notifications/progress reports; IdKey::None when there is none.
    IdKey progressToken() const;
    /// Notifications on a subscriptions/listen stream (MCP 2026-07-28): the subscription they
    /// belong to, params._meta["io.modelcontextprotocol/subscriptionId"]; IdKey::None otherwise.
    IdKey subscriptionId() const;
    /// Batches: how many elements the array has (0 otherwise).
    qsizetype batchSize() const;

    /// A message's part in a multi-round-trip request (MCP 2026-07-28), known from the scan.
    enum class Round : quint8 {
        None,
        AsksForInput, ///< a result with resultType "input_required"
        Continues,    ///< a request that carries inputResponses or a requestState
    };
    Round round() const;
    /// The requestState it carries (a result that asks for input) or echoes (a request that
    /// continues), hashed; 0 when it has none.
    size_t roundStateHash() const;
    /// The text of "params" (requests and notifications) or "result" (results) as it was
    /// written, a view into raw(); null when there is none. Known from the scan for bytes
    /// that arrived; looked up in the bytes for messages built from a tree.
    QByteArrayView bodyText() const;
    /// Results: the members of the result a client acts on before anything is shown, known
    /// from the scan so that nobody walks the result again for them. "nextCursor" when it is a
    /// string (else empty); "ttlMs" when it is a number (MCP 2026-07-28 caching hint; @p ms);
    /// "cacheScope" when it is a string.
    QString nextCursor() const;
    /// The task a message is about (MCP tasks, both eras): a result that made a task (a
    /// CreateTaskResult: resultType "task" with its taskId, or "task" with a taskId), or a
    /// request or notification whose params name a taskId (tasks/get, tasks/result,
    /// tasks/update, tasks/cancel, status notifications). Empty otherwise.
    QString taskId() const;
    bool ttlMs(double *ms) const;
    QString cacheScope() const;

    /// Requests and notifications: the string member @p name of "params", read from
    /// bodyText() without a tree (empty when absent or not a string).
    QString paramString(QLatin1String name) const;

    // Parsed on demand, as json().
    QJsonObject params() const;
    QJsonValue resultValue() const;
    QJsonObject errorObject() const;

    /// Human-readable kind name ("request", "error", ...): stable, used in files and the CLI.
    static QString kindName(Kind kind);

    /// How many Qt trees mcpscope has made from JSON text in this process: json() and
    /// everything that calls it, and every other parse (all go through jsontree::parse).
    /// Benchmarks and tests count it across ingest, scrolling, sorting and showing.
    static quint64 treeParses();

private:
    template<typename Object>
    friend void readEnvelope(Message &m, const Object &o);
    template<typename Value>
    friend void readRound(Message &m, Round round, const Value &state);

    /// What few messages have: kept out of line, shared between copies.
    struct Extra
    {
        int errorCode = 0;
        QString errorMessage;
        IdKey progressToken;
        QString idText; ///< ids that are neither strings nor integers: as written
        qsizetype batchSize = 0;
        /// Facts fewer messages still have (MCP 2026-07-28 rounds and subscriptions, a result's
        /// paging and caching members): kept apart so that the many messages with an Extra
        /// (every progress notification) do not carry their room.
        struct Rare
        {
            IdKey subscriptionId;
            size_t roundState = 0;
            QString nextCursor;
            QString cacheScope;
            double ttlMs = 0;
            bool hasTtl = false;
            QString taskId;
        };
        std::unique_ptr<Rare> rare;
    };
    Extra::Rare &rare();
    Extra &extra();

    QByteArray m_raw;
    QString m_method;
    IdKey m_id;
    std::shared_ptr<const Extra> m_extra;
    quint32 m_bodyOffset = 0; ///< bodyText() within m_raw, when m_bodyKnown
    quint32 m_bodyLength = 0;
    Kind m_kind = Kind::Invalid;
    bool m_valid = false; ///< the raw bytes are a JSON object or array
    bool m_bodyKnown = false;
    Round m_round = Round::None; ///< in the padding after the flags: no room of its own
};

namespace ErrorCode {
constexpr int ParseError = -32700;
constexpr int InvalidRequest = -32600;
constexpr int MethodNotFound = -32601;
constexpr int InvalidParams = -32602;
constexpr int InternalError = -32603;
} // namespace ErrorCode

} // namespace mcpscope

// Every member is an implicitly shared Qt value, a shared pointer or a plain value: safe to
// move bytewise, which keeps the session's event list cheap to grow.
Q_DECLARE_TYPEINFO(mcpscope::Message, Q_RELOCATABLE_TYPE);
