// SPDX-License-Identifier: MIT
#include "collection.h"
#include "json/jsontree.h"

#include "mcp/modernmcp.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>

namespace mcpscope {

namespace {

struct TypeName
{
    Expectation::Type type;
    const char *name;
};

constexpr TypeName TypeNames[] = {
    {Expectation::Type::NoError, "noError"},           {Expectation::Type::ProtocolError, "protocolError"},
    {Expectation::Type::IsError, "isError"},           {Expectation::Type::Pointer, "pointer"},
    {Expectation::Type::OutputSchema, "outputSchema"}, {Expectation::Type::Snapshot, "snapshot"},
    {Expectation::Type::LatencyBelow, "latencyBelow"}, {Expectation::Type::NoProtocolErrors, "noProtocolErrors"},
};

QString compactJson(const QJsonValue &value)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

QString pointerWords(const QString &pointer)
{
    return pointer.isEmpty() ? Collection::tr("the result") : pointer;
}

} // namespace

QString Expectation::typeName(Type type)
{
    for (const TypeName &t : TypeNames) {
        if (t.type == type)
            return QString::fromLatin1(t.name);
    }
    return {};
}

bool Expectation::typeFromName(const QString &name, Type *type)
{
    for (const TypeName &t : TypeNames) {
        if (name == QLatin1String(t.name)) {
            *type = t.type;
            return true;
        }
    }
    return false;
}

QString Expectation::describe() const
{
    switch (type) {
    case Type::NoError:
        return Collection::tr("answers without a protocol error");
    case Type::ProtocolError:
        return code != 0 ? Collection::tr("answers with the protocol error %1").arg(code)
                         : Collection::tr("answers with a protocol error");
    case Type::IsError:
        return Collection::tr("isError is %1").arg(value.toBool() ? QStringLiteral("true") : QStringLiteral("false"));
    case Type::Pointer:
        switch (op) {
        case Op::Equals:
            return Collection::tr("%1 equals %2").arg(pointerWords(pointer), compactJson(value).left(200));
        case Op::Contains:
            return Collection::tr("%1 contains %2").arg(pointerWords(pointer), compactJson(value).left(200));
        case Op::Matches:
            return Collection::tr("%1 matches /%2/").arg(pointerWords(pointer), value.toString().left(200));
        case Op::Exists:
            return value.toBool(true) ? Collection::tr("%1 exists").arg(pointerWords(pointer))
                                      : Collection::tr("%1 does not exist").arg(pointerWords(pointer));
        }
        break;
    case Type::OutputSchema:
        return Collection::tr("structuredContent is valid against the tool's outputSchema");
    case Type::Snapshot:
        return ignore.isEmpty() ? Collection::tr("the result equals the snapshot")
                                : Collection::tr("the result equals the snapshot (ignoring %1)")
                                      .arg(ignore.join(QStringLiteral(", ")));
    case Type::LatencyBelow:
        return Collection::tr("answers in under %1 ms").arg(ms);
    case Type::NoProtocolErrors:
        return Collection::tr("no protocol errors in the step's messages");
    }
    return {};
}

QJsonObject Expectation::toJson() const
{
    QJsonObject o{{QStringLiteral("type"), typeName(type)}};
    switch (type) {
    case Type::IsError:
        o.insert(QStringLiteral("equals"), value.toBool());
        break;
    case Type::Pointer:
        o.insert(QStringLiteral("pointer"), pointer);
        switch (op) {
        case Op::Equals:
            o.insert(QStringLiteral("equals"), value);
            break;
        case Op::Contains:
            o.insert(QStringLiteral("contains"), value);
            break;
        case Op::Matches:
            o.insert(QStringLiteral("matches"), value);
            break;
        case Op::Exists:
            o.insert(QStringLiteral("exists"), value.toBool(true));
            break;
        }
        break;
    case Type::Snapshot:
        o.insert(QStringLiteral("equals"), value);
        if (!ignore.isEmpty())
            o.insert(QStringLiteral("ignore"), QJsonArray::fromStringList(ignore));
        break;
    case Type::LatencyBelow:
        o.insert(QStringLiteral("ms"), ms);
        break;
    case Type::ProtocolError:
        if (code != 0)
            o.insert(QStringLiteral("code"), code);
        break;
    case Type::NoError:
    case Type::OutputSchema:
    case Type::NoProtocolErrors:
        break;
    }
    return o;
}

bool Expectation::fromJson(const QJsonObject &object, Expectation *out, QString *error)
{
    Expectation e;
    const QString type = object.value(QStringLiteral("type")).toString();
    if (!typeFromName(type, &e.type)) {
        QStringList names;
        for (const TypeName &t : TypeNames)
            names << QString::fromLatin1(t.name);
        *error = Collection::tr("unknown expectation type \"%1\" (known: %2)")
                     .arg(type.left(60), names.join(QStringLiteral(", ")));
        return false;
    }
    switch (e.type) {
    case Type::IsError:
        e.value = object.value(QStringLiteral("equals")).toBool(true);
        break;
    case Type::Pointer: {
        if (!object.value(QStringLiteral("pointer")).isString()) {
            *error = Collection::tr(
                "a pointer expectation needs \"pointer\" (a JSON pointer such as \"/content/0/text\")");
            return false;
        }
        e.pointer = object.value(QStringLiteral("pointer")).toString();
        if (!e.pointer.isEmpty() && !e.pointer.startsWith(QLatin1Char('/'))) {
            *error = Collection::tr("\"%1\" is no JSON pointer: it must be empty or start with \"/\"")
                         .arg(e.pointer.left(80));
            return false;
        }
        int ops = 0;
        if (object.contains(QStringLiteral("equals"))) {
            e.op = Op::Equals;
            e.value = object.value(QStringLiteral("equals"));
            ++ops;
        }
        if (object.contains(QStringLiteral("contains"))) {
            e.op = Op::Contains;
            e.value = object.value(QStringLiteral("contains"));
            ++ops;
        }
        if (object.contains(QStringLiteral("matches"))) {
            e.op = Op::Matches;
            e.value = object.value(QStringLiteral("matches"));
            const QRegularExpression re(e.value.toString());
            if (!e.value.isString() || !re.isValid()) {
                *error = Collection::tr("\"matches\" needs a valid regular expression: %1").arg(re.errorString());
                return false;
            }
            ++ops;
        }
        if (object.contains(QStringLiteral("exists"))) {
            e.op = Op::Exists;
            e.value = object.value(QStringLiteral("exists")).toBool(true);
            ++ops;
        }
        if (ops != 1) {
            *error = Collection::tr(
                "a pointer expectation needs exactly one of \"equals\", \"contains\", \"matches\", \"exists\"");
            return false;
        }
        break;
    }
    case Type::Snapshot: {
        if (!object.contains(QStringLiteral("equals"))) {
            *error = Collection::tr("a snapshot expectation needs \"equals\" (the saved result)");
            return false;
        }
        e.value = object.value(QStringLiteral("equals"));
        for (const QJsonValue &v : object.value(QStringLiteral("ignore")).toArray())
            e.ignore << v.toString();
        break;
    }
    case Type::LatencyBelow:
        e.ms = object.value(QStringLiteral("ms")).toInteger(-1);
        if (e.ms <= 0) {
            *error = Collection::tr("a latencyBelow expectation needs \"ms\", a positive number of milliseconds");
            return false;
        }
        break;
    case Type::ProtocolError:
        e.code = object.value(QStringLiteral("code")).toInt(0);
        break;
    case Type::NoError:
    case Type::OutputSchema:
    case Type::NoProtocolErrors:
        break;
    }
    *out = e;
    return true;
}

QJsonObject Collection::toJson() const
{
    QJsonObject o{{QStringLiteral("mcpscopeCollection"), FormatVersion}, {QStringLiteral("name"), name}};
    if (!description.isEmpty())
        o.insert(QStringLiteral("description"), description);
    if (!server.isEmpty()) {
        QJsonObject s;
        if (!server.profile.isEmpty()) {
            s.insert(QStringLiteral("profile"), server.profile);
        } else if (server.isRemote()) {
            s.insert(QStringLiteral("url"), server.url);
            QJsonObject headers;
            for (const auto &h : server.headers)
                headers.insert(QString::fromUtf8(h.first), QString::fromUtf8(h.second));
            if (!headers.isEmpty())
                s.insert(QStringLiteral("headers"), headers);
        } else {
            s.insert(QStringLiteral("command"), server.command);
            if (!server.args.isEmpty())
                s.insert(QStringLiteral("args"), QJsonArray::fromStringList(server.args));
            QJsonObject env;
            for (auto it = server.env.cbegin(); it != server.env.cend(); ++it)
                env.insert(it.key(), it.value());
            if (!env.isEmpty())
                s.insert(QStringLiteral("env"), env);
            if (!server.cwd.isEmpty())
                s.insert(QStringLiteral("cwd"), server.cwd);
        }
        o.insert(QStringLiteral("server"), s);
    }
    QJsonArray list;
    for (const CollectionStep &step : steps) {
        QJsonObject s{{QStringLiteral("name"), step.name}, {QStringLiteral("method"), step.method}};
        if (!step.params.isEmpty())
            s.insert(QStringLiteral("params"), step.params);
        QJsonArray expect;
        for (const Expectation &e : step.expect)
            expect.append(e.toJson());
        if (!expect.isEmpty())
            s.insert(QStringLiteral("expect"), expect);
        QJsonObject capture;
        for (const auto &c : step.capture)
            capture.insert(c.first, c.second);
        if (!capture.isEmpty())
            s.insert(QStringLiteral("capture"), capture);
        if (step.task)
            s.insert(QStringLiteral("task"), true);
        if (step.taskTtlMs > 0)
            s.insert(QStringLiteral("taskTtl"), step.taskTtlMs);
        list.append(s);
    }
    o.insert(QStringLiteral("steps"), list);
    return o;
}

bool Collection::fromJson(const QJsonObject &object, Collection *out, QString *error)
{
    const QJsonValue version = object.value(QStringLiteral("mcpscopeCollection"));
    if (!version.isDouble()) {
        *error = tr("This is no mcpscope collection: it has no \"mcpscopeCollection\" format number.");
        return false;
    }
    if (version.toInt() > FormatVersion) {
        *error = tr("The collection has format %1, newer than this mcpscope reads (%2): update mcpscope.")
                     .arg(version.toInt())
                     .arg(FormatVersion);
        return false;
    }
    Collection c;
    c.name = object.value(QStringLiteral("name")).toString();
    c.description = object.value(QStringLiteral("description")).toString();
    const QJsonObject server = object.value(QStringLiteral("server")).toObject();
    c.server.profile = server.value(QStringLiteral("profile")).toString();
    c.server.command = server.value(QStringLiteral("command")).toString();
    for (const QJsonValue &a : server.value(QStringLiteral("args")).toArray())
        c.server.args << a.toString();
    const QJsonObject env = server.value(QStringLiteral("env")).toObject();
    for (auto it = env.constBegin(); it != env.constEnd(); ++it)
        c.server.env.insert(it.key(), it.value().toString());
    c.server.cwd = server.value(QStringLiteral("cwd")).toString();
    c.server.url = server.value(QStringLiteral("url")).toString();
    const QJsonObject headers = server.value(QStringLiteral("headers")).toObject();
    for (auto it = headers.constBegin(); it != headers.constEnd(); ++it)
        c.server.headers.append({it.key().toUtf8(), it.value().toString().toUtf8()});
    if (int(!c.server.profile.isEmpty()) + int(!c.server.command.isEmpty()) + int(!c.server.url.isEmpty()) > 1) {
        *error = tr("The collection's server has more than one of \"profile\", \"command\" and \"url\"; keep one.");
        return false;
    }
    const QJsonValue stepsValue = object.value(QStringLiteral("steps"));
    if (!stepsValue.isArray()) {
        *error = tr("The collection has no \"steps\" list.");
        return false;
    }
    const QJsonArray steps = stepsValue.toArray();
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QJsonObject s = steps.at(i).toObject();
        CollectionStep step;
        step.method = s.value(QStringLiteral("method")).toString();
        step.name = s.value(QStringLiteral("name")).toString();
        if (step.name.isEmpty())
            step.name = tr("step %1 (%2)").arg(i + 1).arg(step.method);
        if (step.method.isEmpty()) {
            *error = tr("Step %1 has no \"method\".").arg(i + 1);
            return false;
        }
        const QJsonValue params = s.value(QStringLiteral("params"));
        if (!params.isUndefined() && !params.isObject()) {
            *error = tr("Step %1 (%2): \"params\" must be an object.").arg(QString::number(i + 1), step.name);
            return false;
        }
        step.params = params.toObject();
        const QJsonArray expect = s.value(QStringLiteral("expect")).toArray();
        for (qsizetype k = 0; k < expect.size(); ++k) {
            Expectation e;
            QString why;
            if (!Expectation::fromJson(expect.at(k).toObject(), &e, &why)) {
                *error = tr("Step %1 (%2), expectation %3: %4")
                             .arg(QString::number(i + 1), step.name, QString::number(k + 1), why);
                return false;
            }
            step.expect.append(e);
        }
        const QJsonObject capture = s.value(QStringLiteral("capture")).toObject();
        for (auto it = capture.constBegin(); it != capture.constEnd(); ++it)
            step.capture.append({it.key(), it.value().toString()});
        const QJsonValue task = s.value(QStringLiteral("task"));
        if (!task.isUndefined() && !task.isBool()) {
            *error = tr("Step %1 (%2): \"task\" must be true or false.").arg(QString::number(i + 1), step.name);
            return false;
        }
        step.task = task.toBool();
        if (step.task && step.method != QLatin1String("tools/call")) {
            *error
                = tr("Step %1 (%2): only a tools/call step can run as a task.").arg(QString::number(i + 1), step.name);
            return false;
        }
        const QJsonValue ttl = s.value(QStringLiteral("taskTtl"));
        if (!ttl.isUndefined()
            && (!ttl.isDouble() || ttl.toDouble() <= 0 || ttl.toDouble() != double(qint64(ttl.toDouble())))) {
            *error = tr("Step %1 (%2): \"taskTtl\" must be a positive number of milliseconds.")
                         .arg(QString::number(i + 1), step.name);
            return false;
        }
        step.taskTtlMs = qint64(ttl.toDouble());
        c.steps.append(step);
    }
    *out = c;
    return true;
}

bool Collection::load(const QString &path, Collection *out, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read the collection \"%1\": %2").arg(path, file.errorString());
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = jsontree::parse(file.read(64 * 1024 * 1024), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = tr("The collection \"%1\" is not a JSON object (%2 at byte %3).")
                     .arg(path, parseError.errorString())
                     .arg(parseError.offset);
        return false;
    }
    QString why;
    if (!fromJson(doc.object(), out, &why)) {
        *error = tr("The collection \"%1\": %2").arg(path, why);
        return false;
    }
    return true;
}

bool Collection::save(const QString &path, QString *error) const
{
    return saveOwnerOnly(path, QJsonDocument(toJson()).toJson(QJsonDocument::Indented), error);
}

bool saveOwnerOnly(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = Collection::tr("Cannot write \"%1\": %2").arg(path, file.errorString());
        return false;
    }
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(data);
    if (!file.commit()) {
        *error = Collection::tr("Cannot write \"%1\": %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

QJsonObject withoutConnectionMeta(const QJsonObject &params)
{
    QJsonObject out = params;
    QJsonObject meta = out.value(QStringLiteral("_meta")).toObject();
    bool changed = false;
    for (const QString &key : {QStringLiteral("progressToken"), ModernMcp::ProtocolVersionKey, ModernMcp::ClientInfoKey,
                               ModernMcp::ClientCapabilitiesKey, ModernMcp::LogLevelKey}) {
        if (meta.contains(key)) {
            meta.remove(key);
            changed = true;
        }
    }
    if (!changed)
        return out;
    if (meta.isEmpty())
        out.remove(QStringLiteral("_meta"));
    else
        out.insert(QStringLiteral("_meta"), meta);
    return out;
}

QJsonValue resolvePointer(const QJsonValue &root, const QString &pointer, bool *found)
{
    *found = true;
    if (pointer.isEmpty())
        return root;
    if (!pointer.startsWith(QLatin1Char('/'))) {
        *found = false;
        return {};
    }
    QJsonValue at = root;
    const QStringList tokens = pointer.mid(1).split(QLatin1Char('/'));
    for (QString token : tokens) {
        token.replace(QStringLiteral("~1"), QStringLiteral("/")).replace(QStringLiteral("~0"), QStringLiteral("~"));
        if (at.isObject()) {
            const QJsonObject o = at.toObject();
            if (!o.contains(token)) {
                *found = false;
                return {};
            }
            at = o.value(token);
        } else if (at.isArray()) {
            bool ok = false;
            const qsizetype index = token.toLongLong(&ok);
            const QJsonArray a = at.toArray();
            if (!ok || index < 0 || index >= a.size() || (token.size() > 1 && token.startsWith(QLatin1Char('0')))) {
                *found = false;
                return {};
            }
            at = a.at(index);
        } else {
            *found = false;
            return {};
        }
    }
    return at;
}

} // namespace mcpscope
