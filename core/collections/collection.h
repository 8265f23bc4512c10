// SPDX-License-Identifier: MIT
// Implemented in collection.cpp. The file format is documented in docs/COLLECTIONS.md.
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

namespace mcpscope {

/// One check on a step's answer, made without code.
struct Expectation
{
    enum class Type {
        NoError,          ///< the answer is a result, not a JSON-RPC error (nor a timeout)
        ProtocolError,    ///< the answer is a JSON-RPC error (with `code`, when given)
        IsError,          ///< tools/call: the result's isError is `value` (a boolean)
        Pointer,          ///< the value at `pointer` in the result: equals / contains / matches / exists
        OutputSchema,     ///< tools/call: structuredContent is valid against the tool's outputSchema
        Snapshot,         ///< the result equals `value`, except at the `ignore` pointers
        LatencyBelow,     ///< the answer came in under `ms` milliseconds
        NoProtocolErrors, ///< the validator found no error in the step's messages
    };
    enum class Op { Equals, Contains, Matches, Exists };

    Type type = Type::NoError;
    QString pointer;    ///< Pointer: RFC 6901, into the result ("" = the whole result)
    Op op = Op::Equals; ///< Pointer
    QJsonValue value;   ///< Pointer (equals, contains: any JSON; matches: a regex), IsError, Exists, Snapshot
    QStringList ignore; ///< Snapshot: pointers left out of the comparison
    qint64 ms = 0;      ///< LatencyBelow
    int code = 0;       ///< ProtocolError: the error code wanted (0: any)

    static QString typeName(Type type);
    static bool typeFromName(const QString &name, Type *type);
    /// Plain words for what it checks: "/content/0/text contains \"hi\"".
    QString describe() const;
    QJsonObject toJson() const;
    /// False with plain words in @p error when @p object is no expectation mcpscope knows.
    static bool fromJson(const QJsonObject &object, Expectation *out, QString *error);
};

/// One request of a collection, with what its answer must be.
struct CollectionStep
{
    QString name;       ///< shown in results and JUnit reports
    QString method;     ///< tools/call, resources/read, prompts/get, ping, …
    QJsonObject params; ///< "{{name}}" strings are replaced by captured values
    QList<Expectation> expect;
    QList<QPair<QString, QString>> capture; ///< variable name → pointer into this step's result
    /// "task": true: a tools/call run as a task and followed to its end (core/tasks); the
    /// expectations and captures read the task's final result.
    bool task = false;
    qint64 taskTtlMs = 0; ///< "taskTtl": the time to live asked for, in ms (0: none asked)
};

/// The server a collection runs against, when the command line does not say otherwise.
struct CollectionServer
{
    QString profile; ///< a server profile saved in the window, by name
    QString command;
    QStringList args;
    QMap<QString, QString> env;
    QString cwd;
    QString url;
    QList<QPair<QByteArray, QByteArray>> headers;

    bool isEmpty() const { return profile.isEmpty() && command.isEmpty() && url.isEmpty(); }
    bool isRemote() const { return !url.isEmpty(); }
};

/// A named, ordered list of requests with expectations: testing a server without code.
/// Stored as a versioned JSON file (format 1, docs/COLLECTIONS.md).
class Collection
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::Collection)
public:
    static constexpr int FormatVersion = 1;

    QString name;
    QString description;
    CollectionServer server;
    QList<CollectionStep> steps;

    QJsonObject toJson() const;
    static bool fromJson(const QJsonObject &object, Collection *out, QString *error);
    /// Reads a collection file; false with plain words (which step, which member) otherwise.
    static bool load(const QString &path, Collection *out, QString *error);
    /// Writes it (owner-only, as session files are); false with plain words otherwise.
    bool save(const QString &path, QString *error) const;
};

/// @p params without what belonged to one connection's request in its _meta: the progress
/// token (a new request gets its own) and the MCP 2026-07-28 envelope (protocol version, client
/// info and capabilities, log level: the connection that sends it again puts in its own); and
/// without an _meta left empty by that.
QJsonObject withoutConnectionMeta(const QJsonObject &params);

/// Writes @p data to @p path in one go (nothing half written), readable by its owner only: the
/// files of collections and load reports. False with @p error when it cannot.
bool saveOwnerOnly(const QString &path, const QByteArray &data, QString *error);

/// The value @p pointer (RFC 6901) points at in @p root; @p found says whether there is one.
QJsonValue resolvePointer(const QJsonValue &root, const QString &pointer, bool *found);

} // namespace mcpscope
