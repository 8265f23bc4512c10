// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QList>
#include <QRegularExpression>
#include <QStringList>

namespace mcpscope {

/// Hides secrets in what leaves the user's disk (exports): values of members whose names
/// look like credentials (Authorization, Cookie, API keys, tokens, passwords, secrets),
/// known secret values (e.g. the server profile's environment values), and anything that
/// matches a pattern (built-in token shapes plus the user's own rules).
class Redactor
{
public:
    /// What a hidden secret is replaced with.
    static QString mask() { return QStringLiteral("[redacted]"); }

    Redactor();

    /// Exact values to hide wherever they appear (e.g. environment values of the profile).
    void addSecretValue(const QString &value);
    /// A regular expression; every match is replaced by the mask. False if it is invalid.
    bool addPattern(const QString &pattern, QString *errorMessage = nullptr);
    /// Names of members whose values are hidden (case-insensitive, '-'/'_' ignored).
    QStringList sensitiveNames() const { return m_names; }
    QStringList patterns() const;

    bool isSensitiveName(const QString &name) const;
    /// Redacts free text. Counts what it hid in @p hits.
    QString redactText(const QString &text, int *hits = nullptr) const;
    /// Redacts a JSON value: sensitive members' values become the mask, strings are
    /// redacted as text.
    QJsonValue redactJson(const QJsonValue &value, int *hits = nullptr) const;
    /// Redacts one message's raw bytes: JSON is redacted structurally (and re-encoded only
    /// when something was hidden), anything else as text. Invalid UTF-8 stays as it was
    /// unless a secret is found in it.
    QByteArray redactRaw(const QByteArray &raw, int *hits = nullptr) const;

private:
    QStringList m_names;
    QList<QRegularExpression> m_patterns;
    QStringList m_values;
};

} // namespace mcpscope
