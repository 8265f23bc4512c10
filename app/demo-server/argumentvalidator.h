// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

/// Checks JSON values against the small JSON Schema subset the demo tools use
/// (type, required, properties, items, enum, minimum/maximum, minLength/maxLength,
/// minItems/maxItems, format email/uri/date/date-time).
class ArgumentValidator
{
public:
    /// Explains the first problem of @p value against @p schema in plain words, or returns
    /// an empty string when it conforms. @p path names the value ("" for the arguments object).
    static QString check(const QJsonValue &value, const QJsonObject &schema, const QString &path = QString());

    /// "a string", "a number", "an object", ...: the JSON type of @p value for messages.
    static QString describeType(const QJsonValue &value);
};
