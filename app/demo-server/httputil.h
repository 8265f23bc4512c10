// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QHttpHeaders>
#include <QHttpServerResponder>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringView>

class QHttpServerRequest;

/// Small pieces the HTTP mode of the demo server shares: answers, header parsing, form decoding.
namespace HttpUtil {

using Status = QHttpServerResponder::StatusCode;

/// Compact JSON bytes of @p object.
QByteArray compact(const QJsonObject &object);
/// Answers with @p body as @p contentType.
void reply(QHttpServerResponder &responder, Status status, const QByteArray &body, const QByteArray &contentType,
           QHttpHeaders headers = {});
/// Answers with @p object as application/json.
void replyJson(QHttpServerResponder &responder, Status status, const QJsonObject &object, QHttpHeaders headers = {});
/// Answers with a JSON-RPC error response (no id unless @p id is given): how the MCP transport
/// says why an HTTP request was refused.
void replyRpcError(QHttpServerResponder &responder, Status status, int code, const QString &message,
                   const QJsonValue &id = QJsonValue(QJsonValue::Undefined), QHttpHeaders headers = {});

/// The media types listed in a header such as Accept or Content-Type, lower case, without parameters.
QList<QByteArray> mediaTypes(QByteArrayView headerValue);
/// True for localhost, 127.0.0.0/8 and ::1.
bool isLoopbackHost(const QString &host);
/// True when @p origin (an Origin header) is http(s)://localhost, 127.0.0.1 or [::1], any port.
bool isLoopbackOrigin(QByteArrayView origin);
/// Decodes application/x-www-form-urlencoded @p text ("+" is a space). Sets @p duplicate to a
/// name that appears twice, if any.
QList<QPair<QString, QString>> parseForm(QByteArrayView text, QString *duplicate = nullptr);
/// The value of @p name in @p form, or a null string.
QString formValue(const QList<QPair<QString, QString>> &form, const QString &name);
/// @p text percent-encoded for a query string (everything but unreserved characters).
QByteArray formEncode(const QString &text);
/// @p text for a message or a log line: at most @p limit characters, control characters escaped
/// (what a client sent must not start lines of its own in the log).
QString printable(QStringView text, qsizetype limit = 200);
/// A header value (UTF-8) as printable() text.
QString preview(QByteArrayView value);

} // namespace HttpUtil
