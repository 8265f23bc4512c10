// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace mcpscope {

/// One JSON-RPC message as it crossed the wire: its raw bytes, parsed exactly once.
class Message
{
public:
    enum class Kind { Invalid, Request, Notification, Result, Error, Batch };

    Message() = default;

    /// Parses @p raw (one frame's payload). Never fails: unparseable input is Kind::Invalid.
    static Message parse(const QByteArray &raw);
    /// Encodes @p object compactly (one line, no embedded newline) and keeps those bytes.
    static Message fromObject(const QJsonObject &object);

    static Message request(const QJsonValue &id, const QString &method, const QJsonObject &params = {});
    static Message notification(const QString &method, const QJsonObject &params = {});
    static Message result(const QJsonValue &id, const QJsonObject &result);
    static Message error(const QJsonValue &id, int code, const QString &message,
                         const QJsonValue &data = QJsonValue::Undefined);

    Kind kind() const { return m_kind; }
    const QByteArray &raw() const { return m_raw; }
    /// The parsed value (object or batch array); undefined when the bytes are not JSON.
    /// After releaseParsed() it is parsed again from the raw bytes on each call.
    QJsonValue json() const;
    QJsonObject object() const { return json().toObject(); }

    /// Drops the parsed value and keeps the raw bytes (and the kind): what a long session
    /// stores per message. Rarely read old messages are parsed again when looked at.
    void releaseParsed();

    bool isValidJson() const { return m_valid; }
    /// Parser's complaint and the byte offset where it stopped, when not JSON.
    QString parseError() const { return m_parseError; }
    qsizetype parseErrorOffset() const { return m_parseErrorOffset; }

    bool isRequest() const { return m_kind == Kind::Request; }
    bool isNotification() const { return m_kind == Kind::Notification; }
    bool isResponse() const { return m_kind == Kind::Result || m_kind == Kind::Error; }

    QString method() const;
    bool hasId() const;
    QJsonValue id() const;
    QJsonObject params() const;
    QJsonValue resultValue() const;
    QJsonObject errorObject() const;
    int errorCode() const;
    QString errorMessage() const;

    /// Human-readable kind name ("request", "error", ...): stable, used in files and the CLI.
    static QString kindName(Kind kind);

private:
    void classify();

    QByteArray m_raw;
    QJsonValue m_json = QJsonValue::Undefined;
    QString m_parseError;
    qsizetype m_parseErrorOffset = -1;
    Kind m_kind = Kind::Invalid;
    bool m_valid = false;     ///< the raw bytes are a JSON object or array
    bool m_released = false;  ///< m_json was dropped by releaseParsed()
};

/// A key that tells JSON-RPC ids apart by type and value ("s:2" is not "n:2").
QString idKey(const QJsonValue &id);
/// An id as compact text for people: 7, "abc", null.
QString idToDisplay(const QJsonValue &id);

namespace ErrorCode {
constexpr int ParseError = -32700;
constexpr int InvalidRequest = -32600;
constexpr int MethodNotFound = -32601;
constexpr int InvalidParams = -32602;
constexpr int InternalError = -32603;
}

} // namespace mcpscope

// Every member is an implicitly shared Qt value or a plain value: safe to move bytewise,
// which keeps the session's event list cheap to grow.
Q_DECLARE_TYPEINFO(mcpscope::Message, Q_RELOCATABLE_TYPE);
