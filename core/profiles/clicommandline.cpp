// SPDX-License-Identifier: MIT
#include "clicommandline.h"
#include "json/jsontext.h"
#include "json/jsontree.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

#include "wire/httpexchange.h"

namespace mcpscope {

namespace {

/// @p value (objects and scalars too) as compact JSON text.
QString compactJson(const QJsonValue &value)
{
    const QByteArray array = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(array.mid(1, array.size() - 2));
}

/// @p value as the VALUE of --tool-arg, --tool-metadata or --prompt-args: text as it is,
/// anything else as JSON.
QString argumentText(const QJsonValue &value)
{
    return value.isString() ? value.toString() : compactJson(value);
}

/// True when @p text, given as --tool-arg VALUE, would be read as JSON rather than as text.
bool readsAsJson(const QString &text)
{
    // Without an error, not exactly one value: "1, 2" reads as JSON here too.
    QJsonParseError error;
    jsontext::parseScalar(text.toUtf8(), nullptr, &error);
    return error.error == QJsonParseError::NoError;
}

/// The server's URL as one shell word without its secrets: a password and the values of secret
/// query parameters (key, sig, token, …) become shell variables in double quotes, named in
/// @p variables, so the clipboard never holds them.
QString urlWord(const QString &text, QStringList *variables)
{
    QUrl url(text);
    QList<QPair<QString, QString>> slots; // placeholder, variable
    const auto slot = [&](const QString &variable) {
        const QString placeholder = QStringLiteral("MCPSCOPESECRETSLOT%1X").arg(slots.size());
        slots.append({placeholder, variable});
        return placeholder;
    };
    if (url.isValid() && !url.password().isEmpty())
        url.setPassword(slot(QStringLiteral("URL_PASSWORD")));
    if (url.isValid() && url.hasQuery()) {
        QUrlQuery query(url);
        QList<QPair<QString, QString>> items = query.queryItems(QUrl::FullyEncoded);
        bool changed = false;
        for (auto &[key, value] : items) {
            if (HttpExchange::isSecretQueryKey(QUrl::fromPercentEncoding(key.toUtf8()))) {
                value = slot(
                    CliCommandLine::variableFor(QStringLiteral("URL_") + QUrl::fromPercentEncoding(key.toUtf8())));
                changed = true;
            }
        }
        if (changed) {
            query.setQueryItems(items);
            url.setQuery(query.query(QUrl::FullyEncoded), QUrl::StrictMode);
        }
    }
    if (slots.isEmpty())
        return CliCommandLine::quote(text);
    // Double quotes: the shell fills in the variables and leaves the rest as it is.
    QString word = url.toString(QUrl::FullyEncoded);
    for (const QChar special : {QLatin1Char('\\'), QLatin1Char('"'), QLatin1Char('$'), QLatin1Char('`')})
        word.replace(special, QStringLiteral("\\") + special);
    for (const auto &[placeholder, variable] : std::as_const(slots)) {
        word.replace(placeholder, QStringLiteral("${%1}").arg(variable));
        if (!variables->contains(variable))
            *variables << variable;
    }
    return QLatin1Char('"') + word + QLatin1Char('"');
}

} // namespace

QString CliCommandLine::quote(const QString &word)
{
    static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9_@%+=:,./-]+$"));
    if (safe.match(word).hasMatch())
        return word;
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString CliCommandLine::variableFor(const QString &name)
{
    QString variable;
    for (const QChar c : name) {
        const bool letter
            = (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) || (c >= QLatin1Char('a') && c <= QLatin1Char('z'));
        const bool digit = c >= QLatin1Char('0') && c <= QLatin1Char('9');
        variable += letter || digit ? c.toUpper() : QLatin1Char('_');
    }
    if (variable.isEmpty() || variable.front().isDigit())
        variable.prepend(QLatin1Char('_'));
    return variable;
}

CliCommandLine::Result CliCommandLine::forRequest(Flavor flavor, const ServerProfile &profile, const QString &method,
                                                  const QJsonObject &params)
{
    Result result;
    QStringList words;
    if (flavor == Flavor::Mcpscope) {
        words << QStringLiteral("mcpscope");
    } else {
        words << QStringLiteral("npx") << QStringLiteral("@modelcontextprotocol/inspector");
    }
    words << QStringLiteral("--cli");

    // The server: a URL with its transport and headers, or a command with its environment.
    if (profile.isRemote()) {
        words << urlWord(profile.url, &result.secretVariables);
        const QString kind = profile.transportKind;
        if (kind == QLatin1String("http") || kind == QLatin1String("sse"))
            words << QStringLiteral("--transport") << kind;
        // "Name: $VARIABLE" in double quotes, so the shell puts the value in.
        static const QRegularExpression token(QStringLiteral("^[A-Za-z0-9_.-]+$"));
        for (const auto &[name, value] : profile.headers) {
            const QString header = name.trimmed();
            if (header.isEmpty())
                continue;
            const QString variable = variableFor(header);
            result.secretVariables << variable;
            words << QStringLiteral("--header")
                  << (token.match(header).hasMatch()
                          ? QStringLiteral("\"%1: $%2\"").arg(header, variable)
                          : quote(header + QStringLiteral(": ")) + QStringLiteral("\"$%1\"").arg(variable));
        }
        if (!profile.oauthClientId.isEmpty())
            words << QStringLiteral("--client-id") << quote(profile.oauthClientId);
    } else {
        if (profile.program.isEmpty()) {
            result.problem = tr("There is no server to write a command line for.");
            return result;
        }
        for (auto it = profile.environment.cbegin(); it != profile.environment.cend(); ++it) {
            const QString variable = variableFor(it.key());
            result.secretVariables << variable;
            words << QStringLiteral("-e")
                  << quote(it.key() + QLatin1Char('=')) + QStringLiteral("\"$%1\"").arg(variable);
        }
        if (!profile.workingDirectory.isEmpty())
            words << QStringLiteral("--cwd") << quote(profile.workingDirectory);
        words << quote(profile.program);
        for (const QString &argument : profile.arguments)
            words << quote(argument);
    }

    words << QStringLiteral("--method") << quote(method);
    if (method == QLatin1String("tools/call")) {
        words << QStringLiteral("--tool-name") << quote(params.value(QLatin1String("name")).toString());
        const QJsonObject arguments = params.value(QLatin1String("arguments")).toObject();
        // One --tool-arg per argument when each reads back as it is; else all as one JSON object.
        bool each = true;
        for (auto it = arguments.begin(); it != arguments.end(); ++it) {
            const QJsonValue value = it.value();
            if (it.key().isEmpty() || it.key().contains(QLatin1Char('='))
                || (value.isString() && (value.toString().isEmpty() || readsAsJson(value.toString()))))
                each = false;
        }
        if (each) {
            for (auto it = arguments.begin(); it != arguments.end(); ++it) {
                words << QStringLiteral("--tool-arg") << quote(it.key() + QLatin1Char('=') + argumentText(it.value()));
            }
        } else {
            words << QStringLiteral("--tool-args-json") << quote(compactJson(arguments));
        }
        // The progress token is mcpscope's own for the call, not something the user gave.
        const QJsonObject meta = params.value(QLatin1String("_meta")).toObject();
        for (auto it = meta.begin(); it != meta.end(); ++it) {
            if (it.key() != QLatin1String("progressToken"))
                words << QStringLiteral("--tool-metadata")
                      << quote(it.key() + QLatin1Char('=') + argumentText(it.value()));
        }
    } else if (method == QLatin1String("resources/read")) {
        words << QStringLiteral("--uri") << quote(params.value(QLatin1String("uri")).toString());
    } else if (method == QLatin1String("prompts/get")) {
        words << QStringLiteral("--prompt-name") << quote(params.value(QLatin1String("name")).toString());
        const QJsonObject arguments = params.value(QLatin1String("arguments")).toObject();
        for (auto it = arguments.begin(); it != arguments.end(); ++it) {
            const QString value = argumentText(it.value());
            if (it.key().contains(QLatin1Char('=')) || value.isEmpty()) {
                result.problem
                    = tr("The prompt argument \"%1\" cannot be written as --prompt-args KEY=VALUE.").arg(it.key());
                return result;
            }
            words << QStringLiteral("--prompt-args") << quote(it.key() + QLatin1Char('=') + value);
        }
    } else if (method == QLatin1String("logging/setLevel")) {
        words << QStringLiteral("--log-level") << quote(params.value(QLatin1String("level")).toString());
    } else if (method != QLatin1String("ping") && method != QLatin1String("tools/list")
               && method != QLatin1String("resources/list") && method != QLatin1String("resources/templates/list")
               && method != QLatin1String("prompts/list")) {
        result.problem = tr("The command line cannot send %1; it sends ping, tools/list, tools/call, resources/list, "
                            "resources/read, resources/templates/list, prompts/list, prompts/get and logging/setLevel.")
                             .arg(method);
        return result;
    }
    result.text = words.join(QLatin1Char(' '));
    return result;
}

} // namespace mcpscope
